import type { Scenario } from '../../../finance/cash-flow/types'
import {
  initialModel,
  scenarioReducer,
  type ScenarioAction,
  type ScenarioModel,
} from './scenario-reducer'

/**
 * The scenario being edited, held outside React so that the rent-roll editor can read and change
 * it between renders; the page subscribes with `useSyncExternalStore`. Every change goes through
 * `scenarioReducer`, once: an edit can be worked out ahead (`preview`), analysed, and then applied
 * as it was worked out (`apply`), without being reduced a second time.
 */
export class ScenarioStore {
  private model: ScenarioModel
  private readonly listeners = new Set<() => void>()

  constructor(scenario: Scenario) {
    this.model = initialModel(scenario)
  }

  /** The model now (a new object after each change; the same object while nothing changed). */
  readonly getModel = (): ScenarioModel => this.model

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly dispatch = (action: ScenarioAction): void => {
    this.replace(scenarioReducer(this.model, action))
  }

  /** What `action` would make of the model now, without changing it. */
  preview(action: ScenarioAction): ScenarioModel {
    return scenarioReducer(this.model, action)
  }

  /**
   * Applies a model `preview` made from `from`, if the store still holds `from`; false when
   * something changed meanwhile (the caller then dispatches its action again).
   */
  apply(from: ScenarioModel, to: ScenarioModel): boolean {
    if (this.model !== from) return false
    this.replace(to)
    return true
  }

  private replace(next: ScenarioModel) {
    if (next === this.model) return
    this.model = next
    for (const listener of this.listeners) listener()
  }
}
