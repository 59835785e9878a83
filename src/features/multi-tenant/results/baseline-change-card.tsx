import { Card } from '../../../components/card'
import { FigureTable } from '../../../components/figure-table'
import { change } from '../../../finance/cash-flow/key-figures'
import type { Baseline } from '../../../finance/cash-flow/types'
import type { YearRow } from '../../../finance/cash-flow/types'
import { formatChange } from '../../../lib/format'
import { memoByValue } from '../../../components/memo-by-value'

const HEADERS = ['Year', 'NOI', 'Debt Service', 'CF After Debt', 'DSCR']

const yearDscr = (row: YearRow) => (row.debtService > 0 ? row.dscr : null)

/** The annual figures against the pinned baseline, year by year (shown while one is pinned). */
export const BaselineChangeCard = memoByValue(function BaselineChangeCard(props: {
  baseline: Baseline
  years: YearRow[]
}) {
  const { baseline, years } = props
  return (
    <Card
      title="Change vs Baseline by Year"
      subtitle="Each figure now minus the same figure when the baseline was pinned"
      className="results-card baseline-change-card"
    >
      <FigureTable
        label="Change vs baseline by year"
        columns={HEADERS}
        rows={years.map((row, index) => {
          const then = baseline.years[index]
          const cells = [
            formatChange(change(row.noi, then?.noi ?? null), 'usd'),
            formatChange(change(row.debtService, then?.debtService ?? null), 'usd'),
            formatChange(change(row.cashFlowAfterDebt, then?.cashFlowAfterDebt ?? null), 'usd'),
            formatChange(change(yearDscr(row), then?.dscr ?? null), 'multiple'),
          ]
          return {
            key: row.year,
            header: row.year,
            cells: cells.map((text) => ({ content: text })),
          }
        })}
      />
    </Card>
  )
})
