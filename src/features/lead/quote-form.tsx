import { useEffect, useId, useRef, useState } from 'react'
import { LeadField, type LeadFieldProps } from './lead-field'
import { readLeadDraft, saveLeadDraft } from './lead-draft'
import {
  firstInvalidField,
  LEAD_FIELD_ORDER,
  PROPERTY_TYPES,
  REQUIRED_FIELDS,
  TIMEFRAMES,
  validateLead,
  type LeadField as FieldName,
  type LeadFormValues,
} from './lead-form'
import type { CalculationSummary } from './calculation-summary'
import { failureAdvice, leadEmail } from './send-quote'
import { useQuoteSubmission, type SubmissionState } from './use-quote-submission'

type FieldSpec = { field: FieldName; label: string; autoComplete?: string; className?: string } & (
  | { kind: 'text' | 'email' | 'tel'; hint?: string }
  | { kind: 'select'; choices: typeof PROPERTY_TYPES }
  | { kind: 'textarea' }
)

const FIELDS: readonly FieldSpec[] = [
  { field: 'firstName', label: 'First Name', kind: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last Name', kind: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone', kind: 'tel', autoComplete: 'tel', hint: 'At least 10 digits' },
  {
    field: 'propertyAddress',
    label: 'Property Address',
    kind: 'text',
    autoComplete: 'street-address',
    className: 'lead-form__wide',
  },
  { field: 'propertyType', label: 'Property Type', kind: 'select', choices: PROPERTY_TYPES },
  { field: 'timeframe', label: 'Timeframe', kind: 'select', choices: TIMEFRAMES },
  {
    field: 'additionalInfo',
    label: 'Additional Information',
    kind: 'textarea',
    className: 'lead-form__wide',
  },
]

const QUOTE_SUBJECT = encodeURIComponent('Commercial Mortgage Quote Request')

function SendStatus(props: { state: SubmissionState; onRetry: () => void }) {
  const { state, onRetry } = props
  const retryRef = useRef<HTMLButtonElement>(null)
  const email = leadEmail()
  useEffect(() => {
    // The submit button was disabled while sending and lost the focus: give it to Retry.
    if (state.phase === 'failed') retryRef.current?.focus()
  }, [state])
  return (
    <div className="lead-form__status" role="status">
      {state.phase === 'sending' ? <p>Sending your quote request…</p> : null}
      {state.phase === 'failed' ? (
        <div className="notice notice--error lead-form__failure">
          <p>
            <strong>Your quote request was NOT sent.</strong> {failureAdvice(state.failure, email)}
          </p>
          <button ref={retryRef} type="button" className="button button--primary" onClick={onRetry}>
            Retry
          </button>
          {email ? (
            <p className="lead-form__contact">
              Or e-mail us directly:{' '}
              <a href={`mailto:${email}?subject=${QUOTE_SUBJECT}`}>{email}</a>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

function ErrorSummary(props: { messages: string[]; onPick: (index: number) => void }) {
  const count = props.messages.length
  if (count === 0) return null
  return (
    <div className="notice notice--error lead-form__summary" role="alert">
      <p>
        <strong>
          Please correct {count === 1 ? 'this field' : `these ${count} fields`} before sending:
        </strong>
      </p>
      <ul>
        {props.messages.map((message, index) => (
          <li key={message}>
            <button
              type="button"
              className="lead-form__summary-link"
              onClick={() => props.onPick(index)}
            >
              {message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The quote form: validation on blur and on submit, then one EmailJS request per submission. */
export function QuoteForm(props: { calculation: CalculationSummary; onSent: () => void }) {
  const baseId = useId()
  const idOf = (field: FieldName) => `${baseId}-${field}`
  const [values, setValues] = useState<LeadFormValues>(readLeadDraft)
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [honeypot, setHoneypot] = useState('')
  const { state, submit } = useQuoteSubmission(props.calculation, () => {
    saveLeadDraft(null)
    props.onSent()
  })
  useEffect(() => {
    if (state.phase !== 'sent') saveLeadDraft(values)
  }, [values, state.phase])
  const errors = validateLead(values)
  const shown = (field: FieldName) => (submitted || touched.has(field) ? errors[field] : null)
  const summaryFields = submitted ? LEAD_FIELD_ORDER.filter((field) => errors[field]) : []
  const sending = state.phase === 'sending' || state.phase === 'sent'

  const focusField = (field: FieldName) => document.getElementById(idOf(field))?.focus()

  function attempt() {
    setSubmitted(true)
    const first = firstInvalidField(validateLead(values))
    if (first) return focusField(first)
    submit(values, honeypot)
  }

  function fieldProps(spec: FieldSpec): LeadFieldProps {
    const { field } = spec
    return {
      ...spec,
      id: idOf(field),
      name: field,
      value: values[field],
      required: REQUIRED_FIELDS.has(field),
      error: shown(field),
      onChange: (value) => setValues((current) => ({ ...current, [field]: value })),
      onBlur: () => setTouched((current) => new Set(current).add(field)),
    }
  }

  return (
    <form
      className="lead-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        attempt()
      }}
    >
      <p className="lead-form__note">Fields marked with an asterisk (*) are required.</p>
      <ErrorSummary
        messages={summaryFields.map((field) => errors[field] ?? '')}
        onPick={(index) => focusField(summaryFields[index]!)}
      />
      <div className="form-grid lead-form__grid">
        {FIELDS.map((spec) => (
          <LeadField key={spec.field} {...fieldProps(spec)} />
        ))}
      </div>
      <div className="lead-form__honeypot" aria-hidden="true">
        <label htmlFor={`${baseId}-company-website`}>Company website (leave this empty)</label>
        <input
          id={`${baseId}-company-website`}
          name="company_website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary lead-form__submit" disabled={sending}>
        {sending ? 'Submitting...' : 'Submit Quote Request'}
      </button>
      <SendStatus state={state} onRetry={attempt} />
    </form>
  )
}
