import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MORTGAGE_WORKED_EXAMPLE } from '../../tests/worked-example-figures'
import { mortgageResult, mortgageWorkedExample } from '../../tests/worked-examples'
import { calculateMortgage } from './mortgage'

const workedExample = mortgageWorkedExample
const resultOf = mortgageResult

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

describe('calculateMortgage on the PRODUCT.md 4.1 worked example', () => {
  const result = resultOf(workedExample)

  const { dscr, dscrRating, year5Noi, ...toTheCent } = MORTGAGE_WORKED_EXAMPLE.expected

  it.each(Object.entries(toTheCent))('gives the published %s to the cent', (field, figure) => {
    expect(result[field as keyof typeof toTheCent]).toBeCloseTo(figure, 2)
  })

  it('gives the published DSCR, its rating and the year-5 NOI', () => {
    expect(result.dscr).toBeCloseTo(1.481, 3)
    expect(result.dscr).toBeCloseTo(dscr, 2)
    expect(result.dscrRating).toBe(dscrRating)
    expect(result.projectionData[4]!.noi).toBeCloseTo(year5Noi, 2)
  })

  it('projects five years of NOI growing 3% against a constant debt service', () => {
    expect(result.projectionData.map((year) => year.year)).toEqual([1, 2, 3, 4, 5])
    expect(result.projectionData[1]!.noi).toBeCloseTo(185_400, 6)
    for (const year of result.projectionData) {
      expect(year.debtService).toBe(result.annualDebtService)
      expect(year.dscr).toBeCloseTo(year.noi / result.annualDebtService, 10)
    }
  })

  it('has a yearly schedule over the term whose totals agree with the cards', () => {
    const yearly = result.schedule.yearly
    expect(yearly).toHaveLength(10)
    expect(result.schedule.monthly).toHaveLength(120)
    expect(sum(yearly.map((row) => row.interest))).toBeCloseTo(result.totalInterest, 4)
    expect(sum(yearly.map((row) => row.principal)) + result.balloonPayment).toBeCloseTo(
      1_500_000,
      4,
    )
    expect(yearly[9]!.endingBalance).toBeCloseTo(result.balloonPayment, 4)
    expect(yearly[0]!.payment).toBeCloseTo(121_537.29, 2)
  })

  it('shows no rate shock for a fixed-rate loan', () => {
    expect(result.rateShock).toBeNull()
  })
})

