import { listInWords } from '../../lib/format'

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
