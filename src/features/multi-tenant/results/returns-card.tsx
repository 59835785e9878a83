import { memo, useMemo } from 'react'
import { Card } from '../../../components/card'
import { Metric, OptionalMetric } from '../../../components/metric'
import { ScrollTable } from '../../../components/scroll-table'
import { SpreadsheetExport } from '../../../components/spreadsheet-export'
import type { InvestmentReturns } from '../../../finance/cash-flow/types'
import { formatAccounting, formatMultiple, formatRatioAsPercent } from '../../../lib/format'
import { FigureTile } from './figure-tile'
import { flowRows, flowsDelimited } from './returns-model'

function ReturnFigures({ returns }: { returns: InvestmentReturns }) {
  const percent = formatRatioAsPercent
  return (
    <dl className="sizing-tiles">
      <FigureTile label="Equity" note="Property value - recommended loan">
        <Metric name="equity" value={returns.equity}>
          {formatAccounting(returns.equity)}
        </Metric>
      </FigureTile>
      <FigureTile label="Unlevered IRR" note="Buying at the property value, no loan">
        <OptionalMetric name="unleveredIrr" value={returns.unleveredIrr} format={percent} />
      </FigureTile>
      <FigureTile label="Levered IRR" note="On the equity, after debt service">
        <OptionalMetric name="leveredIrr" value={returns.leveredIrr} format={percent} />
      </FigureTile>
      <FigureTile label="Equity Multiple" note="Levered cash back / equity">
        <OptionalMetric
          name="equityMultiple"
          value={returns.equityMultiple}
          format={formatMultiple}
        />
      </FigureTile>
      <FigureTile label="Cash-on-Cash (Year 1)" note="Cash flow after debt / equity">
        <OptionalMetric name="cashOnCashYear1" value={returns.cashOnCashYear1} format={percent} />
      </FigureTile>
      <FigureTile label="Cash-on-Cash (Average)" note="Years 1-10">
        <OptionalMetric
          name="averageCashOnCash"
          value={returns.averageCashOnCash}
          format={percent}
        />
      </FigureTile>
    </dl>
  )
}

function FlowsTable({ returns, startYear }: { returns: InvestmentReturns; startYear: number }) {
  const rows = useMemo(() => flowRows(returns, startYear), [returns, startYear])
  return (
    <ScrollTable labelledBy="return-flows">
      <table className="data-table" aria-labelledby="return-flows">
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Unlevered Cash Flow</th>
            <th scope="col">Levered Cash Flow</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td data-value={row.unlevered}>{row.unleveredText}</td>
              <td data-value={row.levered}>{row.leveredText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}

/**
 * Investment Returns (PRODUCT.md 9.3), with a property value: buying at that value, holding 10
 * years and selling at the year-11 NOI over the exit cap, before closing costs.
 */
export const ReturnsCard = memo(function ReturnsCard(props: {
  returns: InvestmentReturns
  startYear: number
}) {
  const { returns, startYear } = props
  return (
    <Card
      title="Investment Returns"
      subtitle="Buy at the property value, hold 10 years, sell at the exit cap rate: before closing costs"
      className="results-card returns-card"
    >
      {returns.equity <= 0 ? (
        <p className="notice notice--info">
          The recommended loan is the whole property value or more, so there is no equity to earn a
          return on: the levered figures show "-".
        </p>
      ) : null}
      <ReturnFigures returns={returns} />
      <h3 id="return-flows" className="results-subheading">
        Cash Flows
      </h3>
      <SpreadsheetExport
        label="Return Cash Flows"
        toText={(separator) => flowsDelimited(returns, startYear, separator)}
        rowCount={returns.unleveredFlows.length}
        fileName="return-cash-flows.csv"
      />
      <FlowsTable returns={returns} startYear={startYear} />
      <p className="results-note">
        Sale price {formatAccounting(returns.salePrice)} (year-11 NOI / exit cap), net{' '}
        {formatAccounting(returns.netSaleProceeds)} after selling costs; loan repaid at the sale{' '}
        {formatAccounting(returns.loanPayoffAtSale)}. A balloon due before year 10 is paid from
        equity in its year. Figures are before closing costs. IRR is the lowest rate from -99% to
        1000% at which the cash flows' net present value is 0; "-" when there is none.
      </p>
    </Card>
  )
})
