import {
  createGrid,
  type ColDef,
  type GetRowIdParams,
  type GridApi,
  type GridOptions,
  type IsFullWidthRowParams,
  type RowClassRules,
} from 'ag-grid-community'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Tenant } from '../../../finance/cash-flow/types'
import { useAfterOpening } from '../results/latest-analysis'
import { gridTheme, WHOLE_GRID } from '../../../components/grid-setup'
import { useGridLabel } from '../../../components/use-grid-label'
import type { InputProblem } from '../../../finance/problems'
import type { AgGridPort } from './ag-grid-port'
import type { RentRollEditor } from './rent-roll-editor'
import { GRID_LABEL, innerClass, NAME_WIDTH, scrollsWith, tenantColumnDefs } from './tenant-columns'
import { TOTALS_ROWS, TotalsRow } from './totals-row'
import { useTotalsCell, useTotalsRow } from './use-totals-row'
import type { RentRollContext } from './tenant-row-actions'
import { useNameColumnWidth } from './use-name-column-width'

/**
 * On a touch screen there is no keyboard to type on a focused cell: one tap opens the editor
 * (a second tap would otherwise be needed). With a mouse a click selects, as in a spreadsheet.
 */
const TAP_TO_EDIT = typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches

export interface TenantGridProps {
  tenants: Tenant[]
  /** Why each left-out row is left out, by tenant id. */
  problemsById: ReadonlyMap<string, readonly InputProblem[]>
  editor: RentRollEditor
  /** The editor's way into the grid: it takes the grid's API and its navigation and sorting. */
  port: AgGridPort
}

const rowClassRules: RowClassRules<Tenant> = {
  'tenant-row--invalid': ({ data, context }) =>
    data !== undefined && (context as RentRollContext).problemsOf(data.id).length > 0,
  'grid-row--selected': ({ data, context }) =>
    data !== undefined && (context as RentRollContext).isPicked(data.id),
  'tenant-row--totals': ({ node }) => node.rowPinned === 'bottom',
}
const NO_PROBLEMS: readonly InputProblem[] = []
/** Every column sorts (the view only: the scenario keeps its order) and filters its rows. */
const defaultColDef: ColDef<Tenant> = {
  sortable: true,
  // Keys move among the tenants only: Enter on the last row stays there, not on the totals.
  suppressNavigable: ({ node }) => node.rowPinned != null,
  floatingFilter: true,
  suppressHeaderMenuButton: true,
  cellDataType: false,
  suppressMovable: true,
  wrapHeaderText: true,
}
/** Rows drawn beyond those in view while scrolling: enough for a quick flick, few to draw. */
const ROW_BUFFER = 5
/** Room for headers wrapped on two or three lines ("Leasing Commission (%)"). */
const HEADER_HEIGHT = 64
const FILTER_ROW_HEIGHT = 40
/** The site's grid look, without the empty space auto-height keeps under a short rent roll. */
const rentRollTheme = gridTheme.withParams({
  autoHeightMinBodyHeight: 0,
  cellHorizontalPadding: 6,
})
const getRowId = ({ data }: GetRowIdParams<Tenant>) => data.id
const isTotalsRow = ({ rowNode }: IsFullWidthRowParams<Tenant>) => rowNode.rowPinned === 'bottom'
/** A short rent roll is as tall as its rows; a long one scrolls inside the grid. */
const layout = (scrolls: boolean) =>
  ({
    domLayout: scrolls ? 'normal' : 'autoHeight',
    // Scrolling, the rows in view are drawn in any order (each carries its row index); keeping
    // them in page order moved every row's element on each frame.
    ensureDomOrder: !scrolls,
  }) as const

/** The grid's options that never change; the rows, the totals and the layout follow the page. */
const STATIC_OPTIONS: GridOptions<Tenant> = {
  theme: rentRollTheme,
  columnDefs: tenantColumnDefs(),
  defaultColDef,
  getRowId,
  rowClassRules,
  ...WHOLE_GRID,
  rowBuffer: ROW_BUFFER,
  isFullWidthRow: isTotalsRow,
  pinnedBottomRowData: TOTALS_ROWS,
  headerHeight: HEADER_HEIGHT,
  floatingFiltersHeight: FILTER_ROW_HEIGHT,
  singleClickEdit: TAP_TO_EDIT,
  enterNavigatesVertically: true,
  enterNavigatesVerticallyAfterEdit: true,
  suppressStartEditOnTab: true,
  stopEditingWhenCellsLoseFocus: true,
  animateRows: false,
  // The rent roll shows no tooltips. With AG Grid's own (its editing brings them in), each cell
  // drawn got a tooltip manager with listeners of its own: about 2 ms of each frame of a scroll.
  enableBrowserTooltips: true,
}

