import type { Tenant } from '../../../finance/cash-flow/types'
import { formatCurrency, formatCurrencyCents, formatNumber } from '../../../lib/format'
import { totalsLabel, type RentRollTotals } from './rent-roll-totals'

/**
 * The grid's row for the totals pinned under the rent roll (it is not a tenant). It stays the
 * same: React draws the totals into its cell (TotalsRow), so an edit does not give the grid new
 * pinned rows (which renumbered every row's ARIA index, about 1 ms at 500 tenants).
 */
export const TOTALS_ROWS: Tenant[] = [{ id: 'totals' } as Tenant]

/**
 * The totals row, across the whole grid: "Total: 12 tenants · 93,750 SF · $2,915,625 in-place
 * rent a year · $31.10/SF average" (with a filter, of the rows shown).
 */
export function TotalsRow({ totals }: { totals: RentRollTotals }) {
  return (
    // A row of the grid holds cells: the totals are one cell across the whole row.
    <p className="rent-roll-totals" role="gridcell">
      <span className="rent-roll-totals__count">{totalsLabel(totals)}</span>
      <span>{formatNumber(totals.squareFootage)} SF</span>
      <span>{formatCurrency(totals.inPlaceRent)} in-place rent a year</span>
      {totals.averageRentPerSf === null ? null : (
        <span>{formatCurrencyCents(totals.averageRentPerSf)}/SF average</span>
      )}
    </p>
  )
}
