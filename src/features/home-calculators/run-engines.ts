import type { LoanSizingInput } from '../../finance/loan-sizing'
import type { MortgageInput } from '../../finance/mortgage'

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
