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
import { SectionAnchor } from '../section-nav'
import { PAGE_SECTION_IDS } from '../page-sections'

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
      <SectionAnchor id={PAGE_SECTION_IDS.expenses}>
        <OperatingExpensesCard
          values={scenario.operatingExpenses}
          onChange={edit.operatingExpenses}
        />
      </SectionAnchor>
      <SectionAnchor id={PAGE_SECTION_IDS.marketLeasing}>
        <MarketLeasingCard values={scenario.marketLeasing} onChange={edit.marketLeasing} />
      </SectionAnchor>
      <SectionAnchor id={PAGE_SECTION_IDS.underwriting}>
        <UnderwritingCard values={scenario.underwriting} onChange={edit.underwriting} />
      </SectionAnchor>
      <SectionAnchor id={PAGE_SECTION_IDS.debt}>
        <DebtCard values={scenario.debt} onChange={edit.debt} />
      </SectionAnchor>
      <SectionAnchor id={PAGE_SECTION_IDS.exit}>
        <ExitCard values={scenario.exit} onChange={edit.exit} />
      </SectionAnchor>
    </>
  )
}
