import type { ReactNode } from 'react'
import { OptionalMetric } from '../../../components/metric'
import type { LoanTest } from '../../../finance/loan-tests'
import { formatOrDash } from '../../../lib/format'

/** What each lender's test limits, for "Limited by ..." notes. */
export const LOAN_TEST_WORDS: Record<LoanTest, string> = {
  DSCR: 'the minimum DSCR',
  'Debt Yield': 'the maximum debt yield',
  LTV: 'the maximum LTV',
}

/**
 * One figure of a results card as a tile: its label, the figure (a Metric) and an optional note
 * under it. Tiles go in a `<dl className="sizing-tiles">`.
 */
export function FigureTile(props: { label: string; note?: ReactNode; children: ReactNode }) {
  const { label, note, children } = props
  return (
    <div className="sizing-tile">
      <dt className="sizing-tile__label">{label}</dt>
      <dd className="sizing-tile__value">{children}</dd>
      {note ? <dd className="sizing-tile__note">{note}</dd> : null}
    </div>
  )
}

export interface TileSpec {
  label: string
  note?: ReactNode
  /** The figure's data-metric name; none where another card of the page carries it. */
  metric?: string
  /** null: the figure does not exist here (shown "-"). */
  value: number | null
  format: (value: number) => string
}

/** A card's figures as tiles, in order. */
export function FigureTiles({ tiles }: { tiles: readonly TileSpec[] }) {
  return (
    <dl className="sizing-tiles">
      {tiles.map(({ label, note, metric, value, format }) => (
        <FigureTile key={label} label={label} note={note}>
          {metric ? (
            <OptionalMetric name={metric} value={value} format={format} />
          ) : (
            formatOrDash(value, format)
          )}
        </FigureTile>
      ))}
    </dl>
  )
}
