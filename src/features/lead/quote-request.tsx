import { useEffect, useRef } from 'react'
import { TermList, type Term } from '../../components/term-list'
import { formatCurrency, formatRatioAsPercent, formatRatioOrNa } from '../../lib/format'
import './lead.css'
import { dscrText, monthlyPaymentText } from './quote-payload'
import { QuoteForm } from './quote-form'
import type { CalculationSummary } from './calculation-summary'

export interface QuoteRequestProps {
  calculation: CalculationSummary
  /** Called once the request has been sent successfully. */
  onSent: () => void
  /** Back to the results the request started from. */
  onBack: () => void
}

const SOURCE_NAMES: Record<CalculationSummary['source'], string> = {
  mortgage: 'Mortgage & DSCR calculation',
  'max-loan': 'Maximum loan sizing',
}

/** The figures the request is about, in the order of the calculator's results. */
function calculationTerms(calculation: CalculationSummary): Term[] {
  const { sizedLoan } = calculation
  return [
    { label: 'Property Value', value: formatCurrency(calculation.propertyValue) },
    { label: 'Loan Amount', value: formatCurrency(calculation.loanAmount) },
    { label: 'Monthly Payment', value: monthlyPaymentText(calculation.monthlyPayment) },
    { label: 'DSCR', value: dscrText(calculation.dscr) },
    ...(sizedLoan
      ? [
          { label: 'LTV', value: formatRatioAsPercent(sizedLoan.ltv) },
          { label: 'Debt Yield', value: formatRatioOrNa(sizedLoan.debtYield) },
        ]
      : []),
  ]
}

function CalculationFigures({ calculation }: { calculation: CalculationSummary }) {
  return (
    <section className="lead-summary" aria-labelledby="lead-summary-title">
      <h2 id="lead-summary-title" className="lead-summary__title">
        Your calculation: {SOURCE_NAMES[calculation.source]}
      </h2>
      <TermList className="lead-summary__list" terms={calculationTerms(calculation)} />
    </section>
  )
}

/**
 * The lead-capture screen: what the request is about, and the form that e-mails it to a mortgage
 * professional through EmailJS. A failed send keeps the form filled in and offers Retry.
 */
export function QuoteRequest({ calculation, onSent, onBack }: QuoteRequestProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])

  return (
    <div className="lead-screen">
      <header className="lead-screen__header">
        <button type="button" className="button button--secondary no-print" onClick={onBack}>
          <span aria-hidden="true">←</span> Back to Results
        </button>
        <h1 ref={headingRef} tabIndex={-1} className="page-title lead-screen__title">
          Get Your Professional Quote
        </h1>
        <p className="page-subtitle">
          Tell us how to reach you and a commercial mortgage professional will prepare a quote for
          this financing.
        </p>
      </header>
      <div className="card lead-card">
        <CalculationFigures calculation={calculation} />
        <QuoteForm calculation={calculation} onSent={onSent} />
      </div>
    </div>
  )
}
