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

/** The scenario being edited and the undo history of its rent roll. */
export interface ScenarioModel {
  scenario: Scenario
  rentRollHistory: UndoHistory<Tenant[]>
  /** Bumped whenever the whole scenario is replaced, so the assumption fields re-read it. */
  revision: number
}

/** The assumption groups and their values, as the cards edit them. */
export type { AssumptionGroupName as AssumptionGroup } from '../../../finance/cash-flow/scenario-validation'

/** When the analysis starts and what the rent roll's rents are (PRODUCT.md 11.1, 11.2). */
export type Timeline = Pick<Scenario, 'analysisStart' | 'rentBasis'>

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
  /** Pin as Baseline (the analysis to compare with) or Clear Baseline (null). */
  | { type: 'setBaseline'; baseline: Baseline | null }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Reset, import, share link: a new scenario and a fresh history. */
  | { type: 'load'; scenario: Scenario }

export function initialModel(scenario: Scenario): ScenarioModel {
  return { scenario, rentRollHistory: emptyHistory(), revision: 0 }
}

function travel(model: ScenarioModel, direction: 'undo' | 'redo'): ScenarioModel {
  const step = (direction === 'undo' ? undoStep : redoStep)(
    model.rentRollHistory,
    model.scenario.tenants,
  )
  if (!step) return model
  return {
    ...model,
    scenario: { ...model.scenario, tenants: step.present },
    rentRollHistory: step.history,
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
        rentRollHistory: recordChange(model.rentRollHistory, scenario.tenants),
      }
    }
  }
}
