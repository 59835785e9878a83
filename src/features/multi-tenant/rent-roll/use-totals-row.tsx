import type { GridApi, ICellRendererComp } from 'ag-grid-community'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { Tenant } from '../../../finance/cash-flow/types'
import { rentRollTotals } from './rent-roll-totals'

/**
 * The totals row's cell, which AG Grid makes (a full-width row) and React fills: `Renderer` is
 * the grid's full-width renderer, `show` puts React content into the cell while it exists.
 */
export function useTotalsCell() {
  const [cell, setCell] = useState<HTMLElement | null>(null)
  const Renderer = useMemo(
    () =>
      class TotalsCell implements ICellRendererComp<Tenant> {
        readonly gui = document.createElement('div')
        init() {
          this.gui.className = 'tenant-grid__totals'
          setCell(this.gui)
        }
        getGui() {
          return this.gui
        }
        refresh() {
          return true
        }
        destroy() {
          setCell((shown) => (shown === this.gui ? null : shown))
        }
      },
    [],
  )
  return { Renderer, show: (content: ReactNode) => (cell ? createPortal(content, cell) : null) }
}

/**
 * The totals row pinned under the rent roll: the rows shown (a filter hides some) that the
 * analysis counts (not those left out), their square feet, in-place rent and its average $/SF.
 * Follows every edit, and every change of filter (`onFilterChanged`, for the grid's event).
 */
export function useTotalsRow(
  api: GridApi<Tenant> | null,
  tenants: Tenant[],
  problemsById: ReadonlyMap<string, unknown>,
) {
  const [filters, setFilters] = useState(0)
  const totals = useMemo(() => {
    const isLeftOut = (tenant: Tenant) => problemsById.has(tenant.id)
    if (!api?.isAnyFilterPresent()) return rentRollTotals(tenants, tenants.length, isLeftOut)
    const shown: Tenant[] = []
    api.forEachNodeAfterFilter(({ data }) => data && shown.push(data))
    return rentRollTotals(shown, tenants.length, isLeftOut)
    // `filters` counts the changes of filter: the rows shown are read again after each.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, tenants, problemsById, filters])
  return { totals, onFilterChanged: useCallback(() => setFilters((count) => count + 1), []) }
}
