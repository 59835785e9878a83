import type { MortgageInput, MortgageResult } from '../../../finance/mortgage'
import { formatCurrency, formatNumber } from '../../../lib/format'
import { AmortizationSchedule } from './amortization-schedule'
import { MortgageCharts } from './mortgage-charts'
import { BalloonFigure, LoanSummary, MortgageCards } from './mortgage-figures'
import { RateShockTable } from './rate-shock'
import { ResultsFooter, ResultsHeader } from './results-frame'
import './results.css'

export interface MortgageResultsProps {
  input: MortgageInput
  result: MortgageResult
  onBack: () => void
  onQuote: () => void
}

function describeLoan(input: MortgageInput, result: MortgageResult): string {
  const type = input.loanType === 'variable' ? 'variable' : 'fixed'
  return `${formatCurrency(result.loanAmount)} loan on a ${formatCurrency(result.purchasePrice)} property at ${formatNumber(input.annualRatePercent)}% (${type}), ${input.loanTermYears}-year term, ${input.amortizationYears}-year amortization, NOI ${formatCurrency(result.noi)}.`
}

/** The mortgage results screen: headline figures, balloon, charts, rate shock and schedule. */
export default function MortgageResults({ input, result, onBack, onQuote }: MortgageResultsProps) {
  return (
    <div className="results">
      <ResultsHeader
        title="Mortgage Analysis Results"
        subtitle={describeLoan(input, result)}
        methodology="mortgage"
        onBack={onBack}
      />
      <MortgageCards result={result} />
      <div className="results__columns">
        <BalloonFigure input={input} result={result} />
        <LoanSummary input={input} result={result} />
      </div>
      <MortgageCharts projection={result.projectionData} />
      <RateShockTable input={input} result={result} />
      <AmortizationSchedule input={input} result={result} />
      <ResultsFooter onQuote={onQuote} />
    </div>
  )
}
