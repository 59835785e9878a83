import { Card } from '../../../components/card'
import { Metric } from '../../../components/metric'
import { SpreadsheetExport } from '../../../components/spreadsheet-export'
import type { ExitRefinance } from '../../../finance/cash-flow/types'
import { formatCurrency, formatRatioAsPercent, formatWithUnit } from '../../../lib/format'
import {
  exitFigureLines,
  exitFiguresDelimited,
  refinancedBeforeSale,
  refinanceGridSpec,
  refinanceOutcome,
} from './exit-refinance-model'
import { FigureTiles, LOAN_TEST_WORDS, type TileSpec } from './figure-tiles'
import { memoByValue } from '../../../components/memo-by-value'
import { GridTable } from './grid-table'

function refinanceTiles(test: ExitRefinance): TileSpec[] {
  const outcome = refinanceOutcome(test.refinanceGap)
  const money = formatCurrency
  const share = formatRatioAsPercent
  const limitedBy = (
    <>
      Limited by {LOAN_TEST_WORDS[test.refinanceLimitingTest]} (
      <Metric name="refinanceLimitingTest" value={test.refinanceLimitingTest}>
        {test.refinanceLimitingTest}
      </Metric>
      )
    </>
  )
  return [
    {
      label: `Forward NOI (${test.forwardYearLabel})`,
      note: 'NOI of the year after maturity',
      metric: 'forwardNoi',
      value: test.forwardNoi,
      format: money,
    },
    {
      label: 'Exit Value',
      note: 'Forward NOI / exit cap rate',
      metric: 'exitValue',
      value: test.exitValue,
      format: money,
    },
    // The debt summary carries balloonAtMaturity (it exists whatever the maturity).
    {
      label: `Balloon (${test.maturityYearLabel})`,
      note: 'Loan balance due at maturity',
      value: test.balloon,
      format: money,
    },
    {
      label: 'Maturity LTV',
      note: 'Balloon / exit value',
      metric: 'maturityLtv',
      value: test.maturityLtv,
      format: share,
    },
    {
      label: 'Exit Debt Yield',
      note: 'Forward NOI / balloon',
      metric: 'exitDebtYield',
      value: test.exitDebtYield,
      format: share,
    },
    {
      label: 'Refinance Proceeds',
      note: limitedBy,
      metric: 'refinanceProceeds',
      value: test.refinanceProceeds,
      format: money,
    },
    {
      label: `Refinance Gap: ${outcome.status}`,
      note: outcome.note,
      metric: 'refinanceGap',
      value: test.refinanceGap,
      format: money,
    },
    ...(refinancedBeforeSale(test)
      ? [
          {
            label: `Refinance Loan (${test.forwardYearLabel})`,
            note: 'Repays the balloon up to the proceeds; repaid at the sale',
            metric: 'refinanceLoan',
            value: test.refinanceLoan,
            format: money,
          },
        ]
      : []),
  ]
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
export const ExitRefinanceCard = memoByValue(function ExitRefinanceCard(
  props: ExitRefinanceCardProps,
) {
  const { test, loanTermYears } = props
  return (
    <Card
      title="Exit & Refinance"
      subtitle="Can a new loan at maturity repay the balloon?"
      className="results-card exit-card"
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
          <FigureTiles tiles={refinanceTiles(test)} />
          <div className="card-split">
            <GridTable spec={refinanceGridSpec(test.grid)} />
            <p className="results-note">
              The new loan is the smallest of the DSCR test at the refinance rate (
              {formatRatioAsPercent(test.refinanceRate)}) over the same amortization, the debt-yield
              test and the LTV test on the exit value. Refinance gap = balloon - refinance proceeds:
              above 0 a shortfall the owner must cover, below 0 cash that could be taken out.
              {refinancedBeforeSale(test)
                ? ' The loan matures before the sale, so the analysis refinances it then: the new loan ' +
                  'amortizes at the refinance rate from the month after maturity, equity pays any ' +
                  'shortfall, and the debt service, DSCRs and returns after maturity are on the new loan.'
                : ''}
            </p>
          </div>
        </>
      )}
    </Card>
  )
})
