import type { Tenant } from '../../../finance/cash-flow/types'
import { MAX_TENANTS } from '../../../finance/field-table'
import { newTenant } from '../scenario-defaults'
import { parseCell, TENANT_COLUMNS, withField, type TenantColumn } from './tenant-fields'

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

export interface PasteReport {
  updatedRows: number
  addedRows: number
  /** Rows beyond the 10-tenant cap. */
  droppedRows: number
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
const HEADER_NAMES = new Set(
  TENANT_COLUMNS.flatMap(({ label, field }) => [comparable(label), comparable(field)]),
)

/** A copied header row: every filled cell names a column (by header or field name). */
export function isHeaderRow(cells: string[]): boolean {
  const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '')
  return filled.length > 0 && filled.every((cell) => HEADER_NAMES.has(comparable(cell)))
}

/** Drops blank rows at the end and a leading header row. */
function dataRows(rows: string[][]): string[][] {
  const kept = [...rows]
  while (kept.length > 0 && kept.at(-1)!.every((cell) => cell.trim() === '')) kept.pop()
  if (kept.length > 0 && isHeaderRow(kept[0]!)) kept.shift()
  return kept
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
    const parsed = parseCell(column, text)
    if (parsed.kind === 'value') next = withField(next, column.field, parsed.value)
    else if (parsed.kind === 'invalid')
      problems.push(
        `Row ${rowNumber}, ${column.label}: "${text.trim()}" was left unchanged. ${parsed.message}`,
      )
  })
  return next
}

/**
 * Pastes spreadsheet rows into the rent roll from the focused row onward, adding tenants (with
 * the seed defaults) as needed up to 10. Cells that cannot be read leave their field unchanged
 * and are reported. Pure: the input rent roll is not changed.
 */
export function pasteIntoRentRoll(input: PasteInput): PasteResult {
  const rows = dataRows(input.rows)
  const first = startColumn(rows, input.focusedColId)
  const columns = TENANT_COLUMNS.slice(first)
  const tenants = [...input.tenants]
  const report: PasteReport = {
    updatedRows: 0,
    addedRows: 0,
    droppedRows: 0,
    problems: [],
    ignoredCells: 0,
  }
  const startRow = Math.max(0, Math.min(input.focusedRowIndex, tenants.length))
  rows.forEach((cells, offset) => {
    const index = startRow + offset
    if (index >= MAX_TENANTS) {
      report.droppedRows++
      return
    }
    report.ignoredCells += Math.max(0, cells.length - columns.length)
    const adding = index >= tenants.length
    const base = adding ? newTenant(tenants, input.today) : tenants[index]!
    tenants[index] = pasteCells(base, cells, columns, index + 1, report.problems)
    if (adding) report.addedRows++
    else report.updatedRows++
  })
  return { tenants, report }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** The report as sentences for the page, the most important first. */
export function describePaste(report: PasteReport): { summary: string; warnings: string[] } {
  const { updatedRows, addedRows, droppedRows, problems, ignoredCells } = report
  const pasted = updatedRows + addedRows
  const summary =
    pasted === 0
      ? 'Nothing was pasted.'
      : `Pasted ${plural(pasted, 'row', 'rows')}: ${updatedRows} updated, ${addedRows} added.`
  const warnings: string[] = []
  if (droppedRows > 0)
    warnings.push(
      `${plural(droppedRows, 'row was', 'rows were')} not pasted: a rent roll holds at most ${MAX_TENANTS} tenants.`,
    )
  if (ignoredCells > 0)
    warnings.push(
      `${plural(ignoredCells, 'cell', 'cells')} beyond the last column ${ignoredCells === 1 ? 'was' : 'were'} ignored.`,
    )
  return { summary, warnings: [...warnings, ...problems] }
}
