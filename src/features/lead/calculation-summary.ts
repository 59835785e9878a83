import type { LoanSizingResult } from '../../finance/loan-sizing'
import type { MortgageResult } from '../../finance/mortgage'

/** Figures of the calculation that led to the quote request. */
export interface CalculationSummary {
  /** Which calculator the figures come from. */
  source: 'mortgage' | 'max-loan'
  propertyValue: number
  loanAmount: number
  /** null when the calculation has none ('N/A' in the e-mail). */
  monthlyPayment: number | null
  /** null when the calculation has none ('N/A' in the e-mail). */
  dscr: number | null
  /**
   * The sized loan's LTV and debt yield (fractions), max-loan only: shown with the request.
   * The e-mail has no field for them (seed-spec.md section 7 fixes its keys).
   */
  sizedLoan?: { ltv: number; debtYield: number | null }
}

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
