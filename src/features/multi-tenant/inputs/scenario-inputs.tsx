import { PropertyNameField } from './property-name-field'
import { ScenarioNotices } from './scenario-notices'
import { ScenarioToolbar } from './scenario-toolbar'
import { TenantSection } from '../rent-roll/tenant-section'
import { TimelineFields } from './timeline-fields'
import type { ScenarioState } from '../scenario/use-scenario'
import type { RentRollEditor } from '../rent-roll/rent-roll-editor'
import { SectionAnchor } from '../section-nav'
import { PAGE_SECTION_IDS } from '../page-sections'
import './inputs.css'

/**
 * The scenario as a whole, above its inputs: its actions (share, export, import, reset), what
 * happened to it, and the property's name.
 */
export function ScenarioHeader({ state }: { state: ScenarioState }) {
  return (
    <>
      <ScenarioToolbar state={state} />
      <ScenarioNotices state={state} />
      <PropertyNameField state={state} />
    </>
  )
}

/** The rent roll, the section the navigation's "Rent Roll" goes to. */
export function RentRollSection(props: { state: ScenarioState; editor: RentRollEditor }) {
  const { state, editor } = props
  return (
    <SectionAnchor id={PAGE_SECTION_IDS.rentRoll}>
      <TenantSection
        tenants={state.scenario.tenants}
        analysisStart={state.scenario.analysisStart}
        rentBasis={state.scenario.rentBasis}
        marketDowntimeMonths={state.scenario.marketLeasing.downtimeMonths}
        editor={editor}
        timeline={<TimelineFields state={state} />}
      />
    </SectionAnchor>
  )
}
