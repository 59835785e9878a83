import type { ExitRefinance, RefinanceGrid } from '../../../finance/cash-flow/types'
import { toDelimited } from '../../../lib/delimited'
import { figureGrid } from '../../../lib/figure-grid'
import { formatAccounting, formatOrDash, formatRatioAsPercent } from '../../../lib/format'

/** The Exit & Refinance card's words, grid and copy, as plain data (PRODUCT.md 9.2). */

/** Above 0 the balloon cannot be refinanced in full: the gap is equity the owner must bring. */
export function refinanceOutcome(gap: number) {
  return gap > 0
    ? { status: 'Shortfall', note: `${formatAccounting(gap)} of equity needed to refinance` }
    : { status: 'Refinanceable', note: `Cash-out capacity ${formatAccounting(-gap)}` }
}

/** Exit caps down the side, refinance rates across, each cell the gap; today's inputs marked. */
export function refinanceGridTable(grid: RefinanceGrid) {
  return figureGrid({
    down: grid.exitCapRates,
    across: grid.refinanceRates,
    downText: formatRatioAsPercent,
    acrossText: formatRatioAsPercent,
    figures: grid.gaps,
    figureText: formatAccounting,
    isCurrent: (cap, rate) => cap === grid.baseExitCapRate && rate === grid.baseRefinanceRate,
  })
}

/** The grid as spreadsheet text: rates in percent, gaps as raw dollars. */
export function refinanceGridDelimited(grid: RefinanceGrid, separator: '\t' | ','): string {
  const header = [
    'Exit Cap Rate (%) \\ Refinance Rate (%)',
    ...grid.refinanceRates.map((r) => r * 100),
  ]
  const rows = grid.exitCapRates.map((cap, index) => [cap * 100, ...(grid.gaps[index] ?? [])])
  return toDelimited([header, ...rows], separator)
}

/** The card's figures as label / raw value lines (ratios as fractions, like data-value). */
export function exitFigureLines(test: ExitRefinance): [string, number | string][] {
  const optional = (value: number | null) => value ?? ''
  return [
    ['Maturity Year', test.maturityYear],
    ['Forward NOI', test.forwardNoi],
    ['Exit Value', test.exitValue],
    ['Balloon at Maturity', test.balloon],
    ['Maturity LTV', optional(test.maturityLtv)],
    ['Exit Debt Yield', optional(test.exitDebtYield)],
    ['Refinance Rate', test.refinanceRate],
    ['Refinance by DSCR', test.refinanceByDscr],
    ['Refinance by Debt Yield', test.refinanceByDebtYield],
    ['Refinance by LTV', test.refinanceByLtv],
    ['Refinance Proceeds', test.refinanceProceeds],
    ['Refinance Limiting Test', test.refinanceLimitingTest],
    ['Refinance Gap', test.refinanceGap],
    ['Outcome', refinanceOutcome(test.refinanceGap).status],
  ]
}

export function exitFiguresDelimited(test: ExitRefinance, separator: '\t' | ','): string {
  return toDelimited([['Figure', 'Value'], ...exitFigureLines(test)], separator)
}

export const formatShare = (value: number | null) => formatOrDash(value, formatRatioAsPercent)
