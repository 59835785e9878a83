import { MAX_LOAN_FIELDS } from '../../finance/field-table'
import type { LoanSizingInput, LoanSizingResult } from '../../finance/loan-sizing'
import { NumberField } from '../../components/number-field'
import {
  fallbackHints,
  maxLoanFieldErrors,
  missingMaxLoanFields,
  readMaxLoanForm,
  type MaxLoanField,
  type MaxLoanFormValues,
} from './max-loan-form-model'
import { CalculateButton } from './calculate-button'
import { runMaxLoan } from './run-engines'
import { useSubmit } from './use-submit'

export interface MaxLoanFormProps {
  values: MaxLoanFormValues
  onValuesChange: (values: MaxLoanFormValues) => void
  onResult: (input: LoanSizingInput, result: LoanSizingResult) => void
}

/** Lending constraints; one that is not a positive number falls back to the lender default. */
export function MaxLoanForm({ values, onValuesChange, onResult }: MaxLoanFormProps) {
  const { formRef, submit, submitErrors, clearError, busy, failure } = useSubmit({
    read: () => readMaxLoanForm(values),
    run: runMaxLoan,
    onResult,
  })
  const errors = { ...submitErrors, ...maxLoanFieldErrors(values) }
  const hints = fallbackHints(values)

  const field = (name: MaxLoanField) => ({
    label: MAX_LOAN_FIELDS[name].label,
    step: MAX_LOAN_FIELDS[name].step,
    value: values[name],
    onChange: (text: string) => {
      clearError(name)
      onValuesChange({ ...values, [name]: text })
    },
    error: errors[name],
    hint: errors[name] ? undefined : hints[name],
  })

  return (
    <form ref={formRef} className="calculator-form" noValidate onSubmit={submit}>
      <div className="form-grid">
        <NumberField {...field('noiAnnual')} thousands placeholder="e.g. 250,000" />
        <NumberField {...field('purchasePrice')} thousands placeholder="e.g. 3,200,000" />
        <NumberField {...field('annualRatePercent')} />
        <NumberField {...field('loanTermYears')} integer />
        <NumberField {...field('minDscr')} />
        <NumberField {...field('maxLtvPercent')} />
        <NumberField {...field('maxDebtYieldPercent')} />
      </div>
      <CalculateButton
        label="Calculate Maximum Loan Amount"
        missing={missingMaxLoanFields(values)}
        busy={busy}
      />
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
    </form>
  )
}
