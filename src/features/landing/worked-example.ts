/**
 * The public worked example of PRODUCT.md section 4.1, quoted on the landing page to show how a
 * commercial loan's balloon and DSCR come about. worked-example.test.ts checks it against the
 * finance engine, so the prose cannot drift from the calculator.
 */
export const WORKED_EXAMPLE = {
  propertyValue: 2_000_000,
  equityPercent: 25,
  loanAmount: 1_500_000,
  ratePercent: 6.5,
  amortizationYears: 25,
  termYears: 10,
  noi: 180_000,
  monthlyPayment: 10_128.11,
  annualDebtService: 121_537.29,
  balloonPayment: 1_162_670.39,
  dscr: 1.48,
} as const
