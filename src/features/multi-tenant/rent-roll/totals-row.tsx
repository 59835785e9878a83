import type { CustomCellRendererProps } from 'ag-grid-react'
import type { Tenant } from '../../../finance/cash-flow/types'
import { formatCurrency, formatCurrencyCents, formatNumber } from '../../../lib/format'
import { totalsLabel, type RentRollTotals } from './rent-roll-totals'

/** The data of the totals row pinned under the rent roll (it is not a tenant). */
interface TotalsRowData {
  id: 'totals'
  totals: RentRollTotals
}

/** The grid's row data for the totals row. */
export const totalsRow = (totals: RentRollTotals): Tenant =>
  ({ id: 'totals', totals }) satisfies TotalsRowData as unknown as Tenant

/**
 * The totals row, across the whole grid: "Total: 12 tenants · 93,750 SF · $2,915,625 in-place
 * rent a year · $31.10/SF average" (with a filter, of the rows shown).
 */
export function TotalsRow({ data }: CustomCellRendererProps<Tenant>) {
  const { totals } = data as unknown as TotalsRowData
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
