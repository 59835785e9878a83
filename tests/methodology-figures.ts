import { cashFlow } from './methodology-cash-flow'
import { percent, type SectionFigures } from './methodology-expected'
import { debt, exitRefinance, returns, rollover } from './methodology-loan'
import { underwriting } from './methodology-underwriting'
import { loanSizingResult, mortgageResult } from './worked-examples'
import { MAX_LOAN_WORKED_EXAMPLE, MORTGAGE_WORKED_EXAMPLE } from './worked-example-figures'

export type { Expected, TableFigures } from './methodology-expected'

/**
 * What each worked-example table of the methodology page must show: the engines' figures for the
 * published inputs, by the markdown file (page section), the heading that names the table, the
 * row (its first cell) and the column. methodology.test.ts compares every cell of every table with
 * these at the precision the text quotes them, so a figure changed in the text or in an engine
 * fails, and so does a figure in the text that nothing here checks. The multi-tenant sections
 * follow the monthly model's public example (PRODUCT.md 11.10: methodology-cash-flow.ts and
 * methodology-loan.ts) and the lender's underwriting example (10.9) as the monthly model reads
 * it (methodology-underwriting.ts).
 */

function mortgage(): SectionFigures {
  const { input } = MORTGAGE_WORKED_EXAMPLE
  const result = mortgageResult(input)
  return {
    'Mortgage example inputs': {
      'Property value ($)': input.purchasePrice,
      'Equity (%)': percent(input.equityPercent),
      'Interest rate (%)': percent(input.annualRatePercent),
      'Net operating income ($)': input.noiAnnual,
      'Loan term (years)': input.loanTermYears,
      'Amortization period (years)': input.amortizationYears,
    },
    'Mortgage example results': {
      'Loan amount': result.loanAmount,
      'Down payment': result.downPaymentAmount,
      'Monthly payment': result.monthlyPayment,
      'Annual debt service': result.annualDebtService,
      DSCR: result.dscr ?? 'N/A',
      'DSCR rating': result.dscrRating ?? 'N/A',
      'Balloon payment': result.balloonPayment,
      'Total interest': result.totalInterest,
      'Total loan cost': result.totalLoanCost,
      'Year-5 NOI (projection)': result.projectionData[4]!.noi,
    },
  }
}

function loanSizing(): SectionFigures {
  const { input } = MAX_LOAN_WORKED_EXAMPLE
  const result = loanSizingResult(input)
  return {
    'Maximum loan example inputs': {
      'Net operating income ($)': input.noiAnnual,
      'Property value ($)': input.purchasePrice,
      'Interest rate (%)': percent(input.annualRatePercent),
      'Loan term (years)': input.loanTermYears,
      'Minimum DSCR': input.minDscr,
      'Maximum LTV (%)': percent(input.maxLtvPercent),
      'Maximum debt yield (%)': percent(input.maxDebtYieldPercent),
    },
    'Maximum loan example results': {
      'Max loan by DSCR ($)': result.maxLoanBasedOnDscr,
      'Max loan by LTV ($)': result.maxLoanBasedOnLtv,
      'Max loan by debt yield ($)': result.maxLoanBasedOnDebtYield,
      'Maximum loan ($)': result.maxLoanAmount,
      'Limiting factor': result.limitingFactor,
      'Down payment ($)': result.downPaymentAmount,
      'Down payment (% of value)': percent(result.downPaymentPercent),
      'Monthly payment ($)': result.monthlyPayment,
      'Annual payment ($)': result.annualPayment,
    },
  }
}

/** The figures each section's tables must show, by the section's id (its markdown file's name). */
export const METHODOLOGY_FIGURES: Record<string, () => SectionFigures> = {
  'time-value': () => ({}),
  mortgage,
  'loan-sizing': loanSizing,
  'cash-flow': cashFlow,
  debt,
  rollover,
  'exit-refinance': exitRefinance,
  returns,
  'worked-example-underwriting': underwriting,
  'rent-roll-import': () => ({}),
  workbook: () => ({}),
}
