import type { LoanSizingResult } from '../../../finance/loan-sizing'
import type { LoanTest as LimitingFactor } from '../../../finance/loan-tests'
import { Metric } from '../../../components/metric'
import {
  formatCurrency,
  formatDscr,
  formatNumber,
  formatPercent,
  formatRatioAsPercent,
  formatRatioOrNa,
} from '../../../lib/format'
import { fallbackNotices, type MaxLoanFormValues } from '../max-loan-form-model'
import { FigureCards, moneyFigure, SummaryList } from './figure-list'
import { ResultsFooter, ResultsHeader } from './results-frame'
import './results.css'

export interface MaxLoanResultsProps {
  /** The form as typed, to say why a constraint fell back. */
  values: MaxLoanFormValues
  result: LoanSizingResult
  onBack: () => void
  onQuote: () => void
}

const FACTOR_NOTES: Record<LimitingFactor, string> = {
  DSCR: 'Income limits the loan: the payment must leave the minimum coverage.',
  LTV: 'Value limits the loan: it cannot exceed the maximum loan-to-value.',
  'Debt Yield': 'The lender’s minimum return on the loan limits it.',
}

const factorTone = (factor: LimitingFactor) => `factor-${factor.replace(' ', '-').toLowerCase()}`

function describeAssumptions(result: LoanSizingResult): string {
  const a = result.assumptions
  return `${formatNumber(a.annualRatePercent)}% over ${formatNumber(a.loanTermYears)} years, minimum DSCR ${formatNumber(a.minDscr)}x, maximum LTV ${formatNumber(a.maxLtvPercent)}%, maximum debt yield ${formatNumber(a.maxDebtYieldPercent)}%.`
}

/** The max-loan results screen: the loan, what limits it, and each test's own maximum. */
export default function MaxLoanResults({ values, result, onBack, onQuote }: MaxLoanResultsProps) {
  const notices = fallbackNotices(result.fallbacksUsed, values)
  return (
    <div className="results">
      <ResultsHeader
        title="Maximum Loan Analysis"
        subtitle={`Sized at ${describeAssumptions(result)}`}
        methodology="maxLoan"
        onBack={onBack}
      />
      {notices.length > 0 ? (
        <div className="notice notice--info results__notices" role="note">
          <p>Some constraints could not be used as entered, so lender defaults were applied:</p>
          <ul>
            {notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <MaxLoanCards result={result} />
      <LoanSizingAnalysis result={result} />
      <ResultsFooter onQuote={onQuote} />
    </div>
  )
}

function MaxLoanCards({ result }: { result: LoanSizingResult }) {
  return (
    <FigureCards
      label="Maximum loan summary"
      wide
      items={[
        moneyFigure('Max Loan Amount', result, 'maxLoanAmount'),
        {
          ...moneyFigure('Equity Required', result, 'downPaymentAmount'),
          note: (
            <>
              <Metric name="downPaymentPercent" value={result.downPaymentPercent}>
                {formatPercent(result.downPaymentPercent)}
              </Metric>{' '}
              of the property value
            </>
          ),
        },
        moneyFigure('Monthly Payment', result, 'monthlyPayment'),
        moneyFigure('Annual Payment', result, 'annualPayment'),
        {
          label: 'Limiting Factor',
          tone: factorTone(result.limitingFactor),
          value: (
            <Metric name="limitingFactor" value={result.limitingFactor}>
              {result.limitingFactor}
            </Metric>
          ),
          note: FACTOR_NOTES[result.limitingFactor],
        },
        moneyFigure('NOI', result, 'noi'),
      ]}
    />
  )
}

function LoanSizingAnalysis({ result }: { result: LoanSizingResult }) {
  return (
    <SummaryList
      title="Loan Sizing Analysis"
      items={[
        moneyFigure('Property Value', result, 'purchasePrice'),
        moneyFigure('Max Loan by DSCR', result, 'maxLoanBasedOnDscr'),
        moneyFigure('Max Loan by LTV', result, 'maxLoanBasedOnLtv'),
        moneyFigure('Max Loan by Debt Yield', result, 'maxLoanBasedOnDebtYield'),
        { label: 'Approved Loan', value: formatCurrency(result.maxLoanAmount) },
        {
          label: 'LTV of the Loan',
          value: (
            <Metric name="ltv" value={result.loanToValue}>
              {formatRatioAsPercent(result.loanToValue)}
            </Metric>
          ),
        },
        {
          label: 'DSCR of the Loan',
          value: (
            <Metric name="dscr" value={result.dscr ?? 'N/A'}>
              {result.dscr === null ? 'N/A' : formatDscr(result.dscr)}
            </Metric>
          ),
        },
        {
          label: 'Debt Yield of the Loan',
          value: (
            <Metric name="debtYield" value={result.debtYield ?? 'N/A'}>
              {formatRatioOrNa(result.debtYield)}
            </Metric>
          ),
        },
        {
          label: 'Required Equity',
          value: `${formatCurrency(result.downPaymentAmount)} (${formatPercent(result.downPaymentPercent)})`,
        },
        { label: 'Monthly Payment', value: formatCurrency(result.monthlyPayment) },
        { label: 'Annual Payment', value: formatCurrency(result.annualPayment) },
      ]}
    />
  )
}
