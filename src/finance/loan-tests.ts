import { centsOf } from './rounding'
import { monthlyRate, pv } from './time-value'

/**
 * The lender's three sizing tests, shared by the Max Loan calculator, the multi-tenant sizing,
 * its sensitivity grids and the refinance test (PRODUCT.md 4.2, 4.4, 8, 9.2). Rates and ratios
 * are decimals (a 9% debt yield is 0.09); every test is floored at 0, so no loan is negative.
 */

export type LoanTest = 'DSCR' | 'LTV' | 'Debt Yield'

/** On a tie the first of these limits the loan (PRODUCT.md section 8). */
export const LOAN_TEST_ORDER: readonly LoanTest[] = ['DSCR', 'LTV', 'Debt Yield']

export interface DscrTestInput {
  noiAnnual: number
  /** Decimal a year. */
  annualRate: number
  amortizationMonths: number
  minDscr: number
}

/**
 * The loan whose level payment leaves the minimum coverage: PV(rate / 12, months,
 * NOI / min DSCR / 12), and 0 when the NOI is not positive.
 *
 * @example maxLoanByDscr({ noiAnnual: 250_000, annualRate: 0.0725, amortizationMonths: 300,
 *   minDscr: 1.25 }) // 2,305,825.73
 */
export function maxLoanByDscr(input: DscrTestInput): number {
  const { noiAnnual, annualRate, amortizationMonths, minDscr } = input
  if (noiAnnual <= 0) return 0
  return Math.max(0, pv(monthlyRate(annualRate), amortizationMonths, noiAnnual / minDscr / 12))
}

/**
 * The loan on which the NOI yields the lender's minimum: max(0, NOI / max debt yield).
 *
 * @example maxLoanByDebtYield(250_000, 0.09) // 2,777,777.78
 */
export function maxLoanByDebtYield(noiAnnual: number, maxDebtYield: number): number {
  return Math.max(0, noiAnnual / maxDebtYield)
}

/**
 * The loan at the maximum loan-to-value: max(0, value x max LTV).
 *
 * @example maxLoanByLtv(3_200_000, 0.75) // 2,400,000
 */
export function maxLoanByLtv(value: number, maxLtv: number): number {
  return Math.max(0, value * maxLtv)
}

export interface LoanTerms {
  /** Decimal a year. */
  annualRate: number
  amortizationMonths: number
  minDscr: number
  /** Decimal: 0.1 is a 10% debt yield. */
  maxDebtYield: number
  /** Decimal: 0.75 is 75%. */
  maxLtv: number
}

export interface LoanSize {
  /** The loan each test allows; null for the LTV test without a value. */
  byDscr: number
  byDebtYield: number
  byLtv: number | null
  /** The smallest applicable test's loan. */
  loan: number
  limitingTest: LoanTest
}

/**
 * The largest loan that passes every applicable test: the DSCR and debt-yield tests on `noiAnnual`,
 * the LTV test on `value` when one is given (null: not applied). Ties go to the first of
 * DSCR, LTV, Debt Yield.
 */
export function sizeLoan(noiAnnual: number, value: number | null, terms: LoanTerms): LoanSize {
  const byDscr = maxLoanByDscr({ noiAnnual, ...terms })
  const byDebtYield = maxLoanByDebtYield(noiAnnual, terms.maxDebtYield)
  const byLtv = value === null ? null : maxLoanByLtv(value, terms.maxLtv)
  const limitingTest = pickLimitingTest({ DSCR: byDscr, LTV: byLtv, 'Debt Yield': byDebtYield })
  const loan = limitingTest === 'LTV' ? byLtv! : limitingTest === 'DSCR' ? byDscr : byDebtYield
  return { byDscr, byDebtYield, byLtv, loan, limitingTest }
}

/**
 * The test that limits the loan: the smallest of the applicable ones (null: not applied),
 * compared in cents as shown, so tests equal to the cent tie (PRODUCT.md 10.7); on a tie the
 * first of DSCR, LTV, Debt Yield. The DSCR test always applies.
 *
 * @example pickLimitingTest({ DSCR: 6e6, LTV: 5_276_093.649731644,
 *   'Debt Yield': 5_276_093.6497316435 }) // 'LTV' (equal to the cent)
 */
export function pickLimitingTest(loans: Record<LoanTest, number | null>): LoanTest {
  let limiting: LoanTest = 'DSCR'
  for (const test of LOAN_TEST_ORDER) {
    const loan = loans[test]
    if (loan !== null && isBelowToTheCent(loan, loans[limiting]!)) limiting = test
  }
  return limiting
}

/**
 * a < b once both are rounded to the cent. Only amounts within 2 cents of each other are
 * rounded: equal ones tie, and those further apart keep their order.
 */
function isBelowToTheCent(a: number, b: number): boolean {
  if (a === b) return false
  if (Math.abs(a - b) > 0.02) return a < b
  return centsOf(a) < centsOf(b)
}
