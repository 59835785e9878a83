import { readIsoDate, type CalendarDate } from '../calendar-date'
import { LEASE_TYPES, TENANT_COLUMNS, TENANT_NUMBER_FIELDS } from '../field-table'
import { checkFields, type InputProblem } from '../problems'
import type { InvalidTenant, Tenant } from './types'

export interface ValidTenant {
  tenant: Tenant
  start: CalendarDate
  expiration: CalendarDate
}

export type TenantCheck = { ok: true; valid: ValidTenant } | { ok: false; problems: InputProblem[] }

/** The cells pasted or imported into the row that could not be read, each a problem. */
function unreadableCells(tenant: Tenant): InputProblem[] {
  return TENANT_COLUMNS.flatMap(({ field, kind }) => {
    const text = tenant.unreadable?.[field]
    if (text === undefined || kind === 'text') return []
    const options = kind === 'leaseType' ? LEASE_TYPES : undefined
    return [{ field, rule: { kind: 'unreadable', text, expected: kind, options } } as const]
  })
}

/**
 * Whether a rent roll row can be analysed (PRODUCT.md section 8): no cell left unreadable by a
 * paste or import, its numbers within the field table's ranges, a known lease type, real dates
 * and an expiration after the start.
 */
export function checkTenant(tenant: Tenant): TenantCheck {
  const problems = [...unreadableCells(tenant), ...checkFields(TENANT_NUMBER_FIELDS, tenant)]
  if (!LEASE_TYPES.includes(tenant.leaseType))
    problems.push({ field: 'leaseType', rule: { kind: 'option', options: LEASE_TYPES } })
  const start = readIsoDate(tenant.leaseStart)
  const expiration = readIsoDate(tenant.leaseExpiration)
  if (!start.ok)
    problems.push({ field: 'leaseStart', rule: { kind: 'date', problem: start.problem } })
  if (!expiration.ok)
    problems.push({ field: 'leaseExpiration', rule: { kind: 'date', problem: expiration.problem } })
  if (start.ok && expiration.ok && expiration.date.epochDay <= start.date.epochDay)
    problems.push({ field: 'leaseExpiration', rule: { kind: 'dateOrder' } })
  if (problems.length > 0 || !start.ok || !expiration.ok) return { ok: false, problems }
  return { ok: true, valid: { tenant, start: start.date, expiration: expiration.date } }
}

/**
 * Splits the rent roll into the tenants the analysis uses and the ones it leaves out (and why),
 * each row checked by `check` (checkTenant, or the finance worker's checks kept from the
 * analysis before: reuse.ts).
 */
export function validateTenants(
  tenants: readonly Tenant[],
  check: (tenant: Tenant) => TenantCheck = checkTenant,
): {
  valid: ValidTenant[]
  invalid: InvalidTenant[]
} {
  const valid: ValidTenant[] = []
  const invalid: InvalidTenant[] = []
  for (const tenant of tenants) {
    const checked = check(tenant)
    if (checked.ok) valid.push(checked.valid)
    else invalid.push({ id: tenant.id, name: tenant.name, problems: checked.problems })
  }
  return { valid, invalid }
}
