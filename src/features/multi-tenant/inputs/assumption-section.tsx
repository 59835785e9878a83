import { DebtCard, ExitCard, MarketLeasingCard, OperatingExpensesCard } from './assumption-cards'
import type { AssumptionGroup } from './scenario-reducer'
import type { ScenarioState } from './use-scenario'

/** The assumption cards, wired to the scenario (re-mounted when it is replaced). */
export function AssumptionCards({ state }: { state: ScenarioState }) {
  const { scenario, dispatch } = state
  const edit =
    <G extends AssumptionGroup>(group: G) =>
    (patch: Partial<(typeof scenario)[G]>) =>
      dispatch({ type: 'setAssumptions', group, patch })
  return (
    <>
      <OperatingExpensesCard
        values={scenario.operatingExpenses}
        onChange={edit('operatingExpenses')}
      />
      <MarketLeasingCard values={scenario.marketLeasing} onChange={edit('marketLeasing')} />
      <DebtCard values={scenario.debt} onChange={edit('debt')} />
      <ExitCard values={scenario.exit} onChange={edit('exit')} />
    </>
  )
}
