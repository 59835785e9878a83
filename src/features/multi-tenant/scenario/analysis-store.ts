import type { Analysis, Scenario } from '../../../finance/cash-flow/types'
import type { EngineOutcome, InputProblem } from '../../../finance/problems'
import { callFinance } from '../../../../workers/finance-client'
import { scenarioUpdate, type HeldScenario } from '../../../../workers/scenario-update'
import type { ScenarioStore } from './scenario-store'

export type AnalysisState =
  | { status: 'empty' }
  | { status: 'computing' }
  /** The analysis with the scenario it was computed for: shown together, never mixed. */
  | { status: 'ready'; scenario: Scenario; analysis: Analysis }
  | { status: 'invalid'; problems: InputProblem[] }
  | { status: 'failed'; message: string }

/** Computes the analysis of a scenario: the finance worker on the page, a stub in tests. */
export type Analyze = (scenario: Scenario) => Promise<EngineOutcome<Analysis>>

/** The scenario sent to the finance engine last, and the number the next one is sent with. */
let sent: HeldScenario | null = null
let sentCount = 0

/**
 * The analysis in the finance worker, from the scenario's own analysis start. The scenario goes
 * as what changed since the one sent before (the worker takes them in order); when the engine
 * does not hold that one (a new worker, or the page's own thread after the worker failed), whole.
 */
export const analyzeInWorker: Analyze = async (scenario) => {
  const update = scenarioUpdate(++sentCount, sent, scenario)
  sent = { id: update.id, scenario }
  const answer = await callFinance('analyzeScenario', update)
  if (answer.held) return answer.outcome
  const whole = scenarioUpdate(++sentCount, null, scenario)
  if (sent.id === update.id) sent = { id: whole.id, scenario }
  const again = await callFinance('analyzeScenario', whole)
  if (again.held) return again.outcome
  throw new Error('the finance engine did not take a whole scenario')
}

/** One scenario asked of the engine, and its answer once it came. */
interface Request {
  scenario: Scenario
  answer: { outcome: EngineOutcome<Analysis> } | { error: unknown } | null
  /** Settles (never rejects) once the answer came. */
  answered: Promise<void>
}

/**
 * The analysis of the scenario being edited, outside React: it follows the ScenarioStore, asks
 * the engine for each new scenario, and hands out the answer with the scenario it was computed
 * for (`getState`, for `useSyncExternalStore`). Data flows one way: the editor changes the
 * ScenarioStore, this store analyses what it holds, the page shows what this store holds.
 *
 * - Latest only: an answer to a scenario the store no longer holds is dropped, whatever the order
 *   the answers come in; until the new answer comes, the last one stays shown with its scenario.
 * - Asked ahead: the rent-roll editor asks for an edit's analysis before it commits the edit
 *   (`askAhead`). When the ScenarioStore then takes that scenario, the answer asked ahead is used
 *   (once), and shown in the same task as the edit when it is already there.
 * - The opening scenario is asked for as the store is made, while the page is still being built.
 */
export class AnalysisStore {
  private state: AnalysisState = { status: 'computing' }
  /** The request for the scenario the ScenarioStore holds (null: an empty rent roll). */
  private wanted: Request | null = null
  private ahead: Request | null = null
  private readonly listeners = new Set<() => void>()
  private stopFollowing: (() => void) | null = null

  constructor(
    private readonly scenarios: ScenarioStore,
    private readonly analyze: Analyze = analyzeInWorker,
  ) {
    this.follow()
  }

  readonly getState = (): AnalysisState => this.state

  /** Follows the ScenarioStore while anyone is subscribed (React subscribes and unsubscribes). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    if (!this.stopFollowing) {
      this.stopFollowing = this.scenarios.subscribe(this.follow)
      this.follow()
    }
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size > 0) return
      this.stopFollowing?.()
      this.stopFollowing = null
    }
  }

  /**
   * Asks now for the analysis of `scenario`, which the ScenarioStore does not hold yet (an edit
   * worked out ahead of its commit); resolves once it is answered (also when it failed).
   */
  askAhead(scenario: Scenario): Promise<void> {
    this.ahead = this.request(scenario)
    return this.ahead.answered
  }

  private readonly follow = () => {
    const { scenario } = this.scenarios.getModel()
    if (scenario === this.wanted?.scenario) return
    if (scenario.tenants.length === 0) {
      this.wanted = null
      // An emptied rent roll forgets the last result: rows added later never show the figures
      // of the earlier scenario while their own are computing.
      return this.publish({ status: 'empty' })
    }
    const ahead = this.ahead
    this.ahead = null
    const request = ahead?.scenario === scenario ? ahead : this.request(scenario)
    this.wanted = request
    if (request.answer) return this.show(request)
    if (this.state.status === 'empty') this.publish({ status: 'computing' })
    void request.answered.then(() => this.show(request))
  }

  private request(scenario: Scenario): Request {
    const request: Request = { scenario, answer: null, answered: Promise.resolve() }
    request.answered = this.analyze(scenario).then(
      (outcome) => void (request.answer = { outcome }),
      (error: unknown) => void (request.answer = { error }),
    )
    return request
  }

  /** The answer of `request`, if its scenario is still the one the ScenarioStore holds. */
  private show(request: Request) {
    const { answer } = request
    if (request !== this.wanted || !answer) return
    if ('error' in answer) {
      console.error('The cash flow analysis failed', answer.error)
      const { error } = answer
      return this.publish({
        status: 'failed',
        message: error instanceof Error ? error.message : String(error),
      })
    }
    const { outcome } = answer
    this.publish(
      outcome.ok
        ? { status: 'ready', scenario: request.scenario, analysis: outcome.result }
        : { status: 'invalid', problems: outcome.problems },
    )
  }

  private publish(state: AnalysisState) {
    this.state = state
    for (const listener of this.listeners) listener()
  }
}
