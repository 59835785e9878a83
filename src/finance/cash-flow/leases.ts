import type { CalendarDate } from './lease-dates'
import { leaseLengthYears } from './lease-dates'
import type { LeaseType, MarketLeasing, Tenant } from './types'

/** One tenant's contribution to each analysis year (arrays indexed by analysis year - 1). */
export interface TenantCashFlow {
  grossRent: number[]
  vacancy: number[]
  reimbursements: number[]
  tiAndLC: number[]
}

export interface TenantCashFlowInput {
  tenant: Tenant
  start: CalendarDate
  expiration: CalendarDate
  startYear: number
  years: number
  /** Reimbursable expenses per SF of each analysis year, escalated. */
  reimbursablePerSF: number[]
  marketLeasing: MarketLeasing
}

interface Lease {
  firstYear: number
  lastYear: number
  /** Rent per SF in the first year, before proration or free rent. */
  firstYearRentPerSF: number
  isRollover: boolean
}

const REIMBURSED_SHARE: Record<LeaseType, number> = { NNN: 1, Modified: 0.5, Gross: 0 }
const VACANCY_NEAR_EXPIRY = 0.1
const VACANCY_STABLE = 0.05

/**
 * The in-place lease (lease start year through expiration year) followed by rollovers of the
 * same length through the last analysis year. A rollover's first-year rent is the previous year's
 * rent per SF bumped by the market rent bump (market leasing on) or the tenant's escalation (off).
 */
function leaseChain(input: TenantCashFlowInput, lastYear: number): Lease[] {
  const { tenant, start, expiration, marketLeasing } = input
  const escalation = tenant.annualEscalation / 100
  const bump = marketLeasing.enabled ? marketLeasing.leaseRentBump / 100 : escalation
  const length = leaseLengthYears(start, expiration)
  const leases: Lease[] = [
    {
      firstYear: start.year,
      lastYear: expiration.year,
      firstYearRentPerSF: tenant.baseRent,
      isRollover: false,
    },
  ]
  for (let previous = leases[0]!; previous.lastYear < lastYear;) {
    const expiringRent = rentPerSF(previous, previous.lastYear, escalation)
    previous = {
      firstYear: previous.lastYear + 1,
      lastYear: previous.lastYear + length,
      firstYearRentPerSF: expiringRent * (1 + bump),
      isRollover: true,
    }
    leases.push(previous)
  }
  return leases
}

function rentPerSF(lease: Lease, year: number, escalation: number): number {
  return lease.firstYearRentPerSF * Math.pow(1 + escalation, year - lease.firstYear)
}

/** Sum over the lease's years of SF x rent per SF (escalating, before free rent). */
function aggregateRent(lease: Lease, squareFootage: number, escalation: number): number {
  let total = 0
  for (let year = lease.firstYear; year <= lease.lastYear; year++)
    total += squareFootage * rentPerSF(lease, year, escalation)
  return total
}

/** TI and leasing commissions charged in the first year of a rolled lease. */
function rolloverCost(lease: Lease, input: TenantCashFlowInput): number {
  const { tenant, marketLeasing } = input
  const aggregate = aggregateRent(lease, tenant.squareFootage, tenant.annualEscalation / 100)
  return marketLeasing.enabled
    ? marketLeasing.capexTI * tenant.squareFootage +
        (marketLeasing.leasingCommissions / 100) * aggregate
    : tenant.tiPerSF * tenant.squareFootage + (tenant.leasingCommission / 100) * aggregate
}

function freeRentFactor(marketLeasing: MarketLeasing): number {
  if (!marketLeasing.enabled) return 1
  const months = Math.min(12, Math.max(0, marketLeasing.freeRentMonths))
  return (12 - months) / 12
}

/**
 * One tenant's gross rent, vacancy, reimbursements and TI & LC for each analysis year
 * (PRODUCT.md 4.3). Rent and reimbursements are prorated by (13 - start month) / 12 in the lease
 * start year; the space is vacant before it. Vacancy is 10% of the year's gross rent in a lease
 * expiration year or the year after one, 5% otherwise.
 */
export function tenantCashFlow(input: TenantCashFlowInput): TenantCashFlow {
  const { tenant, start, startYear, years, reimbursablePerSF, marketLeasing } = input
  const lastYear = startYear + years - 1
  const escalation = tenant.annualEscalation / 100
  const leases = leaseChain(input, lastYear)
  const expirationYears = new Set(leases.map((lease) => lease.lastYear))
  const startYearProration = (13 - start.month) / 12
  const flow: TenantCashFlow = {
    grossRent: new Array<number>(years).fill(0),
    vacancy: new Array<number>(years).fill(0),
    reimbursements: new Array<number>(years).fill(0),
    tiAndLC: new Array<number>(years).fill(0),
  }

  for (let index = 0; index < years; index++) {
    const year = startYear + index
    const lease = leases.find(
      (candidate) => candidate.firstYear <= year && year <= candidate.lastYear,
    )
    if (!lease) continue // before the lease starts: vacant space

    const proration = year === start.year ? startYearProration : 1
    const isFirstRolloverYear = lease.isRollover && year === lease.firstYear
    const freeRent = isFirstRolloverYear ? freeRentFactor(marketLeasing) : 1
    const grossRent =
      tenant.squareFootage * rentPerSF(lease, year, escalation) * proration * freeRent
    const nearExpiry = expirationYears.has(year) || expirationYears.has(year - 1)

    flow.grossRent[index] = grossRent
    flow.vacancy[index] = grossRent * (nearExpiry ? VACANCY_NEAR_EXPIRY : VACANCY_STABLE)
    flow.reimbursements[index] =
      reimbursablePerSF[index]! *
      tenant.squareFootage *
      REIMBURSED_SHARE[tenant.leaseType] *
      proration
    if (isFirstRolloverYear) flow.tiAndLC[index] = rolloverCost(lease, input)
  }
  return flow
}
