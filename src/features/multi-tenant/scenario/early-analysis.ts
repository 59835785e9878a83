import type { Scenario } from '../../../finance/cash-flow/types'
import type { ScenarioStore } from './scenario-store'
import type { AnalysisAnswer } from './use-analysis'

/**
 * Asks for the analysis of each scenario the store holds as soon as the store has it, before
 * React renders it (with 500 tenants an import or a paste takes longer to render than to
 * analyse), and gives that answer to the page (`take`) instead of asking again. The rent-roll
 * editor asks through it too (`ask`) for an edit it has worked out but not yet applied.
 */
export class EarlyAnalysis {
  private latest: { scenario: Scenario; answer: AnalysisAnswer } | null = null

  constructor(
    store: ScenarioStore,
    private readonly analyze: (scenario: Scenario) => AnalysisAnswer,
  ) {
    const askForStore = () => {
      const { scenario } = store.getModel()
      if (scenario.tenants.length > 0) this.ask(scenario)
    }
    askForStore()
    store.subscribe(askForStore)
  }

  /** The analysis of `scenario`: the one already asked for it, or a new one. */
  readonly ask = (scenario: Scenario): AnalysisAnswer => {
    if (this.latest?.scenario !== scenario)
      this.latest = { scenario, answer: this.analyze(scenario) }
    return this.latest.answer
  }

  /** The answer asked for `scenario` when it was the latest scenario asked for; null otherwise. */
  readonly take = (scenario: Scenario): AnalysisAnswer | null =>
    this.latest?.scenario === scenario ? this.latest.answer : null
}
