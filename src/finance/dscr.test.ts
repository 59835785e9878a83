import { describe, expect, it } from 'vitest'
import { debtServiceCoverage, rateDscr } from './dscr'
import { calculateMortgage } from './mortgage'

describe('debtServiceCoverage', () => {
  it('divides the NOI by the annual debt service (PRODUCT.md 4.1)', () => {
    expect(debtServiceCoverage(180_000, 121_537.29)).toBeCloseTo(1.481, 3)
    expect(rateDscr(1.481)).toBe('Excellent')
  })

  it('is N/A without debt service', () => {
    expect(debtServiceCoverage(180_000, 0)).toBeNull()
  })

  it('is N/A, not Infinity, when the debt service is too small to divide by', () => {
    // Found by the hostile-input e2e properties: a loan of 1e-300 dollars showed "—" rated Excellent.
    expect(debtServiceCoverage(1e12, 4e-302)).toBeNull()
    const outcome = calculateMortgage({
      purchasePrice: 1e-300,
      equityPercent: 0,
      annualRatePercent: 0,
      noiAnnual: 1e12,
      loanTermYears: 25,
      amortizationYears: 25,
      loanType: 'variable',
    })
    if (!outcome.ok) throw new Error('expected a result')
    const { dscr, dscrRating, projectionData, rateShock } = outcome.result
    expect([dscr, dscrRating]).toEqual([null, null])
    expect(projectionData.map((year) => year.dscr)).toEqual([null, null, null, null, null])
    expect(rateShock?.map((shock) => shock.dscr)).toEqual([null, null])
  })
})
