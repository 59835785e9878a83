import { addYears, isoDate, readIsoDate } from '../../../finance/calendar-date'
import type { Tenant } from '../../../finance/cash-flow/types'
import {
  MAX_TENANTS,
  TYPED_COLUMN_COUNT,
  type TenantColumn,
  type TenantField,
} from '../../../finance/field-table'
import { fromSafeSpreadsheetText, toDelimited } from '../../../lib/delimited'
import { newTenant } from '../scenario/scenario-defaults'
import type {
  DefaultedCells,
  ImportReport,
  SkippedRow,
  UnreadableCell,
} from './import/import-report'
import { readPastedBlock } from './import/read-pasted-block'
import { rowByName } from './import/row-kinds'
import { cellText, parseCell, TENANT_COLUMNS } from './tenant-fields'
import { patchTenant } from '../scenario/tenant-patch'

export interface PasteInput {
  /** Cells as parsed from the clipboard (lib/delimited parseTabSeparated). */
  rows: string[][]
  /** The focused row (0-based); the rent roll's length when pasting into the empty grid. */
  focusedRowIndex: number
  /** The focused column's field (or 'actions' / null: start at the first column). */
  focusedColId: string | null
  tenants: Tenant[]
  today: Date
}

/** A pasted line, numbered from 1 in the block as pasted. */
export interface PastedLine {
  line: number
  text: string
}

export interface PasteReport {
  updatedRows: number
  addedRows: number
  /** The first line, skipped because it reads as column headers; null when there was none. */
  header: string[] | null
  /** Lines that would add a tenant but have no readable square footage or rent. */
  withoutFigures: PastedLine[]
  /** Lines beyond the most tenants a rent roll holds. */
  leftOut: PastedLine[]
  /** Empty lines (nothing to paste). */
  blankLines: number
  /** Cells of existing rows that could not be read (left unchanged), as sentences. */
  problems: string[]
  /** Cells to the right of the last column. */
  ignoredCells: number
  /** Lines not pasted: totals and subtotals, and vacant suites (with their square feet). */
  skipped: SkippedRow[]
  /** Cells of added rows that no pasted value filled: each took a new tenant's default. */
  defaults: DefaultedCells[]
  /** Cells of added rows that could not be read: kept as text, the row left out until fixed. */
  unreadable: UnreadableCell[]
  /**
   * A block with a header row (at least 3 known column names) is read as a file is, by its
   * headers, its rows added after the rent roll's: what that reading found. Null otherwise.
   */
  imported: ImportReport | null
}

export interface PasteResult {
  tenants: Tenant[]
  report: PasteReport
}

const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')
const COLUMN_NAMES = new Set(
  TENANT_COLUMNS.flatMap(({ label, field }) => [comparable(label), comparable(field)]),
)
const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '')
const lineText = (cells: string[]) =>
  cells
    .map((cell) => cell.trim())
    .filter(Boolean)
    .join(' ')

/**
 * Whether a line reads as column headers: every filled cell names a column, or it has words and
 * none of its number or date columns reads as a number or a date ("Tenant / SF / Rent PSF").
 */
export function isHeaderRow(cells: string[], columns: readonly TenantColumn[] = TENANT_COLUMNS) {
  const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '')
  if (filled.length === 0) return false
  if (filled.every((cell) => COLUMN_NAMES.has(comparable(cell)))) return true
  const typed = typedCells(cells, columns).filter(
    ({ column }) => column.kind === 'number' || column.kind === 'date',
  )
  return (
    typed.length > 0 &&
    filled.some((cell) => /[a-z]/i.test(cell)) &&
    typed.every(({ text, column }) => parseCell(column, text).kind !== 'value')
  )
}

/** The filled cells of a line that fall in a column, each with its column. */
const typedCells = (cells: string[], columns: readonly TenantColumn[]) =>
  cells
    .slice(0, columns.length)
    .map((text, index) => ({ text, column: columns[index]! }))
    .filter(({ text }) => text.trim() !== '')

/**
 * The first column the pasted cells go to: a full row (as many cells as data columns) maps from
 * the first column, anything narrower starts at the focused column.
 */
