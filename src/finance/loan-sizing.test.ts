import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_LOAN_WORKED_EXAMPLE } from '../../tests/worked-example-figures'
import { loanSizingResult, loanSizingWorkedExample } from '../../tests/worked-examples'
import { sizeMaxLoan } from './loan-sizing'

const workedExample = loanSizingWorkedExample
const resultOf = loanSizingResult

describe('sizeMaxLoan on the PRODUCT.md 4.2 worked example', () => {
  const result = resultOf(workedExample)

  const { limitingFactor, ...toTheCent } = MAX_LOAN_WORKED_EXAMPLE.expected

  it.each(Object.entries(toTheCent))('gives the published %s to the cent', (field, figure) => {
    expect(result[field as keyof typeof toTheCent]).toBeCloseTo(figure, 2)
  })

  it('is limited by DSCR, with no fallback used', () => {
    expect(result.limitingFactor).toBe(limitingFactor)
    expect(result.fallbacksUsed).toEqual([])
  })
})

describe('sizeMaxLoan limits and fallbacks', () => {
  it('is limited by LTV when the price is low', () => {
    const result = resultOf({ ...workedExample, purchasePrice: 2_000_000 })
    expect(result.limitingFactor).toBe('LTV')
    expect(result.maxLoanAmount).toBe(1_500_000)
  })

  it('is limited by debt yield when the required yield is high', () => {
    const result = resultOf({ ...workedExample, maxDebtYieldPercent: 12.5 })
    expect(result.limitingFactor).toBe('Debt Yield')
    expect(result.maxLoanAmount).toBeCloseTo(2_000_000, 6)
  })

  it('breaks a tie in the order DSCR, LTV, Debt Yield', () => {
    const byDscr = resultOf(workedExample).maxLoanBasedOnDscr
    const dscrLtvTie = resultOf({ ...workedExample, purchasePrice: byDscr, maxLtvPercent: 100 })
    expect(dscrLtvTie.maxLoanBasedOnLtv).toBe(dscrLtvTie.maxLoanBasedOnDscr)
    expect(dscrLtvTie.limitingFactor).toBe('DSCR')

    const ltvDebtYieldTie = resultOf({
      ...workedExample,
      noiAnnual: 100_000,
      minDscr: 0.5,
      purchasePrice: 2_000_000,
      maxLtvPercent: 50,
      maxDebtYieldPercent: 10,
    })
    expect(ltvDebtYieldTie.maxLoanBasedOnLtv).toBe(1_000_000)
    expect(ltvDebtYieldTie.maxLoanBasedOnDebtYield).toBe(1_000_000)
    expect(ltvDebtYieldTie.limitingFactor).toBe('LTV')
  })

  it('sizes no loan on a zero NOI, and refuses a negative NOI as out of range', () => {
    const result = resultOf({ ...workedExample, noiAnnual: 0 })
    expect(result.maxLoanAmount).toBe(0)
    expect(result.monthlyPayment).toBe(0)
    expect(result.downPaymentPercent).toBe(100)
    expect(result.dscr).toBeNull()
    expect(sizeMaxLoan({ ...workedExample, noiAnnual: -50_000 })).toMatchObject({
      ok: false,
      problems: [{ field: 'noiAnnual', rule: { kind: 'range', min: 0 } }],
    })
  })

  it("gives the sized loan's own LTV, debt yield and DSCR", () => {
    const result = resultOf(workedExample)
    expect(result.loanToValue).toBeCloseTo(0.7206, 4)
    expect(result.debtYield).toBeCloseTo(0.1084, 4)
    expect(result.dscr).toBeCloseTo(1.25, 10)
  })

  it('falls back to 7.5%, 25 years, 1.25x, 75% and 10% and says which it used', () => {
    const result = resultOf({
      ...workedExample,
      annualRatePercent: null,
      loanTermYears: 0,
      minDscr: -1,
      maxLtvPercent: Number.NaN,
      maxDebtYieldPercent: Infinity,
    })
    expect(result.fallbacksUsed).toEqual([
      'annualRatePercent',
      'loanTermYears',
      'minDscr',
      'maxLtvPercent',
      'maxDebtYieldPercent',
    ])
    expect(result.assumptions).toEqual({
      annualRatePercent: 7.5,
      loanTermYears: 25,
      minDscr: 1.25,
      maxLtvPercent: 75,
      maxDebtYieldPercent: 10,
    })
    expect(result.maxLoanBasedOnDebtYield).toBeCloseTo(2_500_000, 6)
    expect(result.maxLoanBasedOnLtv).toBe(2_400_000)
  })

  it('reports positive but absurd constraints instead of sizing on them', () => {
    const outcome = sizeMaxLoan({
      ...workedExample,
      minDscr: 1e-300,
      loanTermYears: 500,
      annualRatePercent: 150,
    })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok)
      expect(outcome.problems.map((problem) => problem.field).sort()).toEqual([
        'annualRatePercent',
        'loanTermYears',
        'minDscr',
      ])
  })

  it('refuses a missing price or NOI with a named problem', () => {
    const outcome = sizeMaxLoan({ ...workedExample, purchasePrice: 0, noiAnnual: Number.NaN })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok)
      expect(outcome.problems.map((problem) => problem.field)).toEqual([
        'noiAnnual',
        'purchasePrice',
      ])
  })
})

describe('sizeMaxLoan properties', () => {
  /** Dollars in whole cents, as people enter them. */
  const dollars = (min: number, max: number) =>
    fc.integer({ min: min * 100, max: max * 100 }).map((cents) => cents / 100)
  /** Either a value in range or one that falls back (missing, zero or negative). */
  const assumption = (min: number, max: number) =>
    fc.option(
      fc.oneof(fc.double({ min, max, noNaN: true }), fc.double({ min: -10, max: 0, noNaN: true })),
    )
  const input = fc.record({
    noiAnnual: dollars(0, 100_000_000),
    purchasePrice: dollars(1, 10_000_000_000),
    annualRatePercent: assumption(0, 20),
    loanTermYears: assumption(1, 40),
    minDscr: assumption(0.5, 3),
    maxLtvPercent: assumption(1, 100),
    maxDebtYieldPercent: assumption(1, 30),
  })

  it('approves the smallest of the three tests to the cent, never below 0, and names the test that gives it', () => {
    fc.assert(
      fc.property(input, (values) => {
        const result = resultOf(values)
        const tests = {
          DSCR: result.maxLoanBasedOnDscr,
          LTV: result.maxLoanBasedOnLtv,
          'Debt Yield': result.maxLoanBasedOnDebtYield,
        }
        // Tests within a cent of each other tie (PRODUCT.md 10.7): the first in order gives it.
        const smallest = Math.min(...Object.values(tests))
        expect(result.maxLoanAmount).toBe(tests[result.limitingFactor])
        expect(result.maxLoanAmount).toBeGreaterThanOrEqual(0)
        expect(result.maxLoanAmount).toBeLessThan(Math.max(0, smallest) + 0.01)
        expect(result.downPaymentAmount + result.maxLoanAmount).toBeCloseTo(values.purchasePrice, 2)
      }),
    )
  })

  it('gives a payment the NOI covers at the minimum DSCR when a positive loan is sized', () => {
    fc.assert(
      fc.property(input, (values) => {
        const result = resultOf(values)
        if (result.annualPayment > 0)
          expect(values.noiAnnual / result.annualPayment).toBeGreaterThanOrEqual(
            result.assumptions.minDscr - 1e-9,
          )
      }),
    )
  })
})
