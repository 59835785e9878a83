import type { LoanSizingInput, SizingAssumption } from '../../finance/loan-sizing'
import { MAX_AMOUNT } from '../../finance/problems'
import { numberError, parseNumber, toNumber } from '../../lib/parse-number'
import { isFilled, type FieldErrors } from './form-errors'
import type { MaxLoanFormValues } from './max-loan-form-values'

export type { MaxLoanFormValues }

export type MaxLoanField = keyof MaxLoanFormValues
type ConstraintField = Exclude<MaxLoanField, 'noi' | 'purchasePrice'>

export const MAX_LOAN_LABELS: Record<MaxLoanField, string> = {
  noi: 'Net Operating Income (NOI)',
  purchasePrice: 'Property Value',
  interestRate: 'Interest Rate (%)',
  loanTerm: 'Loan Term (Years)',
  minDscr: 'Minimum DSCR',
  maxLtv: 'Maximum LTV (%)',
  maxDebtYield: 'Maximum Debt Yield (%)',
}

const REQUIRED: MaxLoanField[] = [
  'noi',
  'purchasePrice',
  'interestRate',
  'loanTerm',
  'minDscr',
  'maxLtv',
]

/** Each lending constraint, the engine field it feeds and how its value reads in a sentence. */
export const CONSTRAINTS: {
  field: ConstraintField
  assumption: SizingAssumption
  name: string
  format: (value: number) => string
}[] = [
  {
    field: 'interestRate',
    assumption: 'annualRatePercent',
    name: 'Interest rate',
    format: (v) => `${v}%`,
  },
  {
    field: 'loanTerm',
    assumption: 'loanTermYears',
    name: 'Loan term',
    format: (v) => `${v} years`,
  },
  { field: 'minDscr', assumption: 'minDscr', name: 'Minimum DSCR', format: (v) => `${v}x` },
  { field: 'maxLtv', assumption: 'maxLtvPercent', name: 'Maximum LTV', format: (v) => `${v}%` },
  {
    field: 'maxDebtYield',
    assumption: 'maxDebtYieldPercent',
    name: 'Maximum debt yield',
    format: (v) => `${v}%`,
  },
]

/** The highest interest rate the form accepts: more is a typing mistake, not a loan. */
const MAX_RATE_PERCENT = 100

/** Messages for NOI and property value, and for a rate beyond any real loan. */
export function maxLoanFieldErrors(values: MaxLoanFormValues): FieldErrors<MaxLoanField> {
  const errors: FieldErrors<MaxLoanField> = {}
  const noi = numberError(values.noi, { min: 0, max: MAX_AMOUNT })
  const price = numberError(values.purchasePrice, { min: 0, minIncluded: false, max: MAX_AMOUNT })
  const rate = toNumber(values.interestRate)
  if (noi) errors.noi = noi
  if (price) errors.purchasePrice = price
  if (rate !== null && rate > MAX_RATE_PERCENT)
    errors.interestRate = `Enter ${MAX_RATE_PERCENT} or less.`
  return errors
}

/**
 * Why a constraint will fall back to its default, or null when its value is used: a constraint
 * that is not a positive number is replaced by the lender default (PRODUCT.md 4.2).
 */
export function fallbackReason(text: string): string | null {
  const parsed = parseNumber(text)
  if (parsed.kind === 'empty') return 'was left empty'
  if (parsed.kind === 'invalid' || parsed.value <= 0) return 'was not a positive number'
  return null
}

/** Under-field notes for the constraints that will fall back: "Not a positive number: 7.5% will be used." */
export function fallbackHints(
  values: MaxLoanFormValues,
  defaults: Record<SizingAssumption, number>,
): FieldErrors<MaxLoanField> {
  const hints: FieldErrors<MaxLoanField> = {}
  for (const { field, assumption, format } of CONSTRAINTS) {
    const reason = fallbackReason(values[field])
    // An empty required field gets no default: calculating waits for it (the button says so).
    if (!reason || (reason === 'was left empty' && REQUIRED.includes(field))) continue
    const what = reason === 'was left empty' ? 'Left empty' : 'Not a positive number'
    hints[field] = `${what}: ${format(defaults[assumption])} will be used.`
  }
  return hints
}

/** Labels of the required fields still empty: calculating waits for them. */
export function missingMaxLoanFields(values: MaxLoanFormValues): string[] {
  return REQUIRED.filter((field) => !isFilled(values[field])).map((field) => MAX_LOAN_LABELS[field])
}

/** The engine input (unusable constraints as null: the engine falls back), or the messages. */
export function readMaxLoanForm(
  values: MaxLoanFormValues,
): { ok: true; input: LoanSizingInput } | { ok: false; errors: FieldErrors<MaxLoanField> } {
  const errors = maxLoanFieldErrors(values)
  for (const field of REQUIRED)
    if (!isFilled(values[field])) errors[field] ??= 'This field is required.'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    input: {
      noiAnnual: toNumber(values.noi) ?? Number.NaN,
      purchasePrice: toNumber(values.purchasePrice) ?? Number.NaN,
      annualRatePercent: toNumber(values.interestRate),
      loanTermYears: toNumber(values.loanTerm),
      minDscr: toNumber(values.minDscr),
      maxLtvPercent: toNumber(values.maxLtv),
      maxDebtYieldPercent: toNumber(values.maxDebtYield),
    },
  }
}

/** Engine input field -> form field. */
export const MAX_LOAN_ENGINE_FIELDS: Record<string, MaxLoanField> = {
  noiAnnual: 'noi',
  purchasePrice: 'purchasePrice',
  annualRatePercent: 'interestRate',
  loanTermYears: 'loanTerm',
  minDscr: 'minDscr',
  maxLtvPercent: 'maxLtv',
  maxDebtYieldPercent: 'maxDebtYield',
}

/**
 * One sentence per constraint the engine replaced by its default, saying why and what was used:
 * "Interest rate was not a positive number: 7.5% used."
 */
export function fallbackNotices(
  fallbacksUsed: SizingAssumption[],
  assumptions: Record<SizingAssumption, number>,
  values: MaxLoanFormValues,
): string[] {
  return CONSTRAINTS.filter(({ assumption }) => fallbacksUsed.includes(assumption)).map(
    ({ field, assumption, name, format }) => {
      const reason = fallbackReason(values[field]) ?? 'could not be used'
      return `${name} ${reason}: ${format(assumptions[assumption])} used.`
    },
  )
}
