import { describe, expect, it } from 'vitest'
import type { ProjectionYear } from '../../../finance/mortgage'
import {
  dscrTrendChart,
  dscrTrendDescription,
  noiVsDebtServiceChart,
  noiVsDebtServiceDescription,
} from './chart-figures'

const PROJECTION: ProjectionYear[] = [1, 2, 3, 4, 5].map((year) => {
  const noi = 180_000 * 1.03 ** (year - 1)
  return { year, noi, debtService: 121_537.29, dscr: noi / 121_537.29 }
})

describe('the projection charts', () => {
  it('groups NOI and debt service bars by year', () => {
    const chart = noiVsDebtServiceChart(PROJECTION)
    expect(chart.layout.barmode).toBe('group')
    expect(chart.data.map((trace) => trace.name)).toEqual(['NOI', 'Debt Service'])
    expect(chart.data[0]!.x).toEqual(['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5'])
    expect(chart.data[1]!.y).toEqual([121_537.29, 121_537.29, 121_537.29, 121_537.29, 121_537.29])
  })

  it('draws the lender minimum as a labelled line at 1.25x', () => {
    const chart = dscrTrendChart(PROJECTION)
    expect(chart.layout.shapes[0]).toMatchObject({ y0: 1.25, y1: 1.25, xref: 'paper' })
    expect(chart.layout.annotations[0]).toMatchObject({ y: 1.25, text: 'Lender minimum 1.25x' })
    expect(chart.layout.yaxis.range[1]).toBeGreaterThan(PROJECTION[4]!.dscr!)
  })

  it('describes the numbers in words, N/A without debt service', () => {
    expect(noiVsDebtServiceDescription(PROJECTION)).toContain('year 5 NOI $202,592')
    expect(dscrTrendDescription(PROJECTION)).toContain('year 1 1.48')
    const noLoan = PROJECTION.map((row) => ({ ...row, debtService: 0, dscr: null }))
    expect(dscrTrendDescription(noLoan)).toContain('year 1 N/A')
    expect(dscrTrendChart(noLoan).layout.yaxis.range).toEqual([0, 1.25 * 1.15])
  })
})
