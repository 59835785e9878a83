import { leaseLengthYears } from '../calendar-date'
import type { LeaseTerms, RolloverTerms } from './engine-terms'

/** One tenant's contribution to each analysis year (arrays indexed by analysis year - 1). */
export interface TenantCashFlow {
  grossRent: number[]
  vacancy: number[]
  reimbursements: number[]
  tiAndLC: number[]
}

export interface TenantCashFlowInput {
  lease: LeaseTerms
  rollover: RolloverTerms
  startYear: number
  years: number
  /** Reimbursable expenses per SF of each analysis year, escalated. */
  reimbursablePerSf: readonly number[]
}

interface Lease {
  firstYear: number
  lastYear: number
  /** Rent per SF in the first year, before proration or free rent. */
  firstYearRentPerSf: number
  isRollover: boolean
}

const VACANCY_NEAR_EXPIRY = 0.1
const VACANCY_STABLE = 0.05

function rentPerSf(lease: Lease, year: number, escalation: number): number {
  return lease.firstYearRentPerSf * Math.pow(1 + escalation, year - lease.firstYear)
}

/**
 * The in-place lease (lease start year through expiration year) followed by rollovers of the
 * same length through `lastYear`. A rollover's first-year rent is the previous year's rent per
 * SF bumped by the market rent bump (at market) or the tenant's escalation (own terms).
 */
function leaseChain({ lease, rollover }: TenantCashFlowInput, lastYear: number): Lease[] {
  const bump = rollover.atMarket ? rollover.rentBump : lease.escalation
  const length = leaseLengthYears(lease.start, lease.expiration)
  const leases: Lease[] = [
    {
      firstYear: lease.start.year,
      lastYear: lease.expiration.year,
      firstYearRentPerSf: lease.rentPerSfAnnual,
      isRollover: false,
    },
  ]
  for (let previous = leases[0]!; previous.lastYear < lastYear;) {
    const expiringRent = rentPerSf(previous, previous.lastYear, lease.escalation)
    previous = {
      firstYear: previous.lastYear + 1,
      lastYear: previous.lastYear + length,
      firstYearRentPerSf: expiringRent * (1 + bump),
      isRollover: true,
    }
    leases.push(previous)
  }
  return leases
}

/** TI and leasing commissions charged in the first year of a rolled lease. */
function rolloverCost(next: Lease, { lease, rollover }: TenantCashFlowInput): number {
  let aggregateRent = 0
  for (let year = next.firstYear; year <= next.lastYear; year++)
    aggregateRent += lease.squareFeet * rentPerSf(next, year, lease.escalation)
  const terms = rollover.atMarket ? rollover : lease
  return terms.tiPerSf * lease.squareFeet + terms.leasingCommission * aggregateRent
}

/**
 * One tenant's gross rent, vacancy, reimbursements and TI & LC for each analysis year
 * (PRODUCT.md 4.3). Rent and reimbursements are prorated by (13 - start month) / 12 in the lease
 * start year; the space is vacant before it. Vacancy is 10% of the year's gross rent in a lease
 * expiration year or the year after one, 5% otherwise. The first year of a lease let at market
 * loses its free rent months.
 */
export function tenantCashFlow(input: TenantCashFlowInput): TenantCashFlow {
  const { lease, rollover, startYear, years, reimbursablePerSf } = input
  const leases = leaseChain(input, startYear + years - 1)
  const expirationYears = new Set(leases.map((each) => each.lastYear))
  const startYearProration = (13 - lease.start.month) / 12
  const freeRentFactor = rollover.atMarket ? (12 - rollover.freeRentMonths) / 12 : 1
  const flow: TenantCashFlow = {
    grossRent: new Array<number>(years).fill(0),
    vacancy: new Array<number>(years).fill(0),
    reimbursements: new Array<number>(years).fill(0),
    tiAndLC: new Array<number>(years).fill(0),
  }

  for (let index = 0; index < years; index++) {
    const year = startYear + index
    const current = leases.find((each) => each.firstYear <= year && year <= each.lastYear)
    if (!current) continue // before the lease starts: vacant space

    const proration = year === lease.start.year ? startYearProration : 1
    const isFirstRolloverYear = current.isRollover && year === current.firstYear
    const freeRent = isFirstRolloverYear ? freeRentFactor : 1
    const grossRent =
      lease.squareFeet * rentPerSf(current, year, lease.escalation) * proration * freeRent
    const nearExpiry = expirationYears.has(year) || expirationYears.has(year - 1)

    flow.grossRent[index] = grossRent
    flow.vacancy[index] = grossRent * (nearExpiry ? VACANCY_NEAR_EXPIRY : VACANCY_STABLE)
    flow.reimbursements[index] =
      reimbursablePerSf[index]! * lease.squareFeet * lease.reimbursedShare * proration
    if (isFirstRolloverYear) flow.tiAndLC[index] = rolloverCost(current, input)
  }
  return flow
}
