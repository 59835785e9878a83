import { useEffect, useRef } from 'react'
import './lead.css'

const NEXT_STEPS = [
  { when: 'Within 2 hours', what: 'we review your request for pre-qualification.' },
  {
    when: 'Within 24 hours',
    what: 'a commercial mortgage professional calls you to discuss your financing.',
  },
  { when: 'Within 48 hours', what: 'you receive a customized financing proposal.' },
]

/** Shown once the quote request has been sent: what happens next, and a way to start over. */
export function ThankYou({ onCalculateAnother }: { onCalculateAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])

  return (
    <article className="card lead-thanks" aria-labelledby="lead-thanks-title">
      <h1 id="lead-thanks-title" ref={headingRef} tabIndex={-1} className="lead-thanks__title">
        Thank You!
      </h1>
      <p className="lead-thanks__lead">
        Your quote request has been received. A commercial mortgage professional will contact you
        within 24 hours.
      </p>
      <h2 className="lead-thanks__steps-title">What happens next</h2>
      <ol className="lead-thanks__steps">
        {NEXT_STEPS.map((step) => (
          <li key={step.when}>
            <strong>{step.when}:</strong> {step.what}
          </li>
        ))}
      </ol>
      <button type="button" className="button button--primary" onClick={onCalculateAnother}>
        Calculate Another Mortgage
      </button>
    </article>
  )
}
