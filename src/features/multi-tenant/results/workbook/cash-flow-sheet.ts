import { sizingFigure } from '../../../../finance/cash-flow/analyze'
import type { SizeLoanOn, YearRow } from '../../../../finance/cash-flow/types'
import { ANNUAL_COLUMNS, type AnnualField } from '../annual-columns'
import { SIZE_LOAN_ON } from '../../../../finance/field-table'
import { SIZE_LOAN_ON_NAME } from './assumptions-sheet'
import { TOTAL_SQUARE_FEET } from './rent-roll-sheet'
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
 * lines are the app's values; every other line is a formula (credit loss and capital reserves on
 * their Assumptions inputs, PRODUCT.md 10.3), and Debt Service comes from the annual sums of the
 * Debt sheet's monthly schedule. Every line of the annual table is here, used or not, so an input
 * changed in the workbook flows through.
 */

export const CASH_FLOW_SHEET = 'Cash Flow'

/**
 * A line of the sheet: a column of the annual table other than Year, or the figure the loan is
 * sized on and the DSCR read on (NOI, or NOI - capital reserves on NCF).
 */
export type CashFlowLine = Exclude<AnnualField, 'year'> | 'sizingFigure'

/** The annual table's columns (other than Year), in the same order, the sizing figure before DSCR. */
export const CASH_FLOW_LINES: readonly CashFlowLine[] = ANNUAL_COLUMNS.flatMap(({ field }) =>
  field === 'year' ? [] : field === 'dscr' ? ['sizingFigure', field] : [field],
)

/** The annual table's header of a line, written out in full where the table abbreviates. */
const LONG_LABELS: Partial<Record<CashFlowLine, string>> = {
  sizingFigure: 'Sizing Figure (NOI, or Underwritten NCF)',
  // Read on whichever SizeLoanOn names, so the sheet's label does not name one.
  dscr: 'DSCR (Sizing Figure / Debt Service)',
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

/** Where a year's column is and what it reads: its debt service on the Debt sheet, the basis. */
interface YearColumn {
  column: number
  /** 0 for year 1: the power of the escalation. */
  yearIndex: number
  debtServiceRef: string
  sizedOn: SizeLoanOn
}

/**
 * The cell of `line` in one year: lease-driven lines as values, the others as formulas on the
 * cells above them (same column) and the Assumptions inputs.
 */
function lineCell(line: CashFlowLine, year: YearRow, where: YearColumn): CellModel {
  const at = (other: CashFlowLine) => `${columnLetter(where.column)}${cashFlowRow(other)}`
  const sum = (lines: CashFlowLine[], value: number) =>
    formula(lines.map(at).join('+'), value, 'wholeMoney')
  switch (line) {
    case 'grossRent':
    case 'reimbursements':
      return number(year[line], 'wholeMoney')
    case 'vacancy':
    case 'operatingExpenses':
    case 'tiAndLC':
      return number(negative(year[line]), 'wholeMoney')
    case 'effectiveRent':
      return sum(['grossRent', 'vacancy'], year.effectiveRent)
    case 'creditLoss':
      return formula(`-CreditLoss*${at('effectiveRent')}`, negative(year.creditLoss), 'wholeMoney')
    case 'totalIncome':
      return sum(['effectiveRent', 'creditLoss', 'reimbursements'], year.totalIncome)
    case 'noi':
      return sum(['totalIncome', 'operatingExpenses'], year.noi)
    case 'capitalReserves':
      return formula(
        `-CapitalReserves*${TOTAL_SQUARE_FEET}*(1+ExpenseEscalation)^${where.yearIndex}`,
        negative(year.capitalReserves),
        'wholeMoney',
      )
    case 'netCashFlow':
      return sum(['noi', 'capitalReserves', 'tiAndLC'], year.netCashFlow)
    case 'underwrittenNcf':
      return formula(
        `${at('noi')}+${at('capitalReserves')}-TiLcReserve*${TOTAL_SQUARE_FEET}*(1+ExpenseEscalation)^${where.yearIndex}`,
        year.underwrittenNcf,
        'wholeMoney',
      )
    case 'occupancy':
      return number(year.occupancy, 'percent')
    case 'debtService':
      return formula(`-${where.debtServiceRef}`, negative(year.debtService), 'wholeMoney')
    case 'cashFlowAfterDebt':
      return sum(['netCashFlow', 'debtService'], year.cashFlowAfterDebt)
    case 'sizingFigure':
      return formula(
        `IF(${SIZE_LOAN_ON_NAME}="${SIZE_LOAN_ON.options.NCF}",${at('underwrittenNcf')},${at('noi')})`,
        sizingFigure(year, where.sizedOn),
        'wholeMoney',
      )
    case 'dscr':
      return formula(
        `IF(${at('debtService')}<0,${at('sizingFigure')}/-${at('debtService')},"-")`,
        year.debtService > 0 ? year.dscr : '-',
        'multiple',
      )
  }
}

const NOTE =
  'Deductions negative. DSCR = the sizing figure (NOI, or Underwritten NCF = NOI - capital ' +
  'reserves - TI/LC reserve when SizeLoanOn is Underwritten NCF) / debt service ("-" without ' +
  'debt service). ' +
  'Year 11 follows the 10-year analysis: its NOI prices the exit.'

/**
 * The Cash Flow sheet over `years` (year 1 first); `debtServiceRef(yearIndex)` is where the Debt
 * sheet sums that year's payments; `sizedOn` what the app sized the loan on.
 */
export function cashFlowSheet(
  years: readonly YearRow[],
  debtServiceRef: (yearIndex: number) => string,
  sizedOn: SizeLoanOn,
) {
  const grid = new SheetGrid(CASH_FLOW_SHEET)
  grid.set(1, 1, bold('Cash Flow'))
  grid.set(2, 1, text(NOTE))
  grid.set(1, 2, bold('Analysis Year'))
  grid.set(1, 3, bold('Calendar Year of Its First Month'))
  years.forEach((year, index) => {
    // "Year 3", or the year's months when the analysis does not start in January.
    const name = year.label === String(year.year) ? `Year ${index + 1}` : year.label
    grid.set(yearColumn(index), 2, bold(name))
    grid.set(yearColumn(index), 3, number(year.year, 'plain'))
  })
  for (const line of CASH_FLOW_LINES) {
    const row = cashFlowRow(line)
    grid.set(1, row, text(labelOf(line), line === 'noi' || line === 'netCashFlow'))
    years.forEach((year, index) => {
      const where = {
        column: yearColumn(index),
        yearIndex: index,
        debtServiceRef: debtServiceRef(index),
        sizedOn,
      }
      grid.set(yearColumn(index), row, lineCell(line, year, where))
    })
  }
  const widths = [24, ...years.map(() => 14)]
  return grid.toSheet(widths, { rows: HEADER_ROWS, columns: 1 }, { first: 2, last: HEADER_ROWS })
}
