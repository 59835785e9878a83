import type { Tenant } from '../../../../finance/cash-flow/types'
import { cellText } from './cell-readers'
import { autoMapping, findHeader, type ColumnMapping } from './find-header'
import { IMPORT_FIELDS, type ImportField } from './import-fields'
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

/** A file's rent roll: the sheet with the header row, and that row. */
export interface ImportSource {
  fileName: string
  sheet: ImportSheet
  headerIndex: number
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

/** The mapping the step starts with: the one remembered for these headers, else by their names. */
export const startMapping = (source: ImportSource, remembered: ColumnMapping | null) =>
  remembered ?? autoMapping(headerOf(source))

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
  result: ReadRentRollResult
  /** The first rows below the header that are not blank, as they will be read. */
  preview: ReadRowOutcome[]
}

/** The file read with a mapping, for the rent roll as it is (`tenants`) and the mode. */
export function planImport(
  source: ImportSource,
  mapping: ColumnMapping,
  mode: ImportMode,
  tenants: readonly Tenant[],
  clock: { today: Date; newId: () => string },
): ImportPlan {
  const result = readRentRoll({
    sheet: source.sheet,
    headerIndex: source.headerIndex,
    mapping,
    existing: mode === 'append' ? tenants : [],
    ...clock,
  })
  const preview = result.rows
    .filter(({ read }) => read.kind === 'tenant' || read.reason.kind !== 'blank')
    .slice(0, PREVIEW_ROWS)
  return { result, preview }
}

/** The rent roll Import makes: the file's rows instead of the rent roll's, or after them. */
export const importedRentRoll = (tenants: readonly Tenant[], plan: ImportPlan, mode: ImportMode) =>
  mode === 'replace' ? plan.result.tenants : [...tenants, ...plan.result.tenants]
