import { describe, expect, it } from 'vitest'
import { analysisOf, scenarioOf } from '../../../tests/cash-flow-scenarios'
import { UNDERWRITING_WORKED_EXAMPLE } from '../../../tests/worked-example-figures'

/** Equal to the published figure once rounded to cents (published half cents round up). */
function expectCents(actual: number, published: number) {
  expect(Math.abs(actual - published)).toBeLessThanOrEqual(0.005 + 1e-6)
}

describe('the PRODUCT.md 10.9 worked example, to the cent', () => {
  const example = UNDERWRITING_WORKED_EXAMPLE
  const analysis = analysisOf(scenarioOf(example.scenario, example.startYear))

  it.each(example.years)('gives the published figures of $year', (published) => {
    const row = analysis.years.find((candidate) => candidate.year === published.year)!
    for (const [field, value] of Object.entries(published)) {
      const computed = row[field as keyof typeof published]
      if (field === 'dscr') expect(computed.toFixed(2)).toBe(value.toFixed(2))
      else expectCents(computed, value)
    }
  })

  it('sizes the loan on the stabilized NCF, limited by DSCR', () => {
    const { sizing } = example
    const { debtSizing } = analysis
    expect(debtSizing.sizedOn).toBe('NCF')
    expectCents(debtSizing.stabilizedNoi, sizing.stabilizedNoi)
    expectCents(debtSizing.maxLoanDSCR, sizing.maxLoanDSCR)
    expectCents(debtSizing.maxLoanDebtYield, sizing.maxLoanDebtYield)
    expectCents(debtSizing.maxLoanLTV!, sizing.maxLoanLTV)
    expectCents(debtSizing.recommendedLoan, sizing.recommendedLoan)
    expect(debtSizing.limitingTest).toBe(sizing.limitingFactor)
  })

  it('refinances the balloon at month 84 and pays the new loan from month 85', () => {
    const { refinance } = example
    const test = analysis.exitRefinance!
    expect(test.maturityYearIndex * 12).toBe(refinance.maturityMonth)
    expectCents(test.balloon, refinance.balloonAtMaturity)
    expectCents(test.refinanceProceeds, refinance.refinanceProceeds)
    expect(test.refinanceLimitingTest).toBe(refinance.refinanceLimitingTest)
    expectCents(test.refinanceLoan, refinance.refinanceLoan)
    const year = analysis.years.find((row) => row.year === refinance.refinanceYear)!
    expectCents(year.debtService, refinance.refinanceYearDebtService)
  })

  it('gives the published returns', () => {
    const { returns } = example
    const computed = analysis.returns!
    expectCents(computed.equity, returns.equity)
    expect(computed.unleveredIrr).toBeCloseTo(returns.unleveredIrr, 4)
    expect(computed.leveredIrr).toBeCloseTo(returns.leveredIrr, 4)
    expect(computed.equityMultiple).toBeCloseTo(returns.equityMultiple, 2)
    expect(computed.cashOnCashYear1).toBeCloseTo(returns.cashOnCashYear1, 4)
  })
})
