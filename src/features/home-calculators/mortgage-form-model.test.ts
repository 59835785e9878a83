import { describe, expect, it } from 'vitest'
import { mortgageWorkedExample } from '../../../tests/worked-examples'
import { problemsToErrors } from './form-errors'
import {
  MORTGAGE_DEFAULTS,
  MORTGAGE_ENGINE_FIELDS,
  missingMortgageFields,
  mortgageFieldErrors,
  readMortgageForm,
  type MortgageFormValues,
} from './mortgage-form-model'

const EXAMPLE: MortgageFormValues = {
  ...MORTGAGE_DEFAULTS,
  purchasePrice: '$2,000,000',
  equityPercent: '25',
  interestRate: '6.5%',
  noi: '180,000',
  loanTerm: '10',
}

describe('reading the mortgage form', () => {
  it('turns the typed text into the engine input', () => {
    expect(readMortgageForm(EXAMPLE)).toEqual({
      ok: true,
      input: mortgageWorkedExample,
    })
  })

  it('names the empty required fields and calls them required on submit', () => {
    expect(missingMortgageFields(MORTGAGE_DEFAULTS)).toEqual([
      'Property Value',
      'Equity (%)',
      'Interest Rate (%)',
      'Net Operating Income (NOI)',
    ])
    expect(missingMortgageFields(EXAMPLE)).toEqual([])
    const read = readMortgageForm({ ...EXAMPLE, noi: '  ' })
    expect(read).toEqual({ ok: false, errors: { noi: 'This field is required.' } })
  })

  it('explains text it cannot use instead of passing NaN on', () => {
    const values = {
      ...EXAMPLE,
      purchasePrice: 'abc',
      equityPercent: '100.5',
      interestRate: '-1',
      noi: '1e309',
    }
    expect(mortgageFieldErrors(values)).toEqual({
      purchasePrice: 'Enter a number, using digits only.',
      equityPercent: 'Enter 100 or less.',
      interestRate: 'Enter 0 or more.',
      noi: 'This number is too large.',
    })
    expect(readMortgageForm(values).ok).toBe(false)
  })

  it('refuses a zero or absurd property value but accepts 0% and 100% equity', () => {
    expect(mortgageFieldErrors({ ...EXAMPLE, purchasePrice: '0' })).toEqual({
      purchasePrice: 'Enter more than 0.',
    })
    expect(mortgageFieldErrors({ ...EXAMPLE, purchasePrice: '1,000,000,000,001' })).toEqual({
      purchasePrice: 'Enter 1,000,000,000,000 or less.',
    })
    expect(mortgageFieldErrors({ ...EXAMPLE, equityPercent: '0' })).toEqual({})
    expect(mortgageFieldErrors({ ...EXAMPLE, equityPercent: '100' })).toEqual({})
  })

  it('puts engine problems under their fields', () => {
    const errors = problemsToErrors(
      [
        { field: 'annualRatePercent', message: 'Interest rate must be between 0 and 100%.' },
        { field: 'loanTermYears', message: 'Loan term must be 1 to 50 years.' },
        { field: 'somethingElse', message: 'Unexpected.' },
      ],
      MORTGAGE_ENGINE_FIELDS,
      'purchasePrice',
    )
    expect(errors).toEqual({
      interestRate: 'Interest rate must be between 0 and 100%.',
      loanTerm: 'Loan term must be 1 to 50 years.',
      purchasePrice: 'Unexpected.',
    })
  })
})
