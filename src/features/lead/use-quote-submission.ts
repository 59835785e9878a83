import { useRef, useState } from 'react'
import { sameLeadValues, type LeadFormValues } from './lead-form'
import { buildQuotePayload, type QuoteTemplateParams } from './quote-payload'
import type { CalculationSummary } from './calculation-summary'
import { readEmailConfig, sendQuote, type SendFailure } from './send-quote'

export type SubmissionState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'failed'; failure: SendFailure }
  | { phase: 'sent' }

interface FailedAttempt {
  values: LeadFormValues
  params: QuoteTemplateParams
}

/**
 * Sends valid form values as one quote request at a time. A ref (not only the disabled button)
 * keeps a double click or a repeated Enter from sending twice. After a failure, sending the same
 * values again (Retry) resends exactly the same payload; a filled honeypot pretends success.
 */
export function useQuoteSubmission(calculation: CalculationSummary, onSent: () => void) {
  const [state, setState] = useState<SubmissionState>({ phase: 'idle' })
  const inFlight = useRef(false)
  const lastFailure = useRef<FailedAttempt | null>(null)

  async function deliver(values: LeadFormValues) {
    const config = readEmailConfig()
    const previous = lastFailure.current
    const params =
      previous && sameLeadValues(previous.values, values)
        ? previous.params
        : buildQuotePayload({
            values,
            calculation,
            toEmail: config.ok ? config.config.toEmail : '',
            sentAt: new Date(),
          })
    setState({ phase: 'sending' })
    const outcome = await sendQuote(params, config)
    if (outcome.ok) {
      lastFailure.current = null
      setState({ phase: 'sent' })
      onSent()
      return
    }
    lastFailure.current = { values, params }
    inFlight.current = false
    setState({ phase: 'failed', failure: outcome.failure })
  }

  /** Sends `values` (already validated) unless a request is under way or was sent. */
  function submit(values: LeadFormValues, honeypot: string) {
    if (inFlight.current) return
    inFlight.current = true
    if (honeypot.trim() !== '') {
      // A bot filled the hidden field: look successful, send nothing.
      setState({ phase: 'sent' })
      onSent()
      return
    }
    void deliver(values)
  }

  return { state, submit }
}
