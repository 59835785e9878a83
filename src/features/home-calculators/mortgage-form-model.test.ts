import { describe, expect, it } from 'vitest'
import { mortgageWorkedExample } from '../../../tests/worked-examples'
import { problemsToErrors } from './form-fields'
import {
  MORTGAGE_DEFAULTS,
  missingMortgageFields,
  mortgageFieldErrors,
  readMortgageForm,
  type MortgageFormValues,
} from './mortgage-form-model'

const EXAMPLE: MortgageFormValues = {
  ...MORTGAGE_DEFAULTS,
  purchasePrice: '$2,000,000',
  equityPercent: '25',
  annualRatePercent: '6.5%',
  noiAnnual: '180,000',
  loanTermYears: '10',
}

describe('reading the mortgage form', () => {
  it('starts from the field table defaults: empty numbers, 25-year term and amortization', () => {
    expect(MORTGAGE_DEFAULTS).toEqual({
      purchasePrice: '',
      equityPercent: '',
      annualRatePercent: '',
      noiAnnual: '',
      loanTermYears: '25',
      amortizationYears: '25',
      loanType: 'fixed',
    })
  })

  it('turns the typed text into the engine input', () => {
    expect(readMortgageForm(EXAMPLE)).toEqual({ ok: true, input: mortgageWorkedExample })
  })

  it('names the empty required fields and calls them required on submit', () => {
    expect(missingMortgageFields(MORTGAGE_DEFAULTS)).toEqual([
      'Property Value',
      'Equity (%)',
      'Interest Rate (%)',
      'Net Operating Income (NOI)',
    ])
    expect(missingMortgageFields(EXAMPLE)).toEqual([])
    const read = readMortgageForm({ ...EXAMPLE, noiAnnual: '  ' })
    expect(read).toEqual({ ok: false, errors: { noiAnnual: 'This field is required.' } })
  })

  it('explains text it cannot use, with the range, instead of passing NaN on', () => {
    const values = {
      ...EXAMPLE,
      purchasePrice: 'abc',
      equityPercent: '100.5',
      annualRatePercent: '-1',
      noiAnnual: '1e309',
    }
    expect(mortgageFieldErrors(values)).toEqual({
      purchasePrice: 'Enter a number, using digits only.',
      equityPercent: 'Enter a number from 0% to 100%.',
      annualRatePercent: 'Enter a number from 0% to 100%.',
      noiAnnual: 'This number is too large.',
    })
    expect(readMortgageForm(values).ok).toBe(false)
  })

  it('refuses "6,5" as a rate instead of reading 65%', () => {
    expect(mortgageFieldErrors({ ...EXAMPLE, annualRatePercent: '6,5' })).toEqual({
      annualRatePercent: 'Use a period for decimals (6.5, not 6,5).',
    })
  })

  it('refuses a zero or absurd property value but accepts 0% and 100% equity', () => {
    expect(mortgageFieldErrors({ ...EXAMPLE, purchasePrice: '0' })).toEqual({
      purchasePrice: 'Enter a number above $0 and at most $1,000,000,000,000.',
    })
    expect(mortgageFieldErrors({ ...EXAMPLE, purchasePrice: '1,000,000,000,001' })).toEqual({
      purchasePrice: 'Enter a number above $0 and at most $1,000,000,000,000.',
    })
    expect(mortgageFieldErrors({ ...EXAMPLE, equityPercent: '0' })).toEqual({})
    expect(mortgageFieldErrors({ ...EXAMPLE, equityPercent: '100' })).toEqual({})
  })

  it('puts engine problems under their fields, in words', () => {
    const errors = problemsToErrors([
      {
        field: 'annualRatePercent',
        rule: { kind: 'range', min: 0, minIncluded: true, max: 100, unit: 'percent' },
      },
      { field: 'loanTermYears', rule: { kind: 'option', options: [10, 15] } },
    ])
    expect(errors).toEqual({
      annualRatePercent: 'Enter a number from 0% to 100%.',
      loanTermYears: 'Choose 10 or 15.',
    })
  })
})
