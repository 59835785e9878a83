import { useMemo, type Dispatch } from 'react'
import type { Scenario } from '../../../finance/cash-flow/types'
import {
  DebtCard,
  ExitCard,
  MarketLeasingCard,
  OperatingExpensesCard,
  UnderwritingCard,
} from './assumption-cards'
import type { AssumptionGroup, ScenarioAction } from '../scenario/scenario-reducer'
import type { ScenarioState } from '../scenario/use-scenario'

const editorOf =
  <G extends AssumptionGroup>(dispatch: Dispatch<ScenarioAction>, group: G) =>
  (patch: Partial<Scenario[G]>) =>
    dispatch({ type: 'setAssumptions', group, patch })

/**
 * The assumption cards, wired to the scenario (re-mounted when it is replaced). Each card's
 * handler is made once, so an edit elsewhere (a rent roll cell, another card) re-renders none
 * of the cards whose values it leaves alone.
 */
export function AssumptionCards({ state }: { state: ScenarioState }) {
  const { scenario, dispatch } = state
  const edit = useMemo(
    () => ({
      operatingExpenses: editorOf(dispatch, 'operatingExpenses'),
      marketLeasing: editorOf(dispatch, 'marketLeasing'),
      underwriting: editorOf(dispatch, 'underwriting'),
      debt: editorOf(dispatch, 'debt'),
      exit: editorOf(dispatch, 'exit'),
    }),
    [dispatch],
  )
  return (
    <>
      <OperatingExpensesCard
        values={scenario.operatingExpenses}
        onChange={edit.operatingExpenses}
      />
      <MarketLeasingCard values={scenario.marketLeasing} onChange={edit.marketLeasing} />
      <UnderwritingCard values={scenario.underwriting} onChange={edit.underwriting} />
      <DebtCard values={scenario.debt} onChange={edit.debt} />
      <ExitCard values={scenario.exit} onChange={edit.exit} />
    </>
  )
}
