// PLACEHOLDER: replaced by the inputs work (tenant grid, expenses, market leasing, debt cards).
import type { ScenarioState } from './use-scenario'

export function ScenarioInputs({ state }: { state: ScenarioState }) {
  return <section aria-label="Inputs">{state.scenario.tenants.length}/10</section>
}
