import { monthlySchedule } from '../../../../finance/amortization'
import type { DebtModel } from '../../../../finance/cash-flow/engine-terms'
import type { YearRow } from '../../../../finance/cash-flow/types'
import type { SheetGrid } from '../../../../lib/workbook/sheet-grid'
import {
  bold,
  columnLetter,
  formula,
  number,
  type CellModel,
} from '../../../../lib/workbook/workbook-model'

/**
 * The Debt sheet's monthly schedule of the recommended loan and its annual sums (PRODUCT.md 4.4
 * and 8): interest-only months pay the interest, then the level payment (Excel PMT) until the
 * loan is repaid; at the term the balance left is paid as the balloon. After the term the months
 * pay the refinance loan of a loan maturing before year 10 (PRODUCT.md 10.7: RefinanceLoan at
 * the refinance rate, level payments RefinancePayment until repaid), which is 0 otherwise. Each
 * year's debt service, interest and principal are sums of its 12 months; the Cash Flow sheet's
 * debt service refers to the annual sum.
 */

/** The header row; the schedule and the annual sums start on the row below it. */
export const SCHEDULE_HEADER_ROW = 3
const FIRST_ROW = SCHEDULE_HEADER_ROW + 1

const ANNUAL = { year: 5, debtService: 6, interest: 7, principal: 8 } as const
const SCHEDULE = { month: 10, payment: 11, interest: 12, principal: 13, balloon: 14, balance: 15 }
const COLUMN = Object.fromEntries(
  Object.entries(SCHEDULE).map(([key, column]) => [key, columnLetter(column)]),
) as Record<keyof typeof SCHEDULE, string>

/** One month as the app computes it, laid out as the workbook shows it. */
export interface ScheduleMonth {
  month: number
  payment: number
  interest: number
  principal: number
  /** The balance paid off at maturity (in the term's last month only). */
  balloon: number
  endingBalance: number
}

/** The loan that repays the balloon from the month after the term (a loan of 0 when none). */
export interface ScheduleRefinance {
  loan: number
  /** Decimal a year. */
  annualRate: number
}

/**
 * The app's schedule of `loan` over `months` analysis months: the engine's monthly schedule over
 * the term, the balance at maturity shown as the balloon, then the refinance loan's schedule.
 */
export function scheduleMonths(
  loan: number,
  debt: DebtModel,
  months: number,
  refinance: ScheduleRefinance,
): ScheduleMonth[] {
  const schedule = monthlySchedule({ principal: loan, ...debt })
  const refinanced = monthlySchedule({
    principal: refinance.loan,
    annualRate: refinance.annualRate,
    amortizationMonths: debt.amortizationMonths,
    termMonths: Math.max(0, months - debt.termMonths),
  })
  return Array.from({ length: months }, (_, index): ScheduleMonth => {
    const month = index + 1
    const row = schedule[index] ?? refinanced[index - debt.termMonths]
    if (!row) return { month, payment: 0, interest: 0, principal: 0, balloon: 0, endingBalance: 0 }
    const atMaturity = month === debt.termMonths
    return {
      month,
      payment: row.payment,
      interest: row.interest,
      principal: row.principal,
      balloon: atMaturity ? row.endingBalance : 0,
      endingBalance: atMaturity ? 0 : row.endingBalance,
    }
  })
}

/**
 * The formulas of one month at `row`: the first month opens with the recommended loan, the
 * month after the term with the refinance loan, any other with the balance before it.
 */
