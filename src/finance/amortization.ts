import { monthlyRate, periodInterest, pmt, remainingBalance } from './time-value'

/** One row of an amortization schedule (a month or a year of payments). */
export interface ScheduleRow {
  /** Month number (1-based) in a monthly schedule, year number in a yearly one. */
  period: number
  payment: number
  interest: number
  principal: number
  endingBalance: number
}

export interface ScheduleInput {
  principal: number
  /** Decimal a year. */
  annualRate: number
  /** Months of level payments that repay the loan after the interest-only months. */
  amortizationMonths: number
  /** Months the schedule covers (the loan term). */
  termMonths: number
  /** Months of interest-only payments at the start; 0 when none. */
  interestOnlyMonths?: number
}

/**
 * Month-by-month schedule of a loan over its term (PRODUCT.md 4.4 and 8): interest-only months
 * pay principal x rate / 12; then PMT(rate / 12, amortization months, principal) each month until
 * the loan is repaid, and nothing after. Each balance is the closed form PV(r, n - k, PMT), so
 * no error accumulates; interest is the opening balance x r and principal the balance repaid.
 *
 * @example monthlySchedule({ principal: 1_500_000, annualRate: 0.065, amortizationMonths: 300,
 *   termMonths: 120 })[119].endingBalance // 1,162,670.39
 */
export function monthlySchedule(input: ScheduleInput): ScheduleRow[] {
  const { annualRate, amortizationMonths, termMonths, interestOnlyMonths = 0 } = input
  const principal = Math.max(0, input.principal)
  const rate = monthlyRate(annualRate)
  const balanceAfter = (month: number) =>
    month <= interestOnlyMonths
      ? principal
      : remainingBalance(rate, amortizationMonths, principal, month - interestOnlyMonths)
  const rows: ScheduleRow[] = []
  let opening = principal
  for (let month = 1; month <= termMonths; month++) {
    const endingBalance = balanceAfter(month)
    const interest = periodInterest(rate, opening)
    const repaid = opening - endingBalance
    rows.push({
      period: month,
      payment: interest + repaid,
      interest,
      principal: repaid,
      endingBalance,
    })
    opening = endingBalance
  }
  return rows
}

/** Sums a monthly schedule into years (year 1 = months 1-12); the balance is the year-end one. */
export function yearlySchedule(monthly: readonly ScheduleRow[]): ScheduleRow[] {
  const years: ScheduleRow[] = []
  for (const row of monthly) {
    const yearIndex = Math.floor((row.period - 1) / 12)
    const year = (years[yearIndex] ??= {
      period: yearIndex + 1,
      payment: 0,
      interest: 0,
      principal: 0,
      endingBalance: 0,
    })
    year.payment += row.payment
    year.interest += row.interest
    year.principal += row.principal
    year.endingBalance = row.endingBalance
  }
  return years
}

/** The level monthly payment of the amortizing months: PMT(rate / 12, months, principal). */
export function amortizingPayment(principal: number, annualRate: number, months: number): number {
  return pmt(monthlyRate(annualRate), months, principal)
}
