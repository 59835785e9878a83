import { describe, expect, it } from 'vitest'
import { loanSizingWorkedExample } from '../../../tests/worked-examples'
import { MAX_LOAN_FIELDS } from '../../finance/calculator-fields'
import { defaultText } from './form-fields'
import {
  fallbackHints,
  fallbackNotices,
  maxLoanFieldErrors,
  missingMaxLoanFields,
  readMaxLoanForm,
  type MaxLoanFormValues,
} from './max-loan-form-model'

const DEFAULTS = defaultText(MAX_LOAN_FIELDS)
const EXAMPLE: MaxLoanFormValues = {
  noiAnnual: '250,000',
  purchasePrice: '3,200,000',
  annualRatePercent: '7.25',
  loanTermYears: '25',
  minDscr: '1.25',
  maxLtvPercent: '75',
  maxDebtYieldPercent: '9',
}

describe('reading the max-loan form', () => {
  it('starts with the lender defaults of PRODUCT.md 4.2 from the field table', () => {
    expect(DEFAULTS).toEqual({
      noiAnnual: '',
      purchasePrice: '',
      annualRatePercent: '7.5',
      loanTermYears: '25',
      minDscr: '1.25',
      maxLtvPercent: '75',
      maxDebtYieldPercent: '10',
    })
  })

  it('turns the typed text into the engine input', () => {
    expect(readMaxLoanForm(EXAMPLE)).toEqual({ ok: true, input: loanSizingWorkedExample })
  })

  it('passes constraints it cannot read as null so the engine falls back', () => {
    const read = readMaxLoanForm({ ...EXAMPLE, annualRatePercent: 'abc', maxDebtYieldPercent: '' })
    expect(read.ok && read.input.annualRatePercent).toBeNull()
    expect(read.ok && read.input.maxDebtYieldPercent).toBeNull()
  })

  it('waits for NOI, value, rate, term, DSCR and LTV but not the debt yield', () => {
    expect(missingMaxLoanFields(DEFAULTS)).toEqual(['Net Operating Income (NOI)', 'Property Value'])
    expect(missingMaxLoanFields({ ...EXAMPLE, maxDebtYieldPercent: '', minDscr: '' })).toEqual([
      'Minimum DSCR',
    ])
  })

  it('explains an unusable NOI or value and a positive constraint out of its range', () => {
    expect(
      maxLoanFieldErrors({
        ...EXAMPLE,
        noiAnnual: '-1',
        purchasePrice: '0',
        annualRatePercent: '101',
        minDscr: '12',
      }),
    ).toEqual({
      noiAnnual: 'Enter a number from $0 to $1,000,000,000,000.',
      purchasePrice: 'Enter a number above $0 and at most $1,000,000,000,000.',
      annualRatePercent: 'Enter a number above 0% and at most 100%.',
      minDscr: 'Enter a number from 0.01x to 10x.',
    })
  })
})

describe('constraints written wrongly', () => {
  it.each([
    ['6,5', 'Use a period for decimals (6.5, not 6,5).'],
    ['1,2345', 'Use commas only between thousands, in groups of three (1,234,567).'],
    ['1e309', 'This number is too large.'],
  ])("refuses %j with the reader's words instead of falling back", (text, message) => {
    const values = { ...EXAMPLE, annualRatePercent: text }
    expect(maxLoanFieldErrors(values)).toEqual({ annualRatePercent: message })
    expect(fallbackHints(values)).toEqual({})
    expect(readMaxLoanForm(values)).toEqual({ ok: false, errors: { annualRatePercent: message } })
  })
})

describe('constraint fallbacks', () => {
  it('says under each field which default will be used', () => {
    const values = {
      ...EXAMPLE,
      annualRatePercent: '0',
      loanTermYears: 'x',
      maxDebtYieldPercent: '',
    }
    expect(fallbackHints(values)).toEqual({
      annualRatePercent: 'Not a positive number: 7.5% will be used.',
      loanTermYears: 'Not a positive number: 25 years will be used.',
      maxDebtYieldPercent: 'Left empty: 10% will be used.',
    })
    expect(fallbackHints(EXAMPLE)).toEqual({})
  })

  it('promises no default for an empty required constraint, which calculating waits for', () => {
    const values = {
      ...EXAMPLE,
      annualRatePercent: '',
      loanTermYears: ' ',
      minDscr: '',
      maxLtvPercent: '%',
    }
    expect(fallbackHints(values)).toEqual({})
    expect(missingMaxLoanFields(values)).toEqual([
      'Interest Rate (%)',
      'Loan Term (Years)',
      'Minimum DSCR',
      'Maximum LTV (%)',
    ])
  })

  it('says in the results which value was used and why', () => {
    const values = { ...EXAMPLE, minDscr: '-1', maxLtvPercent: '0', maxDebtYieldPercent: '' }
    expect(fallbackNotices(['minDscr', 'maxLtvPercent', 'maxDebtYieldPercent'], values)).toEqual([
      'Minimum DSCR was not a positive number: 1.25x used.',
      'Maximum LTV (%) was not a positive number: 75% used.',
      'Maximum Debt Yield (%) was left empty: 10% used.',
    ])
  })
})
