import { MAX_LOAN_FIELDS } from '../../finance/calculator-fields'
import type { LoanSizingInput, LoanSizingResult } from '../../finance/loan-sizing'
import { NumberField } from '../../components/number-field'
import { CalculatorForm } from './calculator-form'
import {
  fallbackHints,
  maxLoanFieldErrors,
  missingMaxLoanFields,
  readMaxLoanForm,
  type MaxLoanField,
  type MaxLoanFormValues,
} from './max-loan-form-model'
import { runMaxLoan } from './run-engines'
import { useCalculatorForm, type CalculatorFormProps } from './use-calculator-form'

export type MaxLoanFormProps = CalculatorFormProps<
  MaxLoanFormValues,
  LoanSizingInput,
  LoanSizingResult
>

/** Lending constraints; one that is not a positive number falls back to the lender default. */
export function MaxLoanForm(props: MaxLoanFormProps) {
  const { form, errors, numberField } = useCalculatorForm(props, {
    fields: MAX_LOAN_FIELDS,
    fieldErrors: maxLoanFieldErrors,
    read: readMaxLoanForm,
    run: runMaxLoan,
  })
  const hints = fallbackHints(props.values)
  const field = (name: MaxLoanField) => ({
    ...numberField(name),
    hint: errors[name] ? undefined : hints[name],
  })

  return (
    <CalculatorForm
      {...form}
      label="Calculate Maximum Loan Amount"
      missing={missingMaxLoanFields(props.values)}
    >
      <NumberField {...field('noiAnnual')} thousands placeholder="e.g. 250,000" />
      <NumberField {...field('purchasePrice')} thousands placeholder="e.g. 3,200,000" />
      <NumberField {...field('annualRatePercent')} />
      <NumberField {...field('loanTermYears')} integer />
      <NumberField {...field('minDscr')} />
      <NumberField {...field('maxLtvPercent')} />
      <NumberField {...field('maxDebtYieldPercent')} />
    </CalculatorForm>
  )
}
