import { createGrid, type ColDef } from 'ag-grid-community'
import { gridTheme } from '../../src/components/grid-setup'
import {
  cellFormatter,
  tenantColumnDefs,
} from '../../src/features/multi-tenant/rent-roll/tenant-columns'
import { TENANT_COLUMNS } from '../../src/features/multi-tenant/rent-roll/tenant-fields'
import type { Tenant } from '../../src/finance/cash-flow/types'

/** What the bench measured of the app's rent roll, for a bare grid of the same shape. */
export interface BareGridShape {
  tenants: Tenant[]
  /** The app's grid box, px. */
  width: number
  height: number
  headerHeight: number
  floatingFiltersHeight: number
}

declare global {
  interface Window {
    mountBareGrid: (shape: BareGridShape) => void
  }
}

/**
 * The bench's reference for scrolling the rent roll: AG Grid Community (the app's version, theme
 * and modules) with the app's rows, columns, widths, header and viewport, each cell a plain string
 * formatted as the app formats it, and nothing else: no React, no cell renderers, no row marks,
 * no editing. bench/measure-rent-roll.mjs scrolls it and the app's rent roll in the same run.
 */
window.mountBareGrid = ({ tenants, width, height, headerHeight, floatingFiltersHeight }) => {
  const box = document.getElementById('bare-grid')!
  box.style.width = `${width}px`
  box.style.height = `${height}px`
  const rowData = tenants.map((tenant) => ({
    ...Object.fromEntries(
      TENANT_COLUMNS.map(({ field }) => [
        field,
        cellFormatter(field)({ data: tenant, value: tenant[field] }),
      ]),
    ),
    actions: 'Remove',
  }))
  const columnDefs: ColDef[] = tenantColumnDefs().map(
    ({ colId, headerName, minWidth, width, flex, type }) => ({
      field: colId,
      headerName,
      minWidth,
      width,
      flex,
      type,
    }),
  )
  createGrid(box, {
    theme: gridTheme.withParams({ cellHorizontalPadding: 10 }),
    rowData,
    columnDefs,
    defaultColDef: { filter: 'agTextColumnFilter', floatingFilter: true, wrapHeaderText: true },
    headerHeight,
    floatingFiltersHeight,
  })
}
