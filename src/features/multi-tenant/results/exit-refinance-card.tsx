import { memo, useMemo } from 'react'
import { Card } from '../../../components/card'
import { Metric, OptionalMetric } from '../../../components/metric'
import { ScrollTable } from '../../../components/scroll-table'
import { SpreadsheetExport } from '../../../components/spreadsheet-export'
import type { ExitRefinance, RefinanceGrid } from '../../../finance/cash-flow/types'
import { formatAccounting, formatRatioAsPercent, formatWithUnit } from '../../../lib/format'
import {
  exitFigureLines,
  exitFiguresDelimited,
  refinanceGridDelimited,
  refinanceGridTable,
  refinanceOutcome,
} from './exit-refinance-model'
import { FigureTile, LOAN_TEST_WORDS } from './figure-tile'

function MoneyFigure({ name, value }: { name: string; value: number }) {
  return (
    <Metric name={name} value={value}>
      {formatAccounting(value)}
    </Metric>
  )
}

function RefinanceFigures({ test }: { test: ExitRefinance }) {
  const outcome = refinanceOutcome(test.refinanceGap)
  return (
    <dl className="sizing-tiles">
      <FigureTile
        label={`Forward NOI (${test.maturityYear + 1})`}
        note="NOI of the year after maturity"
      >
        <MoneyFigure name="forwardNoi" value={test.forwardNoi} />
      </FigureTile>
      <FigureTile label="Exit Value" note="Forward NOI / exit cap rate">
        <MoneyFigure name="exitValue" value={test.exitValue} />
      </FigureTile>
      <FigureTile label={`Balloon (${test.maturityYear})`} note="Loan balance due at maturity">
        {formatAccounting(test.balloon)}
      </FigureTile>
      <FigureTile label="Maturity LTV" note="Balloon / exit value">
        <OptionalMetric name="maturityLtv" value={test.maturityLtv} format={formatRatioAsPercent} />
      </FigureTile>
      <FigureTile label="Exit Debt Yield" note="Forward NOI / balloon">
        <OptionalMetric
          name="exitDebtYield"
          value={test.exitDebtYield}
          format={formatRatioAsPercent}
        />
      </FigureTile>
      <FigureTile
        label="Refinance Proceeds"
        note={
          <>
            Limited by {LOAN_TEST_WORDS[test.refinanceLimitingTest]} (
            <Metric name="refinanceLimitingTest" value={test.refinanceLimitingTest}>
              {test.refinanceLimitingTest}
            </Metric>
            )
          </>
        }
      >
        <MoneyFigure name="refinanceProceeds" value={test.refinanceProceeds} />
      </FigureTile>
      <FigureTile label={`Refinance Gap: ${outcome.status}`} note={outcome.note}>
        <MoneyFigure name="refinanceGap" value={test.refinanceGap} />
      </FigureTile>
    </dl>
  )
}

function RefinanceGridView({ grid }: { grid: RefinanceGrid }) {
  const table = useMemo(() => refinanceGridTable(grid), [grid])
  return (
    <div className="sensitivity-block">
      <h3 id="refinance-grid" className="results-subheading">
        Refinance Gap by Exit Cap Rate and Refinance Rate
      </h3>
      <SpreadsheetExport
        label="Refinance Grid"
        toText={(separator) => refinanceGridDelimited(grid, separator)}
        rowCount={grid.exitCapRates.length}
        fileName="refinance-grid.csv"
      />
      <ScrollTable labelledBy="refinance-grid">
        <table className="data-table rate-dscr-table" aria-labelledby="refinance-grid">
          <thead>
            <tr>
              <td className="rate-dscr-table__corner">Exit Cap \ Refinance Rate</td>
              {table.columns.map((column) => (
                <th scope="col" key={column.rate}>
                  {column.text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.exitCapRate}>
                <th scope="row">{row.capText}</th>
                {row.cells.map((cell) => (
                  <td
                    key={cell.rate}
                    data-value={cell.gap}
                    data-current={cell.current || undefined}
                    className={cell.current ? 'rate-dscr-table__current' : undefined}
                  >
                    {cell.text}
                    {cell.current && <span className="visually-hidden"> (current inputs)</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  )
}

interface ExitRefinanceCardProps {
  test: ExitRefinance | null
  loanTermYears: number
}

/**
 * Exit & Refinance (PRODUCT.md 9.2): at the loan's maturity, what the property is worth on the
 * next year's NOI, whether a new loan repays the balloon, and how that changes with the exit cap
 * rate and the refinance rate.
 */
export const ExitRefinanceCard = memo(function ExitRefinanceCard(props: ExitRefinanceCardProps) {
  const { test, loanTermYears } = props
  return (
    <Card
      title="Exit & Refinance"
      subtitle="Can a new loan at maturity repay the balloon?"
      className="results-card"
    >
      {test === null ? (
        <p className="notice notice--info">
          The loan matures after the 10-year analysis (term {formatWithUnit(loanTermYears, 'years')}
          ), so there is no refinance test to show.
        </p>
      ) : (
        <>
          <SpreadsheetExport
            label="Exit & Refinance"
            toText={(separator) => exitFiguresDelimited(test, separator)}
            rowCount={exitFigureLines(test).length}
            fileName="exit-refinance.csv"
          />
          <RefinanceFigures test={test} />
          <RefinanceGridView grid={test.grid} />
          <p className="results-note">
            The new loan is the smallest of the DSCR test at the refinance rate (
            {formatRatioAsPercent(test.refinanceRate)}) over the same amortization, the debt-yield
            test and the LTV test on the exit value. Refinance gap = balloon - refinance proceeds:
            above 0 a shortfall the owner must cover, below 0 cash that could be taken out.
          </p>
        </>
      )}
    </Card>
  )
})
