import {
  sizeMaxLoan,
  type LoanSizingInput,
  type LoanSizingResult,
} from '../src/finance/loan-sizing'
import { calculateMortgage, type MortgageInput, type MortgageResult } from '../src/finance/mortgage'
import { MAX_LOAN_WORKED_EXAMPLE, MORTGAGE_WORKED_EXAMPLE } from './worked-example-figures'

/** PRODUCT.md 4.1: loan 1,500,000; monthly 10,128.11; DSCR 1.48; balloon 1,162,670.39. */
export const mortgageWorkedExample: MortgageInput = MORTGAGE_WORKED_EXAMPLE.input

/** PRODUCT.md 4.2: max loan 2,305,825.73 limited by DSCR; monthly payment 16,666.67. */
export const loanSizingWorkedExample: LoanSizingInput = MAX_LOAN_WORKED_EXAMPLE.input

/** The mortgage result of `input` (the worked example by default), which must be valid. */
export function mortgageResult(input: MortgageInput = mortgageWorkedExample): MortgageResult {
  const outcome = calculateMortgage(input)
  if (!outcome.ok) throw new Error(`unexpected problems: ${JSON.stringify(outcome.problems)}`)
  return outcome.result
}

/** The loan sizing result of `input` (the worked example by default), which must be valid. */
export function loanSizingResult(
  input: LoanSizingInput = loanSizingWorkedExample,
): LoanSizingResult {
  const outcome = sizeMaxLoan(input)
  if (!outcome.ok) throw new Error(`unexpected problems: ${JSON.stringify(outcome.problems)}`)
  return outcome.result
}
