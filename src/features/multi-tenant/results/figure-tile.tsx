import type { ReactNode } from 'react'
import type { LoanTest } from '../../../finance/loan-tests'

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
