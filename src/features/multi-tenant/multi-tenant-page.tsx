import { useCallback, useMemo, useState, useSyncExternalStore, type Dispatch } from 'react'
import { useNavigate } from 'react-router-dom'
import type { Baseline, Scenario } from '../../finance/cash-flow/types'
import { MAX_TENANTS } from '../../finance/field-table'
import type { ScenarioAction } from './scenario/scenario-reducer'
import { usePageMeta } from '../../components/page-meta'
import { RentRollSection, ScenarioHeader } from './inputs/scenario-inputs'
import { KeyFiguresBar } from './results/key-figures-bar'
import { ResultsPanel } from './results/results-panel'
import { AnalysisStore } from './scenario/analysis-store'
import { PageAnalysis } from './results/latest-analysis'
import { RentRollEditor } from './rent-roll/rent-roll-editor'
import { useScenario } from './scenario/use-scenario'
import { useOpeningShareLink } from './scenario/use-share-link'
import type { DecodeResult } from './scenario/scenario-codec'
import './multi-tenant.css'
import { PATHS } from '../../lib/paths'
import { AssumptionCards } from './assumptions/assumption-section'
import { sectionsShown } from './page-sections'
import { SectionNav } from './section-nav'
import { Workspace, type WorkspaceInputs } from './workspace'

/**
 * The page below its title: the section navigation, the inputs (as a workspace on wide screens)
 * and the analysis of the scenario being edited, with the key-figures bar. Its own component, so
 * a new analysis re-renders the results, the bar and the navigation, not the inputs (given as
 * elements made by the page, which stay the same until the scenario changes).
 */
function AnalysisSection(props: {
  scenario: Scenario
  dispatch: Dispatch<ScenarioAction>
  inputs: WorkspaceInputs
  analysisStore: AnalysisStore
}) {
  const { scenario, dispatch, inputs, analysisStore } = props
  const analysis = useSyncExternalStore(analysisStore.subscribe, analysisStore.getState)
  const onBaseline = useCallback(
    (baseline: Baseline | null) => dispatch({ type: 'setBaseline', baseline }),
    [dispatch],
  )
  const ready = analysis.status === 'ready'
  const hasReturns = ready && analysis.analysis.returns !== null
  const sections = useMemo(() => sectionsShown(ready, hasReturns), [ready, hasReturns])
  return (
    <PageAnalysis.Provider value={analysisStore}>
      <SectionNav sections={sections} />
      <Workspace inputs={inputs}>
        <KeyFiguresBar
          state={analysis}
          baseline={scenario.baseline ?? null}
          onBaseline={onBaseline}
        />
        <ResultsPanel state={analysis} />
      </Workspace>
    </PageAnalysis.Provider>
  )
}

/**
 * The multi-tenant analysis: the rent roll and assumptions on top, the 10-year analysis under
 * them, recomputed on every edit. A share link in the address is read before the scenario opens.
 */
export function MultiTenantPage() {
  usePageMeta(
    'Multi-Tenant Commercial Mortgage Calculator',
    `Build or import a rent roll of up to ${MAX_TENANTS} tenants and get a 10-year cash flow, DSCR and debt yield loan sizing, sensitivity analysis and a lender-ready report.`,
  )
  const link = useOpeningShareLink()
  return link.reading ? (
    <p className="multi-tenant__opening" role="status">
      Opening the shared scenario…
    </p>
  ) : (
    <ScenarioWorkspace shared={link.shared} />
  )
}

/** The page around the scenario being edited, opened with the share link read (if any). */
function ScenarioWorkspace({ shared }: { shared: DecodeResult | null }) {
  const navigate = useNavigate()
  const scenarioState = useScenario(shared)
  // The opening scenario is analysed as the page is first built (the store asks as it is made).
  const [analysis] = useState(() => new AnalysisStore(scenarioState.store))
  const [editor] = useState(() => new RentRollEditor({ store: scenarioState.store, analysis }))

  return (
    <div className="multi-tenant">
      <div className="no-print">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => navigate(PATHS.home)}
        >
          Back to Calculator
        </button>
      </div>
      <header className="multi-tenant__header no-print">
        <h1 className="page-title">Multi-Tenant Commercial Mortgage Calculator</h1>
        <p className="page-subtitle">
          Professional multi-tenant cash flow analysis and debt sizing
        </p>
      </header>
      <AnalysisSection
        scenario={scenarioState.scenario}
        dispatch={scenarioState.dispatch}
        analysisStore={analysis}
        inputs={{
          header: <ScenarioHeader state={scenarioState} />,
          rentRoll: <RentRollSection state={scenarioState} editor={editor} />,
          assumptions: <AssumptionCards key={scenarioState.revision} state={scenarioState} />,
        }}
      />
      <div className="multi-tenant__print no-print">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print Report
        </button>
      </div>
    </div>
  )
}
