import { MORTGAGE_FIELDS } from '../../finance/calculator-fields'
import type { LoanType, MortgageInput } from '../../finance/mortgage'
import { toNumber } from '../../lib/parse-number'
import {
  defaultText,
  fieldErrors,
  missingFields,
  readForm,
  type FieldErrors,
  type FormReading,
  type FormText,
} from './form-fields'

/** The mortgage form as typed (keys as in MORTGAGE_FIELDS and the engine input). */
export type MortgageFormValues = FormText<typeof MORTGAGE_FIELDS> & { loanType: LoanType }

export type MortgageField = keyof MortgageFormValues
type NumberField = keyof typeof MORTGAGE_FIELDS

const NUMBER_FIELDS = Object.keys(MORTGAGE_FIELDS) as NumberField[]
/** The fields typed in (term and amortization are choices that always have a value). */
const TYPED: NumberField[] = ['purchasePrice', 'equityPercent', 'annualRatePercent', 'noiAnnual']

export const MORTGAGE_DEFAULTS: MortgageFormValues = {
  ...defaultText(MORTGAGE_FIELDS),
  loanType: 'fixed',
}

/** Messages for fields whose text is not acceptable (empty fields are not errors here). */
export function mortgageFieldErrors(values: MortgageFormValues): FieldErrors<MortgageField> {
  return fieldErrors(MORTGAGE_FIELDS, values, NUMBER_FIELDS)
}

/** Labels of the required fields still empty: calculating waits for them. */
export function missingMortgageFields(values: MortgageFormValues): string[] {
  return missingFields(MORTGAGE_FIELDS, values, TYPED)
}

/** The engine input, or the messages that prevent calculating. */
export function readMortgageForm(
  values: MortgageFormValues,
): FormReading<MortgageField, MortgageInput> {
  const number = (field: NumberField) => toNumber(values[field]) ?? Number.NaN
  return readForm(mortgageFieldErrors(values), values, NUMBER_FIELDS, () => ({
    purchasePrice: number('purchasePrice'),
    equityPercent: number('equityPercent'),
    annualRatePercent: number('annualRatePercent'),
    noiAnnual: number('noiAnnual'),
    loanTermYears: number('loanTermYears'),
    amortizationYears: number('amortizationYears'),
    loanType: values.loanType === 'variable' ? 'variable' : 'fixed',
  }))
}
