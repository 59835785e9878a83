import { useEffect, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import type { Analysis, Scenario } from '../../../finance/cash-flow/types'
import type { InputProblem } from '../../../finance/problems'
import { sameValue } from '../../../lib/same-value'
import { callFinance, latestOnly } from '../../../../workers/finance-client'

export type AnalysisState =
  | { status: 'empty' }
  | { status: 'computing' }
  /** The analysis with the scenario it was computed for: shown together, never mixed. */
  | { status: 'ready'; scenario: Scenario; analysis: Analysis }
  | { status: 'invalid'; problems: InputProblem[] }
  | { status: 'failed'; message: string }

/** What the worker analyses for a scenario: year 1 is the browser's current year. */
const analysisInput = (scenario: Scenario) => ({
  ...scenario,
  startYear: new Date().getFullYear(),
})

type Answer = ReturnType<typeof callFinance<'analyzeScenario'>>

/** The last analysis asked for ahead of its scenario, until the scenario asks for it. */
let early: { input: ReturnType<typeof analysisInput>; answer: Answer } | null = null

/**
 * Starts the analysis of a scenario the page is about to show: an edit that waits for this
 * answer before it changes the page shows together with its figures, in one frame. useAnalysis
 * takes this answer once the scenario is the current one, instead of asking the worker again.
 */
export function analyzeAhead(scenario: Scenario): Answer {
  const input = analysisInput(scenario)
  const answer = callFinance('analyzeScenario', input)
  early = { input, answer }
  return answer
}

/** The answer asked for ahead of `input`, if it was; any other is out of date by now. */
function takeEarlyAnswer(input: ReturnType<typeof analysisInput>): Answer | null {
  const found = early && sameValue(early.input, input) ? early.answer : null
  early = null
  return found
}

/**
 * Recomputes the whole analysis in the finance worker whenever the scenario changes. Only the
 * answer to the latest scenario is kept (the client drops stale answers), and it is kept with
 * that scenario, so the page never shows figures of one scenario beside inputs of another.
 * Year 1 is the browser's current year.
 */
export function useAnalysis(scenario: Scenario): AnalysisState {
  const [state, setState] = useState<AnalysisState>({ status: 'computing' })
  const analyze = useMemo(
    () =>
      latestOnly((scenario: Scenario) => {
        const input = analysisInput(scenario)
        return takeEarlyAnswer(input) ?? callFinance('analyzeScenario', input)
      }),
    [],
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
