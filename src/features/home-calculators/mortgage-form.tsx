import { useNavigate } from 'react-router-dom'
import type { MortgageInput, MortgageResult } from '../../finance/mortgage'
import { NumberField } from '../../components/number-field'
import { CalculateButton } from './calculate-button'
import {
  AMORTIZATION_OPTIONS,
  LOAN_TERM_OPTIONS,
  MORTGAGE_ENGINE_FIELDS,
  MORTGAGE_LABELS,
  missingMortgageFields,
  mortgageFieldErrors,
  readMortgageForm,
  type MortgageField,
  type MortgageFormValues,
} from './mortgage-form-model'
import { runMortgage } from './run-engines'
import { SelectField, yearOptions } from './select-field'
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
    engineFields: MORTGAGE_ENGINE_FIELDS,
    fallbackField: 'purchasePrice',
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

  const numberProps = (field: 'purchasePrice' | 'equityPercent' | 'interestRate' | 'noi') => ({
    label: MORTGAGE_LABELS[field],
    value: values[field],
    onChange: set(field),
    error: errors[field],
  })

  return (
    <form ref={formRef} className="calculator-form" noValidate onSubmit={submit}>
      <div className="form-grid">
        <NumberField {...numberProps('purchasePrice')} thousands placeholder="2,000,000" />
        <NumberField {...numberProps('equityPercent')} step={0.1} placeholder="25" />
        <NumberField {...numberProps('interestRate')} step={0.01} placeholder="6.5" />
        <NumberField {...numberProps('noi')} thousands placeholder="180,000" />
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
        label={MORTGAGE_LABELS.loanTerm}
        value={values.loanTerm}
        options={yearOptions(LOAN_TERM_OPTIONS)}
        onChange={set('loanTerm')}
      />
      <SelectField
        label={MORTGAGE_LABELS.amortization}
        value={values.amortization}
        options={yearOptions(AMORTIZATION_OPTIONS)}
        onChange={set('amortization')}
      />
      <SelectField
        label={MORTGAGE_LABELS.loanType}
        value={values.loanType}
        options={LOAN_TYPES}
        onChange={set('loanType')}
      />
    </>
  )
}
