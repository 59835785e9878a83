// PLACEHOLDER: replaced by the results work (charts, tiles, sensitivity, annual table, report).
import type { Scenario } from '../../../finance/cash-flow/types'
import type { AnalysisState } from '../use-analysis'

export function ResultsPanel({ analysis }: { analysis: AnalysisState; scenario: Scenario }) {
  return <section aria-label="Results">{analysis.status}</section>
}
