import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { groupTyped, parseNumber, withThousandsSeparators } from '../lib/parse-number'

export interface NumberFieldProps {
  label: string
  /** The text as typed; the parent parses it (see lib/parse-number). */
  value: string
  onChange: (text: string) => void
  /** Shown under the field and marks it invalid. */
  error?: string | null | undefined
  hint?: string | undefined
  placeholder?: string | undefined
  /** ArrowUp / ArrowDown change the value by this much. */
  step?: number | undefined
  /** Shows thousands separators while typing (money fields). */
  thousands?: boolean | undefined
  required?: boolean | undefined
  id?: string | undefined
  name?: string | undefined
  /** Whole numbers only: the numeric keyboard on phones. */
  integer?: boolean | undefined
}

function decimalsOf(step: number): number {
  const text = String(step)
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0
}

/** Digits, "." and "-" before `caret`: where the caret belongs after separators move. */
function significantBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/[^\d.-]/g, '').length
}

function caretAfter(text: string, significant: number): number {
  let seen = 0
  for (let index = 0; index < text.length; index++) {
    if (seen === significant) return index
    if (/[\d.-]/.test(text[index]!)) seen++
  }
  return text.length
}

/**
 * A labelled text field for numbers. It accepts what people paste ("$1,234,567", "6.5%"), keeps
 * whatever was typed, and shows the parent's error message under it instead of dropping input.
 */
export function NumberField(props: NumberFieldProps) {
  const { label, value, onChange, error, hint, placeholder, step, thousands, required, name } =
    props
  const generatedId = useId()
  const id = props.id ?? generatedId
  const inputRef = useRef<HTMLInputElement>(null)
  const pendingCaret = useRef<number | null>(null)
  const ownSeparators = useRef(false)
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')

  useLayoutEffect(() => {
    const input = inputRef.current
    if (input && pendingCaret.current !== null && document.activeElement === input) {
      const caret = caretAfter(input.value, pendingCaret.current)
      input.setSelectionRange(caret, caret)
    }
    pendingCaret.current = null
  }, [value])

  function change(text: string, caret: number | null) {
    if (!thousands) return onChange(text)
    const typed = groupTyped(value, text, ownSeparators.current)
    ownSeparators.current = typed.ownSeparators
    const formatted = typed.text
    // Only text the separators changed needs its caret put back; moving it in text left as typed
    // (no digits before it, e.g. "abc") would send each key to the start and reverse the text.
    pendingCaret.current =
      caret !== null && formatted !== text ? significantBefore(text, caret) : null
    onChange(formatted)
  }

  function stepBy(event: KeyboardEvent<HTMLInputElement>) {
    if (!step || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    const parsed = parseNumber(value)
    if (parsed.kind === 'invalid') return
    event.preventDefault()
    const current = parsed.kind === 'number' ? parsed.value : 0
    const next = current + (event.key === 'ArrowUp' ? step : -step)
    const text = next.toFixed(decimalsOf(step))
    onChange(thousands ? withThousandsSeparators(text) : text)
  }

  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        inputMode={props.integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        step={step}
        onChange={(event) => change(event.target.value, event.target.selectionStart)}
        onKeyDown={stepBy}
      />
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  )
}
