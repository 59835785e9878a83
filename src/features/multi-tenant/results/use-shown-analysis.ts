import { useState } from 'react'
import type { Analysis } from '../../../finance/cash-flow/types'
import type { AnalysisState } from '../use-analysis'

/**
 * The complete analysis to show: the latest result, or while the next one is computing, the
 * previous one (never a mix of the two). Forgotten once the scenario is empty, invalid or failed,
 * so figures of an earlier scenario never come back.
 */
export function useShownAnalysis(state: AnalysisState): Analysis | null {
  const [shown, setShown] = useState<Analysis | null>(null)
  const next =
    state.status === 'ready' ? state.analysis : state.status === 'computing' ? shown : null
  // Storing information from the previous render (react.dev, "You might not need an effect").
  if (next !== shown) setShown(next)
  return next
}
