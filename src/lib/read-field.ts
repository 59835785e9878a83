import type { NumberSpec } from '../finance/field-specs'
import { checkNumber, type Rule } from '../finance/problems'
import { ruleMessage } from './field-messages'
import { parseNumber } from './parse-number'

/** What the text typed into a field of the table means: nothing, a number it allows, or why not. */
export type FieldReading =
  | { kind: 'empty' }
  | { kind: 'value'; value: number }
  | { kind: 'invalid'; message: string; notANumber?: boolean }

/**
 * Reads what was typed into a number field: parsed as people write numbers (lib/parse-number),
 * then checked against the field's range. A refusal says what to type, with the range.
 *
 * @example readField('150', OPERATING_EXPENSE_FIELDS.managementFeePercent)
 *   // { kind: 'invalid', message: 'Enter a number from 0% to 100%.' }
 */
export function readField(text: string, spec: NumberSpec): FieldReading {
  return readChecked(text, (value) => checkNumber(spec, value))
}

/**
 * readField with the field's own `check` (its range and the rules that tie it to other inputs,
 * such as an interest-only period within the term): the same reading and the same words, a rule
 * naming another field by `labelOf` ("Enter at most 10, the Loan Term (Years).").
 */
export function readChecked(
  text: string,
  check: (value: number) => Rule | null,
  labelOf?: (field: string) => string,
): FieldReading {
  const parsed = parseNumber(text)
  if (parsed.kind === 'empty') return parsed
  if (parsed.kind === 'invalid')
    return { kind: 'invalid', message: parsed.message, notANumber: parsed.reason === 'notANumber' }
  const rule = check(parsed.value)
  return rule
    ? { kind: 'invalid', message: ruleMessage(rule, labelOf) }
    : { kind: 'value', value: parsed.value }
}
