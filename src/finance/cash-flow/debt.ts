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
export function sizeDebt(noi: number, debt: DebtModel): Omit<DebtSizing, 'stabilizedNoi'> {
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

/**
 * Debt service of each analysis year on `loan`: month m (1-based) pays loan x rate / 12 within
 * the interest-only period, then PMT(rate / 12, amortization months, loan) until the loan is
 * repaid, and nothing after the loan term (PRODUCT.md 4.4 and 8). Also the balance at maturity
 * and after any month.
 */
export function debtService(loan: number, debt: DebtModel, years: number) {
  const schedule = monthlySchedule({ principal: loan, ...debt })
  const annual = Array.from({ length: years }, (_, index) =>
    schedule.slice(index * 12, (index + 1) * 12).reduce((sum, month) => sum + month.payment, 0),
  )
  /** The balance owed after `month` payments; the term's last balance (the balloon) after it. */
  const balanceAfter = (month: number) =>
    schedule[Math.min(month, schedule.length) - 1]?.endingBalance ?? Math.max(0, loan)
  return { annual, balloon: balanceAfter(schedule.length), balanceAfter }
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
