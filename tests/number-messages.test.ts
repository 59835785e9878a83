import { describe, expect, it } from 'vitest'
import { assumptionProblems } from '../src/finance/cash-flow/scenario-validation'
import { defaultText } from '../src/features/home-calculators/form-fields'
import { maxLoanFieldErrors } from '../src/features/home-calculators/max-loan-form-model'
import { MAX_LOAN_FIELDS } from '../src/finance/calculator-fields'
import {
  MORTGAGE_DEFAULTS,
  mortgageFieldErrors,
} from '../src/features/home-calculators/mortgage-form-model'
import { fieldStatus } from '../src/features/multi-tenant/assumptions/assumption-field'
import { emptyScenario } from '../src/features/multi-tenant/scenario/scenario-defaults'
import { NUMBER_MESSAGES } from '../src/lib/parse-number'

/**
 * The interest rate typed in a form the number reader refuses on purpose gets the same words on
 * the Mortgage tab, on Max Loan Sizing and on the multi-tenant page (which adds the value it
 * keeps using): none of them falls back to a default in silence.
 */

const { debt } = emptyScenario()
const rateCheck = (value: number) =>
  assumptionProblems('debt', { ...debt, interestRatePercent: value }).find(
    (problem) => problem.field === 'debt.interestRatePercent',
  )?.rule ?? null

describe('a number written wrongly in Interest Rate (%)', () => {
  it.each([
    ['6,5', NUMBER_MESSAGES.decimalComma],
    ['1.234,5', NUMBER_MESSAGES.decimalComma],
    ['1,2345', NUMBER_MESSAGES.grouping],
    ['1e309', NUMBER_MESSAGES.tooLarge],
    ['6\n5', NUMBER_MESSAGES.severalLines],
  ])('%j reads "%s" on both calculators and the multi-tenant page', (text, message) => {
    const mortgage = mortgageFieldErrors({ ...MORTGAGE_DEFAULTS, annualRatePercent: text })
    const maxLoan = maxLoanFieldErrors({ ...defaultText(MAX_LOAN_FIELDS), annualRatePercent: text })
    const multiTenant = fieldStatus(text, 6.5, rateCheck, 'keep')
    expect(mortgage.annualRatePercent).toBe(message)
    expect(maxLoan.annualRatePercent).toBe(message)
    expect(multiTenant).toEqual({ error: `${message} Still using 6.5.` })
  })
})
