import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calculateMortgage } from '../src/finance/mortgage'
import { type NumberSpec } from '../src/finance/field-specs'
import { MAX_LOAN_FIELDS, MORTGAGE_FIELDS } from '../src/finance/calculator-fields'
import { sizeMaxLoan, SIZING_ASSUMPTIONS } from '../src/finance/loan-sizing'
import {
  fallbackHints,
  fallbackNotices,
  maxLoanFieldErrors,
  readMaxLoanForm,
  type MaxLoanFormValues,
} from '../src/features/home-calculators/max-loan-form-model'
import {
  MORTGAGE_DEFAULTS,
  mortgageFieldErrors,
  readMortgageForm,
} from '../src/features/home-calculators/mortgage-form-model'
import { readField } from '../src/lib/read-field'
import { BROKEN_TEXT, HOSTILE, hostileText, writtenNumber } from './arbitraries'

/**
 * PRODUCT.md section 7, robustness, for the home calculators: random and hostile entries never
 * give NaN or Infinity, never throw, and every refusal says why (these ran in the browser before;
 * the browser now keeps one smoke test per page).
 */

const inRange = (spec: NumberSpec, value: number) =>
  (spec.minIncluded ? value >= spec.min : value > spec.min) && value <= spec.max

describe('readField', () => {
  const specs = Object.values(MORTGAGE_FIELDS).filter((spec) => !('options' in spec))

  it('reads a number written the ways people write it, and takes it exactly when in range', () => {
    fc.assert(
      fc.property(fc.constantFrom(...specs), writtenNumber(-1e6, 1e7), (spec, { text, value }) => {
        const reading = readField(text, spec)
        if (inRange(spec, value)) expect(reading).toEqual({ kind: 'value', value })
        else
          expect(reading).toMatchObject({
            kind: 'invalid',
            message: expect.stringMatching(/^Enter a number (from|above) /),
          })
      }),
    )
  })

  it.each([
    ['', 'empty'],
    ['6,5', 'Use a period for decimals (6.5, not 6,5).'],
    ['1.234,56', 'Use a period for decimals (6.5, not 6,5).'],
    ['1,2345', 'Use commas only between thousands, in groups of three (1,234,567).'],
    ['1e309', 'This number is too large.'],
    ['12\n34', 'Enter a single number, not several lines.'],
    ['NaN', 'Enter a number, using digits only.'],
    ['١٢٣', 'Enter a number, using digits only.'],
    ['150', 'Enter a number from 0% to 100%.'],
    ['-0', 0],
    ['(1,200)', 'Enter a number from 0% to 100%.'],
    ['5%', 5],
  ])('reads %j in Equity (%%) as %j', (text, expected) => {
    const reading = readField(text, MORTGAGE_FIELDS.equityPercent)
    if (expected === 'empty') expect(reading).toEqual({ kind: 'empty' })
    else if (typeof expected === 'number')
      expect(reading).toEqual({ kind: 'value', value: expected })
    else expect(reading).toMatchObject({ kind: 'invalid', message: expected })
  })

  it('never gives a value out of range, a non-finite value, or a message with a broken figure', () => {
    fc.assert(
      fc.property(fc.constantFrom(...specs), hostileText, (spec, text) => {
        const reading = readField(text, spec)
        if (reading.kind === 'value')
          expect(Number.isFinite(reading.value) && inRange(spec, reading.value)).toBe(true)
        if (reading.kind === 'invalid') expect(reading.message).not.toMatch(BROKEN_TEXT)
      }),
    )
  })
})

const mortgageText = fc.record({
  purchasePrice: hostileText,
  equityPercent: hostileText,
  annualRatePercent: hostileText,
  noiAnnual: hostileText,
  loanTermYears: fc.constantFrom(...MORTGAGE_FIELDS.loanTermYears.options.map(String)),
  amortizationYears: fc.constantFrom(...MORTGAGE_FIELDS.amortizationYears.options.map(String)),
  loanType: fc.constantFrom('fixed' as const, 'variable' as const),
})

