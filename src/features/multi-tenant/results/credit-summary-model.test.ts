import { describe, expect, it } from 'vitest'
import monthlyJson from '../../../../tests/fixtures/worked-example-monthly.json'
import {
  analysisOf,
  scenarioOf,
  tenant,
  workedExample,
} from '../../../../tests/cash-flow-scenarios'
import { creditSummary, monthInWords } from './credit-summary-model'

/** PRODUCT.md 11.10: from November 2026, two leases and a vacant suite, sized on Underwritten NCF. */
const monthly = scenarioOf(monthlyJson)
const analysis = analysisOf(monthly)
const textOf = (lines: readonly { label: string; text: string }[], label: string) =>
  lines.find((line) => line.label === label)?.text

describe('the credit summary of the PRODUCT.md 11.10 example', () => {
  const summary = creditSummary(analysis, '  Maple Plaza ')

  it('describes the property with the hand-worked figures of 11.10', () => {
    expect(summary.property).toEqual([
      { label: 'Property', text: 'Maple Plaza' },
      { label: 'Analysis Start', text: 'November 2026' },
      { label: 'Building Area', text: '26,000 SF' },
      { label: 'Occupancy at Start', text: '90.38%' },
      { label: 'Tenants', text: '2 occupied, 1 vacant suite' },
      { label: 'WALT (by rent)', text: '2.60 years' },
    ])
  })

  it('reads the loan on Underwritten NCF, each DSCR with its rating', () => {
    expect(summary.loan.map((line) => line.label)).toEqual([
      'Stabilized Underwritten NCF',
      'Recommended Loan',
      'Limiting Test',
      'LTV',
      'Year-1 DSCR (Underwritten NCF)',
      'Lowest Annual DSCR (Underwritten NCF)',
      'Going-In Debt Yield',
      'Balloon at Maturity',
      'Refinance at Maturity',
      'Levered IRR',
    ])
    expect(textOf(summary.loan, 'Limiting Test')).toBe(analysis.debtSizing.limitingTest)
    for (const label of ['Year-1 DSCR (Underwritten NCF)', 'Lowest Annual DSCR (Underwritten NCF)'])
      expect(textOf(summary.loan, label)).toMatch(
        /^\d+\.\d{2}x \((Excellent|Good|Marginal|Poor)\)$/,
      )
    expect(textOf(summary.loan, 'LTV')).toMatch(/^\d+\.\d{2}%$/)
    expect(textOf(summary.loan, 'Going-In Debt Yield')).toMatch(/^\d+\.\d{2}%$/)
    expect(textOf(summary.loan, 'Refinance at Maturity')).toMatch(
      /^(Refinanceable in .+: cash-out capacity|Shortfall in .+: \$[\d,]+ of equity needed)/,
    )
  })

  it('balances Sources & Uses: the loan and the equity buy the property at its value', () => {
    const { sourcesAndUses } = summary
    expect(sourcesAndUses).not.toBeNull()
    const [loan, equity] = sourcesAndUses!.sources
    expect(loan!.label).toBe('Loan')
    expect(loan!.amount).toBe(analysis.debtSizing.recommendedLoan)
    expect(equity!.label).toBe('Equity')
    expect(loan!.amount + equity!.amount).toBeCloseTo(5_500_000, 6)
    expect(sourcesAndUses!.uses).toEqual([
      { label: 'Purchase Price', amount: 5_500_000, text: '$5,500,000', share: '100.00%' },
    ])
    expect(sourcesAndUses!.totalText).toBe('$5,500,000')
  })
})

describe('the credit summary of other loans', () => {
  it('says what does not apply without a property value, and names no property', () => {
    const summary = creditSummary(analysisOf(workedExample))
    expect(summary.property[0]).toEqual({ label: 'Property', text: 'Not named' })
    expect(summary.sourcesAndUses).toBeNull()
    expect(summary.loan).toContainEqual({ label: 'LTV', text: 'Not applied (no property value)' })
    expect(summary.loan).toContainEqual({ label: 'Levered IRR', text: 'N/A (no property value)' })
    expect(summary.loan[0]!.label).toBe('Stabilized NOI')
  })

  it('has no refinance test for a loan maturing after the analysis', () => {
    const longTerm = analysisOf({ ...monthly, debt: { ...monthly.debt, loanTermYears: 15 } })
    expect(creditSummary(longTerm).loan).toContainEqual({
      label: 'Refinance at Maturity',
      text: 'Matures after the 10-year analysis',
    })
  })

  it('counts the rows the analysis leaves out', () => {
    const backwards = tenant({ id: 'x', leaseStart: '2027-01-01', leaseExpiration: '2026-01-01' })
    const withBadRow = analysisOf({ ...monthly, tenants: [...monthly.tenants, backwards] })
    expect(creditSummary(withBadRow).property).toContainEqual({
      label: 'Tenants',
      text: '2 occupied, 1 vacant suite; 1 row left out',
    })
  })

  it('writes the analysis start as a month in words', () => {
    expect(monthInWords('2026-01')).toBe('January 2026')
    expect(monthInWords('not a month')).toBe('not a month')
  })
})