describe('calculateMortgage edge cases', () => {
  it('divides the loan evenly with no interest at a 0% rate', () => {
    const result = resultOf({ ...workedExample, annualRatePercent: 0 })
    expect(result.monthlyPayment).toBeCloseTo(5_000, 8)
    expect(result.totalInterest).toBeCloseTo(0, 6)
    expect(result.balloonPayment).toBeCloseTo(900_000, 6)
  })

  it('has no debt service and a DSCR of N/A with 100% equity', () => {
    const result = resultOf({ ...workedExample, equityPercent: 100 })
    expect(result.loanAmount).toBe(0)
    expect(result.monthlyPayment).toBe(0)
    expect(result.dscr).toBeNull()
    expect(result.dscrRating).toBeNull()
    expect(result.projectionData.every((year) => year.dscr === null)).toBe(true)
    expect(result.totalLoanCost).toBe(0)
  })

  it('rates a zero NOI as a Poor 0.00 coverage', () => {
    const result = resultOf({ ...workedExample, noiAnnual: 0 })
    expect(result.dscr).toBe(0)
    expect(result.dscrRating).toBe('Poor')
  })

  it('has no balloon and counts only real interest when the term outlasts the amortization', () => {
    const result = resultOf({ ...workedExample, loanTermYears: 30, amortizationYears: 15 })
    expect(result.balloonPayment).toBe(0)
    expect(result.totalInterest).toBeCloseTo(result.monthlyPayment * 180 - 1_500_000, 4)
    expect(result.schedule.yearly).toHaveLength(30)
    expect(result.schedule.yearly[14]!.endingBalance).toBe(0)
    expect(result.schedule.yearly[20]!.payment).toBe(0)
  })

  /** The rating of the worked example with the NOI that gives it `dscr` (unrounded). */
  const ratingAt = (dscr: number) =>
    resultOf({ ...workedExample, noiAnnual: 121_537.28904257549 * dscr }).dscrRating

  it.each([
    // At the thresholds 1.30, 1.20 and 1.00.
    [1.3, 'Excellent'],
    [1.29, 'Good'],
    [1.2, 'Good'],
    [1.19, 'Marginal'],
    [1, 'Marginal'],
    [0.99, 'Poor'],
    // As displayed (PRODUCT.md 8): 1.2999 shows "1.30" and is Excellent.
    [1.2999, 'Excellent'],
    [1.19951, 'Good'],
    [0.99951, 'Marginal'],
    [1.2949, 'Good'],
  ])('rates a DSCR of %s %s, by its value shown to 2 decimals', (dscr, rating) => {
    expect(ratingAt(dscr)).toBe(rating)
  })

  it('shocks a variable rate by +1.00 and +2.00 points', () => {
    const result = resultOf({ ...workedExample, loanType: 'variable' })
    expect(result.rateShock).toHaveLength(2)
    const [plusOne, plusTwo] = result.rateShock!
    expect(plusOne!.annualRatePercent).toBe(7.5)
    expect(plusOne!.monthlyPayment).toBeCloseTo(11_084.87, 2) // =PMT(7.5%/12,300,-1500000)
    expect(plusTwo!.monthlyPayment).toBeCloseTo(12_078.41, 2) // =PMT(8.5%/12,300,-1500000)
    expect(plusTwo!.dscr).toBeCloseTo(180_000 / (12 * plusTwo!.monthlyPayment), 10)
  })

  it('names each invalid input instead of computing', () => {
    const outcome = calculateMortgage({
      ...workedExample,
      purchasePrice: Number.NaN,
      equityPercent: 101,
      annualRatePercent: -1,
      noiAnnual: Infinity,
    })
    expect(outcome.ok).toBe(false)
    if (outcome.ok) return
    expect(outcome.problems.map((problem) => problem.field).sort()).toEqual([
      'annualRatePercent',
      'equityPercent',
      'noiAnnual',
      'purchasePrice',
    ])
  })

  it('refuses amounts over a trillion dollars rather than overflowing', () => {
    const outcome = calculateMortgage({ ...workedExample, purchasePrice: 1e300 })
    expect(outcome.ok).toBe(false)
  })
})

describe('calculateMortgage properties', () => {
  const input = fc.record({
    purchasePrice: fc.integer({ min: 1, max: 10_000_000_000 }),
    equityPercent: fc.double({ min: 0, max: 100, noNaN: true }),
    annualRatePercent: fc.double({ min: 0, max: 25, noNaN: true }),
    noiAnnual: fc.integer({ min: 0, max: 1_000_000_000 }),
    loanTermYears: fc.constantFrom(10, 15, 20, 25, 30),
    amortizationYears: fc.constantFrom(15, 20, 25, 30),
    loanType: fc.constantFrom('fixed' as const, 'variable' as const),
  })

  it('keeps every figure finite, the loan plus equity equal to the price, and DSCR = NOI / debt service', () => {
    fc.assert(
      fc.property(input, (values) => {
        const result = resultOf(values)
        const figures = [
          result.loanAmount,
          result.monthlyPayment,
          result.annualDebtService,
          result.totalInterest,
          result.totalLoanCost,
          result.balloonPayment,
        ]
        expect(figures.every(Number.isFinite)).toBe(true)
        expect(result.loanAmount + result.downPaymentAmount).toBeCloseTo(values.purchasePrice, 2)
        if (result.annualDebtService > 0)
          expect(result.dscr! * result.annualDebtService).toBeCloseTo(values.noiAnnual, 2)
        else expect(result.dscr).toBeNull()
      }),
    )
  })

  it('repays the loan: principal paid over the term plus the balloon is the loan', () => {
    fc.assert(
      fc.property(input, (values) => {
        const result = resultOf(values)
        const principalPaid = sum(result.schedule.monthly.map((row) => row.principal))
        const tolerance = Math.max(1e-6, result.loanAmount * 1e-9)
        expect(Math.abs(principalPaid + result.balloonPayment - result.loanAmount)).toBeLessThan(
          tolerance,
        )
        expect(result.schedule.monthly.every((row) => row.endingBalance >= 0)).toBe(true)
      }),
    )
  })
})
