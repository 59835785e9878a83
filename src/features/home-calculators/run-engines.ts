import type { LoanSizingInput, LoanSizingResult } from '../../finance/loan-sizing'
import type { MortgageInput, MortgageResult } from '../../finance/mortgage'
import type { MaxLoanFormValues } from './max-loan-form-model'

/*
 * The engines run in the finance worker; its client is imported on first use so that neither
 * it nor the engines weigh on the first paint of `/`.
 */

export async function runMortgage(input: MortgageInput) {
  const { callFinance } = await import('../../../workers/finance-client')
  return callFinance('calculateMortgage', input)
}

export async function runMaxLoan(input: LoanSizingInput) {
  const { callFinance } = await import('../../../workers/finance-client')
  return callFinance('sizeMaxLoan', input)
}

export interface MortgageOutcome {
  input: MortgageInput
  result: MortgageResult
}

export interface MaxLoanOutcome {
  /** The form as typed when calculated (the results say why a constraint fell back). */
  values: MaxLoanFormValues
  input: LoanSizingInput
  result: LoanSizingResult
}
