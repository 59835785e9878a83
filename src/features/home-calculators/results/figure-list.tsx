import { Card } from '../../../components/card'
import { MoneyMetric } from '../../../components/metric'
import { TermList } from '../../../components/term-list'
import type { ReactNode } from 'react'

export interface FigureItem {
  label: string
  /** The figure; a <Metric> when this is the figure's first appearance on the screen. */
  value: ReactNode
  note?: ReactNode
  /** A modifier class of the card (its colour). */
  tone?: string | undefined
}

/**
 * A money field of a result as a figure: shown in whole dollars under the field's own name, e.g.
 * moneyFigure('Monthly Payment', result, 'monthlyPayment').
 */
export function moneyFigure<Field extends string>(
  label: string,
  result: Record<Field, number>,
  field: Field,
): FigureItem {
  return { label, value: <MoneyMetric name={field} value={result[field]} /> }
}

/** Headline figures as cards: a description list, one card per figure. */
export function FigureCards(props: { items: FigureItem[]; label: string; wide?: boolean }) {
  const { items, label, wide } = props
  return (
    <dl
      className={wide ? 'figure-cards figure-cards--three-wide' : 'figure-cards'}
      aria-label={label}
    >
      {items.map((item) => (
        <div
          key={item.label}
          className={['figure-card', item.tone ? `figure-card--${item.tone}` : null]
            .filter(Boolean)
            .join(' ')}
        >
          <dt className="figure-card__label">{item.label}</dt>
          <dd className="figure-card__value">{item.value}</dd>
          {item.note ? <dd className="figure-card__note">{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  )
}

/** A titled two-column summary: label, figure. */
export function SummaryList(props: { title: string; items: FigureItem[] }) {
  return (
    <Card title={props.title} className="summary-list">
      <TermList className="summary-list__rows" rowClassName="term-row" terms={props.items} />
    </Card>
  )
}
