import type { RentBasis } from './import-fields'
import type { Reconciliation } from './rent-roll-report'
import type { RowFigures } from './read-row'

/** Figures closer than this (half a square foot, half a dollar) match: files round their cells. */
export const MATCH_TOLERANCE = 0.5

export interface ReconcileInput {
  /** The file's grand totals row (the last Total row, not a subtotal); null without one. */
  total: RowFigures | null
  /** The imported rows (vacant suites among them). */
  counted: { squareFeet: number; dollars: number }
  /** The file's dollar rent column's basis; null when its rent is only per SF. */
  dollarBasis: RentBasis | null
  /** Rows not imported that have square feet, and those that have a dollar rent. */
  notImported: { squareFeet: number[]; dollars: number[] }
}

/**
 * Compares the file's grand totals row with the imported rows (vacant suites among them): its
 * square feet, and its rent when the file gives rent in dollars (a total of $/SF is an average,
 * not a sum, so it is not compared). The difference is the file's total minus what was counted;
 * each measure names the rows not imported that have a figure of it (PRODUCT.md 11.7).
 *
 * @example a totals row of 152,300 SF, 151,100 SF imported, lines 14 and 15 (600 SF each) not:
 *   [{ measure: 'squareFeet', fileTotal: 152300, difference: 1200, notImported: [14, 15] }]
 */
export function reconcile(input: ReconcileInput): Reconciliation[] {
  const { total, counted, dollarBasis, notImported } = input
  if (!total) return []
  const compare = (measure: Reconciliation['measure'], fileTotal: number, ours: number) => {
    const difference = fileTotal - ours
    return {
      measure,
      fileTotal,
      difference: Math.abs(difference) < MATCH_TOLERANCE ? 0 : difference,
      notImported: measure === 'squareFeet' ? notImported.squareFeet : notImported.dollars,
    }
  }
  const lines: Reconciliation[] = []
  // Sums too large to be finite (figures near 1e308) are not compared.
  if (total.squareFeet !== null && Number.isFinite(total.squareFeet - counted.squareFeet))
    lines.push(compare('squareFeet', total.squareFeet, counted.squareFeet))
  if (total.dollars !== null && dollarBasis && Number.isFinite(total.dollars - counted.dollars))
    lines.push(
      compare(dollarBasis.monthly ? 'monthlyRent' : 'annualRent', total.dollars, counted.dollars),
    )
  return lines
}
