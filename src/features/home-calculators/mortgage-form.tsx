import { useNavigate } from 'react-router-dom'
import type { MortgageInput, MortgageResult } from '../../finance/mortgage'
import { MORTGAGE_FIELDS } from '../../finance/calculator-fields'
import { NumberField } from '../../components/number-field'
import { SelectField, yearOptions } from '../../components/select-field'
import { CalculatorForm } from './calculator-form'
import {
  missingMortgageFields,
  mortgageFieldErrors,
  readMortgageForm,
  type MortgageField,
  type MortgageFormValues,
} from './mortgage-form-model'
import { runMortgage } from './run-engines'
import { useCalculatorForm, type CalculatorFormProps } from './use-calculator-form'
import { PATHS } from '../../lib/paths'

export type MortgageFormProps = CalculatorFormProps<
  MortgageFormValues,
  MortgageInput,
  MortgageResult
>

const LOAN_TYPES = [
  { value: 'fixed', label: 'Fixed Rate' },
  { value: 'variable', label: 'Variable Rate' },
]

/** Payment and DSCR inputs; the typed text lives in the home page state. */
export function MortgageForm(props: MortgageFormProps) {
  const navigate = useNavigate()
  const { form, change, numberField } = useCalculatorForm(props, {
    fields: MORTGAGE_FIELDS,
    fieldErrors: mortgageFieldErrors,
    read: readMortgageForm,
    run: runMortgage,
  })
  const guide = (
    <button
      type="button"
      className="button button--secondary button--block calculator-form__guide"
      onClick={() => navigate(PATHS.rateGuide)}
    >
      Click here if you&apos;re not sure what to use for rate and term inputs
    </button>
  )

  return (
    <CalculatorForm
      {...form}
      label="Calculate Mortgage & DSCR"
      missing={missingMortgageFields(props.values)}
      after={guide}
    >
      <NumberField {...numberField('purchasePrice')} thousands placeholder="e.g. 2,000,000" />
      <NumberField {...numberField('equityPercent')} placeholder="e.g. 25" />
      <NumberField {...numberField('annualRatePercent')} placeholder="e.g. 6.5" />
      <NumberField {...numberField('noiAnnual')} thousands placeholder="e.g. 180,000" />
      <LoanTermFields values={props.values} set={change} />
    </CalculatorForm>
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
