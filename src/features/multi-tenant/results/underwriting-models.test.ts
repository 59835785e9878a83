import { describe, expect, it } from 'vitest'
import { analysisOf, depthExample } from '../../../../tests/cash-flow-scenarios'
import { DEPTH_WORKED_EXAMPLE } from '../../../../tests/worked-example-figures'
import { formatCurrency, formatRatioAsPercent } from '../../../lib/format'
import { exitFigureLines, refinanceGridSpec, refinanceOutcome } from './exit-refinance-model'
import { flowRows, flowsDelimited } from './returns-model'
import { AFTER_ANALYSIS, rolloverChart, rolloverDelimited, rolloverRows } from './rollover-model'
import { figureGrid, gridDelimited } from '../../../lib/figure-grid'

const analysis = analysisOf(depthExample)

describe('the Lease Rollover card model', () => {
  it('names each analysis year metric and the years after it', () => {
    const rows = rolloverRows(analysis.rollover)
    expect(rows.map((row) => row.metric)).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `expiringRentShareYear${index + 1}`),
      null,
    ])
    // The grocer's rent in month 1 (January 2026, two steps after its 2024 start) x 12.
    const grocer = 20_000 * 18 * 1.03 ** 2
    const share = formatRatioAsPercent(DEPTH_WORKED_EXAMPLE.rollover.expiringRentShareByYear[2]!)
    expect(rows[2]!.cells).toEqual({
      sf: '20,000',
      sfShare: '85.11%',
      rent: formatCurrency(grocer),
      rentShare: share,
      cumulative: share,
    })
    expect(rows.at(-1)!.label).toBe(AFTER_ANALYSIS)
  })

  it('writes "-" without in-place rent, and an empty cell in the copy', () => {
    const none = {
      ...analysis.rollover,
      buckets: analysis.rollover.buckets.map((bucket) => ({
        ...bucket,
        rentShare: null,
        sfShare: null,
        cumulativeRentShare: null,
      })),
    }
    expect(rolloverRows(none)[0]!.cells.rentShare).toBe('-')
    expect(rolloverDelimited(none, ',').split('\r\n')[1]).toBe('2026,0,,0,,')
    expect(rolloverChart(none).description).toMatch(/no in-place rent/)
  })
})

describe('the Exit & Refinance card model', () => {
  const test = analysis.exitRefinance!

  it('calls a positive gap a shortfall and a negative one cash-out capacity', () => {
    expect(refinanceOutcome(250_000)).toEqual({
      status: 'Shortfall',
      note: '$250,000 of equity needed to refinance',
    })
    expect(refinanceOutcome(-1_615_360.54)).toEqual({
      status: 'Refinanceable',
      note: 'Cash-out capacity $1,615,361',
    })
    expect(refinanceOutcome(0).status).toBe('Refinanceable')
  })

  it('marks only the cell of the current exit cap and refinance rate', () => {
    const table = figureGrid(refinanceGridSpec(test.grid))
    const current = table.rows.flatMap((row) => row.cells.filter((cell) => cell.current))
    expect(current).toHaveLength(1)
    expect(current[0]!.value).toBe(test.refinanceGap)
    expect(current[0]!.content).toBe(
      formatCurrency(DEPTH_WORKED_EXAMPLE.exitRefinance.refinanceGap),
    )
    expect(table.columns).toEqual(['6.50%', '7.50%', '8.50%'])
  })

  it('copies the grid and the figures as raw numbers', () => {
    const lines = gridDelimited(refinanceGridSpec(test.grid), '\t').split('\r\n')
    expect(lines).toHaveLength(6)
    const gap = DEPTH_WORKED_EXAMPLE.exitRefinance.refinanceGap
    expect(lines[2]!.startsWith(`8\t${gap}\t`)).toBe(true)
    expect(exitFigureLines(test).find(([label]) => label === 'Outcome')).toEqual([
      'Outcome',
      'Refinanceable',
    ])
  })
})

describe('the Investment Returns card model', () => {
  const labels = analysis.years.map((row) => row.label)
  it('labels the purchase, the years and the year of the sale', () => {
    const rows = flowRows(analysis.returns!, labels)
    expect(rows.map((row) => row.label)).toEqual([
      'Purchase',
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
      '2034',
      '2035 (with sale)',
    ])
    expect(rows[0]!.unleveredText).toBe('($5,500,000)')
    expect(flowsDelimited(analysis.returns!, labels, ',').split('\r\n')[1]).toBe(
      `Purchase,-5500000,${-DEPTH_WORKED_EXAMPLE.returns.equity}`,
    )
  })
})
