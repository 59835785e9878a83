import { describe, expect, it } from 'vitest'
import { forEveryValidAnalysis } from '../../../tests/arbitraries'
import { analysisOf, depthExample, singleTenant } from '../../../tests/cash-flow-scenarios'
import { DEPTH_WORKED_EXAMPLE } from '../../../tests/worked-example-figures'
import { npv } from '../time-value'

describe('investment returns on the PRODUCT.md 9.7 worked example', () => {
  const analysis = analysisOf(depthExample)
  const returns = analysis.returns!
  const expected = DEPTH_WORKED_EXAMPLE.returns

  it('sizes the loan as published: DSCR-limited under the LTV test on the value', () => {
    const { sizing } = DEPTH_WORKED_EXAMPLE
    expect(analysis.debtSizing.recommendedLoan).toBeCloseTo(sizing.recommendedLoan, 2)
    expect(analysis.debtSizing.limitingTest).toBe(sizing.limitingFactor)
    expect(analysis.debtSizing.maxLoanLTV).toBeCloseTo(sizing.maxLoanLTV, 2)
    expect(analysis.debtSizing.ltv).toBeCloseTo(sizing.ltv, 4)
  })

  it('gives the published equity, IRRs, equity multiple and cash-on-cash', () => {
    expect(returns.equity).toBeCloseTo(expected.equity, 2)
    expect(returns.unleveredIrr).toBeCloseTo(expected.unleveredIrr, 4)
    expect(returns.leveredIrr).toBeCloseTo(expected.leveredIrr, 4)
    expect(returns.equityMultiple).toBeCloseTo(expected.equityMultiple, 2)
    expect(returns.cashOnCashYear1).toBeCloseTo(expected.cashOnCashYear1, 4)
    expect(returns.averageCashOnCash).toBeCloseTo(expected.averageCashOnCash, 4)
  })

  it('sells at the year-11 NOI over the exit cap, less 2%, and repays the balloon', () => {
    expect(returns.salePrice).toBe(analysis.exitRefinance!.exitValue)
    expect(returns.netSaleProceeds).toBeCloseTo(returns.salePrice * 0.98, 6)
    expect(returns.loanPayoffAtSale).toBe(analysis.debtSummary.balloonAtMaturity)
    expect(returns.unleveredFlows[0]).toBe(-5_500_000)
    expect(returns.leveredFlows[10]).toBeCloseTo(
      analysis.years[9]!.cashFlowAfterDebt + returns.netSaleProceeds - returns.loanPayoffAtSale,
      6,
    )
  })

  it('has none without a property value', () => {
    expect(
      analysisOf({ ...depthExample, debt: { ...depthExample.debt, propertyValue: null } }).returns,
    ).toBeNull()
  })
})

describe('investment returns, worked by hand', () => {
  // One tenant, 10,000 SF at $20 flat to 2045, no expenses: NOI and net cash flow 190,000 a year.
  // Value 2,000,000, exit cap 9.5%: sale 2,000,000 (year-11 NOI 190,000), 2% selling costs.
  const flat = singleTenant(
    { squareFootage: 10_000, baseRent: 20, leaseExpiration: '2045-12-31' },
    {
      debt: { ...depthExample.debt, propertyValue: 2_000_000 },
      exit: { exitCapRatePercent: 9.5, refinanceRatePercent: null, sellingCostsPercent: 2 },
    },
  )

  it('earns the cap rate unlevered when buying and selling at the same value, before costs', () => {
    const returns = analysisOf(flat).returns!
    expect(returns.salePrice).toBeCloseTo(2_000_000, 6)
    expect(returns.netSaleProceeds).toBeCloseTo(1_960_000, 6)
    expect(returns.unleveredFlows).toHaveLength(11)
    expect(returns.unleveredFlows[10]).toBeCloseTo(190_000 + 1_960_000, 6)
    // 9.5% a year with the capital back less 2% at the end: =IRR(...) = 9.3707%.
    expect(npv(returns.unleveredIrr!, returns.unleveredFlows)).toBeCloseTo(0, 4)
    expect(returns.unleveredIrr).toBeCloseTo(0.093707, 5)
  })

  it('shows no levered figure when the loan is the whole value', () => {
    const whole = { ...flat.debt, propertyValue: 100_000, maxLtvPercent: 100 }
    const all = analysisOf({ ...flat, debt: whole })
    expect(all.returns!.equity).toBe(0)
    expect(all.returns).toMatchObject({
      leveredIrr: null,
      equityMultiple: null,
      cashOnCashYear1: null,
      averageCashOnCash: null,
    })
    expect(all.returns!.unleveredIrr).not.toBeNull()
  })
})

describe('investment returns on absurd inputs', () => {
  it('shows no infinite multiple on a property value of 1e-300 dollars (found by fast-check)', () => {
    const dust = analysisOf({
      ...depthExample,
      marketLeasing: { ...depthExample.marketLeasing, enabled: true, capexTiPerSf: 1_234.56 },
      debt: { ...depthExample.debt, propertyValue: 1e-300 },
    })
    const returns = dust.returns!
    expect(returns.equity).toBeGreaterThan(0)
    for (const figure of [
      returns.equityMultiple,
      returns.cashOnCashYear1,
      returns.averageCashOnCash,
    ])
      expect(figure === null || Number.isFinite(figure)).toBe(true)
    expect(returns.equityMultiple).toBeNull()
  })
})

describe('investment returns properties', () => {
  it('the NPV of each flow at its IRR is 0, and nothing is NaN', () => {
    forEveryValidAnalysis(({ returns }) => {
      if (!returns) return
      for (const [rate, flows] of [
        [returns.unleveredIrr, returns.unleveredFlows],
        [returns.leveredIrr, returns.leveredFlows],
      ] as const) {
        if (rate === null) continue
        const magnitude = npv(rate, flows.map(Math.abs))
        expect(Math.abs(npv(rate, flows))).toBeLessThanOrEqual(magnitude * 1e-9)
      }
      expect(
        Object.values(returns)
          .flat()
          .every((value) => !Number.isNaN(value)),
      ).toBe(true)
    })
  })
})
