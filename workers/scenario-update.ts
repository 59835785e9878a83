import type { Scenario, Tenant } from '../src/finance/cash-flow/types'

/** A scenario as the finance engine holds it between calls, under the number it was sent with. */
export interface HeldScenario {
  id: number
  scenario: Scenario
}

/**
 * A scenario sent to the finance worker as what changed since the scenario sent before it: an
 * edit of one cell of a 500-row rent roll sends that row, not 150 KB of rows to copy into the
 * worker and read again there (about 3 ms of the page's own time an edit, and as much again in
 * the worker, with the garbage both leave).
 */
export interface ScenarioUpdate {
  id: number
  /** The number of the scenario this one changes; null: the whole scenario is in this update. */
  base: number | null
  /** The scenario but its rent roll. */
  rest: Omit<Scenario, 'tenants'>
  tenantCount: number
  /** The rows that are not those of the base, by index (every row when sent whole). */
  rows: [number, Tenant][]
}

/**
 * `next` as an update numbered `id` of `sent`, the scenario sent last (null: none, or the
 * engine may not hold it). A rent roll whose length changed is sent whole: its rows moved.
 */
export function scenarioUpdate(
  id: number,
  sent: HeldScenario | null,
  next: Scenario,
): ScenarioUpdate {
  const { tenants, ...rest } = next
  const before = sent?.scenario.tenants
  if (!sent || before?.length !== tenants.length) {
    const rows = tenants.map((row, index): [number, Tenant] => [index, row])
    return { id, base: null, rest, tenantCount: tenants.length, rows }
  }
  const rows: [number, Tenant][] = []
  tenants.forEach((row, index) => row !== before[index] && rows.push([index, row]))
  return { id, base: sent.id, rest, tenantCount: tenants.length, rows }
}

/**
 * The scenario `update` makes of `held`, the one the engine holds; null when it changes another
 * scenario than that one (the engine then needs it whole).
 */
export function appliedUpdate(held: HeldScenario | null, update: ScenarioUpdate): Scenario | null {
  if (update.base !== null && held?.id !== update.base) return null
  const tenants: Tenant[] = held && update.base !== null ? [...held.scenario.tenants] : []
  tenants.length = update.tenantCount
  for (const [index, row] of update.rows) tenants[index] = row
  return { ...update.rest, tenants }
}

/** The engine's answer to an update: the outcome, or that it does not hold the update's base. */
export type UpdateAnswer<T> = { held: true; outcome: T } | { held: false }

/**
 * An engine of scenarios (the analysis) fed updates: it holds the scenario it was sent last, and
 * answers `{ held: false }` to an update of any other.
 */
export function updatedEngine<T>(engine: (scenario: Scenario) => T) {
  let held: HeldScenario | null = null
  return (update: ScenarioUpdate): UpdateAnswer<T> => {
    const scenario = appliedUpdate(held, update)
    if (!scenario) return { held: false }
    held = { id: update.id, scenario }
    return { held: true, outcome: engine(scenario) }
  }
}
