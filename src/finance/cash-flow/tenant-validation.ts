import { isFiniteNumber, MAX_AMOUNT } from '../problems'
import { parseIsoDate, type CalendarDate } from './lease-dates'
import { LEASE_TYPES, type InvalidTenant, type Tenant } from './types'

export interface ValidTenant {
  tenant: Tenant
  start: CalendarDate
  expiration: CalendarDate
}

const NON_NEGATIVE_FIELDS = [
  ['squareFootage', 'Square footage'],
  ['baseRent', 'Base rent'],
  ['tiPerSF', 'TI $/SF'],
  ['leasingCommission', 'Leasing commission'],
] as const
const MAX_ESCALATION_PERCENT = 100

/** Why a tenant row cannot be analysed, as sentences; empty when it can. */
function tenantProblems(tenant: Tenant): string[] {
  const reasons: string[] = []
  for (const [field, label] of NON_NEGATIVE_FIELDS) {
    const value = tenant[field]
    if (!isFiniteNumber(value)) reasons.push(`${label} is not a number.`)
    else if (value < 0) reasons.push(`${label} cannot be negative.`)
    else if (value > MAX_AMOUNT) reasons.push(`${label} is too large.`)
  }
  const escalation = tenant.annualEscalation
  if (!isFiniteNumber(escalation) || escalation <= -100 || escalation > MAX_ESCALATION_PERCENT)
    reasons.push(`Escalation must be a number above -100% and at most ${MAX_ESCALATION_PERCENT}%.`)
  if (!LEASE_TYPES.includes(tenant.leaseType))
    reasons.push('Lease type must be NNN, Gross or Modified.')
  const start = parseIsoDate(tenant.leaseStart)
  const expiration = parseIsoDate(tenant.leaseExpiration)
  if (!start) reasons.push('Lease start is not a valid date.')
  if (!expiration) reasons.push('Lease expiration is not a valid date.')
  if (start && expiration && expiration.epochDay <= start.epochDay)
    reasons.push('Lease expiration must be after lease start.')
  return reasons
}

/** Splits the rent roll into the tenants the analysis uses and the ones it leaves out (and why). */
export function validateTenants(tenants: Tenant[]): {
  valid: ValidTenant[]
  invalid: InvalidTenant[]
} {
  const valid: ValidTenant[] = []
  const invalid: InvalidTenant[] = []
  for (const tenant of tenants) {
    const reasons = tenantProblems(tenant)
    if (reasons.length > 0) {
      invalid.push({ id: tenant.id, name: tenant.name, reasons })
      continue
    }
    valid.push({
      tenant,
      start: parseIsoDate(tenant.leaseStart)!,
      expiration: parseIsoDate(tenant.leaseExpiration)!,
    })
  }
  return { valid, invalid }
}