function startColumn(rows: string[][], focusedColId: string | null): number {
  const width = Math.max(0, ...rows.map((row) => row.length))
  if (width === TENANT_COLUMNS.length || width === TYPED_COLUMN_COUNT) return 0
  const focused = TENANT_COLUMNS.findIndex(({ field }) => field === focusedColId)
  return focused === -1 ? 0 : focused
}

/** A cell of a line read for its column's field (undefined: the line has no such cell). */
function cellOf(cells: string[], columns: readonly TenantColumn[], field: TenantField) {
  const index = columns.findIndex((column) => column.field === field)
  return index === -1 || index >= cells.length
    ? undefined
    : parseCell(columns[index]!, cells[index]!)
}

/** Whether a line gives a new tenant something to analyse: a readable square footage or rent. */
function hasFigures(cells: string[], columns: readonly TenantColumn[]): boolean {
  return (['squareFootage', 'baseRent'] as const).some(
    (field) => cellOf(cells, columns, field)?.kind === 'value',
  )
}

/**
 * A line that is not a tenant, told by its name (or its first words): a totals row (unless it has
 * a lease date: "Total Wine" is a tenant), or a vacant suite with its square feet.
 */
function notATenant(cells: string[], columns: readonly TenantColumn[]): SkippedRow | null {
  const name = cells.find((cell) => /[a-z]/i.test(cell))?.trim() ?? ''
  const named = rowByName(name)
  if (!named) return null
  if (named.kind === 'vacant') {
    const area = cellOf(cells, columns, 'squareFootage')
    const squareFeet = area?.kind === 'value' ? Number(area.value) : null
    return { line: 0, name, reason: { kind: 'vacant', squareFeet } }
  }
  const dated = (['leaseStart', 'leaseExpiration'] as const).some(
    (field) => cellOf(cells, columns, field)?.kind === 'value',
  )
  return dated ? null : { line: 0, name, reason: { kind: 'total' } }
}

interface PastedCells {
  tenant: Tenant
  /** The fields a pasted value filled. */
  given: Set<TenantField>
}

/**
 * Pastes a line's cells into a row. A cell that cannot be read leaves an existing row's field
 * unchanged (a problem sentence says so); in an added row it is kept as text (`unreadable`), so
 * the row is left out of the analysis until the cell gets a value.
 */
function pasteCells(
  tenant: Tenant,
  cells: string[],
  columns: readonly TenantColumn[],
  where: { line: number; row: number; adding: boolean },
  report: PasteReport,
): PastedCells {
  let next = tenant
  const given = new Set<TenantField>()
  cells.slice(0, columns.length).forEach((text, index) => {
    const column = columns[index]!
    // Our own Copy marks text a spreadsheet would run ("'=HYPERLINK(...)"); the name is without it.
    const parsed = parseCell(
      column,
      column.kind === 'text' ? fromSafeSpreadsheetText(text) : text,
      next,
    )
    if (parsed.kind === 'value') {
      next = patchTenant(next, parsed.patch)
      given.add(column.field)
    } else if (parsed.kind === 'invalid' && where.adding) {
      next = { ...next, unreadable: { ...next.unreadable, [column.field]: text.trim() } }
      report.unreadable.push({ line: where.line, field: column.field, text: text.trim() })
      given.add(column.field)
    } else if (parsed.kind === 'invalid')
      report.problems.push(
        `Row ${where.row}, ${column.label}: "${text.trim()}" was left unchanged. ${parsed.message}`,
      )
  })
  return { tenant: next, given }
}

/** An added row's cells no pasted value filled: named, and a lease of 5 years from its start. */
function fillDefaults(
  { tenant, given }: PastedCells,
  line: number,
  defaults: Map<TenantField, number[]>,
) {
  // Status and Base Year have no default worth naming (occupied; the lease start's year).
  for (const { field } of TENANT_COLUMNS.slice(0, TYPED_COLUMN_COUNT)) {
    if (field === 'name' || given.has(field)) continue
    const lines = defaults.get(field)
    if (lines) lines.push(line)
    else defaults.set(field, [line])
  }
  const start = readIsoDate(tenant.leaseStart)
  if (given.has('leaseExpiration') || !start.ok) return tenant
  return { ...tenant, leaseExpiration: isoDate(addYears(start.date, 5)) }
}

