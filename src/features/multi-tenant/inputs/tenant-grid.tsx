import type {
  CellEditRequestEvent,
  CellKeyDownEvent,
  FullWidthCellKeyDownEvent,
  GetRowIdParams,
  GridApi,
  RowClassRules,
} from 'ag-grid-community'
import { AgGridReact } from 'ag-grid-react'
import { useEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react'
import type { Tenant } from '../../../finance/cash-flow/types'
import { gridTheme } from '../../../components/grid-setup'
import type { InputProblem } from '../../../finance/problems'
import { tenantColumnDefs } from './tenant-columns'
import { TENANT_COLUMNS, type TenantColumn } from './tenant-fields'
import { fromEditor, handleHistoryKeys } from './grid-keys'
import type { RentRollContext } from './tenant-row-actions'

/** A cell the grid should focus once its rows are up to date (after add, paste or remove). */
export interface FocusRequest {
  rowIndex: number
  colId: string
  /** A new id for each request: each one is applied once. */
  id: number
}

export interface TenantGridProps {
  tenants: Tenant[]
  /** Why each left-out row is left out, by tenant id. */
  problemsById: ReadonlyMap<string, readonly InputProblem[]>
  onCellEdit: (tenant: Tenant, rowIndex: number, column: TenantColumn, value: unknown) => void
  onRemove: (id: string, rowIndex: number) => void
  onPaste: (text: string, rowIndex: number, colId: string | null) => void
  onUndo: () => void
  onRedo: () => void
  focusRequest: FocusRequest | null
}

export const GRID_LABEL = 'Rent roll'

const rowClassRules: RowClassRules<Tenant> = {
  'tenant-row--invalid': ({ data, context }) =>
    data !== undefined && (context as RentRollContext).problemsOf(data.id).length > 0,
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
 * The rent roll as an AG Grid (Community): edit in place (typing on a focused cell starts
 * editing, Enter/Tab commit and move), paste rows from a spreadsheet on a focused cell, undo with
 * Ctrl+Z. The grid never changes the tenants itself (readOnlyEdit): every edit goes through the
 * scenario state, which hands the new rows back.
 */
export function TenantGrid(props: TenantGridProps) {
  const { tenants, focusRequest } = props
  const [api, setApi] = useState<GridApi<Tenant> | null>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const latest = useRef(props)
  useEffect(() => {
    latest.current = props
  })
  const columnDefs = useMemo(() => tenantColumnDefs(), [])
  const context = useMemo<RentRollContext>(
    () => ({
      removeTenant: (id, rowIndex) => latest.current.onRemove(id, rowIndex),
      problemsOf: (id) => latest.current.problemsById.get(id) ?? NO_PROBLEMS,
    }),
    [],
  )

  const appliedFocus = useRef<number | null>(null)
  useEffect(() => {
    if (!api || !focusRequest || api.isDestroyed()) return
    if (appliedFocus.current === focusRequest.id) return
    if (focusRequest.rowIndex >= tenants.length) return
    appliedFocus.current = focusRequest.id
    api.setFocusedCell(focusRequest.rowIndex, focusRequest.colId)
  }, [api, focusRequest, tenants])

  function onCellEditRequest(event: CellEditRequestEvent<Tenant>) {
    const column = TENANT_COLUMNS.find(({ field }) => field === event.column.getColId())
    if (!column || !event.data) return
    props.onCellEdit(event.data, event.rowIndex ?? 0, column, event.newValue)
  }

  function onCellKeyDown(event: CellKeyDownEvent<Tenant> | FullWidthCellKeyDownEvent<Tenant>) {
    const key = (event.event as globalThis.KeyboardEvent | null)?.key
    if (!('column' in event) || event.column.getColId() !== 'actions' || !event.data) return
    if (key !== 'Enter' && key !== ' ') return
    event.event?.preventDefault()
    props.onRemove(event.data.id, event.rowIndex ?? 0)
  }

  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    if (!api || fromEditor(event.target)) return
    const text = event.clipboardData.getData('text/plain')
    if (text === '') return
    event.preventDefault()
    const focused = api.getFocusedCell()
    props.onPaste(text, focused?.rowIndex ?? 0, focused?.column.getColId() ?? null)
  }

  function onGridReady(ready: { api: GridApi<Tenant> }) {
    wrapper.current?.querySelector('[role="grid"]')?.setAttribute('aria-label', GRID_LABEL)
    setApi(ready.api)
  }

  return (
    <div
      ref={wrapper}
      className="tenant-grid"
      onPaste={onPaste}
      onKeyDown={(event) => handleHistoryKeys(event, props.onUndo, props.onRedo)}
    >
      <div className="tenant-grid__inner">
        <AgGridReact<Tenant>
          theme={rentRollTheme}
          rowData={tenants}
          columnDefs={columnDefs}
          defaultColDef={defaultColDef}
          getRowId={getRowId}
          context={context}
          rowClassRules={rowClassRules}
          domLayout="autoHeight"
          headerHeight={HEADER_HEIGHT}
          readOnlyEdit
          onCellEditRequest={onCellEditRequest}
          onCellKeyDown={onCellKeyDown}
          onGridReady={onGridReady}
          enterNavigatesVerticallyAfterEdit
          stopEditingWhenCellsLoseFocus
          suppressColumnVirtualisation
          ensureDomOrder
          animateRows={false}
        />
      </div>
    </div>
  )
}
