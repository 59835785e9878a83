import { describe, expect, it } from 'vitest'
import { analysisOf, scenarioOf } from '../../../../tests/cash-flow-scenarios'
import underwriting from '../../../../tests/fixtures/worked-example-underwriting.json'
import { debtSummaryDelimited, debtSummaryRows } from './debt-summary-model'
import { exitFigureLines } from './exit-refinance-model'
import { sensitivityDelimited, sensitivityHeaders, sensitivityRows } from './sensitivity-model'

/** PRODUCT.md 10.9's example: sized on NCF, a 7-year loan refinanced at maturity. */
const analysis = analysisOf(scenarioOf(underwriting))

describe('figures read on Underwritten NCF say so (PRODUCT.md 11.6)', () => {
  it('names the sensitivity scenarios and their figure column Underwritten NCF', () => {
    const rows = sensitivityRows(analysis.sensitivity, 'NCF')
    expect(rows.map((row) => row.label)).toEqual([
      'Year 1 Underwritten NCF',
      'Year 2 Underwritten NCF',
      'Worst Year Underwritten NCF',
    ])
    const year1 = analysis.years[0]!
    expect(rows[0]!.noi).toBe(year1.underwrittenNcf)
    expect(sensitivityHeaders('NCF')[1]).toBe('Underwritten NCF')
    expect(sensitivityDelimited(analysis.sensitivity, 'NCF', ',').split('\r\n')[1]).toMatch(
      new RegExp(`^Year 1 Underwritten NCF,${year1.underwrittenNcf.toFixed(2)}`),
    )
  })

  it('names the lowest and average DSCRs of the debt summary "(Underwritten NCF)"', () => {
    const terms = debtSummaryRows(analysis.debtSummary, 'NCF').map((row) => row.term)
    expect(terms).toContain('Lowest Annual DSCR (Underwritten NCF)')
    expect(terms).toContain('Average Annual DSCR (Underwritten NCF)')
    expect(debtSummaryRows(analysis.debtSummary, 'NOI').map((row) => row.term)).toContain(
      'Lowest Annual DSCR',
    )
    expect(debtSummaryDelimited(analysis.debtSummary, 'NCF', ',')).toMatch(
      /Lowest Annual DSCR \(Underwritten NCF\),\d+(\.\d{1,2})?\r\n/,
    )
  })
})

describe('the Exit & Refinance copy', () => {
  it('carries the refinance loan of a loan maturing before year 10, and none after', () => {
    const lines = exitFigureLines(analysis.exitRefinance!)
    expect(lines.at(-1)).toEqual(['Refinance Loan', analysis.exitRefinance!.refinanceLoan])
    const tenYear = analysisOf({
      ...scenarioOf(underwriting),
      debt: { ...scenarioOf(underwriting).debt, loanTermYears: 10 },
    })
    expect(exitFigureLines(tenYear.exitRefinance!).map(([label]) => label)).not.toContain(
      'Refinance Loan',
    )
  })
})
