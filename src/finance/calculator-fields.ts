import { interestRate, money, percent, years, type NumberSpec } from './field-specs'

/**
 * The home calculators' inputs, once: label, unit, range and default (field-specs.ts says how a
 * field is described; field-table.ts holds the multi-tenant page's).
 */

// ---- Commercial Mortgage calculator (PRODUCT.md 4.1) ----

export const MORTGAGE_FIELDS = {
  purchasePrice: money('Property Value', 0, false),
  equityPercent: percent('Equity (%)', null),
  annualRatePercent: interestRate(null),
  noiAnnual: money('Net Operating Income (NOI)', 0, true),
  // Any whole number of years from 1 to 30: banks lend on 3-, 5- and 7-year terms too.
  loanTermYears: {
    ...years('Loan Term (Years)', [1, true], 25, [30, 1]),
    options: Array.from({ length: 30 }, (_, index) => index + 1),
  },
  amortizationYears: {
    ...years('Amortization Period (Years)', [15, true], 25, [30, 5]),
    options: [15, 20, 25, 30],
  },
} as const satisfies Record<string, NumberSpec>

// ---- Maximum Loan Sizing calculator (PRODUCT.md 4.2) ----

/**
 * The lending constraints' defaults are the lender defaults used when a constraint is not a
 * positive number (PRODUCT.md 4.2); a positive value outside the range is reported instead.
 */
export const MAX_LOAN_FIELDS = {
  noiAnnual: money('Net Operating Income (NOI)', 0, true),
  purchasePrice: money('Property Value', 0, false),
  annualRatePercent: { ...interestRate(7.5), minIncluded: false },
  loanTermYears: years('Loan Term (Years)', [1 / 12, true], 25),
  minDscr: {
    label: 'Minimum DSCR',
    unit: 'multiple',
    min: 0.01,
    minIncluded: true,
    max: 10,
    default: 1.25,
    step: 0.01,
  },
  maxLtvPercent: { ...percent('Maximum LTV (%)', 75, 100, 1), minIncluded: false },
  maxDebtYieldPercent: {
    ...percent('Maximum Debt Yield (%)', 10),
    min: 0.01,
  },
} as const satisfies Record<string, NumberSpec>
