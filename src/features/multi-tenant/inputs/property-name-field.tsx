import { MAX_PROPERTY_NAME } from '../scenario/scenario-codec'
import type { ScenarioState } from '../scenario/use-scenario'

/** The property's name: saved with the scenario and printed at the top of the report. */
export function PropertyNameField({ state }: { state: ScenarioState }) {
  const { scenario, dispatch } = state
  return (
    <div className="field property-name">
      <label htmlFor="property-name">Property Name (optional)</label>
      <input
        id="property-name"
        type="text"
        autoComplete="off"
        maxLength={MAX_PROPERTY_NAME}
        placeholder="e.g. Maple Plaza Shopping Center"
        value={scenario.propertyName ?? ''}
        onChange={(event) => dispatch({ type: 'setPropertyName', name: event.target.value })}
      />
    </div>
  )
}
