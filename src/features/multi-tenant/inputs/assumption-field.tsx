import { useState } from 'react'
import { NumberField } from '../../../components/number-field'
import { formatNumber } from '../../../lib/format'
import { parseNumber, withThousandsSeparators } from '../../../lib/parse-number'

/**
 * What an empty or unreadable field means: `keep` the last valid value (expenses, debt),
 * count as `zero` (market leasing, as the seed does), or `clear` the optional value (property
 * value: empty = no LTV test; unreadable text still keeps the last valid value).
 */
export type Fallback = 'keep' | 'zero' | 'clear'

export interface AssumptionFieldProps {
  label: string
  /** The value the scenario uses now (the last valid one). */
  value: number | undefined
  /** The engine's message for a number out of range, or null when it is allowed. */
  check: (value: number) => string | null
  onValue: (value: number | undefined) => void
  fallback: Fallback
  placeholder?: string
  step?: number
  thousands?: boolean
  integer?: boolean
  hint?: string
}

export interface FieldStatus {
  /** The number the scenario should use now; absent when the text does not change it. */
  next?: { value: number | undefined }
  error?: string
  note?: string
}

/** "Interest Rate (%) must be a number at least 0 and at most 100." -> "Enter a number at least 0 and at most 100" */
function asInstruction(message: string): string {
  return message.replace(/^.*? must be /, 'Enter ').replace(/\.$/, '')
}

/** What the typed text means for the scenario, and what to say under the field. */
export function fieldStatus(
  text: string,
  current: number | undefined,
  check: (value: number) => string | null,
  fallback: Fallback,
): FieldStatus {
  const stillUsing =
    current === undefined
      ? 'no value is used (no LTV test)'
      : `still using ${formatNumber(current)}`
  const parsed = parseNumber(text)
  if (parsed.kind === 'number') {
    const problem = check(parsed.value)
    return problem
      ? { error: `${asInstruction(problem)}: ${stillUsing}.` }
      : { next: { value: parsed.value } }
  }
  if (fallback === 'zero')
    return {
      next: { value: 0 },
      note: parsed.kind === 'empty' ? 'Empty: counted as 0' : 'Not a number: counted as 0',
    }
  if (parsed.kind === 'empty')
    return fallback === 'clear'
      ? { next: { value: undefined } }
      : { error: `Enter a number: ${stillUsing}.` }
  return { error: `${parsed.message.replace(/\.$/, '')}: ${stillUsing}.` }
}

export function initialText(value: number | undefined, thousands: boolean | undefined): string {
  if (value === undefined) return ''
  return thousands ? withThousandsSeparators(String(value)) : String(value)
}

/**
 * A NumberField for one scenario assumption. It keeps the text as typed; every keystroke that
 * gives an allowed number updates the scenario at once, anything else keeps the last valid value
 * (or counts as 0, see `fallback`) and says so under the field.
 */
export function AssumptionField(props: AssumptionFieldProps) {
  const { label, value, check, onValue, fallback, thousands } = props
  const [text, setText] = useState(() => initialText(value, thousands))
  const status = fieldStatus(text, value, check, fallback)

  function change(next: string) {
    setText(next)
    const outcome = fieldStatus(next, value, check, fallback).next
    if (outcome && outcome.value !== value) onValue(outcome.value)
  }

  return (
    <NumberField
      label={label}
      value={text}
      onChange={change}
      error={status.error}
      hint={status.note ?? props.hint}
      placeholder={props.placeholder}
      step={props.step}
      thousands={thousands}
      integer={props.integer}
    />
  )
}
