import { MAX_LOAN_FIELDS } from '../../finance/calculator-fields'
import {
  SIZING_ASSUMPTIONS,
  SIZING_FALLBACKS,
  type LoanSizingInput,
  type SizingAssumption,
} from '../../finance/loan-sizing'
import { withUnit } from '../../lib/field-messages'
import { parseNumber, toNumber } from '../../lib/parse-number'
import { readField } from '../../lib/read-field'
import {
  fieldErrors,
  missingFields,
  readForm,
  type FieldErrors,
  type FormReading,
  type FormText,
} from './form-fields'

/** The max-loan form as typed (keys as in MAX_LOAN_FIELDS and the engine input). */
export type MaxLoanFormValues = FormText<typeof MAX_LOAN_FIELDS>
export type MaxLoanField = keyof MaxLoanFormValues

const REQUIRED: MaxLoanField[] = [
  'noiAnnual',
  'purchasePrice',
  'annualRatePercent',
  'loanTermYears',
  'minDscr',
  'maxLtvPercent',
]

/**
 * Messages for NOI and property value, and for a constraint typed wrongly: a number written in a
 * form the reader refuses on purpose ("6,5": use a period) or outside its range, said as the
 * Mortgage tab and the multi-tenant page say it. Only a constraint that is not a number at all,
 * or not positive, falls back to its default instead (see fallbackHints).
 */
export function maxLoanFieldErrors(values: MaxLoanFormValues): FieldErrors<MaxLoanField> {
  const errors: FieldErrors<MaxLoanField> = fieldErrors(MAX_LOAN_FIELDS, values, [
    'noiAnnual',
    'purchasePrice',
  ])
  for (const key of SIZING_ASSUMPTIONS) {
    const reading = readField(values[key], MAX_LOAN_FIELDS[key])
    if (reading.kind === 'invalid' && fallbackReason(values[key]) === null)
      errors[key] = reading.message
  }
  return errors
}

/**
 * Why a constraint will fall back to its default, or null when its value is used or its text is
 * an error to fix: a constraint left empty, not a number ("abc") or not positive is replaced by
 * the lender default (PRODUCT.md 4.2); "6,5", "1,2345" or "1e309" are numbers written wrongly,
 * which the reader refuses with a message, never silently replaced.
 */
export function fallbackReason(text: string): string | null {
  const parsed = parseNumber(text)
  if (parsed.kind === 'empty') return 'was left empty'
  if (parsed.kind === 'invalid')
    return parsed.reason === 'notANumber' ? 'was not a positive number' : null
  return parsed.value <= 0 ? 'was not a positive number' : null
}

const defaultOf = (key: SizingAssumption) =>
  withUnit(SIZING_FALLBACKS[key], MAX_LOAN_FIELDS[key].unit)

/** Under-field notes for the constraints that will fall back: "Not a positive number: 7.5% will be used." */
export function fallbackHints(values: MaxLoanFormValues): FieldErrors<MaxLoanField> {
  const hints: FieldErrors<MaxLoanField> = {}
  for (const key of SIZING_ASSUMPTIONS) {
    const reason = fallbackReason(values[key])
    // An empty required field gets no default: calculating waits for it (the button says so).
    if (!reason || (reason === 'was left empty' && REQUIRED.includes(key))) continue
    const what = reason === 'was left empty' ? 'Left empty' : 'Not a positive number'
    hints[key] = `${what}: ${defaultOf(key)} will be used.`
  }
  return hints
}

/** Labels of the required fields still empty: calculating waits for them. */
export function missingMaxLoanFields(values: MaxLoanFormValues): string[] {
  return missingFields(MAX_LOAN_FIELDS, values, REQUIRED)
}

/** The engine input (unusable constraints as null: the engine falls back), or the messages. */
export function readMaxLoanForm(
  values: MaxLoanFormValues,
): FormReading<MaxLoanField, LoanSizingInput> {
  return readForm(maxLoanFieldErrors(values), values, REQUIRED, () => {
    const input = {} as Record<MaxLoanField, number | null>
    for (const key of Object.keys(MAX_LOAN_FIELDS) as MaxLoanField[])
      input[key] = toNumber(values[key])
    return {
      ...input,
      noiAnnual: input.noiAnnual ?? Number.NaN,
      purchasePrice: input.purchasePrice ?? Number.NaN,
    }
  })
}

/**
 * One sentence per constraint the engine replaced by its default, saying why and what was used:
 * "Interest Rate (%) was not a positive number: 7.5% used."
 */
export function fallbackNotices(
  fallbacksUsed: readonly SizingAssumption[],
  values: MaxLoanFormValues,
): string[] {
  return SIZING_ASSUMPTIONS.filter((key) => fallbacksUsed.includes(key)).map((key) => {
    const reason = fallbackReason(values[key]) ?? 'could not be used'
    return `${MAX_LOAN_FIELDS[key].label} ${reason}: ${defaultOf(key)} used.`
  })
}
