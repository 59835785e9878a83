import { amortizingPayment, monthlySchedule } from '../amortization'
import { debtServiceCoverage } from '../dscr'
import { sizeLoan } from '../loan-tests'
import { monthlyRate, periodInterest } from '../time-value'
import type { DebtModel } from './engine-terms'
import type { DebtSizing, DebtSummary, DebtTerms } from './types'

/**
 * Stabilized NOI = the lower of year-3 NOI and the average NOI of years 1-5.
 *
 * @example stabilizedNoi([100, 110, 90, 120, 130]) // 90 (average 110)
 */
export function stabilizedNoi(noiByYear: readonly number[]): number {
  const firstFive = noiByYear.slice(0, 5)
  const average = firstFive.reduce((sum, noi) => sum + noi, 0) / firstFive.length
  return Math.min(noiByYear[2]!, average)
}

/**
 * The loan a NOI supports (PRODUCT.md 4.4 and 8): the DSCR test over the amortization, the
 * debt-yield test, and the LTV test when a property value is given; the smallest, never below 0.
 */
export function sizeDebt(
  noi: number,
  debt: DebtModel,
): Omit<DebtSizing, 'stabilizedNoi' | 'sizedOn'> {
  const size = sizeLoan(noi, debt.propertyValue, debt)
  return {
    maxLoanDSCR: size.byDscr,
    maxLoanDebtYield: size.byDebtYield,
    maxLoanLTV: size.byLtv,
    recommendedLoan: size.loan,
    limitingTest: size.limitingTest,
    ltv: debt.propertyValue ? size.loan / debt.propertyValue : 0,
  }
}

/** The payments of a loan month by month over the projected years, and what is owed when. */
export interface LoanService {
  /** Month m (1-based) is payments[m - 1]. */
  payments: number[]
  /** The sum of each year's 12 months. */
  annual: number[]
  /** The balance due at the loan's maturity. */
  balloon: number
  /** The balance owed after `month` payments. */
  balanceAfter: (month: number) => number
}

const yearlySums = (payments: readonly number[]) =>
  Array.from({ length: payments.length / 12 }, (_, year) =>
    payments.slice(year * 12, (year + 1) * 12).reduce((sum, payment) => sum + payment, 0),
  )

/**
 * Debt service of each projected year on `loan`: month m (1-based) pays loan x rate / 12 within
 * the interest-only period, then PMT(rate / 12, amortization months, loan) until the loan is
 * repaid, and nothing after the loan term (PRODUCT.md 4.4 and 8). Also the balance at maturity
 * and after any month (the balloon after the term).
 */
export function debtService(loan: number, debt: DebtModel, years: number): LoanService {
  const schedule = monthlySchedule({ principal: loan, ...debt })
  const payments = Array.from({ length: years * 12 }, (_, index) => schedule[index]?.payment ?? 0)
  const balanceAfter = (month: number) =>
    schedule[Math.min(month, schedule.length) - 1]?.endingBalance ?? Math.max(0, loan)
  return {
    payments,
    annual: yearlySums(payments),
    balloon: balanceAfter(schedule.length),
    balanceAfter,
  }
}

/**
 * The loan refinanced at its maturity (PRODUCT.md 10.7): from the month after the term the
 * refinance loan pays PMT(refinance rate / 12, amortization months, refinance loan) each month
 * until repaid, with no interest-only period and no maturity of its own, so the projected years
 * after the maturity carry its payments and the balance owed later is its balance.
 *
 * @example 10.9: a 7-year loan's balloon 3,214,190.94 refinanced at 6.5% over 25 years from
 *   month 85 pays 260,429.37 a year from 2033
 */
export function refinancedAtMaturity(
  service: LoanService,
  refinance: { loan: number; annualRate: number },
  debt: DebtModel,
): LoanService {
  const term = debt.termMonths
  const months = service.payments.length - term
  if (months <= 0) return service
  const schedule = monthlySchedule({
    principal: refinance.loan,
    annualRate: refinance.annualRate,
    amortizationMonths: debt.amortizationMonths,
    termMonths: months,
  })
  const payments = service.payments.map((payment, index) =>
    index < term ? payment : schedule[index - term]!.payment,
  )
  const balanceAfter = (month: number) =>
    month <= term
      ? service.balanceAfter(month)
      : schedule[Math.min(month - term, months) - 1]!.endingBalance
  return { payments, annual: yearlySums(payments), balloon: service.balloon, balanceAfter }
}

/**
 * The loan's terms and the coverage they give over the analysis years (DSCR over the years
 * whose debt service gives one: not those without debt service, nor those too small to divide by).
 */
export function summarizeDebt(
  loan: number,
  terms: DebtTerms,
  debt: DebtModel,
  years: readonly { noi: number; debtService: number }[],
  balloon: number,
): DebtSummary {
  const covered = years
    .map((year) => debtServiceCoverage(year.noi, year.debtService))
    .filter((dscr) => dscr !== null)
  return {
    loanAmount: loan,
    interestRatePercent: terms.interestRatePercent,
    interestOnlyYears: terms.interestOnlyYears,
    amortizationYears: terms.amortizationYears,
    loanTermYears: terms.loanTermYears,
    annualIoPayment: 12 * periodInterest(monthlyRate(debt.annualRate), loan),
    annualAmortizingPayment: 12 * amortizingPayment(loan, debt.annualRate, debt.amortizationMonths),
    balloonAtMaturity: balloon,
    minDscr: covered.length > 0 ? Math.min(...covered) : null,
    // Each year divided first: ten DSCRs near the largest number would overflow their sum.
    averageDscr:
      covered.length > 0 ? covered.reduce((sum, dscr) => sum + dscr / covered.length, 0) : null,
    ltv: debt.propertyValue ? loan / debt.propertyValue : null,
  }
}
