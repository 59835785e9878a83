import { useNavigate } from 'react-router-dom'
import { usePageMeta } from '../../components/page-meta'
import { ScenarioInputs } from './inputs/scenario-inputs'
import { KeyFiguresBar } from './results/key-figures-bar'
import { ResultsPanel } from './results/results-panel'
import { useAnalysis } from './use-analysis'
import { useScenario } from './inputs/use-scenario'
import './multi-tenant.css'

/**
 * The multi-tenant analysis: the rent roll and assumptions on top, the 10-year analysis under
 * them, recomputed on every edit.
 */
export function MultiTenantPage() {
  usePageMeta(
    'Multi-Tenant Commercial Mortgage Calculator',
    'Build a rent roll of up to 10 tenants and get a 10-year cash flow, DSCR and debt yield loan sizing, sensitivity analysis and a lender-ready report.',
  )
  const navigate = useNavigate()
  const scenarioState = useScenario()
  const analysis = useAnalysis(scenarioState.scenario)

  return (
    <div className="multi-tenant">
      <div className="no-print">
        <button type="button" className="button button--secondary" onClick={() => navigate('/')}>
          Back to Calculator
        </button>
      </div>
      <header className="multi-tenant__header no-print">
        <h1 className="page-title">Multi-Tenant Commercial Mortgage Calculator</h1>
        <p className="page-subtitle">
          Professional multi-tenant cash flow analysis and debt sizing
        </p>
      </header>
      <ScenarioInputs state={scenarioState} />
      <KeyFiguresBar
        state={analysis}
        baseline={scenarioState.scenario.baseline ?? null}
        onBaseline={(baseline) => scenarioState.dispatch({ type: 'setBaseline', baseline })}
      />
      <ResultsPanel state={analysis} />
      <div className="multi-tenant__print no-print">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print Report
        </button>
      </div>
    </div>
  )
}
