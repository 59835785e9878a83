import { periodInterest, pmt } from './time-value'

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
  annualRate: number
  amortizationMonths: number
  /** Months the schedule covers (the loan term); months after full repayment are all zero. */
  termMonths: number
}

/**
 * Month-by-month schedule of a level-payment loan over its term. Interest of a month is the
 * opening balance x annualRate / 12; the last amortizing payment repays the balance exactly.
 *
 * @example monthlySchedule({ principal: 1_500_000, annualRate: 0.065, amortizationMonths: 300,
 *   termMonths: 120 })[119].endingBalance // 1,162,670.39
 */
export function monthlySchedule(input: ScheduleInput): ScheduleRow[] {
  const { principal, annualRate, amortizationMonths, termMonths } = input
  const rate = annualRate / 12
  const payment = pmt(rate, amortizationMonths, principal)
  const rows: ScheduleRow[] = []
  let balance = Math.max(0, principal)
  for (let month = 1; month <= termMonths; month++) {
    const interest = periodInterest(rate, balance)
    const isLastPayment = month >= amortizationMonths
    const principalPaid = isLastPayment ? balance : Math.min(balance, payment - interest)
    const paid = balance > 0 ? principalPaid + interest : 0
    balance = isLastPayment ? 0 : balance - principalPaid
    rows.push({
      period: month,
      payment: paid,
      interest,
      principal: principalPaid,
      endingBalance: balance,
    })
  }
  return rows
}

/** Sums a monthly schedule into years (year 1 = months 1-12); the balance is the year-end one. */
export function yearlySchedule(monthly: ScheduleRow[]): ScheduleRow[] {
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
