import type { Tenant } from '../../../finance/cash-flow/types'
import { MAX_TENANTS, type TenantColumn } from '../../../finance/field-table'
import { fromSafeSpreadsheetText, toDelimited } from '../../../lib/delimited'
import { newTenant } from '../scenario/scenario-defaults'
import { parseCell, TENANT_COLUMNS, withField } from './tenant-fields'

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
  /** Lines beyond the 10-tenant cap. */
  leftOut: PastedLine[]
  /** Empty lines (nothing to paste). */
  blankLines: number
  /** Cells that could not be read, as sentences. */
  problems: string[]
  /** Cells to the right of the last column. */
  ignoredCells: number
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
  const typed = cells
    .slice(0, columns.length)
    .map((text, index) => ({ text, column: columns[index]! }))
    .filter(
      ({ text, column }) =>
        text.trim() !== '' && (column.kind === 'number' || column.kind === 'date'),
    )
  return (
    typed.length > 0 &&
    filled.some((cell) => /[a-z]/i.test(cell)) &&
    typed.every(({ text, column }) => parseCell(column, text).kind !== 'value')
  )
}

/**
 * The first column the pasted cells go to: a full row (as many cells as data columns) maps from
 * the first column, anything narrower starts at the focused column.
 */
function startColumn(rows: string[][], focusedColId: string | null): number {
  const width = Math.max(0, ...rows.map((row) => row.length))
  if (width === TENANT_COLUMNS.length) return 0
  const focused = TENANT_COLUMNS.findIndex(({ field }) => field === focusedColId)
  return focused === -1 ? 0 : focused
}

/** Whether a line gives a new tenant something to analyse: a readable square footage or rent. */
function hasFigures(cells: string[], columns: readonly TenantColumn[]): boolean {
  return cells.slice(0, columns.length).some((text, index) => {
    const column = columns[index]!
    const figure = column.field === 'squareFootage' || column.field === 'baseRent'
    return figure && parseCell(column, text).kind === 'value'
  })
}

function pasteCells(
  tenant: Tenant,
  cells: string[],
  columns: readonly TenantColumn[],
  rowNumber: number,
  problems: string[],
): Tenant {
  let next = tenant
  cells.slice(0, columns.length).forEach((text, index) => {
    const column = columns[index]!
    // Our own Copy marks text a spreadsheet would run ("'=HYPERLINK(...)"); the name is without it.
    const parsed = parseCell(column, column.kind === 'text' ? fromSafeSpreadsheetText(text) : text)
    if (parsed.kind === 'value') next = withField(next, column.field, parsed.value)
    else if (parsed.kind === 'invalid')
      problems.push(
        `Row ${rowNumber}, ${column.label}: "${text.trim()}" was left unchanged. ${parsed.message}`,
      )
  })
  return next
}

/**
 * Rent roll rows as Copy (Ctrl+C on selected rows) puts them on the clipboard: one tab-separated
 * line per tenant in the grid's column order, raw numbers, text a spreadsheet would run made safe.
 */
export function tenantRowsText(tenants: readonly Tenant[]): string {
  return toDelimited(
    tenants.map((tenant) => TENANT_COLUMNS.map(({ field }) => tenant[field])),
    '\t',
  )
}

/**
 * Pastes spreadsheet rows into the rent roll from the focused row onward, adding tenants (with
 * the seed defaults) as needed up to 10. A first line that reads as headers is skipped; a line
 * that would add a tenant without a readable square footage or rent adds none; lines beyond the
 * cap are left out; cells that cannot be read leave their field unchanged. Every one of these is
 * in the report. Pure: the input rent roll is not changed.
 */
export function pasteIntoRentRoll(input: PasteInput): PasteResult {
  const first = startColumn(input.rows, input.focusedColId)
  const columns = TENANT_COLUMNS.slice(first)
  const tenants = [...input.tenants]
  const report: PasteReport = {
    updatedRows: 0,
    addedRows: 0,
    header: null,
    withoutFigures: [],
    leftOut: [],
    blankLines: 0,
    problems: [],
    ignoredCells: 0,
  }
  let index = Math.max(0, Math.min(input.focusedRowIndex, tenants.length))
  input.rows.forEach((cells, offset) => {
    const line = { line: offset + 1, text: lineText(cells) }
    if (isBlank(cells)) report.blankLines++
    else if (offset === 0 && isHeaderRow(cells, columns))
      report.header = cells.filter((cell) => cell.trim())
    else if (index >= MAX_TENANTS) report.leftOut.push(line)
    else if (index >= tenants.length && !hasFigures(cells, columns))
      report.withoutFigures.push(line)
    else {
      report.ignoredCells += Math.max(0, cells.length - columns.length)
      const adding = index >= tenants.length
      const base = adding ? newTenant(tenants, input.today) : tenants[index]!
      tenants[index] = pasteCells(base, cells, columns, index + 1, report.problems)
      if (adding) report.addedRows++
      else report.updatedRows++
      index++
    }
  })
  return { tenants, report }
}
