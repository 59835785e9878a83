import { DEPTH_WORKED_EXAMPLE } from './worked-example-figures'
import { describe, expect, it } from 'vitest'
import { analysisOf, depthExample } from './cash-flow-scenarios'
import {
  ANNUAL_COLUMNS,
  annualDelimited,
} from '../src/features/multi-tenant/results/annual-columns'
import { debtSummaryDelimited } from '../src/features/multi-tenant/results/debt-summary-model'
import {
  exitFiguresDelimited,
  refinanceGridSpec,
} from '../src/features/multi-tenant/results/exit-refinance-model'
import { flowsDelimited } from '../src/features/multi-tenant/results/returns-model'
import { rolloverDelimited } from '../src/features/multi-tenant/results/rollover-model'
import {
  rateDscrGridSpec,
  sensitivityDelimited,
} from '../src/features/multi-tenant/results/sensitivity-model'
import { scheduleTsv } from '../src/features/home-calculators/results/schedule-export'
import { gridDelimited } from '../src/lib/figure-grid'
import { mortgageResult } from './worked-examples'

/**
 * Every Copy ... for Excel button of the site writes its figures the same way: shares and rates
 * as percent numbers (50.51, the screen's 50.51%) under a header or label ending in "(%)", and
 * no figure with less precision than the screen shows (PRODUCT.md 9.7's worked example).
 */

const analysis = analysisOf(depthExample)

const COPIES: Record<string, string> = {
  'Annual Cash Flow': annualDelimited(ANNUAL_COLUMNS, analysis.years, '\t'),
  'Debt Summary': debtSummaryDelimited(analysis.debtSummary, 'NOI', '\t'),
  'Exit & Refinance': exitFiguresDelimited(analysis.exitRefinance!, '\t'),
  'Refinance Grid': gridDelimited(refinanceGridSpec(analysis.exitRefinance!.grid), '\t'),
  'Rate x DSCR Grid': gridDelimited(rateDscrGridSpec(analysis.rateDscrGrid), '\t'),
  'Loan Sizing Sensitivity': sensitivityDelimited(analysis.sensitivity, 'NOI', '\t'),
  'Lease Expirations': rolloverDelimited(analysis.rollover, '\t'),
  'Return Cash Flows': flowsDelimited(
    analysis.returns!,
    analysis.years.map((row) => row.label),
    '\t',
  ),
  'Amortization Schedule': scheduleTsv(mortgageResult().schedule.yearly, 'yearly'),
}

const cellsOf = (text: string) => text.split('\r\n').map((line) => line.split('\t'))

/** The label / value lines of a two-column copy, as a map from label to value. */
const linesOf = (name: string) =>
  new Map(cellsOf(COPIES[name]!).map(([label, value]) => [label, value]))

describe('every copy for Excel', () => {
  it.each(Object.keys(COPIES))('%s names a percentage column or line only with "(%)"', (name) => {
    const rows = cellsOf(COPIES[name]!)
    const labels = [...rows[0]!, ...rows.map((row) => row[0]!)].filter((cell) => /%/.test(cell))
    expect(
      labels.filter(
        (label) => !label.split(' \\ ').every((part) => !/%/.test(part) || /\(%\)$/.test(part)),
      ),
    ).toEqual([])
  })

  it.each(Object.keys(COPIES))('%s writes figures with at most 2 decimals, as shown', (name) => {
    const figures = cellsOf(COPIES[name]!)
      .slice(1)
      .flatMap((row) => row.slice(1))
    expect(figures.filter((cell) => !/^(-?\d+(\.\d{1,2})?|[A-Za-z ]*)$/.test(cell))).toEqual([])
  })

  it('copies the Exit & Refinance shares and rates in percent, as the card shows them', () => {
    const lines = linesOf('Exit & Refinance')
    const expected = DEPTH_WORKED_EXAMPLE.exitRefinance
    const percent = (share: number) => String(Math.round(share * 10_000) / 100)
    expect(lines.get('Maturity LTV (%)')).toBe(percent(expected.maturityLtv))
    expect(lines.get('Exit Debt Yield (%)')).toBe(percent(expected.exitDebtYield))
    expect(lines.get('Refinance Rate (%)')).toBe('6.5')
    expect(lines.get('Refinance Proceeds')).toBe(String(expected.refinanceProceeds))
  })

  it('copies the rollover shares and the LTV in percent under "(%)"', () => {
    const [header, , , year3] = cellsOf(COPIES['Lease Expirations']!)
    expect(header).toEqual([
      'Expiration Year',
      'Expiring SF',
      'Share of SF (%)',
      'Expiring Rent',
      'Share of Rent (%)',
      'Cumulative Share of Rent (%)',
    ])
    // The grocer's rent in month 1, January 2026: $18.00 of 2024 after two 3% steps.
    const share = String(DEPTH_WORKED_EXAMPLE.rollover.expiringRentShareByYear[2]! * 100)
    expect(year3).toEqual(['2028', '20000', '85.11', '381924', share, share])
    expect(linesOf('Debt Summary').get('LTV (%)')).toBe(
      String(Math.round(DEPTH_WORKED_EXAMPLE.sizing.ltv * 10_000) / 100),
    )
    expect(linesOf('Debt Summary').get('Interest Rate (%)')).toBe('6.5')
  })
})
