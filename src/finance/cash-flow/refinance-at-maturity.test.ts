import { describe, expect, it } from 'vitest'
import { analysisOf, depthExample, singleTenant } from '../../../tests/cash-flow-scenarios'
import type { AnalysisInput } from './types'

/**
 * PRODUCT.md 10.7, a loan maturing before year 10, by hand. One tenant, 10,000 SF at $20 flat to
 * 2045, no expenses: NOI 190,000 a year (5% vacancy). Value 2,000,000; the loan sizes at 75% LTV,
 * 1,500,000 (by DSCR 1,875,967.46, by debt yield 1,900,000), at 6.5% over 25 years, 2 years
 * interest-only, a 5-year term. Months 1-24 pay 1,500,000 x 0.065 / 12 = 8,125 (97,500 a year);
 * months 25-60 PMT(0.065 / 12, 300, 1,500,000) = 10,128.11 (121,537.29 a year). The balloon after
 * 36 level payments is PV(0.065 / 12, 264, 10,128.107420) = 1,420,613.48.
 */
const fiveYearLoan = (exitCapRatePercent: number): AnalysisInput =>
  singleTenant(
    { squareFootage: 10_000, baseRent: 20, leaseExpiration: '2045-12-31' },
    {
      debt: { ...depthExample.debt, propertyValue: 2_000_000, loanTermYears: 5 },
      exit: { exitCapRatePercent, refinanceRatePercent: null, sellingCostsPercent: 2 },
    },
  )

const BALLOON = 1_420_613.48

describe('a 5-year loan refinanced without a shortfall', () => {
  // Exit cap 9.5%: forward NOI 190,000 / 0.095 = 2,000,000; proceeds = the LTV test 1,500,000,
  // above the balloon, so the refinance loan is the balloon, 1,420,613.48, at 6.5% over 25 years
  // from month 61: PMT(0.065 / 12, 300, 1,420,613.48) = 9,592.08 a month, 115,105.01 a year.
  const analysis = analysisOf(fiveYearLoan(9.5))
  const test = analysis.exitRefinance!

  it('refinances the whole balloon and pays the new loan from the month after maturity', () => {
    expect(analysis.debtSizing.recommendedLoan).toBe(1_500_000)
    expect(test.balloon).toBeCloseTo(BALLOON, 2)
    expect(test.refinanceProceeds).toBe(1_500_000)
    expect(test.refinanceLoan).toBeCloseTo(BALLOON, 2)
    const service = [...analysis.years, analysis.year11].map((row) => row.debtService)
    expect(service.slice(0, 5)).toEqual(
      [97_500, 97_500, 121_537.29, 121_537.29, 121_537.29].map((v) => expect.closeTo(v, 2)),
    )
    for (const year of service.slice(5)) expect(year).toBeCloseTo(115_105.01, 2)
  })

  it('reads the DSCRs after the maturity on the new payments', () => {
    expect(analysis.years[5]!.dscr).toBeCloseTo(190_000 / 115_105.007241, 6)
    expect(analysis.debtSummary.minDscr).toBeCloseTo(190_000 / 121_537.289043, 6)
  })

  it('pays no equity at maturity and repays the new loan from the sale', () => {
    // Balance of the refinance loan after 60 payments: PV(0.065 / 12, 240, 9,592.083937)
    // = 1,286,538.30. Year 10: 190,000 - 115,105.01 + 1,960,000 - 1,286,538.30.
    const returns = analysis.returns!
    expect(returns.leveredFlows[5]).toBeCloseTo(190_000 - 121_537.289043, 2)
    expect(returns.loanPayoffAtSale).toBeCloseTo(1_286_538.3, 2)
    expect(returns.leveredFlows[10]).toBeCloseTo(
      190_000 - 115_105.007241 + 1_960_000 - 1_286_538.299175,
      2,
    )
  })
})

describe('a 5-year loan refinanced with a shortfall', () => {
  // Exit cap 15%: exit value 190,000 / 0.15 = 1,266,666.67; proceeds = 75% of it, 950,000,
  // under the balloon. The refinance loan is 950,000 (PMT 6,414.47 a month, 76,973.62 a year);
  // equity pays the shortfall 1,420,613.48 - 950,000 = 470,613.48 in year 5.
  const analysis = analysisOf(fiveYearLoan(15))
  const test = analysis.exitRefinance!

  it('refinances what the proceeds allow and leaves equity the shortfall', () => {
    expect(test.refinanceProceeds).toBeCloseTo(950_000, 6)
    expect(test.refinanceLimitingTest).toBe('LTV')
    expect(test.refinanceGap).toBeCloseTo(470_613.48, 2)
    expect(test.refinanceLoan).toBeCloseTo(950_000, 6)
    for (const row of analysis.years.slice(5)) expect(row.debtService).toBeCloseTo(76_973.62, 2)
  })

  it('takes the shortfall from equity in year 5 and repays the new loan at the sale', () => {
    // Sale 1,266,666.67 less 2%: 1,241,333.33; refinance balance after 60 payments 860,340.55.
    const returns = analysis.returns!
    expect(returns.leveredFlows[5]).toBeCloseTo(190_000 - 121_537.289043 - 470_613.477739, 2)
    expect(returns.loanPayoffAtSale).toBeCloseTo(860_340.55, 2)
    expect(returns.leveredFlows[10]).toBeCloseTo(
      190_000 - 76_973.616394 + 1_241_333.333333 - 860_340.552422,
      2,
    )
  })
})

describe('a loan maturing in year 10 or later', () => {
  it('is not refinanced within the analysis', () => {
    const tenYear = analysisOf({
      ...fiveYearLoan(9.5),
      debt: { ...fiveYearLoan(9.5).debt, loanTermYears: 10 },
    })
    expect(tenYear.exitRefinance!.refinanceLoan).toBe(0)
    expect(tenYear.returns!.loanPayoffAtSale).toBe(tenYear.debtSummary.balloonAtMaturity)
  })
})
