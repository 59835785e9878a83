import { useNavigate } from 'react-router-dom'
import type { MortgageInput, MortgageResult } from '../../finance/mortgage'
import { MORTGAGE_FIELDS } from '../../finance/field-table'
import { NumberField } from '../../components/number-field'
import { SelectField, yearOptions } from '../../components/select-field'
import { CalculateButton } from './calculate-button'
import {
  missingMortgageFields,
  mortgageFieldErrors,
  readMortgageForm,
  type MortgageField,
  type MortgageFormValues,
} from './mortgage-form-model'
import { runMortgage } from './run-engines'
import { useSubmit } from './use-submit'

export interface MortgageFormProps {
  values: MortgageFormValues
  onValuesChange: (values: MortgageFormValues) => void
  onResult: (input: MortgageInput, result: MortgageResult) => void
}

const LOAN_TYPES = [
  { value: 'fixed', label: 'Fixed Rate' },
  { value: 'variable', label: 'Variable Rate' },
]

/** Payment and DSCR inputs; the typed text lives in the home page state. */
export function MortgageForm({ values, onValuesChange, onResult }: MortgageFormProps) {
  const navigate = useNavigate()
  const { formRef, submit, submitErrors, clearError, busy, failure } = useSubmit({
    read: () => readMortgageForm(values),
    run: runMortgage,
    onResult,
  })
  const errors = { ...submitErrors, ...mortgageFieldErrors(values) }
  const missing = missingMortgageFields(values)

  function set(field: MortgageField) {
    return (text: string) => {
      clearError(field)
      onValuesChange({ ...values, [field]: text })
    }
  }

  const numberProps = (
    field: 'purchasePrice' | 'equityPercent' | 'annualRatePercent' | 'noiAnnual',
  ) => ({
    label: MORTGAGE_FIELDS[field].label,
    value: values[field],
    onChange: set(field),
    error: errors[field],
    step: MORTGAGE_FIELDS[field].step,
  })

  return (
    <form ref={formRef} className="calculator-form" noValidate onSubmit={submit}>
      <div className="form-grid">
        <NumberField {...numberProps('purchasePrice')} thousands placeholder="e.g. 2,000,000" />
        <NumberField {...numberProps('equityPercent')} placeholder="e.g. 25" />
        <NumberField {...numberProps('annualRatePercent')} placeholder="e.g. 6.5" />
        <NumberField {...numberProps('noiAnnual')} thousands placeholder="e.g. 180,000" />
        <LoanTermFields values={values} set={set} />
      </div>
      <CalculateButton label="Calculate Mortgage & DSCR" missing={missing} busy={busy} />
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--secondary button--block calculator-form__guide"
        onClick={() => navigate('/rate-term-guidance')}
      >
        Click here if you&apos;re not sure what to use for rate and term inputs
      </button>
    </form>
  )
}

/** Term, amortization and loan type: the choices with fixed options. */
function LoanTermFields(props: {
  values: MortgageFormValues
  set: (field: MortgageField) => (text: string) => void
}) {
  const { values, set } = props
  return (
    <>
      <SelectField
        label={MORTGAGE_FIELDS.loanTermYears.label}
        value={values.loanTermYears}
        options={yearOptions(MORTGAGE_FIELDS.loanTermYears.options)}
        onChange={set('loanTermYears')}
      />
      <SelectField
        label={MORTGAGE_FIELDS.amortizationYears.label}
        value={values.amortizationYears}
        options={yearOptions(MORTGAGE_FIELDS.amortizationYears.options)}
        onChange={set('amortizationYears')}
      />
      <SelectField
        label="Loan Type"
        value={values.loanType}
        options={LOAN_TYPES}
        onChange={set('loanType')}
      />
    </>
  )
}
