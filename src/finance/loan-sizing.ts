import { checkAmount, isFiniteNumber, type EngineOutcome, type InputProblem } from './problems'
import { pmt, pv } from './time-value'

export type LimitingFactor = 'DSCR' | 'LTV' | 'Debt Yield'

/** Lending constraints; a value that is missing, not finite or not positive falls back. */
export interface LoanSizingInput {
  noiAnnual: number
  purchasePrice: number
  annualRatePercent: number | null
  loanTermYears: number | null
  minDscr: number | null
  maxLtvPercent: number | null
  maxDebtYieldPercent: number | null
}

export type SizingAssumption = Exclude<keyof LoanSizingInput, 'noiAnnual' | 'purchasePrice'>

/** The values used when a constraint does not parse to a positive number (PRODUCT.md 4.2). */
export const SIZING_FALLBACKS: Record<SizingAssumption, number> = {
  annualRatePercent: 7.5,
  loanTermYears: 25,
  minDscr: 1.25,
  maxLtvPercent: 75,
  maxDebtYieldPercent: 10,
}

export interface LoanSizingResult {
  maxLoanAmount: number
  downPaymentAmount: number
  /** Down payment in percent of the price. */
  downPaymentPercent: number
  maxLoanBasedOnDscr: number
  maxLoanBasedOnLtv: number
  maxLoanBasedOnDebtYield: number
  limitingFactor: LimitingFactor
  monthlyPayment: number
  annualPayment: number
  noi: number
  purchasePrice: number
  /** The constraints actually used, fallbacks included. */
  assumptions: Record<SizingAssumption, number>
  /** The constraints that fell back, in input order. */
  fallbacksUsed: SizingAssumption[]
}

/** Positive values outside these ranges are typing mistakes: reported, not replaced. */
const ASSUMPTION_RANGES: Record<SizingAssumption, { min: number; max: number; message: string }> = {
  annualRatePercent: { min: 0, max: 100, message: 'Interest rate must be at most 100%.' },
  loanTermYears: {
    min: 1 / 12,
    max: 50,
    message: 'Loan term must be between 1 month and 50 years.',
  },
  minDscr: { min: 0.01, max: 100, message: 'Minimum DSCR must be between 0.01 and 100.' },
  maxLtvPercent: { min: 0, max: 100, message: 'Maximum LTV must be at most 100%.' },
  maxDebtYieldPercent: {
    min: 0.01,
    max: 100,
    message: 'Maximum debt yield must be between 0.01% and 100%.',
  },
}

function validate(input: LoanSizingInput): InputProblem[] {
  const problems = [
    checkAmount('noiAnnual', 'NOI', input.noiAnnual, { positive: false }),
    checkAmount('purchasePrice', 'Property value', input.purchasePrice, { positive: true }),
  ].filter((problem) => problem !== null)
  for (const [field, { min, max, message }] of Object.entries(ASSUMPTION_RANGES)) {
    const value = input[field as SizingAssumption]
    const usable = isFiniteNumber(value) && value > 0 // others fall back
    if (usable && (value < min || value > max)) problems.push({ field, message })
  }
  return problems
}

function resolveAssumptions(input: LoanSizingInput) {
  const assumptions = { ...SIZING_FALLBACKS }
  const fallbacksUsed: SizingAssumption[] = []
  for (const key of Object.keys(SIZING_FALLBACKS) as SizingAssumption[]) {
    const value = input[key]
    if (isFiniteNumber(value) && value > 0) assumptions[key] = value
    else fallbacksUsed.push(key)
  }
  return { assumptions, fallbacksUsed }
}

/**
 * Largest loan that passes the DSCR, LTV and debt-yield tests (PRODUCT.md 4.2). The loan
 * amortizes over the loan term: by DSCR = PV(rate / 12, term months, NOI / min DSCR / 12);
 * by LTV = price x max LTV; by debt yield = NOI / max debt yield. The smallest wins (never below
 * 0); on a tie the first of DSCR, LTV, Debt Yield.
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
  const rate = assumptions.annualRatePercent / 100 / 12
  const months = assumptions.loanTermYears * 12

  const tests: [LimitingFactor, number][] = [
    ['DSCR', pv(rate, months, noiAnnual / assumptions.minDscr / 12)],
    ['LTV', (purchasePrice * assumptions.maxLtvPercent) / 100],
    ['Debt Yield', noiAnnual / (assumptions.maxDebtYieldPercent / 100)],
  ]
  const [limitingFactor, smallest] = tests.reduce((best, test) => (test[1] < best[1] ? test : best))
  const maxLoanAmount = Math.max(0, smallest)
  const monthlyPayment = pmt(rate, months, maxLoanAmount)
  const downPaymentAmount = purchasePrice - maxLoanAmount

  return {
    ok: true,
    result: {
      maxLoanAmount,
      downPaymentAmount,
      downPaymentPercent: (downPaymentAmount / purchasePrice) * 100,
      maxLoanBasedOnDscr: tests[0]![1],
      maxLoanBasedOnLtv: tests[1]![1],
      maxLoanBasedOnDebtYield: tests[2]![1],
      limitingFactor,
      monthlyPayment,
      annualPayment: 12 * monthlyPayment,
      noi: noiAnnual,
      purchasePrice,
      assumptions,
      fallbacksUsed,
    },
  }
}
