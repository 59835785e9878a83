import { Card } from '../../../components/card'
import type { DscrRating } from '../../../finance/dscr'
import type { MortgageInput, MortgageResult } from '../../../finance/mortgage'
import { Metric, MoneyMetric } from '../../../components/metric'
import { formatCurrency, formatDscr, formatNumber } from '../../../lib/format'
import { FigureCards, moneyFigure, SummaryList } from './figure-list'

interface FiguresProps {
  input: MortgageInput
  result: MortgageResult
}

const RATING_NOTES: Record<DscrRating, string> = {
  Excellent: 'Comfortably above the usual 1.25x minimum',
  Good: 'Meets most lenders’ minimum',
  Marginal: 'Income barely covers the payments',
  Poor: 'Income does not cover the payments',
}

/** The five headline cards: payment, annual payment, loan, DSCR with its rating, interest. */
export function MortgageCards({ result }: { result: MortgageResult }) {
  const rating = result.dscrRating
  return (
    <FigureCards
      label="Mortgage summary"
      items={[
        moneyFigure('Monthly Payment', result, 'monthlyPayment'),
        moneyFigure('Annual Payment', result, 'annualDebtService'),
        moneyFigure('Loan Amount', result, 'loanAmount'),
        {
          label: 'DSCR',
          tone: rating ? `rating-${rating.toLowerCase()}` : undefined,
          value: (
            <Metric name="dscr" value={result.dscr ?? 'N/A'}>
              {formatDscr(result.dscr)}
            </Metric>
          ),
          note: <DscrRatingBadge rating={rating} />,
        },
        moneyFigure('Total Interest', result, 'totalInterest'),
      ]}
    />
  )
}

function DscrRatingBadge({ rating }: { rating: DscrRating | null }) {
  if (!rating)
    return (
      <>
        <Metric name="dscrRating" value="N/A" className="rating">
          N/A
        </Metric>{' '}
        <span className="rating-note">No loan, so no debt service to cover</span>
      </>
    )
  return (
    <>
      <Metric name="dscrRating" value={rating} className={`rating rating--${rating.toLowerCase()}`}>
        {rating}
      </Metric>{' '}
      <span className="rating-note">{RATING_NOTES[rating]}</span>
    </>
  )
}

/** The balance due when the loan term ends before the loan is repaid. */
export function BalloonFigure({ input, result }: FiguresProps) {
  const due = result.balloonPayment > 0
  return (
    <Card title="Balloon Payment" className="balloon">
      <p className="balloon__figure">
        <MoneyMetric name="balloonPayment" value={result.balloonPayment} />
      </p>
      <p className="balloon__note">
        {due
          ? `Due at the end of the ${input.loanTermYears}-year term, when the remaining balance must be repaid or refinanced.`
          : `None: the loan is fully repaid within the ${input.loanTermYears}-year term.`}
      </p>
    </Card>
  )
}

/** The loan summary list; figures already shown in the cards are repeated without <Metric>. */
export function LoanSummary({ input, result }: FiguresProps) {
  return (
    <SummaryList
      title="Loan Summary"
      items={[
        moneyFigure('Property Value', result, 'purchasePrice'),
        {
          label: 'Equity',
          value: (
            <>
              <MoneyMetric name="downPaymentAmount" value={result.downPaymentAmount} /> (
              {formatNumber(input.equityPercent)}%)
            </>
          ),
        },
        { label: 'Loan Amount', value: formatCurrency(result.loanAmount) },
        { label: 'Monthly Payment', value: formatCurrency(result.monthlyPayment) },
        { label: 'Annual Payment', value: formatCurrency(result.annualDebtService) },
        { label: 'Total Interest', value: formatCurrency(result.totalInterest) },
        moneyFigure('Total Loan Cost', result, 'totalLoanCost'),
        { label: 'DSCR', value: formatDscr(result.dscr) },
        moneyFigure('Net Operating Income', result, 'noi'),
      ]}
    />
  )
}