/**
 * Rent roll rows as Copy (Ctrl+C on selected rows) puts them on the clipboard: one tab-separated
 * line per tenant in the grid's column order, raw numbers, text a spreadsheet would run made safe.
 */
export function tenantRowsText(tenants: readonly Tenant[]): string {
  return toDelimited(
    tenants.map((tenant) => TENANT_COLUMNS.map(({ field }) => cellText(tenant, field))),
    '\t',
  )
}

const emptyReport = (): PasteReport => ({
  updatedRows: 0,
  addedRows: 0,
  header: null,
  withoutFigures: [],
  leftOut: [],
  blankLines: 0,
  problems: [],
  ignoredCells: 0,
  skipped: [],
  defaults: [],
  unreadable: [],
  imported: null,
})

/** A block with a header row, read by its headers (import/read-pasted-block); null without one. */
function pasteWithHeader(input: PasteInput): PasteResult | null {
  const block = readPastedBlock(input.rows, input.tenants, input.today)
  if (!block) return null
  const leftOut = block.overCap.map((line) => ({ line, text: lineText(input.rows[line - 1]!) }))
  const report: PasteReport = {
    ...emptyReport(),
    addedRows: block.added.length,
    header: block.header,
    leftOut,
    imported: block.report,
  }
  return { tenants: [...input.tenants, ...block.added], report }
}

/**
 * Pastes spreadsheet rows into the rent roll. A block with a header row is read by its headers
 * (pasteWithHeader). Otherwise the rows go from the focused row onward, adding tenants (with the
 * new tenant's defaults, each named) as needed up to the most a rent roll holds: a first line that
 * reads as headers is skipped; totals lines and vacant suites add nothing; a line that would add
 * a tenant without a readable square footage or rent adds none; lines beyond the cap are left
 * out; cells that cannot be read leave an existing row's field unchanged and mark an added row.
 * Every one of these is in the report. Pure: the input rent roll is not changed.
 */
export function pasteIntoRentRoll(input: PasteInput): PasteResult {
  const withHeader = pasteWithHeader(input)
  if (withHeader) return withHeader
  const columns = TENANT_COLUMNS.slice(startColumn(input.rows, input.focusedColId))
  const tenants = [...input.tenants]
  const report = emptyReport()
  const defaults = new Map<TenantField, number[]>()
  let index = Math.max(0, Math.min(input.focusedRowIndex, tenants.length))
  input.rows.forEach((cells, offset) => {
    const line = { line: offset + 1, text: lineText(cells) }
    const skip = isBlank(cells) ? null : notATenant(cells, columns)
    if (isBlank(cells)) report.blankLines++
    else if (offset === 0 && isHeaderRow(cells, columns))
      report.header = cells.filter((cell) => cell.trim())
    else if (skip) report.skipped.push({ ...skip, line: line.line })
    else if (index >= MAX_TENANTS) report.leftOut.push(line)
    else if (index >= tenants.length && !hasFigures(cells, columns))
      report.withoutFigures.push(line)
    else {
      report.ignoredCells += Math.max(0, cells.length - columns.length)
      const adding = index >= tenants.length
      const base = adding ? newTenant(tenants, input.today) : tenants[index]!
      const where = { line: line.line, row: index + 1, adding }
      const pasted = pasteCells(base, cells, columns, where, report)
      tenants[index] = adding ? fillDefaults(pasted, line.line, defaults) : pasted.tenant
      if (adding) report.addedRows++
      else report.updatedRows++
      index++
    }
  })
  const template = newTenant([], input.today, 'defaults')
  report.defaults = [...defaults].map(([field, lines]) => ({
    field,
    lines,
    value: field === 'leaseExpiration' ? null : template[field],
    noColumn: !columns.some((column) => column.field === field),
  }))
  return { tenants, report }
}
