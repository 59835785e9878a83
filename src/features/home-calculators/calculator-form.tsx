import type { FormEvent, ReactNode, RefObject } from 'react'
import { listInWords } from '../../lib/format'

export interface CalculatorFormProps {
  ref: RefObject<HTMLFormElement | null>
  onSubmit: (event: FormEvent) => void
  /** The Calculate button's text. */
  label: string
  /** Labels of the required fields still empty: the button waits for them and says so. */
  missing: string[]
  /** While the engine runs. */
  busy: boolean
  /** Why the last run failed. */
  failure: string | null
  /** The fields. */
  children: ReactNode
  /** Shown below the button and any failure. */
  after?: ReactNode
}

/** A calculator form: its fields in a grid, the Calculate button, and why a run failed. */
export function CalculatorForm(props: CalculatorFormProps) {
  const { ref, onSubmit, label, missing, busy, failure, children, after } = props
  return (
    <form ref={ref} className="calculator-form" noValidate onSubmit={onSubmit}>
      <div className="form-grid">{children}</div>
      <CalculateButton label={label} missing={missing} busy={busy} />
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      {after}
    </form>
  )
}

/** The submit button, disabled with the reason shown while required fields are empty. */
function CalculateButton(props: { label: string; missing: string[]; busy: boolean }) {
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
