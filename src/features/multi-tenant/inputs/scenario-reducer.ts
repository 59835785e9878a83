import type {
  DebtInputs,
  MarketLeasing,
  OperatingExpenses,
  Scenario,
  Tenant,
} from '../../../finance/cash-flow/types'
import { emptyHistory, recordChange, redoStep, undoStep, type UndoHistory } from './undo-history'
import { MAX_TENANTS, newTenant } from '../scenario-defaults'

/** The scenario being edited and the undo history of its rent roll. */
export interface ScenarioModel {
  scenario: Scenario
  rentRollHistory: UndoHistory<Tenant[]>
  /** Bumped whenever the whole scenario is replaced, so the assumption fields re-read it. */
  revision: number
}

export type DebtField = Exclude<keyof DebtInputs, 'propertyValue'>
export type MarketLeasingField = Exclude<keyof MarketLeasing, 'enabled'>

export type ScenarioAction =
  /** Any rent roll change (cell edit, paste, add, remove): one undo step. */
  | { type: 'setTenants'; tenants: Tenant[] }
  | { type: 'addTenant'; today: Date }
  | { type: 'updateTenant'; id: string; patch: Partial<Omit<Tenant, 'id'>> }
  | { type: 'removeTenant'; id: string }
  | { type: 'setOperatingExpense'; field: keyof OperatingExpenses; value: number }
  | { type: 'setMarketLeasing'; field: MarketLeasingField; value: number }
  | { type: 'setMarketLeasingEnabled'; enabled: boolean }
  | { type: 'setDebt'; field: DebtField; value: number }
  | { type: 'setPropertyValue'; value: number | undefined }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Reset, import, share link: a new scenario and a fresh history. */
  | { type: 'load'; scenario: Scenario }

export function initialModel(scenario: Scenario): ScenarioModel {
  return { scenario, rentRollHistory: emptyHistory(), revision: 0 }
}

function withScenario(model: ScenarioModel, scenario: Scenario): ScenarioModel {
  return { ...model, scenario }
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

/** The rent roll after an add, update or remove; the same array when nothing changes. */
function editRentRoll(tenants: Tenant[], action: ScenarioAction): Tenant[] {
  switch (action.type) {
    case 'addTenant':
      return tenants.length >= MAX_TENANTS
        ? tenants
        : [...tenants, newTenant(tenants, action.today)]
    case 'updateTenant': {
      const index = tenants.findIndex((tenant) => tenant.id === action.id)
      const current = tenants[index]
      if (!current) return tenants
      const changed = Object.entries(action.patch).some(
        ([field, value]) => current[field as keyof Tenant] !== value,
      )
      return changed ? tenants.with(index, { ...current, ...action.patch }) : tenants
    }
    case 'removeTenant':
      return tenants.some((tenant) => tenant.id === action.id)
        ? tenants.filter((tenant) => tenant.id !== action.id)
        : tenants
    default:
      return tenants
  }
}

function setPropertyValue(debt: DebtInputs, value: number | undefined): DebtInputs {
  const next = { ...debt }
  if (value === undefined) delete next.propertyValue
  else next.propertyValue = value
  return next
}

export function scenarioReducer(model: ScenarioModel, action: ScenarioAction): ScenarioModel {
  const { scenario } = model
  switch (action.type) {
    case 'setTenants':
    case 'addTenant':
    case 'updateTenant':
    case 'removeTenant': {
      const tenants =
        action.type === 'setTenants' ? action.tenants : editRentRoll(scenario.tenants, action)
      if (tenants === scenario.tenants) return model
      return {
        ...model,
        scenario: { ...scenario, tenants },
        rentRollHistory: recordChange(model.rentRollHistory, scenario.tenants),
      }
    }
    case 'setOperatingExpense':
      if (scenario.operatingExpenses[action.field] === action.value) return model
      return withScenario(model, {
        ...scenario,
        operatingExpenses: { ...scenario.operatingExpenses, [action.field]: action.value },
      })
    case 'setMarketLeasing':
      if (scenario.marketLeasing[action.field] === action.value) return model
      return withScenario(model, {
        ...scenario,
        marketLeasing: { ...scenario.marketLeasing, [action.field]: action.value },
      })
    case 'setMarketLeasingEnabled':
      return withScenario(model, {
        ...scenario,
        marketLeasing: { ...scenario.marketLeasing, enabled: action.enabled },
      })
    case 'setDebt':
      if (scenario.debt[action.field] === action.value) return model
      return withScenario(model, {
        ...scenario,
        debt: { ...scenario.debt, [action.field]: action.value },
      })
    case 'setPropertyValue':
      if (scenario.debt.propertyValue === action.value) return model
      return withScenario(model, {
        ...scenario,
        debt: setPropertyValue(scenario.debt, action.value),
      })
    case 'undo':
    case 'redo':
      return travel(model, action.type)
    case 'load':
      return {
        scenario: action.scenario,
        rentRollHistory: emptyHistory(),
        revision: model.revision + 1,
      }
  }
}
