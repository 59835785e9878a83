import { useDeferredValue } from 'react'
import type { Analysis, Scenario } from '../../../finance/cash-flow/types'
import type { AnalysisState } from '../use-analysis'
import { AnnualTableCard } from './annual-table-card'
import { AssumptionsPrint } from './assumptions-print'
import { CashFlowChartCard } from './cash-flow-chart-card'
import { DebtSizingCard, DebtSummaryCard } from './debt-cards'
import { ReportDisclaimer, ReportHeader, RentRollPrint } from './print-report'
import { SensitivityCard } from './sensitivity-card'
import './results.css'

function StatusCard({ children }: { children: React.ReactNode }) {
  return (
    <section className="card results-card" aria-labelledby="results-status-title">
      <h2 id="results-status-title" className="card__title">
        Cash Flow Analysis
      </h2>
      {children}
    </section>
  )
}

/** What the analysis panel shows before there is a complete result to show. */
function NoResult({ state }: { state: AnalysisState }) {
  switch (state.status) {
    case 'invalid':
      return (
        <StatusCard>
          <div className="notice notice--error" role="alert">
            <p className="results-problem__lead">
              The analysis cannot run until these inputs are fixed:
            </p>
            <ul>
              {state.problems.map((problem) => (
                <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          </div>
        </StatusCard>
      )
    case 'failed':
      return (
        <StatusCard>
          <p className="notice notice--error" role="alert">
            The analysis could not be computed: {state.message || 'unknown error'}. Your inputs are
            kept; change any of them to try again.
          </p>
        </StatusCard>
      )
    case 'computing':
      return (
        <StatusCard>
          <p role="status">Calculating the 10-year cash flow…</p>
        </StatusCard>
      )
    default:
      return (
        <StatusCard>
          <p className="results-empty__lead">Add tenants to see cash flow projections</p>
          <p className="card__subtitle">
            Charts and detailed analysis will appear as you input tenant information
          </p>
        </StatusCard>
      )
  }
}

interface ReportProps {
  analysis: Analysis
  scenario: Scenario
}

/** The complete analysis of one scenario: every figure here comes from the same result. */
function AnalysisReport({ analysis, scenario }: ReportProps) {
  const included = analysis.tenantCount - analysis.invalidTenants.length
  // Plotly redraws in a follow-up render, so tiles and the table never wait for the chart.
  const chartYears = useDeferredValue(analysis.years)
  return (
    <div className="results">
      <ReportHeader analysis={analysis} />
      <RentRollPrint tenants={scenario.tenants} analysis={analysis} />
      <AssumptionsPrint scenario={scenario} />
      {included < analysis.tenantCount && (
        <p className="notice notice--info results-coverage">
          Analysis covers {included} of {analysis.tenantCount} tenants
        </p>
      )}
      <CashFlowChartCard years={chartYears} />
      <DebtSummaryCard summary={analysis.debtSummary} />
      <DebtSizingCard sizing={analysis.debtSizing} />
      <SensitivityCard
        scenarios={analysis.sensitivity}
        grid={analysis.rateDscrGrid}
        interestRate={analysis.debtSummary.interestRate}
        minDscr={scenario.debt.maxDSCR}
      />
      <AnnualTableCard years={analysis.years} />
      <ReportDisclaimer />
    </div>
  )
}

/**
 * The multi-tenant results: the empty state, a clear message when the analysis cannot run, or
 * the complete latest analysis (while the next one computes, the previous one stays whole).
 */
export function ResultsPanel({
  analysis,
  scenario,
}: {
  analysis: AnalysisState
  scenario: Scenario
}) {
  // useAnalysis keeps the previous complete result while the next one computes.
  const shown = analysis.status === 'ready' ? analysis.analysis : null
  return (
    <section className="results-panel" aria-label="Cash flow analysis results">
      {shown ? (
        <AnalysisReport analysis={shown} scenario={scenario} />
      ) : (
        <NoResult state={analysis} />
      )}
    </section>
  )
}
