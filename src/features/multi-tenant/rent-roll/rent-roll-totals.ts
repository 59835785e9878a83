import type { Tenant } from '../../../finance/cash-flow/types'
import { ratioOf } from '../../../finance/ratio'

/** A tenant's in-place rent: square feet x base rent $/SF, a year. */
export const inPlaceRent = (tenant: Tenant): number => tenant.squareFootage * tenant.baseRent

/**
 * The rent roll's totals row: over the rows shown (every row, unless a filter hides some) that
 * the analysis counts. Rows left out of the analysis (invalid) are not counted, as the total
 * above the rent roll and the analysis's building area do not count them.
 */
export interface RentRollTotals {
  /** Rows counted; rows shown but left out of the analysis; rows in the rent roll. */
  count: number
  leftOut: number
  of: number
  squareFootage: number
  inPlaceRent: number
  /** In-place rent / square feet; null without square feet. */
  averageRentPerSf: number | null
}

export function rentRollTotals(
  shown: readonly Tenant[],
  of: number,
  isLeftOut: (tenant: Tenant) => boolean,
): RentRollTotals {
  const counted = shown.filter((tenant) => !isLeftOut(tenant))
  const squareFootage = counted.reduce((sum, tenant) => sum + tenant.squareFootage, 0)
  const rent = counted.reduce((sum, tenant) => sum + inPlaceRent(tenant), 0)
  return {
    count: counted.length,
    leftOut: shown.length - counted.length,
    of,
    squareFootage,
    inPlaceRent: rent,
    averageRentPerSf: ratioOf(rent, squareFootage),
  }
}

/** ", not counting 2 rows left out" when rows left out of the analysis are not counted. */
export const leftOutNote = (leftOut: number): string =>
  leftOut === 0 ? '' : `, not counting ${leftOut} ${leftOut === 1 ? 'row' : 'rows'} left out`

/**
 * "Total: 12 tenants"; with a filter "Total: 3 of 12 tenants"; with rows left out of the
 * analysis "Total: 10 tenants, not counting 2 rows left out".
 */
export function totalsLabel({ count, leftOut, of }: RentRollTotals): string {
  const all = count + leftOut === of
  const tenants = (all ? count : of) === 1 ? 'tenant' : 'tenants'
  return `Total: ${all ? count : `${count} of ${of}`} ${tenants}${leftOutNote(leftOut)}`
}
