import type { NumberSpec } from '../../finance/field-specs'
import type { EngineOutcome } from '../../finance/problems'
import type { FieldErrors, FormReading } from './form-fields'
import { useSubmit } from './use-submit'

/** What the home page gives a calculator form: the text as typed, and where results go. */
export interface CalculatorFormProps<Values, Input, Result> {
  /** The form as typed; the home page state keeps it. */
  values: Values
  onValuesChange: (values: Values) => void
  onResult: (input: Input, result: Result) => void
}

/** A calculator's own rules: its field table, its messages, its reading and its engine. */
interface CalculatorRules<NumberKey extends string, Values, Input, Result> {
  fields: Record<NumberKey, NumberSpec>
  /** The messages for the text as typed, shown while typing. */
  fieldErrors: (values: Values) => FieldErrors<keyof Values & string>
  read: (values: Values) => FormReading<keyof Values & string, Input>
  run: (input: Input) => Promise<EngineOutcome<Result>>
}

/**
 * A calculator form's state: the messages under the fields (as typed, then those of the last
 * submit until the field is edited), a change handler per field, and the props of a number
 * field from the field table.
 */
export function useCalculatorForm<
  NumberKey extends string,
  Values extends Record<NumberKey, string>,
  Input,
  Result,
>(
  props: CalculatorFormProps<Values, Input, Result>,
  rules: CalculatorRules<NumberKey, Values, Input, Result>,
) {
  const { values, onValuesChange, onResult } = props
  const { formRef, submit, submitErrors, clearError, busy, failure } = useSubmit({
    read: () => rules.read(values),
    run: rules.run,
    onResult,
  })
  const errors = { ...submitErrors, ...rules.fieldErrors(values) }

  const change = (field: keyof Values & string) => (text: string) => {
    clearError(field)
    onValuesChange({ ...values, [field]: text })
  }

  const numberField = (field: NumberKey) => ({
    label: rules.fields[field].label,
    step: rules.fields[field].step,
    value: values[field],
    onChange: change(field),
    error: errors[field],
  })

  /** The props of the CalculatorForm around the fields. */
  const form = { ref: formRef, onSubmit: submit, busy, failure }
  return { form, errors, change, numberField }
}
