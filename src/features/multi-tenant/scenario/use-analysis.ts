import { useEffect, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import type { Analysis, Scenario } from '../../../finance/cash-flow/types'
import type { InputProblem } from '../../../finance/problems'
import { callFinance, latestOnly, startFinanceWorker } from '../../../../workers/finance-client'

startFinanceWorker()

export type AnalysisState =
  | { status: 'empty' }
  | { status: 'computing' }
  /** The analysis with the scenario it was computed for: shown together, never mixed. */
  | { status: 'ready'; scenario: Scenario; analysis: Analysis }
  | { status: 'invalid'; problems: InputProblem[] }
  | { status: 'failed'; message: string }

/** The analysis of a scenario in the finance worker; year 1 is the browser's current year. */
export function analyzeNow(scenario: Scenario) {
  return callFinance('analyzeScenario', scenario)
}

export type AnalysisAnswer = ReturnType<typeof analyzeNow>

/**
 * The answer already asked for `scenario` (the rent-roll editor asks for an edit's analysis
 * before it shows the edit), or null: then the worker is asked.
 */
export type EarlyAnswers = (scenario: Scenario) => AnalysisAnswer | null

/**
 * Recomputes the whole analysis in the finance worker whenever the scenario changes. Only the
 * answer to the latest scenario is kept (the client drops stale answers), and it is kept with
 * that scenario, so the page never shows figures of one scenario beside inputs of another.
 * Year 1 is the browser's current year.
 */
export function useAnalysis(scenario: Scenario, early: EarlyAnswers): AnalysisState {
  const [state, setState] = useState<AnalysisState>({ status: 'computing' })
  // The opening scenario's analysis is asked for as the page first renders, not after it has
  // mounted: with 500 tenants the worker computes it while the grids are built.
  const [opening] = useState(() => ({
    scenario,
    answer: scenario.tenants.length > 0 ? analyzeNow(scenario) : null,
  }))
  const analyze = useMemo(
    () =>
      latestOnly(
        (asked: Scenario) =>
          early(asked) ?? (asked === opening.scenario ? opening.answer : null) ?? analyzeNow(asked),
      ),
    [early, opening],
  )

  useEffect(() => {
    if (scenario.tenants.length === 0) return
    analyze(scenario).then(
      (answer) => {
        if (answer.stale) return
        const outcome = answer.value
        // Rendered in the answer's own task: the watched figures show before any other work the
        // page has queued (a chart drawing, the next frame of the inputs).
        flushSync(() =>
          setState(
            outcome.ok
              ? { status: 'ready', scenario, analysis: outcome.result }
              : { status: 'invalid', problems: outcome.problems },
          ),
        )
      },
      (error: unknown) => {
        console.error('The cash flow analysis failed', error)
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        })
      },
    )
  }, [analyze, scenario])

  const isEmpty = scenario.tenants.length === 0
  // An emptied rent roll forgets the last result, so tenants added later never show the figures
  // of the earlier scenario while their own are computing.
  if (isEmpty && state.status !== 'computing') setState({ status: 'computing' })
  return isEmpty ? { status: 'empty' } : state
}
