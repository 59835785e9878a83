import { debtServiceCoverage } from './dscr'
import { MAX_LOAN_FIELDS } from './calculator-fields'
import { sizeLoan, type LoanTest } from './loan-tests'
import {
  checkFields,
  checkNumber,
  isFiniteNumber,
  type EngineOutcome,
  type InputProblem,
} from './problems'
import { fromPercent, monthlyRate, monthsOfYears, pmt } from './time-value'

/** The lending constraints, in MAX_LOAN_FIELDS order; missing or not positive falls back. */
export type SizingAssumption = Exclude<keyof typeof MAX_LOAN_FIELDS, 'noiAnnual' | 'purchasePrice'>

/** The Max Loan form's numbers, named as in MAX_LOAN_FIELDS (percent as entered). */
export interface LoanSizingInput extends Record<SizingAssumption, number | null> {
  noiAnnual: number
  purchasePrice: number
}

export const SIZING_ASSUMPTIONS: readonly SizingAssumption[] = [
  'annualRatePercent',
  'loanTermYears',
  'minDscr',
  'maxLtvPercent',
  'maxDebtYieldPercent',
]

/** The lender default of each constraint (PRODUCT.md 4.2), from the field table. */
export const SIZING_FALLBACKS = Object.fromEntries(
  SIZING_ASSUMPTIONS.map((key) => [key, MAX_LOAN_FIELDS[key].default]),
) as Record<SizingAssumption, number>

export interface LoanSizingResult {
  maxLoanAmount: number
  downPaymentAmount: number
  /** Down payment in percent of the price. */
  downPaymentPercent: number
  maxLoanBasedOnDscr: number
  maxLoanBasedOnLtv: number
  maxLoanBasedOnDebtYield: number
  limitingFactor: LoanTest
  monthlyPayment: number
  annualPayment: number
  noi: number
  purchasePrice: number
  /** The sized loan's own figures: LTV and debt yield as decimals, DSCR on its payment. */
  loanToValue: number
  debtYield: number | null
  dscr: number | null
  /** The constraints actually used, fallbacks included. */
  assumptions: Record<SizingAssumption, number>
  /** The constraints that fell back, in input order. */
  fallbacksUsed: SizingAssumption[]
}

const isUsable = (value: number | null): value is number => isFiniteNumber(value) && value > 0

/** NOI and price must be valid; a usable (positive) constraint must be within its range. */
function validate(input: LoanSizingInput): InputProblem[] {
  const { noiAnnual, purchasePrice } = MAX_LOAN_FIELDS
  const problems = checkFields({ noiAnnual, purchasePrice }, input)
  for (const key of SIZING_ASSUMPTIONS) {
    const value = input[key]
    const rule = isUsable(value) ? checkNumber(MAX_LOAN_FIELDS[key], value) : null
    if (rule) problems.push({ field: key, rule })
  }
  return problems
}

function resolveAssumptions(input: LoanSizingInput) {
  const assumptions = { ...SIZING_FALLBACKS }
  const fallbacksUsed: SizingAssumption[] = []
  for (const key of SIZING_ASSUMPTIONS) {
    const value = input[key]
    if (isUsable(value)) assumptions[key] = value
    else fallbacksUsed.push(key)
  }
  return { assumptions, fallbacksUsed }
}

/**
 * Largest loan that passes the DSCR, LTV and debt-yield tests (PRODUCT.md 4.2 and 8). The loan
 * amortizes over the loan term: by DSCR = PV(rate / 12, term months, NOI / min DSCR / 12); by
 * LTV = price x max LTV; by debt yield = NOI / max debt yield; each at least 0. The smallest
 * wins; on a tie the first of DSCR, LTV, Debt Yield.
 *
 * @example sizeMaxLoan({ noiAnnual: 250_000, purchasePrice: 3_200_000, annualRatePercent: 7.25,
 *   loanTermYears: 25, minDscr: 1.25, maxLtvPercent: 75, maxDebtYieldPercent: 9 })
 *   // max loan 2,305,825.73 limited by DSCR; monthly payment 16,666.67
 */
export function sizeMaxLoan(input: LoanSizingInput): EngineOutcome<LoanSizingResult> {
  const problems = validate(input)
  if (problems.length > 0) return { ok: false, problems }

  const { noiAnnual, purchasePrice } = input
  const { assumptions, fallbacksUsed } = resolveAssumptions(input)
  const annualRate = fromPercent(assumptions.annualRatePercent)
  const months = monthsOfYears(assumptions.loanTermYears)
  const size = sizeLoan(noiAnnual, purchasePrice, {
    annualRate,
    amortizationMonths: months,
    minDscr: assumptions.minDscr,
    maxDebtYield: fromPercent(assumptions.maxDebtYieldPercent),
    maxLtv: fromPercent(assumptions.maxLtvPercent),
  })
  const maxLoanAmount = size.loan
  const monthlyPayment = pmt(monthlyRate(annualRate), months, maxLoanAmount)
  const annualPayment = 12 * monthlyPayment
  const downPaymentAmount = purchasePrice - maxLoanAmount

  return {
    ok: true,
    result: {
      maxLoanAmount,
      downPaymentAmount,
      downPaymentPercent: (downPaymentAmount / purchasePrice) * 100,
      maxLoanBasedOnDscr: size.byDscr,
      maxLoanBasedOnLtv: size.byLtv ?? 0,
      maxLoanBasedOnDebtYield: size.byDebtYield,
      limitingFactor: size.limitingTest,
      monthlyPayment,
      annualPayment,
      noi: noiAnnual,
      purchasePrice,
      loanToValue: maxLoanAmount / purchasePrice,
      debtYield: maxLoanAmount > 0 ? noiAnnual / maxLoanAmount : null,
      dscr: debtServiceCoverage(noiAnnual, annualPayment),
      assumptions,
      fallbacksUsed,
    },
  }
}
