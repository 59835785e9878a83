import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react'
import { afterNextPaint } from '../../../components/draw-in-turn'
import type { Analysis } from '../../../finance/cash-flow/types'
import type { AnalysisState, AnalysisStore } from '../scenario/analysis-store'

/**
 * The analysis store of the page, for the parts of it that read a figure beside what they edit.
 * The store itself, not its answers: a context whose value changed on every edit made React walk
 * the whole page to find its readers (about 1 ms an edit at 500 tenants).
 */
export const PageAnalysis = createContext<AnalysisStore | null>(null)

const subscribeToNothing = () => () => {}

function useAnalysisState<T>(read: (state: AnalysisState) => T, outside: T): T {
  const store = useContext(PageAnalysis)
  return useSyncExternalStore(store?.subscribe ?? subscribeToNothing, () =>
    store ? read(store.getState()) : outside,
  )
}

/**
 * The latest complete analysis, for the inputs that show a figure of it beside what they edit
 * (the rent roll's building area and occupancy at start); null until there is one.
 */
export const useLatestAnalysis = (): Analysis | null =>
  useAnalysisState((state) => (state.status === 'ready' ? state.analysis : null), null)

/**
 * Whether the page's opening analysis has answered, or there is nothing to analyse (true outside
 * the page).
 */
const useOpeningAnswered = (): boolean =>
  useAnalysisState((state) => state.status !== 'computing', true)

/** The longest the page waits for its opening analysis (a worker that never answers). */
const MAX_OPENING_WAIT_MS = 1_000

/**
 * Whether the page's opening analysis has answered and that frame is painted (or a second has
 * passed without an answer): the rent roll's grid, AG Grid, is loaded and built after that. Its
 * code's evaluation (about 130 ms on a 2-core machine) and its first build (about 250 ms) are
 * the page's longest tasks, and a share link's figures waited behind them.
 */
export function useAfterOpening(): boolean {
  const answered = useOpeningAnswered()
  const [after, setAfter] = useState(answered)
  useEffect(() => {
    if (after) return
    if (!answered) {
      const timer = setTimeout(() => setAfter(true), MAX_OPENING_WAIT_MS)
      return () => clearTimeout(timer)
    }
    return afterNextPaint(() => setAfter(true))
  }, [answered, after])
  return after
}
