import { ANALYSIS_YEARS } from '../../../finance/cash-flow/analyze'
import type { ExitRefinance, RefinanceGrid } from '../../../finance/cash-flow/types'
import { percentCell, percentHeader, percentNumber, toDelimited } from '../../../lib/delimited'
import type { GridTableSpec } from './grid-table'
import { formatCurrency, formatOrDash, formatRatioAsPercent } from '../../../lib/format'

/** The Exit & Refinance card's words, grid and copy, as plain data (PRODUCT.md 9.2). */

/** Above 0 the balloon cannot be refinanced in full: the gap is equity the owner must bring. */
export function refinanceOutcome(gap: number) {
  return gap > 0
    ? { status: 'Shortfall', note: `${formatCurrency(gap)} of equity needed to refinance` }
    : { status: 'Refinanceable', note: `Cash-out capacity ${formatCurrency(-gap)}` }
}

/** Whether the loan matures before the sale (year 10) and is refinanced then (PRODUCT.md 10.7). */
export const refinancedBeforeSale = (test: ExitRefinance) => test.maturityYearIndex < ANALYSIS_YEARS

/** Exit caps down the side, refinance rates across, each cell the gap; today's inputs marked. */
export function refinanceGridSpec(grid: RefinanceGrid): GridTableSpec {
  return {
    id: 'refinance-grid',
    heading: 'Refinance Gap by Exit Cap Rate and Refinance Rate',
    current: 'current inputs',
    exportLabel: 'Refinance Grid',
    fileName: 'refinance-grid.csv',
    down: grid.exitCapRates,
    across: grid.refinanceRates,
    downText: formatRatioAsPercent,
    acrossText: formatRatioAsPercent,
    figures: grid.gaps,
    figureText: formatCurrency,
    isCurrent: (cap, rate) => cap === grid.baseExitCapRate && rate === grid.baseRefinanceRate,
    corner: 'Exit Cap \\ Refinance Rate',
    exportCorner: `${percentHeader('Exit Cap Rate')} \\ ${percentHeader('Refinance Rate')}`,
    downExport: percentNumber,
    acrossExport: percentNumber,
  }
}

/** The card's figures as label / raw value lines; shares and rates in percent under "(%)". */
export function exitFigureLines(test: ExitRefinance): [string, number | string][] {
  return [
    ['Maturity Year', test.maturityYearLabel],
    ['Forward NOI', test.forwardNoi],
    ['Exit Value', test.exitValue],
    ['Balloon at Maturity', test.balloon],
    [percentHeader('Maturity LTV'), percentCell(test.maturityLtv)],
    [percentHeader('Exit Debt Yield'), percentCell(test.exitDebtYield)],
    [percentHeader('Refinance Rate'), percentNumber(test.refinanceRate)],
    ['Refinance by DSCR', test.refinanceByDscr],
    ['Refinance by Debt Yield', test.refinanceByDebtYield],
    ['Refinance by LTV', test.refinanceByLtv],
    ['Refinance Proceeds', test.refinanceProceeds],
    ['Refinance Limiting Test', test.refinanceLimitingTest],
    ['Refinance Gap', test.refinanceGap],
    ['Outcome', refinanceOutcome(test.refinanceGap).status],
    ...(refinancedBeforeSale(test)
      ? ([['Refinance Loan', test.refinanceLoan]] satisfies [string, number][])
      : []),
  ]
}

export function exitFiguresDelimited(test: ExitRefinance, separator: '\t' | ','): string {
  return toDelimited([['Figure', 'Value'], ...exitFigureLines(test)], separator)
}

export const formatShare = (value: number | null) => formatOrDash(value, formatRatioAsPercent)
