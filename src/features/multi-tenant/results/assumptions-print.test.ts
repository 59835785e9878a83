import { describe, expect, it } from 'vitest'
import { scenarioOf } from '../../../../tests/cash-flow-scenarios'
import underwriting from '../../../../tests/fixtures/worked-example-underwriting.json'
import { assumptionLines } from './assumptions-print'

const sections = (scenario: ReturnType<typeof scenarioOf>) =>
  Object.fromEntries(assumptionLines(scenario).map(({ title, lines }) => [title, lines]))

describe('the printed assumptions (PRODUCT.md 10.3, 10.4)', () => {
  const example = scenarioOf(underwriting)

  it('list the underwriting adjustments and what the loan is sized on', () => {
    expect(sections(example)['Underwriting Adjustments']).toEqual([
      ['General Vacancy (%)', '5.00%'],
      ['Credit Loss (%)', '1.00%'],
      ['Capital Reserves ($/SF/yr)', '$0.25/SF'],
      ['TI/LC Reserve ($/SF/yr)', '$0.00/SF'],
      ['Size Loan On', 'Underwritten NCF'],
    ])
  })

  it('list renewal and downtime with the market terms, an empty renewal item as the market value', () => {
    const leasing = sections({
      ...example,
      marketLeasing: { ...example.marketLeasing, renewalTiPerSf: null },
    })['Market Leasing']!
    expect(leasing).toContainEqual(['Renewal Probability (%)', '75.00%'])
    expect(leasing).toContainEqual(['Downtime (Months)', '6 months'])
    expect(leasing).toContainEqual(['Renewal TI ($/SF)', 'Market value'])
    expect(leasing).toContainEqual(['Renewal Free Rent (Months)', '1 month'])
    expect(leasing).toContainEqual(['Vacancy Method', 'Downtime'])
  })
})
