import { Card } from '../../../components/card'
import { MethodologyLink, type MethodologySection } from '../../../components/methodology-link'
/** The top and bottom of both results screens: back, title, how it is computed, and the quote request. */

export function ResultsHeader(props: {
  title: string
  subtitle: string
  methodology: MethodologySection
  onBack: () => void
}) {
  return (
    <header className="results__header">
      <button type="button" className="button button--secondary" onClick={props.onBack}>
        <span aria-hidden="true">←</span> Back to Calculator
      </button>
      <h1 className="page-title">{props.title}</h1>
      <p className="page-subtitle">{props.subtitle}</p>
      <MethodologyLink section={props.methodology} />
    </header>
  )
}

export function ResultsFooter({ onQuote }: { onQuote: () => void }) {
  return (
    <Card title="Ready to finance this property?" className="results__quote">
      <p>
        A commercial mortgage professional can review these figures and come back with real terms
        for your deal.
      </p>
      <button type="button" className="button button--primary" onClick={onQuote}>
        Get Professional Quote
      </button>
    </Card>
  )
}
