import { describe, expect, it } from 'vitest'
import { analysisOf, workedExample } from '../../../../tests/cash-flow-scenarios'
import {
  cashFlowDescription,
  cashFlowLayout,
  cashFlowTraces,
  sameChartSeries,
  dollarTicks,
} from './cash-flow-chart'

const years = analysisOf(workedExample).years

describe('cash flow chart traces', () => {
  const traces = cashFlowTraces(years)

  it('draw NOI in red, Cash Flow Before Debt Service in cyan, after it in green', () => {
    expect(traces.map((trace) => [trace.name, trace.line.color])).toEqual([
      ['NOI', '#d32f2f'],
      ['Cash Flow Before Debt Service', '#00838f'],
      ['Cash Flow After Debt Service', '#2e7d32'],
    ])
    for (const trace of traces)
      expect(trace).toMatchObject({ type: 'scatter', mode: 'lines+markers' })
  })

  it('plot one point per calendar year with the yearly values', () => {
    const [noi, net, afterDebt] = traces
    expect(noi!.x).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035])
    expect(noi!.y[0]).toBeCloseTo(381_546.72, 2)
    expect(net!.y[3]).toBeCloseTo(years[3]!.netCashFlow, 6)
    expect(afterDebt!.y[4]).toBeCloseTo(years[4]!.cashFlowAfterDebt, 6)
  })

  it('show dollar values in the tooltip', () => {
    expect(traces[0]!.hovertemplate).toBe('NOI: $%{y:,.0f}<extra></extra>')
  })
})

describe('dollar ticks', () => {
  it('cover the values and zero with round steps labelled in $K', () => {
    const { tickvals, ticktext } = dollarTicks([-52_000, 381_546, 444_581])
    expect(tickvals).toEqual([-100_000, 0, 100_000, 200_000, 300_000, 400_000, 500_000])
    expect(ticktext).toEqual(['($100K)', '$0', '$100K', '$200K', '$300K', '$400K', '$500K'])
  })

  it('use steps of at least $1K so labels never repeat', () => {
    const { ticktext } = dollarTicks([0, 1_200])
    expect(new Set(ticktext).size).toBe(ticktext.length)
  })

  it('still give ticks when every value is zero or not finite', () => {
    expect(dollarTicks([0, 0]).tickvals).toEqual([0])
    expect(dollarTicks([Number.NaN]).ticktext).toEqual(['$0'])
  })

  it('scale to $M once a tick reaches a million, with the decimals the steps need', () => {
    expect(dollarTicks([0, 1_180_000]).ticktext).toEqual([
      '$0',
      '$0.25M',
      '$0.5M',
      '$0.75M',
      '$1M',
      '$1.25M',
    ])
    expect(dollarTicks([-25_000_000, 246_235_000]).ticktext).toEqual([
      '($100M)',
      '$0',
      '$100M',
      '$200M',
      '$300M',
    ])
    expect(dollarTicks([0, 2_400_000]).ticktext).toContain('$2.5M')
  })
})

describe('cash flow chart layout and text alternative', () => {
  it('labels every year, or every other year in a narrow column', () => {
    expect(cashFlowLayout(years).xaxis).toMatchObject({ dtick: 1 })
    expect(cashFlowLayout(years, true).xaxis).toMatchObject({ dtick: 2 })
  })

  it('labels the y axis in $K with a tooltip per year, and leaves room for the widest label', () => {
    const layout = cashFlowLayout(years) as {
      yaxis: { ticktext: string[]; tickmode: string; automargin?: boolean }
      hovermode: string
      showlegend: boolean
      margin: { l: number }
    }
    expect(layout.yaxis.tickmode).toBe('array')
    expect(
      layout.yaxis.ticktext.every((text) => /^(\$0|\$[\d,]+K|\(\$[\d,]+K\))$/.test(text)),
    ).toBe(true)
    expect(layout.hovermode).toBe('x unified')
    // The legend is HTML beside the chart, and the margin is set: Plotly measures no text.
    expect(layout.showlegend).toBe(false)
    expect(layout.yaxis.automargin).toBeUndefined()
    const widest = Math.max(...layout.yaxis.ticktext.map((text) => text.length))
    expect(layout.margin.l).toBeGreaterThanOrEqual(7 * widest)
  })

  it('describes every yearly value in words', () => {
    const text = cashFlowDescription(years)
    expect(text).toContain('2026 to 2035')
    expect(text).toContain('2026: NOI $381,547')
    expect(text.match(/Cash Flow After Debt/g)).toHaveLength(10)
  })
})

describe('sameChartSeries', () => {
  it('is true for equal charted values even in new objects', () => {
    expect(
      sameChartSeries(
        years,
        years.map((row) => ({ ...row, dscr: 9 })),
      ),
    ).toBe(true)
  })

  it('is false when a charted value changes', () => {
    const changed = years.map((row, index) => (index === 5 ? { ...row, noi: row.noi + 1 } : row))
    expect(sameChartSeries(years, changed)).toBe(false)
    expect(sameChartSeries(years, years.slice(1))).toBe(false)
  })
})
