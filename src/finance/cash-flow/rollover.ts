import { ratioOf as share } from '../ratio'
import { leaseTerms, type TimelineTerms } from './engine-terms'
import { leaseChain, rentPerSfIn } from './lease-chain'
import type { ValidTenant } from './tenant-validation'
import {
  ANALYSIS_YEARS,
  analysisYearOf,
  calendarMonthOf,
  firstMonthOfYear,
  MONTHS_PER_YEAR,
  yearLabel,
} from './timeline'
import type { ExpirationBucket, RolloverExposure } from './types'

/** Near-term rollover (years 1 and 2) at or above this share of rent is flagged. */
export const HIGH_NEAR_TERM_ROLLOVER = 0.3
/**
 * How far under an exact share a division of rents may land: 72,273 of 240,910 is exactly 30%
 * but divides to 0.29999999999999993. Far below the 0.01% a share is shown to.
 */
const SHARE_ROUNDING = 1e-12
/** Analysis years counted as near term. */
const NEAR_TERM_YEARS = 2

/**
 * A lease in place as the rollover exposure reads it: its rent a year (the monthly rent of month
 * 1 x 12, or SF x base rent for a lease starting later) and the analysis year of its last month
 * (PRODUCT.md 11.5).
 */
export function inPlaceLeaseOf(valid: ValidTenant, timeline: TimelineTerms) {
  const lease = leaseTerms(valid, timeline)
  const period = leaseChain(lease, { atMarket: false }, timeline.start, lease.lastMonth)[0]!
  const rentMonth = Math.max(1, lease.firstMonth)
  return {
    rent: lease.squareFeet * rentPerSfIn(period, lease.escalation, rentMonth),
    expirationYear: analysisYearOf(lease.lastMonth),
    lastMonth: lease.lastMonth,
  }
}

interface InPlaceLease {
  squareFeet: number
  /** The monthly rent of month 1 x 12, or SF x base rent for a lease starting later. */
  rent: number
  /** Index of the expiration's bucket: 0-9 for years 1-10 (earlier counts in year 1), 10 after. */
  bucket: number
  /** Years left: months from month 1 to the lease's last month, both included, / 12; never below 0. */
  remainingYears: number
}

function inPlaceLease(valid: ValidTenant, timeline: TimelineTerms): InPlaceLease {
  const { rent, expirationYear, lastMonth } = inPlaceLeaseOf(valid, timeline)
  return {
    squareFeet: valid.tenant.squareFootage,
    rent,
    bucket: Math.min(ANALYSIS_YEARS + 1, Math.max(1, expirationYear)) - 1,
    remainingYears: Math.max(0, lastMonth) / MONTHS_PER_YEAR,
  }
}

/** sum(weight x years left) / sum(weight); null when the weights sum to 0. */
function weightedTerm(leases: readonly InPlaceLease[], weight: (lease: InPlaceLease) => number) {
  const total = leases.reduce((sum, lease) => sum + weight(lease), 0)
  const weighted = leases.reduce((sum, lease) => sum + weight(lease) * lease.remainingYears, 0)
  return share(weighted, total)
}

function expirationBuckets(
  leases: readonly InPlaceLease[],
  {
    calendarYearOf,
    labelOf,
  }: { calendarYearOf: (index: number) => number; labelOf: (index: number) => string },
  totals: { totalSf: number; totalRent: number; hasRent: boolean },
): ExpirationBucket[] {
  let cumulativeRent = 0
  return Array.from({ length: ANALYSIS_YEARS + 1 }, (_, index) => {
    const expiring = leases.filter((lease) => lease.bucket === index)
    const expiringSf = expiring.reduce((sum, lease) => sum + lease.squareFeet, 0)
    const expiringRent = expiring.reduce((sum, lease) => sum + lease.rent, 0)
    cumulativeRent += expiringRent
    const rentShareOf = (rent: number) => (totals.hasRent ? share(rent, totals.totalRent) : null)
    return {
      year: index < ANALYSIS_YEARS ? calendarYearOf(index) : null,
      label: index < ANALYSIS_YEARS ? labelOf(index) : null,
      expiringSf,
      sfShare: share(expiringSf, totals.totalSf),
      expiringRent,
      rentShare: rentShareOf(expiringRent),
      cumulativeRentShare: rentShareOf(cumulativeRent),
    }
  })
}

/**
 * Lease rollover exposure of the leases in place (PRODUCT.md 9.1, 11.5; vacant suites left out):
 * SF and in-place rent (the monthly rent of month 1 x 12, or SF x base rent for a lease starting
 * later) expiring in each analysis year, by the year of the lease's last month (before month 1:
 * year 1; after month 120: "After Year 10"); WALT by rent and by area (months from month 1 to the
 * last month, both included, / 12, never below 0); the top tenant's share of rent; and the share
 * expiring in years 1 and 2. With no in-place rent the rent shares and the WALT by rent are null
 * (shown "-"); the SF shares and the WALT by area depend on square feet only (10.7).
 *
 * @example 11.10: 20,000 SF at $18.00 to month 28 and 3,500 SF at $28.00 to month 43: WALT by
 *   rent (360,000 x 28 + 98,000 x 43) / 458,000 / 12 = 2.60 years, by area 2.52
 */
export function rolloverExposure(
  tenants: readonly ValidTenant[],
  timeline: TimelineTerms,
): RolloverExposure {
  const inPlace = tenants.filter(({ tenant }) => tenant.status !== 'vacant')
  const leases = inPlace.map((tenant) => inPlaceLease(tenant, timeline))
  const totalSf = leases.reduce((sum, lease) => sum + lease.squareFeet, 0)
  const totalRent = leases.reduce((sum, lease) => sum + lease.rent, 0)
  const hasRent = totalRent > 0
  const nearTermRent = leases
    .filter((lease) => lease.bucket < NEAR_TERM_YEARS)
    .reduce((sum, lease) => sum + lease.rent, 0)
  const nearTermRolloverShare = hasRent ? share(nearTermRent, totalRent) : null
  const years = {
    calendarYearOf: (index: number) =>
      calendarMonthOf(firstMonthOfYear(index + 1), timeline.start).year,
    labelOf: (index: number) => yearLabel(timeline.start, index + 1),
  }
  return {
    buckets: expirationBuckets(leases, years, { totalSf, totalRent, hasRent }),
    totalSf,
    totalRent,
    waltByRent: hasRent ? weightedTerm(leases, (lease) => lease.rent) : null,
    waltByArea: weightedTerm(leases, (lease) => lease.squareFeet),
    topTenantShare: hasRent
      ? share(Math.max(...leases.map((lease) => lease.rent)), totalRent)
      : null,
    nearTermRolloverShare,
    highNearTermRollover: (nearTermRolloverShare ?? 0) >= HIGH_NEAR_TERM_ROLLOVER - SHARE_ROUNDING,
  }
}
