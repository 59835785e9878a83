import type { LoanType, MortgageInput } from '../../finance/mortgage'
import { MAX_AMOUNT } from '../../finance/problems'
import { numberError, toNumber, type NumberRule } from '../../lib/parse-number'
import { isFilled, type FieldErrors } from './form-errors'

/** The mortgage form as typed: text fields keep exactly what the user entered. */
export interface MortgageFormValues {
  purchasePrice: string
  equityPercent: string
  interestRate: string
  noi: string
  loanTerm: string
  amortization: string
  loanType: LoanType
}

export type MortgageField = keyof MortgageFormValues
type MortgageNumberField = 'purchasePrice' | 'equityPercent' | 'interestRate' | 'noi'

export const LOAN_TERM_OPTIONS = [10, 15, 20, 25, 30]
export const AMORTIZATION_OPTIONS = [15, 20, 25, 30]

export const MORTGAGE_DEFAULTS: MortgageFormValues = {
  purchasePrice: '',
  equityPercent: '',
  interestRate: '',
  noi: '',
  loanTerm: '25',
  amortization: '25',
  loanType: 'fixed',
}

export const MORTGAGE_LABELS: Record<MortgageField, string> = {
  purchasePrice: 'Property Value',
  equityPercent: 'Equity (%)',
  interestRate: 'Interest Rate (%)',
  noi: 'Net Operating Income (NOI)',
  loanTerm: 'Loan Term (Years)',
  amortization: 'Amortization Period (Years)',
  loanType: 'Loan Type',
}

const NUMBER_RULES: Record<MortgageNumberField, NumberRule> = {
  purchasePrice: { min: 0, minIncluded: false, max: MAX_AMOUNT },
  equityPercent: { min: 0, max: 100 },
  interestRate: { min: 0, max: 100 },
  noi: { min: 0, max: MAX_AMOUNT },
}

const NUMBER_FIELDS = Object.keys(NUMBER_RULES) as MortgageNumberField[]

/** Engine input field -> form field, to show the engine's problems under the right field. */
export const MORTGAGE_ENGINE_FIELDS: Record<string, MortgageField> = {
  purchasePrice: 'purchasePrice',
  equityPercent: 'equityPercent',
  annualRatePercent: 'interestRate',
  noiAnnual: 'noi',
  loanTermYears: 'loanTerm',
  amortizationYears: 'amortization',
}

/** Messages for fields whose text is not acceptable (empty fields are not errors here). */
export function mortgageFieldErrors(values: MortgageFormValues): FieldErrors<MortgageField> {
  const errors: FieldErrors<MortgageField> = {}
  for (const field of NUMBER_FIELDS) {
    const message = numberError(values[field], NUMBER_RULES[field])
    if (message) errors[field] = message
  }
  return errors
}

/** Labels of the required fields still empty: calculating waits for them. */
export function missingMortgageFields(values: MortgageFormValues): string[] {
  return NUMBER_FIELDS.filter((field) => !isFilled(values[field])).map(
    (field) => MORTGAGE_LABELS[field],
  )
}

/** The engine input, or the messages that prevent calculating. */
export function readMortgageForm(
  values: MortgageFormValues,
): { ok: true; input: MortgageInput } | { ok: false; errors: FieldErrors<MortgageField> } {
  const errors = mortgageFieldErrors(values)
  for (const field of NUMBER_FIELDS)
    if (!isFilled(values[field])) errors[field] ??= 'This field is required.'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    input: {
      purchasePrice: toNumber(values.purchasePrice) ?? Number.NaN,
      equityPercent: toNumber(values.equityPercent) ?? Number.NaN,
      annualRatePercent: toNumber(values.interestRate) ?? Number.NaN,
      noiAnnual: toNumber(values.noi) ?? Number.NaN,
      loanTermYears: Number(values.loanTerm),
      amortizationYears: Number(values.amortization),
      loanType: values.loanType === 'variable' ? 'variable' : 'fixed',
    },
  }
}
