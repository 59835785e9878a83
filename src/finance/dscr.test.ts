import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { debtServiceCoverage, rateDscr } from './dscr'
import { calculateMortgage, type MortgageInput } from './mortgage'

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

describe('the DSCR rating reads the DSCR as the page shows it (PRODUCT.md 10.7)', () => {
  // Price 1,500,000, no equity, 0% over 25 years: 5,000 a month, 60,000 a year.
  const zeroRate: MortgageInput = {
    purchasePrice: 1_500_000,
    equityPercent: 0,
    annualRatePercent: 0,
    noiAnnual: 77_700,
    loanTermYears: 25,
    amortizationYears: 25,
    loanType: 'fixed',
  }
  const rated = (noiAnnual: number) => {
    const outcome = calculateMortgage({ ...zeroRate, noiAnnual })
    if (!outcome.ok) throw new Error('expected a result')
    return outcome.result
  }

  it('rates 77,700 / 60,000 = 1.295, shown "1.30", Excellent', () => {
    // In binary 1.295 is 1.29499999..., which toFixed(2) wrote "1.29" and rated Good.
    expect(rated(77_700)).toMatchObject({ dscr: 1.295, dscrRating: 'Excellent' })
    expect(rateDscr(1.295)).toBe('Excellent')
  })

  it('rates 59,700 / 60,000 = 0.995, shown "1.00", Marginal', () => {
    expect(rated(59_700)).toMatchObject({ dscr: 0.995, dscrRating: 'Marginal' })
    expect(rateDscr(1.195)).toBe('Good')
    expect(rateDscr(1.2949)).toBe('Good')
    expect(rateDscr(0.9949)).toBe('Poor')
  })

  it('gives the rating of the figure Intl.NumberFormat shows, for any DSCR', () => {
    const shown = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false })
    const dscr = fc.oneof(
      fc.double({ min: 0, max: 3, noNaN: true }),
      fc.integer({ min: 0, max: 3_000 }).map((thousandths) => thousandths / 1_000),
    )
    fc.assert(
      fc.property(dscr, (value) => {
        const figure = Number(shown.format(value))
        const expected =
          figure >= 1.3 ? 'Excellent' : figure >= 1.2 ? 'Good' : figure >= 1 ? 'Marginal' : 'Poor'
        expect(rateDscr(value)).toBe(expected)
      }),
    )
  })
})
