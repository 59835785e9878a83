import { addYears, isoDate, isoDateOf, readIsoDate } from '../../finance/calendar-date'
import type { Scenario, Tenant } from '../../finance/cash-flow/types'
import {
  defaultsOf,
  LOAN_FIELDS,
  MARKET_LEASING_FIELDS,
  OPERATING_EXPENSE_FIELDS,
  TENANT_NUMBER_FIELDS,
} from '../../finance/field-table'

/** A new scenario: an empty rent roll and the field table's default assumptions. */
export function emptyScenario(): Scenario {
  return {
    tenants: [],
    operatingExpenses: defaultsOf(OPERATING_EXPENSE_FIELDS),
    marketLeasing: { enabled: false, ...defaultsOf(MARKET_LEASING_FIELDS) },
    debt: { ...defaultsOf(LOAN_FIELDS), propertyValue: null },
  }
}

/**
 * A new tenant with the seed's defaults: 'Tenant N' (N = count + 1), a lease from today to five
 * years from today, NNN, and the field table's numbers (3% escalation, 6% leasing commission).
 * The id is a timestamp string, made unique within the rent roll.
 */
export function newTenant(existing: readonly Tenant[], today: Date): Tenant {
  const start = isoDateOf(today)
  const startDate = readIsoDate(start)
  const ids = new Set(existing.map((tenant) => tenant.id))
  let stamp = today.getTime()
  while (ids.has(String(stamp))) stamp++
  return {
    id: String(stamp),
    name: `Tenant ${existing.length + 1}`,
    ...defaultsOf(TENANT_NUMBER_FIELDS),
    leaseStart: start,
    leaseExpiration: startDate.ok ? isoDate(addYears(startDate.date, 5)) : start,
    leaseType: 'NNN',
  }
}
