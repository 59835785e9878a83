import type { LoanSizingResult } from '../../finance/loan-sizing'
import type { MortgageResult } from '../../finance/mortgage'
import type { CalculationSummary } from './quote-request'

/*
 * The figures a quote request starts from, read from the calculator results (a small module:
 * the home page imports it before the quote form is loaded).
 */

/** The mortgage results a quote request starts from. */
export function mortgageSummary(result: MortgageResult): CalculationSummary {
  return {
    source: 'mortgage',
    propertyValue: result.purchasePrice,
    loanAmount: result.loanAmount,
    monthlyPayment: result.monthlyPayment,
    dscr: result.dscr,
  }
}

/** The max-loan results a quote request starts from, with the sized loan's DSCR, LTV and DY. */
export function maxLoanSummary(result: LoanSizingResult): CalculationSummary {
  return {
    source: 'max-loan',
    propertyValue: result.purchasePrice,
    loanAmount: result.maxLoanAmount,
    monthlyPayment: result.monthlyPayment,
    dscr: result.dscr,
    sizedLoan: { ltv: result.loanToValue, debtYield: result.debtYield },
  }
}
