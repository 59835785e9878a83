import { describe, expect, it } from 'vitest'
import { forEveryValidAnalysis } from '../../../tests/arbitraries'
import { analysisOf, depthExample, singleTenant } from '../../../tests/cash-flow-scenarios'
import { DEPTH_WORKED_EXAMPLE } from '../../../tests/worked-example-figures'
import { pv } from '../time-value'
import { maturityYearIndex } from './exit-refinance'
import type { AnalysisInput } from './types'

const withDebt = (changes: Partial<AnalysisInput['debt']>, exit = depthExample.exit) => ({
  ...depthExample,
  debt: { ...depthExample.debt, ...changes },
  exit,
})

describe('a refinance tie to the cent (PRODUCT.md 10.7)', () => {
  it("names LTV on 9.7's example at exit cap 9%, refinance rate 5%, LTV 75%, debt yield 12%", () => {
    // Forward NOI 527,164.18 (527,164.1765459...): LTV = NOI / 0.09 x 0.75 and debt yield =
    // NOI / 0.12 are the same amount, 4,393,034.80, but their floats differ in the last bit, and
    // unrounded the smaller, the debt yield's, would be named.
    const test = analysisOf(
      withDebt(
        { maxDebtYieldPercent: 12 },
        { exitCapRatePercent: 9, refinanceRatePercent: 5, sellingCostsPercent: 2 },
      ),
    ).exitRefinance!
    expect(test.refinanceByLtv).toBeCloseTo(4_393_034.8, 2)
    expect(test.refinanceByDebtYield).toBeCloseTo(4_393_034.8, 2)
    expect(test.refinanceByLtv).not.toBe(test.refinanceByDebtYield)
    expect(test.refinanceLimitingTest).toBe('LTV')
    expect(test.refinanceProceeds).toBe(test.refinanceByLtv)
  })
})

describe('exit and refinance on the PRODUCT.md 9.7 worked example', () => {
  const analysis = analysisOf(depthExample)
  const test = analysis.exitRefinance!
  const expected = DEPTH_WORKED_EXAMPLE.exitRefinance

  it('values the year-11 NOI at the exit cap and sets the balloon against it', () => {
    expect(test.maturityYear).toBe(expected.maturityYear)
    expect(test.forwardNoi).toBeCloseTo(expected.forwardNoi, 2)
    expect(analysis.year11.noi).toBe(test.forwardNoi)
    expect(test.exitValue).toBeCloseTo(expected.exitValue, 2)
    expect(test.balloon).toBeCloseTo(expected.balloonAtMaturity, 2)
    expect(test.balloon).toBe(analysis.debtSummary.balloonAtMaturity)
    expect(test.maturityLtv).toBeCloseTo(expected.maturityLtv, 4)
    expect(test.exitDebtYield).toBeCloseTo(expected.exitDebtYield, 4)
  })

  it('refinances 4,946,337.80 on the LTV test: 1,615,360.54 of cash-out capacity', () => {
    expect(test.refinanceProceeds).toBeCloseTo(expected.refinanceProceeds, 2)
    expect(test.refinanceLimitingTest).toBe(expected.refinanceLimitingTest)
    expect(test.refinanceGap).toBeCloseTo(expected.refinanceGap, 2)
    expect(test.refinanceRate).toBe(0.065)
  })

  it('grids the gap over exit caps 7.5%-9.5% and refinance rates 6.5%-8.5%', () => {
    expect(test.grid.exitCapRates).toEqual([0.075, 0.08, 0.085, 0.09, 0.095])
    expect(test.grid.refinanceRates).toEqual([0.065, 0.075, 0.085])
    expect(test.grid.gaps[1]![0]).toBe(test.refinanceGap)
  })

  it('keeps the 4.3 figures of years 1-10: the 11th year only adds', () => {
    const plain = analysisOf({
      ...depthExample,
      debt: { ...depthExample.debt, propertyValue: null },
    })
    expect(plain.years.slice(0, 10).map((row) => row.noi)).toEqual(
      analysis.years.map((row) => row.noi),
    )
    expect(analysis.years).toHaveLength(10)
    expect(analysis.year11.year).toBe(2036)
    expect(analysis.year11.debtService).toBe(0)
  })
})

describe('exit and refinance, worked by hand', () => {
  // One NNN tenant, 10,000 SF at $20 flat to 2045, no expenses: NOI 190,000 a year (5% vacancy).
  const flat = singleTenant(
    { squareFootage: 10_000, baseRent: 20, leaseExpiration: '2045-12-31' },
    { debt: { ...depthExample.debt, loanTermYears: 5, interestOnlyYears: 0, propertyValue: null } },
  )

  it('tests a 5-year loan on the NOI of year 6 at the refinance rate', () => {
    const test = analysisOf({
      ...flat,
      exit: { ...flat.exit, refinanceRatePercent: 7 },
    }).exitRefinance!
    expect(test.maturityYearIndex).toBe(5)
    expect(test.maturityYear).toBe(2030)
    expect(test.forwardNoi).toBeCloseTo(190_000, 6)
    expect(test.exitValue).toBeCloseTo(190_000 / 0.08, 6) // 2,375,000
    expect(test.refinanceByDscr).toBeCloseTo(pv(0.07 / 12, 300, 190_000 / 1.25 / 12), 6)
    expect(test.refinanceByDebtYield).toBeCloseTo(1_900_000, 6)
    expect(test.refinanceByLtv).toBeCloseTo(1_781_250, 6)
    expect(test.refinanceProceeds).toBeCloseTo(1_781_250, 6)
    expect(test.refinanceLimitingTest).toBe('LTV')
    expect(test.refinanceGap).toBeCloseTo(test.balloon - 1_781_250, 6)
  })

  it('says nothing of a loan that matures after the analysis', () => {
    expect(analysisOf(withDebt({ loanTermYears: 15 })).exitRefinance).toBeNull()
    expect(analysisOf(withDebt({ loanTermYears: 10 })).exitRefinance).not.toBeNull()
    expect(maturityYearIndex(90)).toBe(8)
    expect(maturityYearIndex(121)).toBe(11)
  })

  it('shows no maturity LTV without an exit value and no exit debt yield without a balloon', () => {
    const vacant = analysisOf(singleTenant({ baseRent: 0 }, { debt: { ...flat.debt } }))
    const test = vacant.exitRefinance!
    expect(test.exitValue).toBe(0)
    expect(test.maturityLtv).toBeNull()
    expect(test.balloon).toBe(0)
    expect(test.exitDebtYield).toBeNull()
    expect(test.refinanceGap).toBe(0)
  })

  it('leaves out exit cap rows at or below 0', () => {
    const low = { ...depthExample.exit, exitCapRatePercent: 0.5 }
    expect(analysisOf(withDebt({}, low)).exitRefinance!.grid.exitCapRates).toEqual([
      0.005, 0.01, 0.015, 0.02,
    ])
  })
})

describe('exit and refinance properties', () => {
  it('a lower exit cap never widens the refinance gap', () => {
    forEveryValidAnalysis(({ exitRefinance: test }) => {
      if (!test) return
      for (let row = 1; row < test.grid.gaps.length; row++)
        test.grid.gaps[row]!.forEach((gap, column) =>
          expect(test.grid.gaps[row - 1]![column]).toBeLessThanOrEqual(gap + 1e-6),
        )
      expect(Number.isFinite(test.refinanceGap)).toBe(true)
    })
  })
})
