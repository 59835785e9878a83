import type { Scenario, Tenant } from '../../../finance/cash-flow/types'
import type { Baseline } from '../../../finance/cash-flow/types'
import type { AssumptionGroupName as AssumptionGroup } from '../../../finance/cash-flow/scenario-validation'
import { MAX_TENANTS } from '../../../finance/field-table'
import { emptyHistory, recordChange, redoStep, undoStep, type UndoHistory } from './undo-history'
import { newTenant } from './scenario-defaults'
import { fixesUnreadable, patchTenant, type TenantPatch } from './tenant-patch'

/** One change of several made at once to the rent roll (keys replayed), applied in order. */
export type RentRollEdit =
  { kind: 'set'; id: string; patch: TenantPatch } | { kind: 'add'; id: string }

/** When the analysis starts and what the rent roll's rents are (PRODUCT.md 11.1, 11.2). */
export type Timeline = Pick<Scenario, 'analysisStart' | 'rentBasis'>

/**
 * A step of the rent roll's undo history: the rows before a change, and the timeline before it
 * when the change set one too (an import); other steps leave the timeline as it is.
 */
export interface RentRollStep {
  tenants: Tenant[]
  timeline?: Timeline
}

/** The scenario being edited and the undo history of its rent roll. */
export interface ScenarioModel {
  scenario: Scenario
  rentRollHistory: UndoHistory<RentRollStep>
  /** Bumped whenever the whole scenario is replaced, so the assumption fields re-read it. */
  revision: number
}

/** The assumption groups and their values, as the cards edit them. */
export type { AssumptionGroupName as AssumptionGroup } from '../../../finance/cash-flow/scenario-validation'

export type ScenarioAction =
  /** Any rent roll change (cell edit, paste, add, remove): one undo step. */
  | { type: 'setTenants'; tenants: Tenant[] }
  /** A new row; its id is made by the caller, so it can find the row before it shows. */
  | { type: 'addTenant'; today: Date; id?: string }
  /** Cells of one row; a cell kept as unreadable text is fixed once it is given a value. */
  | { type: 'updateTenant'; id: string; patch: Partial<Omit<Tenant, 'id'>> }
  | { type: 'removeTenant'; id: string }
  /** Keys replayed into the rent roll (type-ahead): cells set and rows added, in order. */
  | { type: 'editRentRoll'; edits: readonly RentRollEdit[]; today: Date }
  /** One assumption of a card: an expense, a market leasing input or a debt term. */
  | { type: 'setAssumptions'; group: AssumptionGroup; patch: Partial<Scenario[AssumptionGroup]> }
  /** The property's name as typed, for the printed report. */
  | { type: 'setPropertyName'; name: string }
  /** The analysis start or the rent basis. */
  | { type: 'setTimeline'; patch: Partial<Timeline> }
  /** Import Rent Roll: the rows with the analysis start and rent basis, one undo step. */
  | { type: 'importRentRoll'; tenants: Tenant[]; timeline: Timeline }
  /** Pin as Baseline (the analysis to compare with) or Clear Baseline (null). */
  | { type: 'setBaseline'; baseline: Baseline | null }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Reset, import, share link: a new scenario and a fresh history. */
  | { type: 'load'; scenario: Scenario }

export function initialModel(scenario: Scenario): ScenarioModel {
  return { scenario, rentRollHistory: emptyHistory(), revision: 0 }
}

const timelineOf = ({ analysisStart, rentBasis }: Scenario): Timeline => ({
  analysisStart,
  rentBasis,
})

/**
 * Undo or redo one step of the rent roll. A step that set the timeline (an import) gives it back
 * with the rows, and the step recorded for the way back holds the timeline of now.
 */
function travel(model: ScenarioModel, direction: 'undo' | 'redo'): ScenarioModel {
  const { rentRollHistory: history, scenario } = model
  const next = direction === 'undo' ? history.past.at(-1) : history.future[0]
  if (!next) return model
  const present: RentRollStep = next.timeline
    ? { tenants: scenario.tenants, timeline: timelineOf(scenario) }
    : { tenants: scenario.tenants }
  const step = (direction === 'undo' ? undoStep : redoStep)(history, present)!
  return {
    ...model,
    scenario: { ...scenario, ...step.present.timeline, tenants: step.present.tenants },
    rentRollHistory: step.history,
  }
}

