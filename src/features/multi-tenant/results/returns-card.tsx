import { Card } from '../../../components/card'
import { PAGE_SECTION_IDS } from '../page-sections'
import { FigureTable } from '../../../components/figure-table'
import { rowsByLabel } from '../../../lib/figure-grid'
import type { InvestmentReturns } from '../../../finance/cash-flow/types'
import { formatCurrency, formatMultiple, formatRatioAsPercent } from '../../../lib/format'
import { FigureTiles, type TileSpec } from './figure-tiles'
import { flowRows, flowsDelimited } from './returns-model'
import { memoByValue } from '../../../components/memo-by-value'
import { ExportedTable } from './exported-table'

function returnTiles(returns: InvestmentReturns): TileSpec[] {
  const percent = formatRatioAsPercent
  const tile = (
    label: string,
    note: string,
    metric: keyof InvestmentReturns,
    format = percent,
  ) => ({
    label,
    note,
    metric,
    value: returns[metric] as number | null,
    format,
  })
  return [
    tile('Equity', 'Property value - recommended loan', 'equity', formatCurrency),
    tile('Unlevered IRR', 'Buying at the property value, no loan', 'unleveredIrr'),
    tile('Levered IRR', 'On the equity, after debt service', 'leveredIrr'),
    tile('Equity Multiple', 'Levered cash back / equity', 'equityMultiple', formatMultiple),
    tile('Cash-on-Cash (Year 1)', 'Cash flow after debt / equity', 'cashOnCashYear1'),
    tile('Cash-on-Cash (Average)', 'Years 1-10', 'averageCashOnCash'),
  ]
}

function FlowsTable(props: { returns: InvestmentReturns; yearLabels: readonly string[] }) {
  const rows = flowRows(props.returns, props.yearLabels)
  return (
    <FigureTable
      labelledBy="return-flows"
      columns={['Year', 'Unlevered Cash Flow', 'Levered Cash Flow']}
      rows={rowsByLabel(rows, (row) => [
        { content: row.unleveredText, value: row.unlevered },
        { content: row.leveredText, value: row.levered },
      ])}
    />
  )
}

/**
 * Investment Returns (PRODUCT.md 9.3), with a property value: buying at that value, holding 10
 * years and selling at the year-11 NOI over the exit cap, before closing costs.
 */
export const ReturnsCard = memoByValue(function ReturnsCard(props: {
  returns: InvestmentReturns
  /** The analysis years' labels, year 1 first. */
  yearLabels: readonly string[]
}) {
  const { returns, yearLabels } = props
  return (
    <Card
      title="Investment Returns"
      subtitle="Buy at the property value, hold 10 years, sell at the exit cap rate: before closing costs"
      className="results-card returns-card"
      id={PAGE_SECTION_IDS.returns}
    >
      {returns.equity <= 0 ? (
        <p className="notice notice--info">
          The recommended loan is the whole property value or more, so there is no equity to earn a
          return on: the levered figures show "-".
        </p>
      ) : null}
      <div className="card-split">
        <FigureTiles tiles={returnTiles(returns)} />
        <ExportedTable
          id="return-flows"
          heading="Cash Flows"
          exported={{
            label: 'Return Cash Flows',
            toText: (separator) => flowsDelimited(returns, yearLabels, separator),
            rowCount: returns.unleveredFlows.length,
            fileName: 'return-cash-flows.csv',
          }}
        >
          <FlowsTable returns={returns} yearLabels={yearLabels} />
        </ExportedTable>
      </div>
      <p className="results-note">
        Sale price {formatCurrency(returns.salePrice)} (year-11 NOI / exit cap), net{' '}
        {formatCurrency(returns.netSaleProceeds)} after selling costs; loan repaid at the sale{' '}
        {formatCurrency(returns.loanPayoffAtSale)}. A balloon due before year 10 is paid from equity
        in its year. Figures are before closing costs. IRR is the lowest rate from -99% to 1000% at
        which the cash flows' net present value is 0; "-" when there is none.
      </p>
    </Card>
  )
})
