import { calendarDate, yearsBetween, type CalendarDate } from '../calendar-date'
import { ratioOf as share } from '../ratio'
import type { ValidTenant } from './tenant-validation'
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

interface InPlaceLease {
  squareFeet: number
  /** SF x base rent $/SF, a year. */
  rent: number
  /** Index of the expiration's bucket: 0-9 for years 1-10 (earlier counts in year 1), 10 after. */
  bucket: number
  /** Years left from January 1 of year 1, never below 0. */
  remainingYears: number
}

function inPlaceLease(valid: ValidTenant, yearOne: CalendarDate, years: number): InPlaceLease {
  const { tenant, expiration } = valid
  const offset = expiration.year - yearOne.year
  return {
    squareFeet: tenant.squareFootage,
    rent: tenant.squareFootage * tenant.baseRent,
    bucket: Math.min(years, Math.max(0, offset)),
    remainingYears: Math.max(0, yearsBetween(yearOne, expiration)),
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
  startYear: number,
  years: number,
  totals: { totalSf: number; totalRent: number; hasRent: boolean },
): ExpirationBucket[] {
  let cumulativeRent = 0
  return Array.from({ length: years + 1 }, (_, index) => {
    const expiring = leases.filter((lease) => lease.bucket === index)
    const expiringSf = expiring.reduce((sum, lease) => sum + lease.squareFeet, 0)
    const expiringRent = expiring.reduce((sum, lease) => sum + lease.rent, 0)
    cumulativeRent += expiringRent
    const rentShareOf = (rent: number) => (totals.hasRent ? share(rent, totals.totalRent) : null)
    return {
      year: index < years ? startYear + index : null,
      expiringSf,
      sfShare: share(expiringSf, totals.totalSf),
      expiringRent,
      rentShare: rentShareOf(expiringRent),
      cumulativeRentShare: rentShareOf(cumulativeRent),
    }
  })
}

/**
 * Lease rollover exposure of the in-place leases as entered (PRODUCT.md 9.1): SF and in-place
 * rent (SF x base rent) expiring in each analysis year (an expiration before year 1 counts in
 * year 1, after year 10 in "After Year 10"), WALT by rent and by area (years left from January 1
 * of year 1, days / 365.25, never below 0), the top tenant's share of rent, and the share
 * expiring in years 1 and 2. With no in-place rent the rent shares and the WALT by rent are null
 * (shown "-"); the SF shares and the WALT by area depend on square feet only (null without any,
 * PRODUCT.md 10.7).
 *
 * @example a 20,000 SF lease at $18 to 2028-12-31 and a 3,500 SF one at $28 to 2029-02-28, year 1
 *   2026: 78.60% of rent expires in 2028, 21.40% in 2029; WALT by rent 3.0325 years
 */
export function rolloverExposure(
  tenants: readonly ValidTenant[],
  startYear: number,
  years: number,
): RolloverExposure {
  const yearOne = calendarDate(startYear, 1, 1)
  if (!yearOne.ok) throw new Error(`start year ${startYear} is not a calendar year`)
  const leases = tenants.map((tenant) => inPlaceLease(tenant, yearOne.date, years))
  const totalSf = leases.reduce((sum, lease) => sum + lease.squareFeet, 0)
  const totalRent = leases.reduce((sum, lease) => sum + lease.rent, 0)
  const hasRent = totalRent > 0
  const nearTermRent = leases
    .filter((lease) => lease.bucket < NEAR_TERM_YEARS)
    .reduce((sum, lease) => sum + lease.rent, 0)
  const nearTermRolloverShare = hasRent ? share(nearTermRent, totalRent) : null
  return {
    buckets: expirationBuckets(leases, startYear, years, { totalSf, totalRent, hasRent }),
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
