import { describe, expect, it } from 'vitest'
import { loanSizingWorkedExample } from '../../../tests/worked-examples'
import { SIZING_FALLBACKS } from '../../finance/loan-sizing'
import {
  fallbackHints,
  fallbackNotices,
  maxLoanFieldErrors,
  missingMaxLoanFields,
  readMaxLoanForm,
} from './max-loan-form-model'
import { MAX_LOAN_DEFAULTS, type MaxLoanFormValues } from './max-loan-form-values'

const EXAMPLE: MaxLoanFormValues = {
  noi: '250,000',
  purchasePrice: '3,200,000',
  interestRate: '7.25',
  loanTerm: '25',
  minDscr: '1.25',
  maxLtv: '75',
  maxDebtYield: '9',
}

describe('reading the max-loan form', () => {
  it('turns the typed text into the engine input', () => {
    expect(readMaxLoanForm(EXAMPLE)).toEqual({
      ok: true,
      input: loanSizingWorkedExample,
    })
  })

  it('passes constraints it cannot read as null so the engine falls back', () => {
    const read = readMaxLoanForm({ ...EXAMPLE, interestRate: 'abc', maxDebtYield: '' })
    expect(read.ok && read.input.annualRatePercent).toBeNull()
    expect(read.ok && read.input.maxDebtYieldPercent).toBeNull()
  })

  it('waits for NOI, value, rate, term, DSCR and LTV but not the debt yield', () => {
    expect(missingMaxLoanFields(MAX_LOAN_DEFAULTS)).toEqual([
      'Net Operating Income (NOI)',
      'Property Value',
    ])
    expect(missingMaxLoanFields({ ...EXAMPLE, maxDebtYield: '', minDscr: '' })).toEqual([
      'Minimum DSCR',
    ])
  })

  it('explains an unusable NOI or value and a rate over 100%', () => {
    expect(
      maxLoanFieldErrors({ ...EXAMPLE, noi: '-1', purchasePrice: '0', interestRate: '101' }),
    ).toEqual({
      noi: 'Enter 0 or more.',
      purchasePrice: 'Enter more than 0.',
      interestRate: 'Enter 100 or less.',
    })
  })
})

describe('constraint fallbacks', () => {
  it('says under each field which default will be used', () => {
    const values = { ...EXAMPLE, interestRate: '0', loanTerm: 'x', maxDebtYield: '' }
    expect(fallbackHints(values, SIZING_FALLBACKS)).toEqual({
      interestRate: 'Not a positive number: 7.5% will be used.',
      loanTerm: 'Not a positive number: 25 years will be used.',
      maxDebtYield: 'Left empty: 10% will be used.',
    })
    expect(fallbackHints(EXAMPLE, SIZING_FALLBACKS)).toEqual({})
  })

  it('promises no default for an empty required constraint, which calculating waits for', () => {
    const values = { ...EXAMPLE, interestRate: '', loanTerm: ' ', minDscr: '', maxLtv: '%' }
    expect(fallbackHints(values, SIZING_FALLBACKS)).toEqual({})
    expect(missingMaxLoanFields(values)).toEqual([
      'Interest Rate (%)',
      'Loan Term (Years)',
      'Minimum DSCR',
      'Maximum LTV (%)',
    ])
  })

  it('says in the results which value was used and why', () => {
    const values = { ...EXAMPLE, minDscr: '-1', maxLtv: '0', maxDebtYield: '' }
    expect(
      fallbackNotices(
        ['minDscr', 'maxLtvPercent', 'maxDebtYieldPercent'],
        { ...SIZING_FALLBACKS, annualRatePercent: 7.25 },
        values,
      ),
    ).toEqual([
      'Minimum DSCR was not a positive number: 1.25x used.',
      'Maximum LTV was not a positive number: 75% used.',
      'Maximum debt yield was left empty: 10% used.',
    ])
  })
})
