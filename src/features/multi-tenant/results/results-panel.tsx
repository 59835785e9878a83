import { memo, type ReactNode } from 'react'
import { useLoaded } from '../../../components/use-loaded'
import { Card } from '../../../components/card'
import { MethodologyLink } from '../../../components/methodology-link'
import type { Analysis, Scenario } from '../../../finance/cash-flow/types'
import { fieldLabel } from '../../../finance/field-labels'
import { problemMessage } from '../../../lib/field-messages'
import { useAfterPaint } from '../../../components/use-after-paint'
import type { AnalysisState } from '../scenario/analysis-store'
import type { AnnualTableProps } from './annual-table-card'
import { AssumptionsPrint } from './assumptions-print'
import { BaselineChangeCard } from './baseline-change-card'
import { CashFlowChartCard } from './cash-flow-chart-card'
import { DebtSizingCard, DebtSummaryCard } from './debt-cards'
import { ExitRefinanceCard } from './exit-refinance-card'
import { ReportHeader, RentRollPrint } from './print-report'
import { ReturnsCard } from './returns-card'
import { RolloverCard } from './rollover-card'
import { SensitivityCard } from './sensitivity-card'
import { WorkbookCard } from './workbook-card'
import { InSlot } from '../workspace'
import './results.css'

function StatusCard({ children }: { children: ReactNode }) {
  return (
    <Card title="Cash Flow Analysis" className="results-card">
      {children}
    </Card>
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
                <li key={problem.field}>{problemMessage(problem, fieldLabel)}</li>
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

/** An analysis with the scenario it was computed for. */
interface Result {
  analysis: Analysis
  scenario: Scenario
}

interface ReportProps {
  /**
   * The latest result: the figures watched while editing (sizing tiles, annual table) and the
   * cash flow chart, which draws right after the frame that shows them.
   */
  now: Result
  /**
   * The same result once the frame showing `now` is painted (until then the one before it): the
   * other cards and the parts only printed. An edit's first frame then carries only what is
   * watched, the chart draws after it, and the rest follows in a render React may interrupt for
   * the next edit.
   */
  later: Result
}

/** The complete analysis of one scenario: each card shows one result, whole. */
function AnalysisReport({ now, later }: ReportProps) {
  const { analysis } = now
  const included = analysis.tenantCount - analysis.invalidTenants.length
  return (
    <div className={later.analysis.returns ? 'results results--with-returns' : 'results'}>
      <ReportHeader analysis={later.analysis} propertyName={later.scenario.propertyName} />
      <RentRollPrint
        tenants={later.scenario.tenants}
        invalid={later.analysis.invalidTenants}
        building={buildingOf(later.analysis)}
      />
      <AssumptionsPrint scenario={later.scenario} />
      <MethodologyLink section="multiTenant" />
      {included < analysis.tenantCount && (
        <p className="notice notice--info results-coverage">
          Analysis covers {included} of {analysis.tenantCount} tenants
        </p>
      )}
      <CashFlowChartCard years={analysis.years} />
      <DebtSummaryCard
        summary={later.analysis.debtSummary}
        sizedOn={later.analysis.debtSizing.sizedOn}
      />
      <DebtSizingCard sizing={analysis.debtSizing} goingInDebtYield={analysis.goingInDebtYield} />
      <RolloverCard rollover={later.analysis.rollover} />
      <ExitRefinanceCard
        test={later.analysis.exitRefinance}
        loanTermYears={later.analysis.debtSummary.loanTermYears}
      />
      {later.analysis.returns ? (
        <ReturnsCard
          returns={later.analysis.returns}
          yearLabels={later.analysis.years.map((row) => row.label)}
        />
      ) : null}
      <SensitivityCard
        scenarios={later.analysis.sensitivity}
        grid={later.analysis.rateDscrGrid}
        sizedOn={later.analysis.debtSizing.sizedOn}
      />
      <InSlot name="annual">
        <AnnualTable years={analysis.years} sizedOn={analysis.debtSizing.sizedOn} />
      </InSlot>
      <WorkbookCard scenario={later.scenario} analysis={later.analysis} />
      {later.scenario.baseline ? (
        <BaselineChangeCard baseline={later.scenario.baseline} years={later.analysis.years} />
      ) : null}
    </div>
  )
}

/** The building as the analysis reads it from the rent roll (the printed rent roll's note). */
const buildingOf = ({ buildingArea, occupiedRows, vacantRows, occupancyAtStart }: Analysis) => ({
  buildingArea,
  occupiedRows,
  vacantRows,
  occupancyAtStart,
})

const loadAnnualTable = () => import('./annual-table-card')

/** The annual table (an AG Grid), once its code has loaded beside the page's (as the rent roll's). */
function AnnualTable(props: AnnualTableProps) {
  const loaded = useLoaded(loadAnnualTable)
  return loaded ? <loaded.AnnualTableCard {...props} /> : null
}

const COMPUTING: AnalysisState = { status: 'computing' }

/**
 * The multi-tenant results: the empty state, a clear message when the analysis cannot run, or
 * the complete latest analysis with the scenario it was computed for (while the next one
 * computes, the previous pair stays whole). The first analysis (the page opening, or rows added
 * to an empty rent roll) shows in the key-figures bar first and here a frame later: its first
 * render builds every card, and the figures would wait for all of them.
 */
export const ResultsPanel = memo(function ResultsPanel({ state }: { state: AnalysisState }) {
  const painted = useAfterPaint(state)
  const first = state.status === 'ready' && painted.status !== 'ready'
  return (
    <section className="results-panel" aria-label="Cash flow analysis results">
      {state.status === 'ready' && painted.status === 'ready' ? (
        <AnalysisReport now={state} later={painted} />
      ) : (
        <NoResult state={first ? COMPUTING : state} />
      )}
    </section>
  )
})
