import { debtServiceCoverage } from '../dscr'
import { periodInterest, pmt, pv, remainingBalance } from '../time-value'
import type { DebtInputs, DebtSizing, DebtSummary, SizingTest } from './types'

const MONTHS_PER_YEAR = 12

/**
 * Stabilized NOI = the lower of year-3 NOI and the average NOI of years 1-5.
 *
 * @example stabilizedNoi([100, 110, 90, 120, 130]) // 90 (average 110)
 */
export function stabilizedNoi(noiByYear: number[]): number {
  const firstFive = noiByYear.slice(0, 5)
  const average = firstFive.reduce((sum, noi) => sum + noi, 0) / firstFive.length
  return Math.min(noiByYear[2]!, average)
}

/**
 * The loan an NOI supports (PRODUCT.md 4.4): by DSCR = PV(rate / 12, amortization months,
 * NOI / min DSCR / 12) (0 if NOI <= 0); by debt yield = NOI / max debt yield; by LTV = property
 * value x max LTV when a value is given. Recommended = the smallest applicable, never below 0;
 * on a tie the first of DSCR, Debt Yield, LTV.
 */
export function sizeLoan(noi: number, debt: DebtInputs): Omit<DebtSizing, 'stabilizedNoi'> {
  const rate = debt.interestRate / 100 / MONTHS_PER_YEAR
  const maxLoanDSCR =
    noi > 0
      ? pv(rate, debt.amortization * MONTHS_PER_YEAR, noi / debt.maxDSCR / MONTHS_PER_YEAR)
      : 0
  const maxLoanDebtYield = noi / (debt.maxDebtYield / 100)
  const propertyValue = debt.propertyValue
  const maxLoanLTV = propertyValue ? propertyValue * (debt.maxLTV / 100) : null
  const tests: [SizingTest, number][] = [
    ['DSCR', maxLoanDSCR],
    ['Debt Yield', maxLoanDebtYield],
  ]
  if (maxLoanLTV !== null) tests.push(['LTV', maxLoanLTV])
  const [limitingTest, smallest] = tests.reduce((best, test) => (test[1] < best[1] ? test : best))
  const recommendedLoan = Math.max(0, smallest)
  return {
    maxLoanDSCR,
    maxLoanDebtYield,
    maxLoanLTV,
    recommendedLoan,
    limitingTest,
    ltv: propertyValue ? recommendedLoan / propertyValue : 0,
  }
}

/**
 * Debt service of each analysis year on `loan`: month m (1-based) pays loan x rate / 12 within
 * the interest-only period, PMT(rate / 12, amortization months, loan) after it, and nothing after
 * the loan term.
 */
export function annualDebtService(loan: number, debt: DebtInputs, years: number): number[] {
  const { interestOnlyPayment, amortizingPayment } = monthlyPayments(loan, debt)
  const ioMonths = debt.ioYears * MONTHS_PER_YEAR
  const termMonths = debt.loanTerm * MONTHS_PER_YEAR
  return Array.from({ length: years }, (_, index) => {
    let total = 0
    for (let month = index * MONTHS_PER_YEAR + 1; month <= (index + 1) * MONTHS_PER_YEAR; month++) {
      if (month > termMonths) break // the loan has matured
      total += month <= ioMonths ? interestOnlyPayment : amortizingPayment
    }
    return total
  })
}

function monthlyPayments(loan: number, debt: DebtInputs) {
  const rate = debt.interestRate / 100 / MONTHS_PER_YEAR
  return {
    interestOnlyPayment: periodInterest(rate, loan),
    amortizingPayment: pmt(rate, debt.amortization * MONTHS_PER_YEAR, loan),
  }
}

/** Months m in (interest-only months, term months]: the amortizing payments made by maturity. */
function amortizingPaymentsByMaturity(debt: DebtInputs): number {
  const ioMonths = Math.floor(debt.ioYears * MONTHS_PER_YEAR)
  const termMonths = Math.floor(debt.loanTerm * MONTHS_PER_YEAR)
  return Math.max(0, termMonths - ioMonths)
}

/**
 * Loan terms and the coverage they give over the analysis years (DSCR over the years whose debt
 * service gives one: not those without debt service, nor those with one too small to divide by).
 */
export function summarizeDebt(
  loan: number,
  debt: DebtInputs,
  years: { noi: number; debtService: number }[],
  ltv: number,
): DebtSummary {
  const rate = debt.interestRate / 100 / MONTHS_PER_YEAR
  const { interestOnlyPayment, amortizingPayment } = monthlyPayments(loan, debt)
  const covered = years
    .map((year) => debtServiceCoverage(year.noi, year.debtService))
    .filter((dscr) => dscr !== null)
  return {
    loanAmount: loan,
    interestRate: debt.interestRate,
    ioYears: debt.ioYears,
    amortization: debt.amortization,
    loanTerm: debt.loanTerm,
    annualIoPayment: interestOnlyPayment * MONTHS_PER_YEAR,
    annualAmortizingPayment: amortizingPayment * MONTHS_PER_YEAR,
    balloonAtMaturity: remainingBalance(
      rate,
      debt.amortization * MONTHS_PER_YEAR,
      loan,
      amortizingPaymentsByMaturity(debt),
    ),
    minDscr: covered.length > 0 ? Math.min(...covered) : null,
    // Each year divided first: ten DSCRs near the largest number would overflow their sum.
    averageDscr:
      covered.length > 0 ? covered.reduce((sum, dscr) => sum + dscr / covered.length, 0) : null,
    ltv: debt.propertyValue ? ltv : null,
  }
}
