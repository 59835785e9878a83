import { addYears, isoDate, isoDateOf, readIsoDate } from '../../../finance/calendar-date'
import type { Scenario, Tenant } from '../../../finance/cash-flow/types'
import { choiceDefaultsOf, defaultsOf } from '../../../finance/field-specs'
import { monthText } from '../../../finance/cash-flow/timeline'
import {
  ASSUMPTION_CHOICES,
  DEBT_FIELDS,
  EXIT_DEFAULTS,
  MARKET_LEASING_FIELDS,
  OPERATING_EXPENSE_FIELDS,
  RENT_BASIS,
  TENANT_NUMBER_FIELDS,
  TENANT_STATUS,
  UNDERWRITING_FIELDS,
} from '../../../finance/field-table'

/**
 * A new scenario: the analysis starting this month (of `today`, the caller's clock), rents in
 * place then, an empty rent roll and the field table's default assumptions.
 */
export function emptyScenario(today = new Date()): Scenario {
  return {
    analysisStart: monthText({ year: today.getFullYear(), month: today.getMonth() + 1 }),
    rentBasis: RENT_BASIS.default,
    tenants: [],
    operatingExpenses: defaultsOf(OPERATING_EXPENSE_FIELDS),
    marketLeasing: {
      enabled: false,
      ...defaultsOf(MARKET_LEASING_FIELDS),
      ...choiceDefaultsOf(ASSUMPTION_CHOICES.marketLeasing),
    },
    underwriting: {
      ...defaultsOf(UNDERWRITING_FIELDS),
      ...choiceDefaultsOf(ASSUMPTION_CHOICES.underwriting),
    },
    debt: defaultsOf(DEBT_FIELDS),
    exit: EXIT_DEFAULTS,
  }
}

let lastStamp = 0

/**
 * A new tenant id: a timestamp string (the seed's form), later than every id this page made
 * before, so ids made in the same millisecond (or before the rent roll shows them) never meet.
 */
export function newTenantId(today: Date): string {
  lastStamp = Math.max(today.getTime(), lastStamp + 1)
  return String(lastStamp)
}

/**
 * A new tenant with the seed's defaults: 'Tenant N' (N = count + 1), a lease from today to five
 * years from today, NNN, and the field table's numbers (3% escalation, 6% leasing commission).
 */
export function newTenant(existing: readonly Tenant[], today: Date, id?: string): Tenant {
  const start = isoDateOf(today)
  const startDate = readIsoDate(start)
  const ids = new Set(existing.map((tenant) => tenant.id))
  let fresh = id ?? newTenantId(today)
  while (ids.has(fresh)) fresh = newTenantId(today)
  return {
    id: fresh,
    name: `Tenant ${existing.length + 1}`,
    status: TENANT_STATUS.default,
    ...defaultsOf(TENANT_NUMBER_FIELDS),
    escalationType: 'percent',
    leaseStart: start,
    leaseExpiration: startDate.ok ? isoDate(addYears(startDate.date, 5)) : start,
    leaseType: 'NNN',
  }
}