function monthCells(month: ScheduleMonth, row: number): CellModel[] {
  const at = (column: keyof typeof SCHEDULE) => `${COLUMN[column]}${row}`
  const m = at('month')
  const before = `${COLUMN.balance}${row - 1}`
  const opening =
    row === FIRST_ROW ? 'RecommendedLoan' : `IF(${m}=LoanTermMonths+1,RefinanceLoan,${before})`
  const money = (expression: string, value: number) => formula(expression, value, 'money')
  const refinanceMonth = `${m}-LoanTermMonths`
  const left = `${opening}-${at('principal')}`
  return [
    number(month.month, 'plain'),
    money(
      `IF(${m}>LoanTermMonths,IF(${refinanceMonth}<=AmortizationMonths,RefinancePayment,0),` +
        `IF(${m}<=InterestOnlyMonths,${at('interest')},` +
        `IF(${m}<=InterestOnlyMonths+AmortizationMonths,AmortizingPayment,0)))`,
      month.payment,
    ),
    money(`${opening}*IF(${m}>LoanTermMonths,RefinanceRateUsed/12,MonthlyRate)`, month.interest),
    money(`${at('payment')}-${at('interest')}`, month.principal),
    money(`IF(${m}=LoanTermMonths,${left},0)`, month.balloon),
    money(
      `IF(${m}=LoanTermMonths,0,IF(${m}>LoanTermMonths,` +
        `IF(${refinanceMonth}>=AmortizationMonths,0,${left}),` +
        `IF(${m}>=InterestOnlyMonths+AmortizationMonths,0,${left})))`,
      month.endingBalance,
    ),
  ]
}

/** Where the Debt sheet sums the payments of analysis year `yearIndex` (0 = year 1). */
export function annualDebtServiceCell(yearIndex: number): { column: number; row: number } {
  return { column: ANNUAL.debtService, row: FIRST_ROW + yearIndex }
}

/** The annual sums of a schedule column, by year: 12 months a year from the first. */
function annualSums(months: readonly ScheduleMonth[], field: 'interest' | 'principal') {
  return (yearIndex: number) =>
    months.slice(yearIndex * 12, yearIndex * 12 + 12).reduce((sum, month) => sum + month[field], 0)
}

/** Writes the annual sums and the monthly schedule beside the Debt sheet's figures. */
export function writeSchedule(
  grid: SheetGrid,
  months: readonly ScheduleMonth[],
  years: readonly YearRow[],
) {
  const annualHeaders = ['Year', 'Debt Service', 'Interest', 'Principal']
  grid.setRow(SCHEDULE_HEADER_ROW, annualHeaders.map(bold), ANNUAL.year)
  const headers = ['Month', 'Payment', 'Interest', 'Principal', 'Balloon', 'Ending Balance']
  grid.setRow(SCHEDULE_HEADER_ROW, headers.map(bold), SCHEDULE.month)
  const [interest, principal] = [annualSums(months, 'interest'), annualSums(months, 'principal')]
  years.forEach((year, index) => {
    const first = FIRST_ROW + index * 12
    const sum = (column: keyof typeof SCHEDULE, value: number) =>
      formula(`SUM(${COLUMN[column]}${first}:${COLUMN[column]}${first + 11})`, value, 'money')
    grid.setRow(
      FIRST_ROW + index,
      [
        number(year.year, 'plain'),
        sum('payment', year.debtService),
        sum('interest', interest(index)),
        sum('principal', principal(index)),
      ],
      ANNUAL.year,
    )
  })
  months.forEach((month, index) =>
    grid.setRow(FIRST_ROW + index, monthCells(month, FIRST_ROW + index), SCHEDULE.month),
  )
}

/** The address of a schedule column in month `month` (1-based): ("balance", 120) -> "O123". */
export function scheduleCell(column: keyof typeof SCHEDULE, month: number): string {
  return `${COLUMN[column]}${FIRST_ROW + month - 1}`
}

/** The first free row under the annual sums of `years` years (a blank row between). */
export const belowAnnualSums = (years: number) => FIRST_ROW + years + 1

/**
 * Least column widths from A (each widens to its figures): the figures (A-C), the annual sums
 * and the returns' flows (E-H), the schedule (J-O), narrow empty columns between.
 */
export const DEBT_COLUMN_WIDTHS = [44, 16, 26, 2, 8, 16, 16, 16, 2, 7, 14, 14, 14, 16, 16]
