import type { Choice } from './lead-form'

interface LeadFieldBase {
  /** The element id; the error text gets `${id}-error`. */
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  required?: boolean
  /** Shown under the field, tied to it with aria-describedby; marks it aria-invalid. */
  error?: string | null | undefined
  hint?: string | undefined
  autoComplete?: string | undefined
  className?: string | undefined
}

export type LeadFieldProps = LeadFieldBase &
  (
    | { kind: 'text' | 'email' | 'tel' }
    | { kind: 'select'; choices: readonly Choice[] }
    | { kind: 'textarea'; rows?: number }
  )

function Control(props: LeadFieldProps & { describedBy: string | undefined }) {
  const common = {
    id: props.id,
    name: props.name,
    value: props.value,
    required: props.required,
    autoComplete: props.autoComplete,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.describedBy,
    onBlur: props.onBlur,
  }
  if (props.kind === 'select') {
    return (
      <select {...common} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">Select…</option>
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    )
  }
  if (props.kind === 'textarea') {
    return (
      <textarea
        {...common}
        rows={props.rows ?? 4}
        onChange={(event) => props.onChange(event.target.value)}
      />
    )
  }
  return (
    <input
      {...common}
      type={props.kind}
      inputMode={props.kind === 'tel' ? 'tel' : undefined}
      onChange={(event) => props.onChange(event.target.value)}
    />
  )
}

/**
 * One labelled field of the quote form. "Required" is said in text (an asterisk explained at the
 * top of the form, and the required attribute for assistive technology), never by colour alone.
 * The asterisk sits beside the <label>, so the field's name is exactly its label ("Email").
 */
export function LeadField(props: LeadFieldProps) {
  const errorId = `${props.id}-error`
  const hintId = `${props.id}-hint`
  const describedBy =
    [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ') ||
    undefined
  return (
    <div className={props.className ? `field ${props.className}` : 'field'}>
      <span className="lead-field__label">
        <label htmlFor={props.id}>{props.label}</label>
        {props.required ? (
          <span className="lead-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <Control {...props} describedBy={describedBy} />
      {props.hint ? (
        <span id={hintId} className="field__hint">
          {props.hint}
        </span>
      ) : null}
      {props.error ? (
        <span id={errorId} className="field__error">
          {props.error}
        </span>
      ) : null}
    </div>
  )
}
