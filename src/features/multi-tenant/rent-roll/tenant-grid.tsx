import type {
  ColDef,
  GetRowIdParams,
  GridApi,
  IsFullWidthRowParams,
  RowClassRules,
  TabToNextCellParams,
} from 'ag-grid-community'
import { AgGridReact } from 'ag-grid-react'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Tenant } from '../../../finance/cash-flow/types'
import { gridTheme, WHOLE_GRID } from '../../../components/grid-setup'
import { useGridLabel } from '../../../components/use-grid-label'
import type { InputProblem } from '../../../finance/problems'
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
  /** The grid's API once it is ready, and null when it goes away. */
  onApi: (api: GridApi<Tenant> | null) => void
  /** The rows the grid has changed (new rows, a sort, a filter). */
  onRowsChanged: () => void
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
  cellHorizontalPadding: 6,
})
const getRowId = ({ data }: GetRowIdParams<Tenant>) => data.id
const isTotalsRow = ({ rowNode }: IsFullWidthRowParams<Tenant>) => rowNode.rowPinned === 'bottom'

/**
 * The rent roll as an AG Grid (Community): a view of the rows. What a key, an edit, a paste or
 * a Remove does is the editor's (rent-roll-editor.ts), which reaches the grid through its port;
 * the grid never changes the tenants itself (its value setter hands each edit to the editor).
 */
export function TenantGrid(props: TenantGridProps) {
  const { tenants, problemsById, editor, onApi, onRowsChanged } = props
  const wrapper = useRef<HTMLDivElement>(null)
  const [api, setApi] = useState<GridApi<Tenant> | null>(null)
  const totals = useTotalsRow(api, tenants, problemsById)
  const names = useMemo(() => tenants.map(({ name }) => name), [tenants])
  useNameColumnWidth(api, wrapper, names, NAME_WIDTH)
  useGridLabel(wrapper, GRID_LABEL)
  const scrolls = tenants.length > ROWS_WITHOUT_SCROLL
  const problems = useRef(problemsById)
  // Before the grid takes new rows (in its passive effect), so row classes read this render.
  useLayoutEffect(() => {
    problems.current = problemsById
  })
  useEffect(() => () => onApi(null), [onApi])
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
  const handlers = useMemo(
    () => ({
      onGridReady: ({ api }: { api: GridApi<Tenant> }) => {
        setApi(api)
        onApi(api)
      },
      tabToNextCell: ({
        previousCellPosition: from,
        backwards,
        editing,
        api,
      }: TabToNextCellParams<Tenant>) => {
        const rowId = api.getDisplayedRowAtIndex(from.rowIndex)?.id
        if (rowId === undefined) return false
        const next = editor.tabTarget({ rowId, colId: from.column.getColId() }, backwards, editing)
        // false: Tab leaves the rent roll; true: focus stays while a new row is added.
        if (next === 'leave') return false
        if (next === 'stay') return true
        const rowIndex = api.getRowNode(next.rowId)?.rowIndex
        const column = api.getColumn(next.colId)
        return rowIndex != null && column ? { rowIndex, column, rowPinned: null } : false
      },
    }),
    [editor, onApi],
  )

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
          onGridReady={handlers.onGridReady}
          enterNavigatesVertically
          enterNavigatesVerticallyAfterEdit
          suppressStartEditOnTab
          tabToNextCell={handlers.tabToNextCell}
          stopEditingWhenCellsLoseFocus
          animateRows={false}
        />
      </div>
    </div>
  )
}

/**
 * The totals row pinned under the rent roll: the rows shown (a filter hides some) that the
 * analysis counts (not those left out), their square feet, in-place rent and its average $/SF.
 * Follows every edit, and every change of filter (`onFilterChanged`, for the grid's event).
 */
function useTotalsRow(
  api: GridApi<Tenant> | null,
  tenants: Tenant[],
  problemsById: TenantGridProps['problemsById'],
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
  const rows = useMemo(() => [totalsRow(totals)], [totals])
  return { totals, rows, onFilterChanged: useCallback(() => setFilters((count) => count + 1), []) }
}
