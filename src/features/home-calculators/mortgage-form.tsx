import { useNavigate } from 'react-router-dom'
import type { LoanType, MortgageInput, MortgageResult } from '../../finance/mortgage'
import { NumberField } from '../../components/number-field'
import { listInWords } from './form-errors'
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
          onChange={(type) => onValuesChange({ ...values, loanType: type as LoanType })}
        />
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

/** The submit button, disabled with the reason shown while required fields are empty. */
export function CalculateButton(props: { label: string; missing: string[]; busy: boolean }) {
  const { label, missing, busy } = props
  const reasonId = `${label.replace(/\W+/g, '-').toLowerCase()}-reason`
  return (
    <div className="calculator-form__actions">
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={missing.length > 0}
        aria-describedby={missing.length > 0 ? reasonId : undefined}
        aria-busy={busy || undefined}
      >
        {label}
      </button>
      {missing.length > 0 ? (
        <p id={reasonId} className="calculator-form__reason">
          Enter {listInWords(missing)} to calculate.
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {busy ? 'Calculating…' : ''}
      </p>
    </div>
  )
}
