import { startMonthOf, type CalendarMonth } from '../../../finance/cash-flow/timeline'
import type { Tenant } from '../../../finance/cash-flow/types'
import {
  MAX_TENANTS,
  TYPED_COLUMN_COUNT,
  type TenantColumn,
  type TenantField,
} from '../../../finance/field-table'
import { toDelimited } from '../../../lib/delimited'
import { newTenant, newTenantId } from '../scenario/scenario-defaults'
import { patchTenant } from '../scenario/tenant-patch'
import { completeLeases, type LeaseCells } from './import/complete-leases'
import type { ImportSource } from './import/import-plan'
import { pastedBlock } from './import/read-pasted-block'
import type { RowsReport } from './import/rent-roll-report'
import { RowsTally } from './import/rows-tally'
import { lineText, readPastedLine, type PastedLine } from './paste-line'
import { cellText, parseCell, TENANT_COLUMNS } from './tenant-fields'

export interface PasteInput {
  /** Cells as parsed from the clipboard (lib/delimited parseTabSeparated). */
  rows: string[][]
  /** The focused row (0-based); the rent roll's length when pasting into the empty grid. */
  focusedRowIndex: number
  /** The focused column's field (or 'actions' / null: start at the first column). */
  focusedColId: string | null
  tenants: Tenant[]
  /** The scenario's analysis start (month 1) and market downtime: vacant suites, month-to-month. */
  analysisStart: string
  marketDowntimeMonths: number
  today: Date
}

/**
 * What a paste of bare rows did: the rows it updated and added, and what reading them found, as
 * an import reports it (the reading core's RowsReport): lines not pasted (blank, totals, lines
 * that would add a row without square feet or rent, lines beyond the cap, each with its text as
 * its name), defaults, cells that could not be read, missing dates, vacant suites.
 */
export interface PasteReport extends RowsReport {
  updatedRows: number
  addedRows: number
  /** The first line, skipped because it reads as column headers; null when there was none. */
  header: string[] | null
  /** Cells of existing rows that could not be read (left unchanged), as sentences. */
  problems: string[]
  /** Cells to the right of the last column. */
  ignoredCells: number
}

/**
 * A paste of bare rows, or a block with a header row (at least 3 known column names), which is
 * read as an imported file is: by its headers, through the mapping step when it needs one.
 */
export type PasteResult =
  { kind: 'rows'; tenants: Tenant[]; report: PasteReport } | { kind: 'block'; source: ImportSource }

const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')
const COLUMN_NAMES = new Set(
  TENANT_COLUMNS.flatMap(({ label, field }) => [comparable(label), comparable(field)]),
)

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
    .filter(({ text, column }) => text.trim() !== '' && ['number', 'date'].includes(column.kind))
  return (
    typed.length > 0 &&
    filled.some((cell) => /[a-z]/i.test(cell)) &&
    typed.every(({ text, column }) => parseCell(column, text).kind !== 'value')
  )
}

/**
 * The columns the pasted cells go to: a full row (as many cells as data columns) maps from the
 * first column, anything narrower starts at the focused column.
 */
