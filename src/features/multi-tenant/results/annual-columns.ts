import type { YearRow } from '../../../finance/cash-flow/types'
import { spreadsheetNumber, toDelimited } from '../../../lib/delimited'
import { formatCurrency, formatDeduction, formatMultiple } from '../../../lib/format'

/**
 * The 13 columns of the Detailed Annual Cash Flow Analysis (seed-spec.md section 2), shared by the
 * interactive grid, the printed table and the spreadsheet export so all three agree.
 */

export type AnnualField = keyof YearRow

/** How a column's figures read: year as is, money, money taken away, or a coverage multiple. */
export type AnnualColumnKind = 'year' | 'currency' | 'deduction' | 'dscr'

export interface AnnualColumn {
  field: AnnualField
  header: string
  kind: AnnualColumnKind
}

export const ANNUAL_COLUMNS: readonly AnnualColumn[] = [
  { field: 'year', header: 'Year', kind: 'year' },
  { field: 'grossRent', header: 'Gross Rent', kind: 'currency' },
  { field: 'vacancy', header: 'Vacancy', kind: 'deduction' },
  { field: 'effectiveRent', header: 'Effective Rent', kind: 'currency' },
  { field: 'reimbursements', header: 'Reimbursements', kind: 'currency' },
  { field: 'totalIncome', header: 'Total Income', kind: 'currency' },
  { field: 'operatingExpenses', header: 'Op Expenses', kind: 'deduction' },
  { field: 'noi', header: 'NOI', kind: 'currency' },
  { field: 'tiAndLC', header: 'TI & LC', kind: 'deduction' },
  { field: 'netCashFlow', header: 'Net Cash Flow', kind: 'currency' },
  { field: 'debtService', header: 'Debt Service', kind: 'deduction' },
  { field: 'cashFlowAfterDebt', header: 'CF After Debt', kind: 'currency' },
  { field: 'dscr', header: 'DSCR', kind: 'dscr' },
]

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

/** The header row and one row per year, as spreadsheet text with `separator`. */
export function annualDelimited(years: readonly YearRow[], separator: '\t' | ','): string {
  const header = ANNUAL_COLUMNS.map((column) => column.header)
  const rows = years.map((row) =>
    ANNUAL_COLUMNS.map((column) => exportAnnualValue(column.kind, row[column.field], row)),
  )
  return toDelimited([header, ...rows], separator)
}
