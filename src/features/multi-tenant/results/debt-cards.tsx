import type { ReactNode } from 'react'
import { Card } from '../../../components/card'
import { Metric, MoneyMetric, OptionalMetric } from '../../../components/metric'
import { SpreadsheetExport } from '../../../components/spreadsheet-export'
import { debtSummaryDelimited, debtSummaryRows } from './debt-summary-model'
import { FigureTile, LOAN_TEST_WORDS } from './figure-tiles'
import { sizingFigureName, UNDERWRITTEN_NCF_FORMULA } from './sizing-figure-name'
import type { DebtSizing, DebtSummary, SizeLoanOn } from '../../../finance/cash-flow/types'
import { formatCurrency, formatRatioAsPercent } from '../../../lib/format'
import { memoByValue } from '../../../components/memo-by-value'

function SummaryRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="term-row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * The loan's terms and the coverage they give. Figures repeated from the sizing tiles carry no
 * data-metric (each name is once per screen).
 */
export const DebtSummaryCard = memoByValue(function DebtSummaryCard({
  summary,
  sizedOn,
}: {
  summary: DebtSummary
  sizedOn: SizeLoanOn
}) {
  const rows = debtSummaryRows(summary, sizedOn)
  return (
    <Card
      title="Debt Summary"
      subtitle="The recommended loan and its debt service"
      className="results-card"
    >
      <SpreadsheetExport
        label="Debt Summary"
        toText={(separator) => debtSummaryDelimited(summary, sizedOn, separator)}
        rowCount={rows.length}
        fileName="debt-summary.csv"
      />
      <dl className="results-list">
        {rows.map((row) => (
          <SummaryRow key={row.term} term={row.term}>
            {row.metric ? (
              <Metric name={row.metric} value={row.value ?? 'N/A'}>
                {row.text}
              </Metric>
            ) : (
              row.text
            )}
          </SummaryRow>
        ))}
      </dl>
      <p className="results-note">
        DSCR{sizedOn === 'NCF' ? ` = (${UNDERWRITTEN_NCF_FORMULA}) / debt service,` : ''} over the
        analysis years that carry debt service.
      </p>
    </Card>
  )
})

/** The loan each test allows, the recommended (smallest) one and the NOI it is sized on. */
export const DebtSizingCard = memoByValue(function DebtSizingCard({
  sizing,
  goingInDebtYield,
}: {
  sizing: DebtSizing
  /** Year-1 sizing figure / recommended loan; null without a loan. */
  goingInDebtYield: number | null
}) {
  const hasValue = sizing.maxLoanLTV !== null
  const figure = sizingFigureName(sizing.sizedOn)
  return (
    <Card
      title="Debt Sizing Summary"
      subtitle="Recommended loan = the smallest loan the lender's tests allow"
      className="results-card"
    >
      <dl className="sizing-tiles">
        <FigureTile label="Max Loan (DSCR)">
          <MoneyMetric name="maxLoanDSCR" value={sizing.maxLoanDSCR} />
        </FigureTile>
        <FigureTile label="Max Loan (Debt Yield)">
          <MoneyMetric name="maxLoanDebtYield" value={sizing.maxLoanDebtYield} />
        </FigureTile>
        {hasValue && (
          <FigureTile label="Max Loan (LTV)">
            <Metric name="maxLoanLTV" value={sizing.maxLoanLTV!}>
              {formatCurrency(sizing.maxLoanLTV)}
            </Metric>
          </FigureTile>
        )}
        <FigureTile
          label="Recommended Loan"
          note={`Limited by ${LOAN_TEST_WORDS[sizing.limitingTest]}`}
        >
          <MoneyMetric name="recommendedLoan" value={sizing.recommendedLoan} />
        </FigureTile>
        <FigureTile label="Going-In Debt Yield" note={`Year-1 ${figure} / recommended loan`}>
          <OptionalMetric
            name="goingInDebtYield"
            value={goingInDebtYield}
            format={formatRatioAsPercent}
          />
        </FigureTile>
        <FigureTile
          label={`Stabilized ${figure}`}
          note={`Lower of year-3 ${figure} and the years 1-5 average${sizing.sizedOn === 'NCF' ? ` (Underwritten NCF = ${UNDERWRITTEN_NCF_FORMULA})` : ''}`}
        >
          <MoneyMetric name="stabilizedNoi" value={sizing.stabilizedNoi} />
        </FigureTile>
        <FigureTile
          label="LTV"
          note={
            hasValue
              ? 'Recommended loan / property value'
              : 'No property value: LTV test not applied'
          }
        >
          <Metric name="ltv" value={hasValue ? sizing.ltv : 'N/A'}>
            {hasValue ? formatRatioAsPercent(sizing.ltv) : 'N/A'}
          </Metric>
        </FigureTile>
      </dl>
      <p className="results-note">
        Limiting test:{' '}
        <Metric name="limitingFactor" value={sizing.limitingTest}>
          {sizing.limitingTest}
        </Metric>
      </p>
    </Card>
  )
})