function pastedColumns(rows: string[][], focusedColId: string | null): readonly TenantColumn[] {
  const width = Math.max(0, ...rows.map((row) => row.length))
  const full = width === TENANT_COLUMNS.length || width === TYPED_COLUMN_COUNT
  const focused = TENANT_COLUMNS.findIndex(({ field }) => field === focusedColId)
  return TENANT_COLUMNS.slice(full || focused === -1 ? 0 : focused)
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

/** A line that adds a row: its place, and the lease it reads as. */
interface Added {
  index: number
  lease: LeaseCells
}

/** The paste as it goes, line by line. */
class Paste {
  readonly tenants: Tenant[]
  readonly tally = new RowsTally()
  readonly added: Added[] = []
  readonly report = { updatedRows: 0, header: null as string[] | null, problems: [] as string[] }
  ignoredCells = 0

  constructor(
    input: PasteInput,
    readonly columns: readonly TenantColumn[],
    readonly start: CalendarMonth,
    public index: number,
  ) {
    this.tenants = [...input.tenants]
  }

  /** A line that adds or updates a row; false when it has nothing to add (no figures). */
  take(read: PastedLine): boolean {
    const current = this.tenants[this.index]
    if (!current && !['squareFootage', 'baseRent'].some((field) => field in read.lease.values))
      return false
    this.ignoredCells += read.ignoredCells
    const name = read.lease.name || (read.lease.vacant ? '' : `Tenant ${this.index + 1}`)
    if (current) this.update(current, read)
    else this.added.push({ index: this.index, lease: { ...read.lease, name } })
    this.index++
    return true
  }

  /** An existing row: the cells read; a cell that cannot be read is left as it was, and named. */
  private update(current: Tenant, { lease, problems }: PastedLine) {
    const vacant = lease.vacant ? { status: 'vacant' as const } : {}
    this.tenants[this.index] = patchTenant(current, { ...lease.values, ...vacant })
    for (const { column, text, message } of problems)
      this.report.problems.push(
        `Row ${this.index + 1}, ${column.label}: "${text}" was left unchanged. ${message}`,
      )
    if (lease.monthToMonth)
      this.tally.monthToMonth.push({
        line: lease.line,
        expiration: this.tenants[this.index]!.leaseExpiration,
      })
    this.report.updatedRows++
  }
}

/**
 * Pastes spreadsheet rows into the rent roll. A block with a header row is handed back to be
 * read as a file is (`kind: 'block'`). Otherwise the rows go from the focused row onward,
 * adding rows as needed up to the most a rent roll holds: a first line that reads as headers is
 * skipped; totals lines add nothing (told by the name column, when the paste has it); vacant
 * suites are vacant rows; a line that would add a row without square feet or rent adds none;
 * lines beyond the cap are left out; a cell that cannot be read leaves an existing row's value
 * unchanged and marks an added row; an added row's blanks take the new tenant's defaults, but
 * never a lease date (the row is left out until it has one). Every one of these is in the report.
 * Pure: the input rent roll is not changed.
 */
export function pasteIntoRentRoll(input: PasteInput): PasteResult {
  const block = pastedBlock(input.rows)
  if (block) return { kind: 'block', source: block }
  const columns = pastedColumns(input.rows, input.focusedColId)
  const start = startMonthOf(input)
  const first = Math.max(0, Math.min(input.focusedRowIndex, input.tenants.length))
  const paste = new Paste(input, columns, start, first)
  input.rows.forEach((cells, offset) => pasteLine(paste, cells, offset + 1))
  const template = newTenant([], input.today, 'template')
  const terms = { start, marketDowntimeMonths: input.marketDowntimeMonths, template }
  const { completed, vacant } = completeLeases(
    paste.added.map(({ lease }) => lease),
    terms,
  )
  paste.added.forEach(({ index, lease }, at) => {
    const done = completed[at]!
    paste.tenants[index] = { ...done.tenant, id: newTenantId(input.today) }
    paste.tally.add(lease.line, done, lease.monthToMonth)
  })
  const width = Math.max(0, ...input.rows.map((row) => row.length))
  const covered = new Set<TenantField>(columns.slice(0, width).map(({ field }) => field))
  const report: PasteReport = {
    ...paste.tally.report(template, (field) => covered.has(field), vacant),
    ...paste.report,
    addedRows: paste.added.length,
    ignoredCells: paste.ignoredCells,
  }
  return { kind: 'rows', tenants: paste.tenants, report }
}

/** One pasted line, numbered `line` from 1: skipped (and why), or taken. */
function pasteLine(paste: Paste, cells: string[], line: number) {
  const current = paste.tenants[paste.index]
  const read = readPastedLine(cells, paste.columns, { line, current, start: paste.start })
  // A line is named by its name, or quoted whole when it has none.
  const skip = (reason: Parameters<RowsTally['skip']>[2]) =>
    paste.tally.skip(line, lineText(cells), reason)
  if (read.kind.kind === 'blank') skip({ kind: 'blank' })
  else if (line === 1 && isHeaderRow(cells, paste.columns))
    paste.report.header = cells.filter((cell) => cell.trim())
  else if (read.kind.kind === 'total') paste.tally.skip(line, read.lease.name, { kind: 'total' })
  else if (paste.index >= MAX_TENANTS) skip({ kind: 'overCap' })
  else if (!paste.take(read)) skip({ kind: 'noFigures' })
}
