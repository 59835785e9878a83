import type { InvestmentReturns } from '../../../finance/cash-flow/types'
import { toDelimited } from '../../../lib/delimited'
import { formatCurrency } from '../../../lib/format'

/** The Investment Returns card's flows table and copy, as plain data (PRODUCT.md 9.3). */

export interface FlowRow {
  label: string
  unlevered: number
  levered: number
  unleveredText: string
  leveredText: string
}

/**
 * Year 0 (the purchase), then each analysis year by its label (`yearLabels`, year 1 first), the
 * sale in the last.
 */
export function flowRows(returns: InvestmentReturns, yearLabels: readonly string[]): FlowRow[] {
  const last = returns.unleveredFlows.length - 1
  return returns.unleveredFlows.map((unlevered, index) => {
    const levered = returns.leveredFlows[index]!
    const year = yearLabels[index - 1]
    return {
      label: index === 0 ? 'Purchase' : index === last ? `${year} (with sale)` : year!,
      unlevered,
      levered,
      unleveredText: formatCurrency(unlevered),
      leveredText: formatCurrency(levered),
    }
  })
}

/** The flows as spreadsheet text, ready for Excel's IRR: raw dollars, header first. */
export function flowsDelimited(
  returns: InvestmentReturns,
  yearLabels: readonly string[],
  separator: '\t' | ',',
): string {
  const rows = flowRows(returns, yearLabels).map((row) => [row.label, row.unlevered, row.levered])
  return toDelimited([['Year', 'Unlevered Cash Flow', 'Levered Cash Flow'], ...rows], separator)
}
