import { describe, expect, it } from 'vitest'
import { analysisOf, workedExample } from '../../../../tests/cash-flow-scenarios'
import { MULTI_TENANT_WORKED_EXAMPLE } from '../../../../tests/worked-example-figures'
import { formatCurrency } from '../../../lib/format'
import { figureGrid } from '../../../lib/figure-grid'
import { rateDscrGridSpec, sensitivityRows } from './sensitivity-model'

const analysis = analysisOf(workedExample)

describe('loan sizing sensitivity rows', () => {
  it('show Year 1, Year 2 and Worst Year NOI with the loan and its difference vs Year 2', () => {
    const rows = sensitivityRows(analysis.sensitivity, 'NOI')
    expect(rows.map((row) => row.label)).toEqual(['Year 1 NOI', 'Year 2 NOI', 'Worst Year NOI'])
    const { year1, year2 } = MULTI_TENANT_WORKED_EXAMPLE.sensitivity
    expect(rows[0]).toMatchObject({
      noiText: formatCurrency(year1.noi),
      loanText: formatCurrency(year1.recommendedLoan),
      differenceText: formatCurrency(year1.differenceVsYear2),
    })
    expect(rows[0]!.difference).toBeCloseTo(year1.differenceVsYear2, 2)
    expect(rows[1]).toMatchObject({
      loanText: formatCurrency(year2.recommendedLoan),
      differenceText: 'no change',
    })
  })

  it('writes a negative NOI and a loss in parentheses, as every figure of the page', () => {
    const vacant = {
      label: 'Year 1 NOI' as const,
      noi: -45_652.4,
      loan: 0,
      differenceFromYear2: 1_200,
    }
    expect(sensitivityRows([vacant], 'NOI')[0]).toMatchObject({
      noiText: '($45,652)',
      differenceText: '+$1,200',
    })
  })
})

describe('rate x DSCR table', () => {
  it('puts rates base -1 to +1 down the side and DSCR 1.15 to 1.45 across', () => {
    const table = figureGrid(rateDscrGridSpec(analysis.rateDscrGrid))
    expect(table.rows.map((row) => row.header)).toEqual([
      '5.50%',
      '6.00%',
      '6.50%',
      '7.00%',
      '7.50%',
    ])
    expect(table.columns).toEqual(['1.15x', '1.25x', '1.35x', '1.45x'])
  })

  it('marks exactly the cell of the current rate and minimum DSCR, holding the recommended loan', () => {
    const table = figureGrid(rateDscrGridSpec(analysis.rateDscrGrid))
    const current = table.rows.flatMap((row) => row.cells.filter((cell) => cell.current))
    expect(current).toHaveLength(1)
    expect(current[0]!.value).toBeCloseTo(analysis.debtSizing.recommendedLoan, 6)
    expect(table.rows[2]!.cells[1]!.current).toBe(true)
  })

  it('gives a minimum DSCR that is not one of the four its own column, and marks its cell', () => {
    const own = analysisOf({ ...workedExample, debt: { ...workedExample.debt, minDscr: 1.3 } })
    const table = figureGrid(rateDscrGridSpec(own.rateDscrGrid))
    expect(table.columns).toEqual(['1.15x', '1.25x', '1.30x', '1.35x', '1.45x'])
    const current = table.rows.flatMap((row) => row.cells.filter((cell) => cell.current))
    expect(current).toHaveLength(1)
    expect(table.rows[2]!.cells[2]!.current).toBe(true)
    expect(current[0]!.value).toBeCloseTo(own.debtSizing.recommendedLoan, 6)
  })

  it('has lower loans at higher rates and higher minimum DSCRs', () => {
    const table = figureGrid(rateDscrGridSpec(analysis.rateDscrGrid))
    const loans = table.rows.map((row) => row.cells.map((cell) => cell.value!))
    expect(loans[0]![1]!).toBeGreaterThanOrEqual(loans[4]![1]!)
    expect(loans[2]![0]!).toBeGreaterThanOrEqual(loans[2]![3]!)
  })
})
