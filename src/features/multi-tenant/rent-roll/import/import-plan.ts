import { startMonthOf } from '../../../../finance/cash-flow/timeline'
import type { Tenant } from '../../../../finance/cash-flow/types'
import type { Timeline } from '../../scenario/scenario-reducer'
import { findAsOfDate, proposedStart } from './as-of-date'
import { cellText } from './cell-readers'
import { autoMapping, findHeader, type ColumnMapping } from './find-header'
import { typicalRent } from './column-figures'
import {
  IMPORT_FIELDS,
  namesOnlyRent,
  RENT_FIELDS,
  type ImportField,
  type RentField,
} from './import-fields'
import { readRentRoll, type ReadRentRollResult, type ReadRowOutcome } from './read-rent-roll'
import type { ImportSheet, RawCell } from './sheet'

/**
 * The mapping step as data: the file's header row found, the mapping as the user changes it, the
 * rows as they will be read, and the rent roll Import makes. React only shows it.
 */

/** Replace the rent roll's rows, or add the file's after them. */
export type ImportMode = 'replace' | 'append'

export const NOT_A_RENT_ROLL =
  'No header row with at least 3 known columns was found in the first 20 rows of any sheet.'

/** A file's rent roll (or a pasted block's): the sheet with the header row, and that row. */
export interface ImportSource {
  fileName: string
  sheet: ImportSheet
  headerIndex: number
  /** A block pasted on the rent roll: its rows go after the rent roll's unless told otherwise. */
  pasted?: boolean
}

/** The scenario an import reads its rows against. */
export interface ImportScenario {
  tenants: readonly Tenant[]
  analysisStart: string
  /** The market downtime: a vacant suite's downtime (6 months when 0). */
  marketDowntimeMonths: number
}

/** What the mapping step lets the user choose besides the columns. */
export interface ImportChoices {
  mode: ImportMode
  timeline: Timeline
}

export type SourceRead = { ok: true; source: ImportSource } | { ok: false; message: string }

/** The first sheet with a header row, or the sentence that says there is none. */
export function importSource(fileName: string, sheets: readonly ImportSheet[]): SourceRead {
  const found = findHeader(sheets)
  if (!found) return { ok: false, message: NOT_A_RENT_ROLL }
  return {
    ok: true,
    source: { fileName, sheet: sheets[found.sheetIndex]!, headerIndex: found.headerIndex },
  }
}

/** The header row's cells. */
export const headerOf = (source: ImportSource): readonly RawCell[] =>
  source.sheet.rows[source.headerIndex]!.cells

/** The rows below the header. */
const dataRowsOf = (source: ImportSource) => source.sheet.rows.slice(source.headerIndex + 1)

/**
 * The mapping the step starts with: the one remembered for these headers, else by their names
 * (and, where a name leaves it open, the cells below them: find-header autoMapping).
 */
export const startMapping = (source: ImportSource, remembered: ColumnMapping | null) =>
  remembered ?? autoMapping(headerOf(source), dataRowsOf(source))

/** A column headed only "rent" that its figures had read in another basis than annual dollars. */
export interface RentByFigures {
  column: number
  field: RentField
  /** Its typical rent in $/SF a year, so read. */
  typicalPerSfYear: number
}

/** The columns headed only "rent" that the mapping reads otherwise than as annual dollars. */
export function rentsByFigures(source: ImportSource, mapping: ColumnMapping): RentByFigures[] {
  const area = mapping.indexOf('squareFootage')
  return mapping.flatMap((field, column) => {
    const header = cellText(headerOf(source)[column] ?? null)
    if (area === -1 || !field || !(field in RENT_FIELDS) || field === 'rentAnnual') return []
    if (!namesOnlyRent(header)) return []
    const rent = field as RentField
    const typical = typicalRent(dataRowsOf(source), column, area, rent)
    return typical === null ? [] : [{ column, field: rent, typicalPerSfYear: typical }]
  })
}

/** The fields a rent roll is read by: a pasted block without a column for one is mapped first. */
export const REQUIRED_FIELDS = [
  'name',
  'squareFootage',
  'rent',
  'leaseStart',
  'leaseExpiration',
] as const
export type RequiredField = (typeof REQUIRED_FIELDS)[number]

/** The required fields (PRODUCT.md 11.7) no column is read as. */
export function unmappedFields(mapping: ColumnMapping): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) =>
    field === 'rent'
      ? !mapping.some((mapped) => mapped !== null && mapped in RENT_FIELDS)
      : !mapping.includes(field),
  )
}

/**
 * The analysis start and rent basis the step proposes (PRODUCT.md 11.7): the start the file's
 * as-of date says (as-of-date.ts), else the scenario's; rents in place at the analysis start.
 */
export function proposedTimeline(source: ImportSource, scenario: ImportScenario): Timeline {
  const asOf = findAsOfDate(source.sheet.rows, source.headerIndex)
  return {
    analysisStart: asOf ? proposedStart(asOf.date) : scenario.analysisStart,
    rentBasis: 'current',
  }
}

/** A file column as the mapping step names it: its header, or its letter when it has none. */
export function columnName(source: ImportSource, index: number): string {
  const text = cellText(headerOf(source)[index] ?? null)
  return text || `Column ${columnLetter(index)}`
}

/** A spreadsheet column letter: 0 -> "A", 26 -> "AA". */
export function columnLetter(index: number): string {
  let letters = ''
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters
  return letters
}

/**
 * The mapping with `column` read as `field` (null: ignored). A field is read from one column: a
 * column that had it is ignored from now on.
 */
export function withColumnField(
  mapping: ColumnMapping,
  column: number,
  field: ImportField | null,
): ColumnMapping {
  return mapping.map((current, index) =>
    index === column ? field : field !== null && current === field ? null : current,
  )
}

/** The fields the mapping step offers, in order, with their names. */
export const FIELD_CHOICES = (Object.keys(IMPORT_FIELDS) as ImportField[]).map((field) => ({
  field,
  label: IMPORT_FIELDS[field].label,
}))

/** How many rows the mapping step shows as they will be read. */
export const PREVIEW_ROWS = 5

export interface ImportPlan {
  /** The mapping it was read with. */
  mapping: ColumnMapping
  result: ReadRentRollResult
  /** The first rows below the header that are not blank, as they will be read. */
  preview: ReadRowOutcome[]
}

/**
 * The file read with a mapping and the choices (the analysis start it is read from, Replace or
 * Append), against the scenario as it is.
 */
export function planImport(
  source: ImportSource,
  mapping: ColumnMapping,
  choices: ImportChoices,
  scenario: ImportScenario,
  clock: { today: Date; newId: () => string },
): ImportPlan {
  const result = readRentRoll({
    sheet: source.sheet,
    headerIndex: source.headerIndex,
    mapping,
    existing: choices.mode === 'append' ? scenario.tenants : [],
    start: startMonthOf(choices.timeline),
    marketDowntimeMonths: scenario.marketDowntimeMonths,
    ...clock,
  })
  const preview = result.rows
    .filter(({ read }) => read.kind === 'tenant' || read.reason.kind !== 'blank')
    .slice(0, PREVIEW_ROWS)
  return { result, preview, mapping }
}

/** The rent roll Import makes: the file's rows instead of the rent roll's, or after them. */
export const importedRentRoll = (tenants: readonly Tenant[], plan: ImportPlan, mode: ImportMode) =>
  mode === 'replace' ? plan.result.tenants : [...tenants, ...plan.result.tenants]
