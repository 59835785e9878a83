import { DebtCard, MarketLeasingCard, OperatingExpensesCard } from './assumption-cards'
import type { ScenarioState } from './use-scenario'

/** The three assumption cards, wired to the scenario (re-mounted when it is replaced). */
export function AssumptionCards({ state }: { state: ScenarioState }) {
  const { scenario, dispatch } = state
  return (
    <>
      <OperatingExpensesCard
        values={scenario.operatingExpenses}
        onChange={(field, value) => dispatch({ type: 'setOperatingExpense', field, value })}
      />
      <MarketLeasingCard
        values={scenario.marketLeasing}
        onEnabled={(enabled) => dispatch({ type: 'setMarketLeasingEnabled', enabled })}
        onChange={(field, value) => dispatch({ type: 'setMarketLeasing', field, value })}
      />
      <DebtCard
        values={scenario.debt}
        onChange={(field, value) => dispatch({ type: 'setDebt', field, value })}
        onPropertyValue={(value) => dispatch({ type: 'setPropertyValue', value })}
      />
    </>
  )
}
