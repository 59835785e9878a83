import { useState } from 'react'
import { NumberField } from '../../../components/number-field'
import type { NumberSpec } from '../../../finance/field-specs'
import type { Rule } from '../../../finance/problems'
import { fieldLabel } from '../../../finance/field-labels'
import { ruleMessage } from '../../../lib/field-messages'
import { formatNumber } from '../../../lib/format'
import { withThousandsSeparators } from '../../../lib/parse-number'
import { readChecked } from '../../../lib/read-field'

/**
 * What an empty or unreadable field means: `keep` the last valid value (expenses, debt),
 * count as `zero` (market leasing, as the seed does), or `clear` the optional value (property
 * value: empty = no LTV test). Text that is a number written wrongly ("6,5") is always refused.
 */
export type Fallback = 'keep' | 'zero' | 'clear'

export interface AssumptionFieldProps {
  spec: NumberSpec
  /** The value the scenario uses now (the last valid one); null for an optional value not given. */
  value: number | null
  /** What is wrong with a number in this field given the other assumptions, or null. */
  check: (value: number) => Rule | null
  onValue: (value: number | null) => void
  fallback: Fallback
  /** What an empty optional field means, said while a wrong entry keeps it empty. */
  emptyMeaning?: string
  placeholder?: string
  hint?: string
}

export interface FieldStatus {
  /** The number the scenario should use now; absent when the text does not change it. */
  next?: { value: number | null }
  error?: string
  note?: string
}

/** What the typed text means for the scenario, and what to say under the field. */
export function fieldStatus(
  text: string,
  current: number | null,
  check: (value: number) => Rule | null,
  fallback: Fallback,
  emptyMeaning = 'No value is used.',
): FieldStatus {
  const stillUsing = current === null ? emptyMeaning : `Still using ${formatNumber(current)}.`
  const reading = readChecked(text, check, fieldLabel)
  if (reading.kind === 'value') return { next: { value: reading.value } }
  if (fallback === 'zero' && (reading.kind === 'empty' || reading.notANumber))
    return {
      next: { value: 0 },
      note: reading.kind === 'empty' ? 'Empty: counted as 0' : 'Not a number: counted as 0',
    }
  if (reading.kind === 'empty')
    return fallback === 'clear'
      ? { next: { value: null } }
      : { error: `${ruleMessage({ kind: 'number' })} ${stillUsing}` }
  return { error: `${reading.message} ${stillUsing}` }
}

export function initialText(value: number | null, thousands: boolean): string {
  if (value === null) return ''
  return thousands ? withThousandsSeparators(String(value)) : String(value)
}

/**
 * A NumberField for one scenario assumption, labelled and stepped from its field table entry.
 * It keeps the text as typed; every keystroke that gives an allowed number updates the scenario
 * at once, anything else keeps the last valid value (see `fallback`) and says so under the field.
 */
export function AssumptionField(props: AssumptionFieldProps) {
  const { spec, value, check, onValue, fallback, emptyMeaning } = props
  const thousands = spec.unit === 'usd'
  const [text, setText] = useState(() => initialText(value, thousands))
  const statusOf = (typed: string) => fieldStatus(typed, value, check, fallback, emptyMeaning)
  const status = statusOf(text)

  function change(next: string) {
    setText(next)
    const outcome = statusOf(next).next
    if (outcome && outcome.value !== value) onValue(outcome.value)
  }

  return (
    <NumberField
      label={spec.label}
      value={text}
      onChange={change}
      error={status.error}
      hint={status.note ?? props.hint}
      placeholder={props.placeholder}
      step={spec.step}
      thousands={thousands}
      integer={spec.unit === 'months'}
    />
  )
}
