import type {
  ColDef,
  GetRowIdParams,
  GridApi,
  IsFullWidthRowParams,
  RowClassRules,
} from 'ag-grid-community'
import { AgGridReact } from 'ag-grid-react'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Tenant } from '../../../finance/cash-flow/types'
import { gridTheme, WHOLE_GRID } from '../../../components/grid-setup'
import { useGridLabel } from '../../../components/use-grid-label'
import type { InputProblem } from '../../../finance/problems'
import type { AgGridPort } from './ag-grid-port'
import type { RentRollEditor } from './rent-roll-editor'
import { rentRollTotals } from './rent-roll-totals'
import { NAME_WIDTH, tenantColumnDefs } from './tenant-columns'
import { TotalsRow, totalsRow } from './totals-row'
import type { RentRollContext } from './tenant-row-actions'
import { useNameColumnWidth } from './use-name-column-width'

/**
 * On a touch screen there is no keyboard to type on a focused cell: one tap opens the editor
 * (a second tap would otherwise be needed). With a mouse a click selects, as in a spreadsheet.
 */
const TAP_TO_EDIT = typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches

export const GRID_LABEL = 'Rent roll'

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
/** Up to this many rows the grid is as tall as its rows; more scroll inside it (only the rows in
 * view are drawn, so 500 rows edit and scroll as fast as 10). */
const ROWS_WITHOUT_SCROLL = 15
/** Rows drawn beyond those in view while scrolling: enough for a quick flick, few to draw. */
const ROW_BUFFER = 5
/** Room for headers wrapped on two or three lines ("Leasing Commission (%)"). */
const HEADER_HEIGHT = 64
const FILTER_ROW_HEIGHT = 40
/** The site's grid look, without the empty space auto-height keeps under a short rent roll. */
const rentRollTheme = gridTheme.withParams({
  autoHeightMinBodyHeight: 0,
  cellHorizontalPadding: 10,
})
const getRowId = ({ data }: GetRowIdParams<Tenant>) => data.id
const isTotalsRow = ({ rowNode }: IsFullWidthRowParams<Tenant>) => rowNode.rowPinned === 'bottom'

/**
 * The rent roll as an AG Grid (Community): a view of the rows. What a key, an edit, a paste or
 * a Remove does is the editor's (rent-roll-editor.ts), which reaches the grid through its port;
 * the grid never changes the tenants itself (its value setter hands each edit to the editor).
 */
export function TenantGrid(props: TenantGridProps) {
  const { tenants, problemsById, editor, port } = props
  const wrapper = useRef<HTMLDivElement>(null)
  const [api, setApi] = useState<GridApi<Tenant> | null>(null)
  const totals = useTotalsRow(api, tenants)
  const names = useMemo(() => tenants.map(({ name }) => name), [tenants])
  useNameColumnWidth(api, wrapper, names, NAME_WIDTH)
  useGridLabel(wrapper, GRID_LABEL)
  const scrolls = tenants.length > ROWS_WITHOUT_SCROLL
  const problems = useRef(problemsById)
  // Before the grid takes new rows (in its passive effect), so row classes read this render.
  useLayoutEffect(() => {
    problems.current = problemsById
  })
  useEffect(() => () => port.attachGrid(null), [port])
  const columnDefs = useMemo(() => tenantColumnDefs(), [])
  const context = useMemo<RentRollContext>(
    () => ({
      editCell: (rowId, colId, value) => editor.editCell(rowId, colId, value),
      removeTenant: (id) => editor.remove(id),
      problemsOf: (id) => problems.current.get(id) ?? NO_PROBLEMS,
      isPicked: (id) => editor.isPicked(id),
    }),
    [editor],
  )

  // Grid options are compared by reference: new functions would count as changed options.
  const onGridReady = useCallback(
    ({ api }: { api: GridApi<Tenant> }) => {
      setApi(api)
      port.attachGrid(api)
    },
    [port],
  )
  const onRowsChanged = useCallback(() => port.rowsChanged(), [port])

  return (
    <div ref={wrapper} className="tenant-grid">
      <div
        className={
          scrolls ? 'tenant-grid__inner tenant-grid__inner--scrolls' : 'tenant-grid__inner'
        }
      >
        <AgGridReact<Tenant>
          theme={rentRollTheme}
          rowData={tenants}
          columnDefs={columnDefs}
          defaultColDef={defaultColDef}
          getRowId={getRowId}
          context={context}
          rowClassRules={rowClassRules}
          {...WHOLE_GRID}
          domLayout={scrolls ? 'normal' : 'autoHeight'}
          // Scrolling, the rows in view are drawn in any order (each carries its row index);
          // keeping them in page order moved every row's element on each frame.
          ensureDomOrder={!scrolls}
          rowBuffer={ROW_BUFFER}
          pinnedBottomRowData={totals.rows}
          isFullWidthRow={isTotalsRow}
          fullWidthCellRenderer={TotalsRow}
          onFilterChanged={totals.onFilterChanged}
          onModelUpdated={onRowsChanged}
          headerHeight={HEADER_HEIGHT}
          floatingFiltersHeight={FILTER_ROW_HEIGHT}
          singleClickEdit={TAP_TO_EDIT}
          onGridReady={onGridReady}
          enterNavigatesVertically
          enterNavigatesVerticallyAfterEdit
          suppressStartEditOnTab
          tabToNextCell={port.tabToNextCell}
          postSortRows={port.postSortRows}
          stopEditingWhenCellsLoseFocus
          animateRows={false}
        />
      </div>
    </div>
  )
}

/**
 * The totals row pinned under the rent roll: the rows shown (a filter hides some), their square
 * feet, in-place rent and its average $/SF. Follows every edit, and every change of filter
 * (`onFilterChanged`, for the grid's event).
 */
function useTotalsRow(api: GridApi<Tenant> | null, tenants: Tenant[]) {
  const [filters, setFilters] = useState(0)
  const totals = useMemo(() => {
    if (!api?.isAnyFilterPresent()) return rentRollTotals(tenants, tenants.length)
    const shown: Tenant[] = []
    api.forEachNodeAfterFilter(({ data }) => data && shown.push(data))
    return rentRollTotals(shown, tenants.length)
    // `filters` counts the changes of filter: the rows shown are read again after each.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, tenants, filters])
  const rows = useMemo(() => [totalsRow(totals)], [totals])
  return { totals, rows, onFilterChanged: useCallback(() => setFilters((count) => count + 1), []) }
}
