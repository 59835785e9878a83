// PLACEHOLDER: replaced by the quote-request work (form, EmailJS send, failure and retry).
/** Figures of the calculation that led to the quote request. */
export interface CalculationSummary {
  /** Which calculator the figures come from. */
  source: 'mortgage' | 'max-loan'
  propertyValue: number
  loanAmount: number
  /** null when the calculation has none ('N/A' in the e-mail). */
  monthlyPayment: number | null
  /** null when the calculation has none ('N/A' in the e-mail). */
  dscr: number | null
}

export interface QuoteRequestProps {
  calculation: CalculationSummary
  /** Called once the request has been sent successfully. */
  onSent: () => void
  /** Back to the results the request started from. */
  onBack: () => void
}

export function QuoteRequest({ onBack }: QuoteRequestProps) {
  return (
    <button type="button" onClick={onBack}>
      Back
    </button>
  )
}
