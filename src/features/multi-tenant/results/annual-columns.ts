import type { SizeLoanOn, YearRow } from '../../../finance/cash-flow/types'
import {
  percentHeader,
  percentNumber,
  spreadsheetNumber,
  toDelimited,
} from '../../../lib/delimited'
import { formatCurrency, formatDeduction, formatMultiple, formatPercent } from '../../../lib/format'

/**
 * The columns of the Detailed Annual Cash Flow Analysis (seed-spec.md section 2, with the lines
 * of PRODUCT.md 10.3 and 11.6), shared by the interactive grid, the printed table and the
 * spreadsheet export so all three agree.
 */

/** The yearly figures a table column can show (the year by its label). */
export type AnnualField = Exclude<keyof YearRow, 'label' | 'tiLcReserve'>

/**
 * How a column's figures read: the year by its label, money, money taken away, a share of the
 * building (occupancy), or a coverage multiple.
 */
export type AnnualColumnKind = 'year' | 'currency' | 'deduction' | 'percent' | 'dscr'

export interface AnnualColumn {
  field: AnnualField
  header: string
  kind: AnnualColumnKind
  /** An underwriting line, shown only when it is not 0 in every year (PRODUCT.md 10.3). */
  whenUsed?: true
  /** Underwritten NCF: shown when the loan is sized on it or a TI/LC reserve is taken (11.6). */
  whenUnderwritten?: true
}

/** Every column, in the table's order (a spreadsheet export of the model keeps them all). */
export const ANNUAL_COLUMNS: readonly AnnualColumn[] = [
  { field: 'year', header: 'Year', kind: 'year' },
  { field: 'grossRent', header: 'Gross Rent', kind: 'currency' },
  { field: 'vacancy', header: 'Vacancy', kind: 'deduction' },
  { field: 'creditLoss', header: 'Credit Loss', kind: 'deduction', whenUsed: true },
  { field: 'effectiveRent', header: 'Effective Rent', kind: 'currency' },
  { field: 'reimbursements', header: 'Reimbursements', kind: 'currency' },
  { field: 'totalIncome', header: 'Total Income', kind: 'currency' },
  { field: 'operatingExpenses', header: 'Operating Expenses', kind: 'deduction' },
  { field: 'noi', header: 'NOI', kind: 'currency' },
  { field: 'capitalReserves', header: 'Capital Reserves', kind: 'deduction', whenUsed: true },
  { field: 'tiAndLC', header: 'TI & LC', kind: 'deduction' },
  { field: 'netCashFlow', header: 'Cash Flow Before Debt Service', kind: 'currency' },
  {
    field: 'underwrittenNcf',
    header: 'Underwritten NCF',
    kind: 'currency',
    whenUnderwritten: true,
  },
  { field: 'debtService', header: 'Debt Service', kind: 'deduction' },
  { field: 'cashFlowAfterDebt', header: 'Cash Flow After Debt Service', kind: 'currency' },
  { field: 'occupancy', header: 'Occupancy', kind: 'percent' },
  { field: 'dscr', header: 'DSCR (NOI)', kind: 'dscr' },
]

/** The DSCR's header: the figure the coverage is read on (PRODUCT.md 11.6). */
export const dscrHeader = (sizedOn: SizeLoanOn) =>
  sizedOn === 'NOI' ? 'DSCR (NOI)' : 'DSCR (Underwritten NCF)'

/** How the DSCR is worked out, spelled out under the table. */
export const dscrFormula = (sizedOn: SizeLoanOn) =>
  sizedOn === 'NOI'
    ? 'DSCR (NOI) = NOI / Debt Service'
    : 'DSCR (Underwritten NCF) = (NOI - Capital Reserves - TI/LC Reserve) / Debt Service'

const shownColumns = new Map<string, readonly AnnualColumn[]>()

/**
 * The columns a table of `years` shows: an underwriting line (credit loss, capital reserves) only
 * when it is not 0 in every year, Underwritten NCF when the loan is sized on it or a TI/LC reserve
 * is taken, and the DSCR headed by what it is read on. The same shape gives the same array, so a
 * grid keeps its column definitions while the figures change.
 */
export function annualColumnsOf(
  years: readonly YearRow[],
  sizedOn: SizeLoanOn,
): readonly AnnualColumn[] {
  const used = (field: keyof YearRow) => years.some((row) => row[field] !== 0)
  const underwritten = sizedOn === 'NCF' || used('tiLcReserve')
  const shown = ANNUAL_COLUMNS.filter(
    (column) =>
      (!column.whenUsed || used(column.field)) && (!column.whenUnderwritten || underwritten),
  )
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
      return row.label
    case 'currency':
      return formatCurrency(value)
    case 'deduction':
      return formatDeduction(value)
    case 'percent':
      return formatPercent(value * 100)
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
      return row.label
    case 'currency':
      return spreadsheetNumber(value)
    case 'deduction':
      return spreadsheetNumber(-value)
    case 'percent':
      // In percent under a "(%)" header, as every share copied from the page (95.19).
      return spreadsheetNumber(percentNumber(value))
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
  const header = columns.map((column) =>
    column.kind === 'percent' ? percentHeader(column.header) : column.header,
  )
  const rows = years.map((row) =>
    columns.map((column) => exportAnnualValue(column.kind, row[column.field], row)),
  )
  return toDelimited([header, ...rows], separator)
}
