import type { Tenant } from '../../../finance/cash-flow/types'
import { ratioOf } from '../../../finance/ratio'

/** A tenant's in-place rent: square feet x base rent $/SF, a year. */
export const inPlaceRent = (tenant: Tenant): number => tenant.squareFootage * tenant.baseRent

/** The rent roll's totals row: over the rows shown (every row, unless a filter hides some). */
export interface RentRollTotals {
  /** Rows counted, and rows in the rent roll (more when a filter hides some). */
  count: number
  of: number
  squareFootage: number
  inPlaceRent: number
  /** In-place rent / square feet; null without square feet. */
  averageRentPerSf: number | null
}

export function rentRollTotals(shown: readonly Tenant[], of: number): RentRollTotals {
  const squareFootage = shown.reduce((sum, tenant) => sum + tenant.squareFootage, 0)
  const rent = shown.reduce((sum, tenant) => sum + inPlaceRent(tenant), 0)
  return {
    count: shown.length,
    of,
    squareFootage,
    inPlaceRent: rent,
    averageRentPerSf: ratioOf(rent, squareFootage),
  }
}

/** "Total: 12 tenants", or with a filter "Total: 3 of 12 tenants". */
export function totalsLabel({ count, of }: RentRollTotals): string {
  const tenants = `${of === 1 ? 'tenant' : 'tenants'}`
  return count === of ? `Total: ${count} ${tenants}` : `Total: ${count} of ${of} ${tenants}`
}