describe('the mortgage form with hostile entries', () => {
  it('calculates exactly when every field reads, and then every figure is finite', () => {
    fc.assert(
      fc.property(mortgageText, (values) => {
        const read = readMortgageForm(values)
        const errors = mortgageFieldErrors(values)
        for (const message of Object.values(errors)) expect(message).not.toMatch(BROKEN_TEXT)
        if (!read.ok) {
          expect(Object.keys(read.errors).length).toBeGreaterThan(0)
          return
        }
        expect(errors).toEqual({})
        const outcome = calculateMortgage(read.input)
        expect(outcome.ok).toBe(true)
        if (!outcome.ok) return
        const { projectionData, schedule, rateShock, dscr, dscrRating, ...figures } = outcome.result
        for (const value of Object.values(figures))
          if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true)
        expect(dscr === null ? dscrRating === null : Number.isFinite(dscr)).toBe(true)
        for (const row of [...projectionData, ...schedule.yearly, ...(rateShock ?? [])])
          for (const value of Object.values(row))
            expect(value === null || Number.isFinite(value)).toBe(true)
      }),
    )
  })

  it('calls each hostile entry required, refused or taken, field by field', () => {
    for (const text of HOSTILE) {
      const read = readMortgageForm({
        ...MORTGAGE_DEFAULTS,
        purchasePrice: '2,000,000',
        equityPercent: '25',
        annualRatePercent: '6.5',
        noiAnnual: text,
      })
      const reading = readField(text, MORTGAGE_FIELDS.noiAnnual)
      if (reading.kind === 'value')
        expect(read).toMatchObject({ ok: true, input: { noiAnnual: reading.value } })
      else
        expect(read).toEqual({
          ok: false,
          errors: {
            noiAnnual: reading.kind === 'empty' ? 'This field is required.' : reading.message,
          },
        })
    }
  })
})

const maxLoanText: fc.Arbitrary<MaxLoanFormValues> = fc.record({
  noiAnnual: fc.oneof(
    hostileText,
    writtenNumber(0, 5e6).map(({ text }) => text),
  ),
  purchasePrice: fc.oneof(
    hostileText,
    writtenNumber(1, 5e7).map(({ text }) => text),
  ),
  annualRatePercent: hostileText,
  loanTermYears: hostileText,
  minDscr: hostileText,
  maxLtvPercent: hostileText,
  maxDebtYieldPercent: hostileText,
})

describe('the max-loan form with hostile entries', () => {
  it('never sends the engine what it refuses, and names every fallback it used', () => {
    fc.assert(
      fc.property(maxLoanText, (values) => {
        const read = readMaxLoanForm(values)
        const errors = maxLoanFieldErrors(values)
        const hints = fallbackHints(values)
        for (const message of [...Object.values(errors), ...Object.values(hints)])
          expect(message).not.toMatch(BROKEN_TEXT)
        for (const key of SIZING_ASSUMPTIONS)
          expect(errors[key] !== undefined && hints[key] !== undefined).toBe(false)
        if (!read.ok) return
        const outcome = sizeMaxLoan(read.input)
        expect(outcome).toMatchObject({ ok: true })
        if (!outcome.ok) return
        const { result } = outcome
        expect(result.maxLoanAmount).toBeGreaterThanOrEqual(0)
        expect(
          Number.isFinite(result.maxLoanAmount + result.monthlyPayment + result.downPaymentPercent),
        ).toBe(true)
        const notices = fallbackNotices(result.fallbacksUsed, values)
        expect(notices).toHaveLength(result.fallbacksUsed.length)
        for (const key of result.fallbacksUsed) {
          expect(hints[key]).toMatch(/will be used\.$/)
          expect(notices.join(' ')).toContain(MAX_LOAN_FIELDS[key].label)
        }
      }),
    )
  })
})
