import { sizeLoan } from '../loan-tests'
import { ratioOf } from '../ratio'
import type { DebtModel, ExitModel } from './engine-terms'
import { offsetRate } from './sensitivity'
import type { ExitRefinance, RefinanceGrid } from './types'

/** Exit cap rate offsets down the refinance grid (decimal: 0.005 is half a point). */
export const EXIT_CAP_OFFSETS = [-0.005, 0, 0.005, 0.01, 0.015]
/** Refinance rate offsets across the refinance grid. */
export const REFINANCE_RATE_OFFSETS = [0, 0.01, 0.02]

/**
 * The analysis year in which a loan of `termMonths` matures: its last month's year (a 10-year
 * term matures in year 10, a 7.5-year one in year 8; a term under a month, in year 1).
 */
export function maturityYearIndex(termMonths: number): number {
  return Math.max(1, Math.ceil(termMonths / 12))
}

/** Value of a forward NOI at an exit cap rate: NOI / cap, and 0 when the NOI is not positive. */
export function exitValueOf(forwardNoi: number, exitCapRate: number): number {
  return forwardNoi > 0 ? forwardNoi / exitCapRate : 0
}

/**
 * The new loan a forward NOI supports at maturity: the DSCR test at the refinance rate over the
 * loan's amortization, the debt-yield test, and the LTV test on the exit value (always applied);
 * each floored at 0, the smallest wins, ties as in PRODUCT.md 8.
 */
function refinanceTest(forwardNoi: number, exitValue: number, rate: number, debt: DebtModel) {
  return sizeLoan(forwardNoi, exitValue, { ...debt, annualRate: rate })
}

function refinanceGrid(
  forwardNoi: number,
  balloon: number,
  exit: ExitModel,
  debt: DebtModel,
): RefinanceGrid {
  const offset = (base: number, by: number) => (by === 0 ? base : offsetRate(base, by))
  const exitCapRates = EXIT_CAP_OFFSETS.map((by) => offset(exit.exitCapRate, by)).filter(
    (rate) => rate > 0,
  )
  const refinanceRates = REFINANCE_RATE_OFFSETS.map((by) => offset(exit.refinanceRate, by))
  return {
    exitCapRates,
    refinanceRates,
    gaps: exitCapRates.map((cap) =>
      refinanceRates.map(
        (rate) =>
          balloon - refinanceTest(forwardNoi, exitValueOf(forwardNoi, cap), rate, debt).loan,
      ),
    ),
    baseExitCapRate: exit.exitCapRate,
    baseRefinanceRate: exit.refinanceRate,
  }
}

export interface ExitRefinanceInput {
  /** NOI of each projected year, year 1 first: the hold and the year after it (11 years). */
  noiByYear: readonly number[]
  /** Each projected year's calendar year (of its first month) and label. */
  years: readonly { year: number; label: string }[]
  /** Balance at maturity (PRODUCT.md 8 rules). */
  balloon: number
  debt: DebtModel
  exit: ExitModel
}

/**
 * The exit and refinance test at maturity M (PRODUCT.md 9.2): forward NOI = NOI of year M + 1,
 * exit value = forward NOI / exit cap, maturity LTV = balloon / exit value, exit debt yield =
 * forward NOI / balloon, refinance proceeds and the refinance gap = balloon - proceeds, and the
 * gap for other exit caps and refinance rates. A loan maturing before the sale (M < 10) is
 * refinanced with min(balloon, proceeds) (PRODUCT.md 10.7). Null when it matures after year 10.
 *
 * @example the worked example with value 5,500,000 (M = 10): forward NOI 527,609.36, exit value
 *   6,595,117.06, balloon 3,330,977.25, proceeds 4,946,337.80 (LTV), gap -1,615,360.54
 */
export function exitRefinance(input: ExitRefinanceInput): ExitRefinance | null {
  const { noiByYear, years, balloon, debt, exit } = input
  const maturity = maturityYearIndex(debt.termMonths)
  if (maturity > noiByYear.length - 1) return null
  const forwardNoi = noiByYear[maturity]!
  const exitValue = exitValueOf(forwardNoi, exit.exitCapRate)
  const size = refinanceTest(forwardNoi, exitValue, exit.refinanceRate, debt)
  const beforeSale = maturity < noiByYear.length - 1
  return {
    maturityYearIndex: maturity,
    maturityYear: years[maturity - 1]!.year,
    maturityYearLabel: years[maturity - 1]!.label,
    forwardYearLabel: years[maturity]!.label,
    forwardNoi,
    exitValue,
    balloon,
    maturityLtv: ratioOf(balloon, exitValue),
    exitDebtYield: ratioOf(forwardNoi, balloon),
    refinanceRate: exit.refinanceRate,
    refinanceByDscr: size.byDscr,
    refinanceByDebtYield: size.byDebtYield,
    refinanceByLtv: size.byLtv!,
    refinanceProceeds: size.loan,
    refinanceLimitingTest: size.limitingTest,
    refinanceGap: balloon - size.loan,
    refinanceLoan: beforeSale ? Math.min(balloon, size.loan) : 0,
    grid: refinanceGrid(forwardNoi, balloon, exit, debt),
  }
}
