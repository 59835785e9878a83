import type { GetRowIdParams, GridApi, RowClassRules, TabToNextCellParams } from 'ag-grid-community'
import { AgGridReact } from 'ag-grid-react'
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import type { Tenant } from '../../../finance/cash-flow/types'
import { gridTheme, WHOLE_GRID } from '../../../components/grid-setup'
import type { InputProblem } from '../../../finance/problems'
import type { RentRollEditor } from './rent-roll-editor'
import { tenantColumnDefs } from './tenant-columns'
import type { RentRollContext } from './tenant-row-actions'

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
}

const rowClassRules: RowClassRules<Tenant> = {
  'tenant-row--invalid': ({ data, context }) =>
    data !== undefined && (context as RentRollContext).problemsOf(data.id).length > 0,
  'grid-row--selected': ({ data, context }) =>
    data !== undefined && (context as RentRollContext).isPicked(data.id),
}
const NO_PROBLEMS: readonly InputProblem[] = []
const defaultColDef = {
  sortable: false,
  cellDataType: false,
  suppressMovable: true,
  wrapHeaderText: true,
}
/** Room for headers wrapped on two or three lines ("Leasing Commission (%)"). */
const HEADER_HEIGHT = 64
/** The site's grid look, without the empty space auto-height keeps under a short rent roll. */
const rentRollTheme = gridTheme.withParams({
  autoHeightMinBodyHeight: 0,
  cellHorizontalPadding: 10,
})
const getRowId = ({ data }: GetRowIdParams<Tenant>) => data.id

/**
 * The rent roll as an AG Grid (Community): a view of the rows. What a key, an edit, a paste or
 * a Remove does is the editor's (rent-roll-editor.ts), which reaches the grid through its port;
 * the grid never changes the tenants itself (its value setter hands each edit to the editor).
 */
export function TenantGrid({ tenants, problemsById, editor, onApi }: TenantGridProps) {
  const wrapper = useRef<HTMLDivElement>(null)
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
        wrapper.current?.querySelector('[role="grid"]')?.setAttribute('aria-label', GRID_LABEL)
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
      <div className="tenant-grid__inner">
        <AgGridReact<Tenant>
          theme={rentRollTheme}
          rowData={tenants}
          columnDefs={columnDefs}
          defaultColDef={defaultColDef}
          getRowId={getRowId}
          context={context}
          rowClassRules={rowClassRules}
          {...WHOLE_GRID}
          headerHeight={HEADER_HEIGHT}
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
