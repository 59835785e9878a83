import type { SizeLoanOn, YearRow } from '../../../finance/cash-flow/types'
import { spreadsheetNumber, toDelimited } from '../../../lib/delimited'
import { formatCurrency, formatDeduction, formatMultiple } from '../../../lib/format'

/**
 * The columns of the Detailed Annual Cash Flow Analysis (seed-spec.md section 2, with credit loss
 * and capital reserves of PRODUCT.md 10.3), shared by the interactive grid, the printed table and
 * the spreadsheet export so all three agree.
 */

export type AnnualField = keyof YearRow

/** How a column's figures read: year as is, money, money taken away, or a coverage multiple. */
export type AnnualColumnKind = 'year' | 'currency' | 'deduction' | 'dscr'

export interface AnnualColumn {
  field: AnnualField
  header: string
  kind: AnnualColumnKind
  /** An underwriting line, shown only when it is not 0 in every year (PRODUCT.md 10.3). */
  whenUsed?: true
}

/** Every column, in the table's order (a spreadsheet export of the model keeps them all). */
export const ANNUAL_COLUMNS: readonly AnnualColumn[] = [
  { field: 'year', header: 'Year', kind: 'year' },
  { field: 'grossRent', header: 'Gross Rent', kind: 'currency' },
  { field: 'vacancy', header: 'Vacancy', kind: 'deduction' },
  { field: 'effectiveRent', header: 'Effective Rent', kind: 'currency' },
  { field: 'creditLoss', header: 'Credit Loss', kind: 'deduction', whenUsed: true },
  { field: 'reimbursements', header: 'Reimbursements', kind: 'currency' },
  { field: 'totalIncome', header: 'Total Income', kind: 'currency' },
  { field: 'operatingExpenses', header: 'Op Expenses', kind: 'deduction' },
  { field: 'noi', header: 'NOI', kind: 'currency' },
  { field: 'tiAndLC', header: 'TI & LC', kind: 'deduction' },
  { field: 'capitalReserves', header: 'Capital Reserves', kind: 'deduction', whenUsed: true },
  { field: 'netCashFlow', header: 'Net Cash Flow', kind: 'currency' },
  { field: 'debtService', header: 'Debt Service', kind: 'deduction' },
  { field: 'cashFlowAfterDebt', header: 'CF After Debt', kind: 'currency' },
  { field: 'dscr', header: 'DSCR', kind: 'dscr' },
]

/** The DSCR's header: on what the coverage is read, when not NOI ("DSCR (NCF)"). */
export const dscrHeader = (sizedOn: SizeLoanOn) =>
  sizedOn === 'NOI' ? 'DSCR' : `DSCR (${sizedOn})`

const shownColumns = new Map<string, readonly AnnualColumn[]>()

/**
 * The columns a table of `years` shows: an underwriting line (credit loss, capital reserves) only
 * when it is not 0 in every year, and the DSCR headed by what it is read on. The same shape gives
 * the same array, so a grid keeps its column definitions while the figures change.
 */
export function annualColumnsOf(
  years: readonly YearRow[],
  sizedOn: SizeLoanOn,
): readonly AnnualColumn[] {
  const used = (field: AnnualField) => years.some((row) => row[field] !== 0)
  const shown = ANNUAL_COLUMNS.filter((column) => !column.whenUsed || used(column.field))
  const key = `${sizedOn}:${shown.map((column) => column.field).join()}`
  let columns = shownColumns.get(key)
  if (!columns) {
    columns = shown.map((column) =>
      column.kind === 'dscr' ? { ...column, header: dscrHeader(sizedOn) } : column,
    )
    shownColumns.set(key, columns)
  }
  return columns
}

/**
 * A figure as the table shows it: whole dollars, deductions and losses in parentheses, DSCR as "1.47x" and
 * "-" in a year without debt service (the DSCR is then not applicable).
 */
export function formatAnnualValue(kind: AnnualColumnKind, value: number, row: YearRow): string {
  switch (kind) {
    case 'year':
      return Number.isFinite(value) ? String(value) : '—'
    case 'currency':
      return formatCurrency(value)
    case 'deduction':
      return formatDeduction(value)
    case 'dscr':
      return row.debtService === 0 ? '-' : formatMultiple(value)
  }
}

/**
 * A figure as a spreadsheet cell: a raw number with up to 2 decimals, deductions negative so a
 * column sum in Excel gives the net figure. A DSCR without debt service is an empty cell, as the
 * screen shows "-" (a 0 would read as no coverage at all).
 */
export function exportAnnualValue(kind: AnnualColumnKind, value: number, row: YearRow): string {
  switch (kind) {
    case 'year':
      return Number.isFinite(value) ? String(value) : ''
    case 'currency':
      return spreadsheetNumber(value)
    case 'deduction':
      return spreadsheetNumber(-value)
    case 'dscr':
      return row.debtService === 0 ? '' : spreadsheetNumber(value)
  }
}

/** The header row and one row per year of `columns`, as spreadsheet text with `separator`. */
export function annualDelimited(
  columns: readonly AnnualColumn[],
  years: readonly YearRow[],
  separator: '\t' | ',',
): string {
  const header = columns.map((column) => column.header)
  const rows = years.map((row) =>
    columns.map((column) => exportAnnualValue(column.kind, row[column.field], row)),
  )
  return toDelimited([header, ...rows], separator)
}
