import { ratioOf } from './ratio'
import { roundAsShown } from './rounding'

/** Debt service coverage: how many times the NOI covers the annual debt service. */

export type DscrRating = 'Excellent' | 'Good' | 'Marginal' | 'Poor'

/**
 * DSCR = NOI / annual debt service; null ("N/A") when there is no debt service, or one so small
 * (the payments on a loan of 1e-300 dollars) that the ratio is beyond any number.
 *
 * @example debtServiceCoverage(180_000, 121_537.29) // 1.48
 */
export function debtServiceCoverage(noiAnnual: number, annualDebtService: number): number | null {
  return ratioOf(noiAnnual, annualDebtService)
}

/**
 * Lender rating of a DSCR as displayed, rounded to 2 decimals the way the page rounds it (half up
 * on its shortest decimal form, PRODUCT.md 8 and 10.7): >= 1.30 Excellent, >= 1.20 Good, >= 1.00
 * Marginal, else Poor. So 1.295 and 1.2999, both shown "1.30", are Excellent; 0.995 is Marginal.
 *
 * @example rateDscr(1.48) // 'Excellent'
 */
export function rateDscr(dscr: number): DscrRating {
  const shown = roundAsShown(dscr, 2)
  if (shown >= 1.3) return 'Excellent'
  if (shown >= 1.2) return 'Good'
  if (shown >= 1) return 'Marginal'
  return 'Poor'
}
