import type { YearRow } from '../../../../finance/cash-flow/types'
import { ANNUAL_COLUMNS, type AnnualField } from '../annual-columns'
import { SheetGrid } from '../../../../lib/workbook/sheet-grid'
import {
  bold,
  cellAddress,
  columnLetter,
  formula,
  number,
  sheetRef,
  text,
  type CellModel,
} from '../../../../lib/workbook/workbook-model'

/**
 * Sheet "Cash Flow": line items down the side, analysis years across with their calendar years in
 * the header (PRODUCT.md 9.4). Deductions are negative, so every subtotal is a sum. Lease-driven
 * lines are the app's values; every other line is a formula, and Debt Service comes from the
 * annual sums of the Debt sheet's monthly schedule.
 */

export const CASH_FLOW_SHEET = 'Cash Flow'

/** A line of the sheet: a column of the annual table other than Year. */
export type CashFlowLine = Exclude<AnnualField, 'year'>

/** The sheet's lines are the annual table's columns (other than Year), in the same order. */
export const CASH_FLOW_LINES: readonly CashFlowLine[] = ANNUAL_COLUMNS.flatMap(({ field }) =>
  field === 'year' ? [] : [field],
)

/** The annual table's header of a line, written out in full where the table abbreviates. */
const LONG_LABELS: Partial<Record<CashFlowLine, string>> = {
  operatingExpenses: 'Operating Expenses',
  cashFlowAfterDebt: 'Cash Flow After Debt',
}
const labelOf = (line: CashFlowLine) =>
  LONG_LABELS[line] ?? ANNUAL_COLUMNS.find(({ field }) => field === line)!.header

/** Rows 1-3 are the title, the analysis years and the calendar years; lines start below. */
const HEADER_ROWS = 3
const FIRST_YEAR_COLUMN = 2

/** The row of a line item. */
export const cashFlowRow = (line: CashFlowLine) => HEADER_ROWS + 1 + CASH_FLOW_LINES.indexOf(line)

/** The column of analysis year `yearIndex` (0 = year 1). */
export const yearColumn = (yearIndex: number) => FIRST_YEAR_COLUMN + yearIndex

/** A reference from another sheet to a line's cell in a year: "'Cash Flow'!D10". */
export function cashFlowRef(line: CashFlowLine, yearIndex: number): string {
  return sheetRef(CASH_FLOW_SHEET, cellAddress(yearColumn(yearIndex), cashFlowRow(line)))
}

/** A reference to a line over years `first` to `last` (0-based): "'Cash Flow'!B10:F10". */
export function cashFlowRangeRef(line: CashFlowLine, first: number, last: number): string {
  const row = cashFlowRow(line)
  const range = `${cellAddress(yearColumn(first), row)}:${cellAddress(yearColumn(last), row)}`
  return sheetRef(CASH_FLOW_SHEET, range)
}

/** A deduction as the sheet shows it: negative, and 0 rather than -0. */
const negative = (value: number) => (value === 0 ? 0 : -value)

/**
 * The cell of `line` in one year: lease-driven lines as values, the others as formulas on the
 * cells above them (same column); `debtServiceRef` is the year's annual sum on the Debt sheet.
 */
function lineCell(line: CashFlowLine, year: YearRow, column: number, debtServiceRef: string) {
  const at = (other: CashFlowLine) => `${columnLetter(column)}${cashFlowRow(other)}`
  const sum = (a: CashFlowLine, b: CashFlowLine, value: number) =>
    formula(`${at(a)}+${at(b)}`, value, 'wholeMoney')
  switch (line) {
    case 'grossRent':
    case 'reimbursements':
      return number(year[line], 'wholeMoney')
    case 'vacancy':
    case 'operatingExpenses':
    case 'tiAndLC':
      return number(negative(year[line]), 'wholeMoney')
    case 'effectiveRent':
      return sum('grossRent', 'vacancy', year.effectiveRent)
    case 'totalIncome':
      return sum('effectiveRent', 'reimbursements', year.totalIncome)
    case 'noi':
      return sum('totalIncome', 'operatingExpenses', year.noi)
    case 'netCashFlow':
      return sum('noi', 'tiAndLC', year.netCashFlow)
    case 'debtService':
      return formula(`-${debtServiceRef}`, negative(year.debtService), 'wholeMoney')
    case 'cashFlowAfterDebt':
      return sum('netCashFlow', 'debtService', year.cashFlowAfterDebt)
    case 'dscr':
      return formula(
        `IF(${at('debtService')}<0,${at('noi')}/-${at('debtService')},"-")`,
        year.debtService > 0 ? year.dscr : '-',
        'multiple',
      )
  }
}

const NOTE =
  'Deductions negative. DSCR = NOI / debt service ("-" without debt service). ' +
  'Year 11 follows the 10-year analysis: its NOI prices the exit.'

/**
 * The Cash Flow sheet over `years` (year 1 first); `debtServiceRef(yearIndex)` is where the Debt
 * sheet sums that year's payments.
 */
export function cashFlowSheet(
  years: readonly YearRow[],
  debtServiceRef: (yearIndex: number) => string,
) {
  const grid = new SheetGrid(CASH_FLOW_SHEET)
  grid.set(1, 1, bold('Cash Flow'))
  grid.set(2, 1, text(NOTE))
  grid.set(1, 2, bold('Analysis Year'))
  grid.set(1, 3, bold('Calendar Year'))
  years.forEach((year, index) => {
    grid.set(yearColumn(index), 2, bold(`Year ${index + 1}`))
    grid.set(yearColumn(index), 3, number(year.year, 'plain'))
  })
  for (const line of CASH_FLOW_LINES) {
    const row = cashFlowRow(line)
    grid.set(1, row, text(labelOf(line), line === 'noi' || line === 'netCashFlow'))
    years.forEach((year, index) => {
      const cell: CellModel = lineCell(line, year, yearColumn(index), debtServiceRef(index))
      grid.set(yearColumn(index), row, cell)
    })
  }
  const widths = [24, ...years.map(() => 14)]
  return grid.toSheet(widths, { rows: HEADER_ROWS, columns: 1 }, { first: 2, last: HEADER_ROWS })
}