/** An import's rows and timeline, recorded as one step; the same model when nothing changes. */
function importRentRoll(model: ScenarioModel, tenants: Tenant[], timeline: Timeline) {
  const { scenario } = model
  if (tenants === scenario.tenants && !changes(scenario, timeline)) return model
  return {
    ...model,
    scenario: { ...scenario, ...timeline, tenants },
    rentRollHistory: recordChange(model.rentRollHistory, {
      tenants: scenario.tenants,
      timeline: timelineOf(scenario),
    }),
  }
}

/** The rent roll after replayed edits; the same array when nothing changes. */
function applyRentRollEdits(tenants: Tenant[], edits: readonly RentRollEdit[], today: Date) {
  const next = [...tenants]
  for (const edit of edits) {
    if (edit.kind === 'add') {
      if (next.length < MAX_TENANTS) next.push(newTenant(next, today, edit.id))
      continue
    }
    const row = next.findIndex((tenant) => tenant.id === edit.id)
    const tenant = next[row]
    if (tenant && (changes(tenant, edit.patch) || fixesUnreadable(tenant, edit.patch)))
      next[row] = patchTenant(tenant, edit.patch)
  }
  return next.length === tenants.length && next.every((tenant, index) => tenant === tenants[index])
    ? tenants
    : next
}

/** Whether applying `patch` to `values` changes anything. */
const changes = (values: object, patch: object) =>
  Object.entries(patch).some(
    ([key, value]) => !Object.is((values as Record<string, unknown>)[key], value),
  )

/** The rent roll after an add, update or remove; the same array when nothing changes. */
function editRentRoll(tenants: Tenant[], action: ScenarioAction): Tenant[] {
  switch (action.type) {
    case 'setTenants':
      return action.tenants
    case 'addTenant':
      return tenants.length >= MAX_TENANTS
        ? tenants
        : [...tenants, newTenant(tenants, action.today, action.id)]
    case 'updateTenant': {
      const index = tenants.findIndex((tenant) => tenant.id === action.id)
      const current = tenants[index]
      if (!current) return tenants
      if (!changes(current, action.patch) && !fixesUnreadable(current, action.patch)) return tenants
      return tenants.with(index, patchTenant(current, action.patch))
    }
    case 'removeTenant':
      return tenants.some((tenant) => tenant.id === action.id)
        ? tenants.filter((tenant) => tenant.id !== action.id)
        : tenants
    case 'editRentRoll':
      return applyRentRollEdits(tenants, action.edits, action.today)
    default:
      return tenants
  }
}

export function scenarioReducer(model: ScenarioModel, action: ScenarioAction): ScenarioModel {
  const { scenario } = model
  switch (action.type) {
    case 'setAssumptions': {
      const values = scenario[action.group]
      if (!changes(values, action.patch)) return model
      return { ...model, scenario: { ...scenario, [action.group]: { ...values, ...action.patch } } }
    }
    case 'setBaseline':
      return { ...model, scenario: { ...scenario, baseline: action.baseline } }
    case 'setPropertyName':
      return { ...model, scenario: { ...scenario, propertyName: action.name } }
    case 'setTimeline':
      if (!changes(scenario, action.patch)) return model
      return { ...model, scenario: { ...scenario, ...action.patch } }
    case 'importRentRoll':
      return importRentRoll(model, action.tenants, action.timeline)
    case 'undo':
    case 'redo':
      return travel(model, action.type)
    case 'load':
      return {
        scenario: action.scenario,
        rentRollHistory: emptyHistory(),
        revision: model.revision + 1,
      }
    default: {
      const tenants = editRentRoll(scenario.tenants, action)
      if (tenants === scenario.tenants) return model
      return {
        ...model,
        scenario: { ...scenario, tenants },
        rentRollHistory: recordChange(model.rentRollHistory, { tenants: scenario.tenants }),
      }
    }
  }
}
