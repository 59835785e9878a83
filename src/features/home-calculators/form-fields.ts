import type { NumberSpec } from '../../finance/field-specs'
import type { InputProblem } from '../../finance/problems'
import { ruleMessage } from '../../lib/field-messages'
import { parseNumber } from '../../lib/parse-number'
import { readField } from '../../lib/read-field'

/**
 * A calculator form as typed, field by field of its table in src/finance/field-table.ts: the
 * text of each field, the messages under them, and the engine input read from them.
 */

export type FormText<Fields> = { [K in keyof Fields]: string }

/** Messages to show under form fields, by field key. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** True when the field holds some text (it may still be invalid). */
export function isFilled(text: string): boolean {
  return parseNumber(text).kind !== 'empty'
}

/** Each field's default as the text it starts with ('' where there is none). */
export function defaultText<Fields extends Record<string, NumberSpec>>(
  fields: Fields,
): FormText<Fields> {
  const text = {} as Record<string, string>
  for (const [key, spec] of Object.entries(fields))
    text[key] = spec.default === null ? '' : String(spec.default)
  return text as FormText<Fields>
}

/** The message of each of `keys` whose text is filled but not a number its field allows. */
export function fieldErrors<Key extends string>(
  fields: Record<Key, NumberSpec>,
  values: Record<Key, string>,
  keys: readonly Key[],
): FieldErrors<Key> {
  const errors: FieldErrors<Key> = {}
  for (const key of keys) {
    const reading = readField(values[key], fields[key])
    if (reading.kind === 'invalid') errors[key] = reading.message
  }
  return errors
}

/** A form read: the engine input, or the messages that keep it from being calculated. */
export type FormReading<Field extends string, Input> =
  { ok: true; input: Input } | { ok: false; errors: FieldErrors<Field> }

/**
 * The engine input that `input` builds, or the messages: `errors` with "This field is required."
 * added for each empty `required` field without one.
 */
export function readForm<Field extends string, Input>(
  errors: FieldErrors<Field>,
  values: Record<Field, string>,
  required: readonly Field[],
  input: () => Input,
): FormReading<Field, Input> {
  for (const key of required) if (!isFilled(values[key])) errors[key] ??= 'This field is required.'
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input: input() }
}

/** Labels of the required fields still empty: calculating waits for them. */
export function missingFields<Key extends string>(
  fields: Record<Key, NumberSpec>,
  values: Record<Key, string>,
  required: readonly Key[],
): string[] {
  return required.filter((key) => !isFilled(values[key])).map((key) => fields[key].label)
}

/** The engine's problems under the fields they belong to (the engine names fields like the form). */
export function problemsToErrors<Key extends string>(problems: InputProblem[]): FieldErrors<Key> {
  const errors: Record<string, string> = {}
  for (const problem of problems) errors[problem.field] ??= ruleMessage(problem.rule)
  return errors as FieldErrors<Key>
}
