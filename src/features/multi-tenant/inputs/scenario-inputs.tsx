import { AssumptionCards } from '../assumptions/assumption-section'
import { PropertyNameField } from './property-name-field'
import { ScenarioNotices } from './scenario-notices'
import { ScenarioToolbar } from './scenario-toolbar'
import { TenantSection } from '../rent-roll/tenant-section'
import type { ScenarioState } from '../scenario/use-scenario'
import type { RentRollEditor } from '../rent-roll/rent-roll-editor'
import './inputs.css'

/**
 * The inputs half of the multi-tenant page: scenario actions, the property's name, the rent roll, operating
 * expenses, market leasing and debt sizing. Every change updates `state.scenario` at once.
 */
export function ScenarioInputs(props: { state: ScenarioState; editor: RentRollEditor }) {
  const { state, editor } = props
  return (
    // On paper the report lists the assumptions itself (results/assumptions-print.tsx).
    <div className="scenario-inputs no-print">
      <ScenarioToolbar state={state} />
      <ScenarioNotices state={state} />
      <PropertyNameField state={state} />
      <TenantSection tenants={state.scenario.tenants} editor={editor} />
      <AssumptionCards key={state.revision} state={state} />
    </div>
  )
}
