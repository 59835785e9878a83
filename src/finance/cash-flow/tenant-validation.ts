import { readIsoDate, type CalendarDate } from '../calendar-date'
import {
  ESCALATION_FIELDS,
  ESCALATION_TYPES,
  LEASE_TYPES,
  TENANT_COLUMNS,
  TENANT_NUMBER_FIELDS,
  TENANT_STATUS,
} from '../field-table'
import { checkChoice, checkFields, checkNumber, type InputProblem } from '../problems'
import { analysisMonthOf, type CalendarMonth } from './timeline'
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
    const options =
      kind === 'leaseType'
        ? LEASE_TYPES
        : kind === 'status'
          ? Object.values(TENANT_STATUS.options)
          : undefined
    return [{ field, rule: { kind: 'unreadable', text, expected: kind, options } } as const]
  })
}

/** The row's numbers checked against their field alone: all but the escalation. */
const NUMBERS_BESIDES_ESCALATION = Object.fromEntries(
  Object.entries(TENANT_NUMBER_FIELDS).filter(([field]) => field !== 'annualEscalation'),
)

/**
 * The row's numbers within the field table's ranges: the escalation within its type's (a percent
 * above -100% and at most 100%, or 0 to $1,000/SF a year), a base year a whole year.
 */
function numberProblems(tenant: Tenant): InputProblem[] {
  const problems = checkFields(NUMBERS_BESIDES_ESCALATION, tenant)
  if (!ESCALATION_TYPES.includes(tenant.escalationType))
    problems.push({
      field: 'annualEscalation',
      rule: { kind: 'option', options: ESCALATION_TYPES },
    })
  else {
    const rule = checkNumber(ESCALATION_FIELDS[tenant.escalationType], tenant.annualEscalation)
    if (rule) problems.push({ field: 'annualEscalation', rule })
  }
  return problems
}

/** The row's choices: a known lease type and status. */
function choiceProblems(tenant: Tenant): InputProblem[] {
  const problems: InputProblem[] = []
  if (!LEASE_TYPES.includes(tenant.leaseType))
    problems.push({ field: 'leaseType', rule: { kind: 'option', options: LEASE_TYPES } })
  const status = checkChoice(TENANT_STATUS, tenant.status)
  if (status)
    problems.push({
      field: 'status',
      rule: { kind: 'option', options: Object.values(TENANT_STATUS.options) },
    })
  return problems
}

/**
 * Whether a rent roll row can be analysed (PRODUCT.md 8, 10.7, 11.3): no cell left unreadable by
 * a paste or import, its numbers within the field table's ranges, a known lease type and status,
 * real dates, an expiration after the start, and for a vacant suite a lease that starts after
 * the analysis start (`start`, the calendar month of month 1).
 */
export function checkTenant(tenant: Tenant, start: CalendarMonth): TenantCheck {
  const problems = [
    ...unreadableCells(tenant),
    ...numberProblems(tenant),
    ...choiceProblems(tenant),
  ]
  const leaseStart = readIsoDate(tenant.leaseStart)
  const expiration = readIsoDate(tenant.leaseExpiration)
  if (!leaseStart.ok)
    problems.push({ field: 'leaseStart', rule: { kind: 'date', problem: leaseStart.problem } })
  if (!expiration.ok)
    problems.push({ field: 'leaseExpiration', rule: { kind: 'date', problem: expiration.problem } })
  if (leaseStart.ok && expiration.ok && expiration.date.epochDay <= leaseStart.date.epochDay)
    problems.push({ field: 'leaseExpiration', rule: { kind: 'dateOrder' } })
  if (tenant.status === 'vacant' && leaseStart.ok && analysisMonthOf(leaseStart.date, start) <= 1)
    problems.push({ field: 'leaseStart', rule: { kind: 'vacantStart' } })
  if (problems.length > 0 || !leaseStart.ok || !expiration.ok) return { ok: false, problems }
  return { ok: true, valid: { tenant, start: leaseStart.date, expiration: expiration.date } }
}

/**
 * checkTenant with `start`, each row checked once: an edit replaces the rows it changes, so
 * checking the rent roll again after it costs only those (500 rows took about 3 ms each edit).
 */
export function checkingOnce(start: CalendarMonth): (tenant: Tenant) => TenantCheck {
  const checks = new WeakMap<Tenant, TenantCheck>()
  return (tenant) => {
    let check = checks.get(tenant)
    if (!check) checks.set(tenant, (check = checkTenant(tenant, start)))
    return check
  }
}

/**
 * Splits the rent roll into the tenants the analysis uses and the ones it leaves out (and why),
 * each row checked by `check` (checkTenant with the analysis start, or the finance worker's checks
 * kept from the analysis before: reuse.ts).
 */
export function validateTenants(
  tenants: readonly Tenant[],
  check: (tenant: Tenant) => TenantCheck,
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