/**
 * The rent roll as an AG Grid (Community): a view of the rows. What a key, an edit, a paste or
 * a Remove does is the editor's (rent-roll-editor.ts), which reaches the grid through its port;
 * the grid never changes the tenants itself (its value setter hands each edit to the editor).
 *
 * AG Grid draws this grid itself (createGrid), not through AG Grid React: drawing the rows that
 * scroll into view as React components took about twice as long a frame as AG Grid's own DOM
 * (bench: 500 rows scrolled beside a bare grid). React renders the totals row into its cell.
 */
export function TenantGrid(props: TenantGridProps) {
  const { tenants, problemsById, editor, port } = props
  const wrapper = useRef<HTMLDivElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const [api, setApi] = useState<GridApi<Tenant> | null>(null)
  const totals = useTotalsRow(api, tenants, problemsById)
  const totalsCell = useTotalsCell()
  const names = useMemo(() => tenants.map(({ name }) => name), [tenants])
  useNameColumnWidth(api, wrapper, names, NAME_WIDTH)
  useGridLabel(wrapper, GRID_LABEL)
  const scrolls = scrollsWith(tenants.length)
  const problems = useRef(problemsById)
  // Before the grid takes new rows (in the effects below), so row classes read this render.
  useLayoutEffect(() => {
    problems.current = problemsById
  })
  const context = useMemo<RentRollContext>(
    () => ({
      editCell: (rowId, colId, value) => editor.editCell(rowId, colId, value),
      removeTenant: (id) => editor.remove(id),
      problemsOf: (id) => problems.current.get(id) ?? NO_PROBLEMS,
      isPicked: (id) => editor.isPicked(id),
    }),
    [editor],
  )
  // What the grid is made with; later rows and layouts are given to it in the effects below.
  const opening = useRef({ tenants, scrolls })
  const { onFilterChanged } = totals
  // Mounted while the page's first analysis computes (rows imported into an empty page), the grid
  // is built after its figures: AG Grid's first build of 500 rows held them back by 250 ms.
  const built = useAfterOpening()
  useLayoutEffect(() => {
    if (!built) return
    const grid = createGrid(box.current!, {
      ...STATIC_OPTIONS,
      ...layout(opening.current.scrolls),
      rowData: opening.current.tenants,
      context,
      fullWidthCellRenderer: totalsCell.Renderer,
      onFilterChanged,
      onModelUpdated: () => port.rowsChanged(),
      tabToNextCell: port.tabToNextCell,
      postSortRows: port.postSortRows,
    })
    port.attachGrid(grid)
    setApi(grid)
    return () => {
      port.attachGrid(null)
      setApi(null)
      grid.destroy()
    }
  }, [built, context, port, totalsCell.Renderer, onFilterChanged])
  useGridRows(api, tenants)
  useLayoutEffect(() => api?.updateGridOptions(layout(scrolls)), [api, scrolls])

  return (
    <div ref={wrapper} className="tenant-grid">
      <div className={innerClass(scrolls)}>
        <div ref={box} className="tenant-grid__box" />
      </div>
      {totalsCell.show(<TotalsRow totals={totals.totals} />)}
    </div>
  )
}

/** Whether `after` holds the rows of `before`, in the same order (some of them changed). */
const sameRowsInOrder = (before: readonly Tenant[], after: readonly Tenant[]) =>
  before.length === after.length && before.every((row, at) => row.id === after[at]!.id)

/**
 * Gives the grid the rows of each render. An edit that changes rows in place (a cell, a paste
 * over rows) updates those rows alone when no filter is on: giving the grid new `rowData` made it
 * compare all the rows and sort and draw them again (about 3 ms an edit at 500 tenants). A sort
 * keeps each row where it is after an edit anyway (kept-order.ts), and under a filter an edited
 * row may no longer be shown, so the grid then takes the rows whole.
 */
function useGridRows(api: GridApi<Tenant> | null, tenants: Tenant[]) {
  const shown = useRef<{ api: GridApi<Tenant>; rows: Tenant[] } | null>(null)
  useLayoutEffect(() => {
    if (!api || api.isDestroyed()) return
    const before = shown.current?.api === api ? shown.current.rows : api.getGridOption('rowData')
    shown.current = { api, rows: tenants }
    if (before === tenants) return
    if (before && sameRowsInOrder(before, tenants) && !api.isAnyFilterPresent()) {
      tenants.forEach((row, at) => row !== before[at] && api.getRowNode(row.id)?.updateData(row))
    } else api.setGridOption('rowData', tenants)
  }, [api, tenants])
}
