import type {
  CellKeyDownEvent,
  FullWidthCellKeyDownEvent,
  GetRowIdParams,
  GridApi,
  RowClassRules,
  TabToNextCellParams,
} from 'ag-grid-community'
import { AgGridReact } from 'ag-grid-react'
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react'
import type { Tenant } from '../../../finance/cash-flow/types'
import { gridTheme, WHOLE_GRID } from '../../../components/grid-setup'
import type { InputProblem } from '../../../finance/problems'
import { tenantColumnDefs } from './tenant-columns'
import { TENANT_COLUMNS, tenantColumn, type TenantColumn } from './tenant-fields'
import { MAX_TENANTS } from '../../../finance/field-table'
import { copyFromGrid, fromEditor, useSelectedRows } from '../../../components/grid-copy'
import { toDelimited } from '../../../lib/delimited'
import { tenantRowsText } from './tenant-paste'
import { cellKeyAction, handleHistoryKeys, type CellKeyAction } from './grid-keys'
import { nextCell } from './type-ahead'
import type { RentRollContext } from './tenant-row-actions'
import { CommitAfterAnswer } from './commit-after-answer'
import { listen } from '../../../lib/listen'

/**
 * On a touch screen there is no keyboard to type on a focused cell: one tap opens the editor
 * (a second tap would otherwise be needed). With a mouse a click selects, as in a spreadsheet.
 */
const TAP_TO_EDIT = typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches

/** A cell the grid should focus once its rows are up to date (after add, paste or remove). */
export interface FocusRequest {
  /** The tenant's id: a row index could be out of date before a new row shows. */
  rowId: string
  colId: string
  /** A new id for each request: each one is applied once. */
  id: number
  /** Text typed for this cell before it could take it: its editor opens with this text. */
  typing?: string
  /** Wait for the cell to show but leave keyboard focus where it is (keys are being held). */
  quiet?: boolean
  /** False once the request no longer holds (the user clicked elsewhere meanwhile). */
  wanted?: () => boolean
}

export interface TenantGridProps {
  tenants: Tenant[]
  /** Why each left-out row is left out, by tenant id. */
  problemsById: ReadonlyMap<string, readonly InputProblem[]>
  onCellEdit: (tenant: Tenant, rowIndex: number, column: TenantColumn, value: unknown) => void
  /**
   * Enter on a cell being edited, before the grid commits it: the analysis of the edit, which the
   * grid waits for (CommitAfterAnswer), or null when there is nothing to wait for.
   */
  onCommitKey: (rowIndex: number, colId: string, text: string) => Promise<unknown> | null
  /** Remove by its button; by key, the first Enter only asks for a second. */
  onRemove: (id: string, rowIndex: number, byKey?: boolean) => void
  /** Delete, Ctrl+D or a lease-type letter on a cell that is not being edited. */
  onCellKey: (action: CellKeyAction, rowIndex: number, colId: string) => void
  onPaste: (text: string, rowIndex: number, colId: string | null) => void
  onUndo: () => void
  onRedo: () => void
  focusRequest: FocusRequest | null
  /** The requested cell has keyboard focus (and its editor, when it was typing). */
  onFocusLanded: (request: FocusRequest, rowIndex: number) => void
  /** Tab from the last cell of the last row, with room for another tenant. */
  onTabPastEnd: () => void
  /** Hands over the grid's API once it is ready (the type-ahead closes its editor through it). */
  onApiReady: (api: GridApi<Tenant>) => void
}

export const GRID_LABEL = 'Rent roll'

/** Frames to wait for a new row to render and take focus before giving up. */
const FOCUS_FRAMES = 90

/**
 * Focuses a cell once the grid has rendered it (a new row takes a frame or two), opens its editor
 * with the text typed for it, if any, then calls `landed`. An editor left open by an earlier
 * request is closed without saving: its text is part of this request. A request a newer one has
 * replaced stops where it is.
 */
function applyFocus(
  api: GridApi<Tenant>,
  wrapper: HTMLElement | null,
  request: FocusRequest & { rowIndex: number },
  landed: () => void,
  superseded: () => boolean,
) {
  if (superseded()) return
  api.stopEditing(true)
  if (!request.quiet) api.setFocusedCell(request.rowIndex, request.colId)
  const cellOf = () =>
    wrapper?.querySelector<HTMLElement>(
      `[row-index="${request.rowIndex}"] [col-id="${request.colId}"]`,
    )
  const typing = request.typing ?? ''
  const waitForCell = (frames: number) => {
    if (superseded()) return
    const cell = cellOf()
    if (request.quiet) {
      if (cell || frames === 0) return landed()
      return void requestAnimationFrame(() => waitForCell(frames - 1))
    }
    if (cell && !cell.contains(document.activeElement)) cell.focus()
    if (cell?.contains(document.activeElement) || frames === 0) {
      if (!typing) return landed()
      api.startEditingCell({ rowIndex: request.rowIndex, colKey: request.colId, key: typing[0] })
      return waitForEditor(FOCUS_FRAMES)
    }
    requestAnimationFrame(() => waitForCell(frames - 1))
  }
  const waitForEditor = (frames: number) => {
    if (superseded()) return
    const input = cellOf()?.querySelector('input')
    if (input) {
      if (document.activeElement !== input) input.focus()
      // The grid's text field keeps its own copy of the value, updated by input events.
      input.value = typing
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.setSelectionRange(typing.length, typing.length)
    }
    if (input || frames === 0) return landed()
    requestAnimationFrame(() => waitForEditor(frames - 1))
  }
  waitForCell(FOCUS_FRAMES)
}

const rowClassRules: RowClassRules<Tenant> = {
  'tenant-row--invalid': ({ data, context }) =>
    data !== undefined && (context as RentRollContext).problemsOf(data.id).length > 0,
  'grid-row--selected': ({ rowIndex, context }) =>
    (context as RentRollContext).isSelected(rowIndex),
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

/** Enter or Space on a row's actions cell removes the row (asking first: `byKey`). */
function removeByKey(
  event: CellKeyDownEvent<Tenant> | FullWidthCellKeyDownEvent<Tenant>,
  onRemove: TenantGridProps['onRemove'],
) {
  const key = (event.event as globalThis.KeyboardEvent | null)?.key
  if (!('column' in event) || event.column.getColId() !== 'actions' || !event.data) return
  if (key !== 'Enter' && key !== ' ') return
  event.event?.preventDefault()
  onRemove(event.data.id, event.rowIndex ?? 0, true)
}

/**
 * The rent roll as an AG Grid (Community): edit in place (typing on a focused cell starts
 * editing, Enter/Tab commit and move), paste rows from a spreadsheet on a focused cell, undo with
 * Ctrl+Z. The grid never changes the tenants itself (its value setter): every edit goes through the
 * scenario state, which hands the new rows back.
 */
export function TenantGrid(props: TenantGridProps) {
  const { tenants, focusRequest } = props
  const [api, setApi] = useState<GridApi<Tenant> | null>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const latest = useRef(props)
  // Before the grid takes new rows (in its passive effect), so row classes read this render.
  useLayoutEffect(() => {
    latest.current = props
  })
  const columnDefs = useMemo(() => tenantColumnDefs(), [])
  const context = useMemo<RentRollContext>(
    () => ({
      editCell: (tenant, rowIndex, colId, value) => {
        const column = tenantColumn(colId)
        if (column) latest.current.onCellEdit(tenant, rowIndex, column, value)
      },
      removeTenant: (id, rowIndex) => latest.current.onRemove(id, rowIndex),
      problemsOf: (id) => latest.current.problemsById.get(id) ?? NO_PROBLEMS,
      isSelected: (rowIndex) => selection.current(rowIndex),
    }),
    [],
  )

  const rows = useSelectedRows(api)
  const selection = useRef(rows.isSelected)
  useLayoutEffect(() => {
    selection.current = rows.isSelected
  })

  const appliedFocus = useRef<number | null>(null)
  useEffect(() => {
    if (!api || !focusRequest || api.isDestroyed()) return
    if (appliedFocus.current === focusRequest.id) return
    // A new row shows once the rent roll has it; until then, the next rent roll tries again.
    const rowIndex = tenants.findIndex((tenant) => tenant.id === focusRequest.rowId)
    if (rowIndex === -1) return
    appliedFocus.current = focusRequest.id
    applyFocus(
      api,
      wrapper.current,
      { ...focusRequest, rowIndex },
      () => latest.current.onFocusLanded(focusRequest, rowIndex),
      () => appliedFocus.current !== focusRequest.id || focusRequest.wanted?.() === false,
    )
  }, [api, focusRequest, tenants])

  // Grid options are compared by reference: new functions would count as changed options.
  const gridEvents = useMemo(
    () => ({
      onCellKeyDown: (event: CellKeyDownEvent<Tenant> | FullWidthCellKeyDownEvent<Tenant>) =>
        removeByKey(event, latest.current.onRemove),
      onGridReady: (ready: { api: GridApi<Tenant> }) => {
        wrapper.current?.querySelector('[role="grid"]')?.setAttribute('aria-label', GRID_LABEL)
        setApi(ready.api)
        latest.current.onApiReady(ready.api)
      },
    }),
    [],
  )

  const tabToNextCell = useMemo(
    () => (params: TabToNextCellParams<Tenant>) => {
      const shape = {
        rows: latest.current.tenants.length,
        columns: TENANT_COLUMNS.length,
        maxRows: MAX_TENANTS,
      }
      const from = params.previousCellPosition
      const column = TENANT_COLUMNS.findIndex(({ field }) => field === from.column.getColId())
      const at = { row: from.rowIndex, column: column === -1 ? TENANT_COLUMNS.length - 1 : column }
      const next = nextCell(at, params.backwards ? 'ShiftTab' : 'Tab', shape)
      // false: Tab leaves the rent roll; true: focus stays while a new row is added.
      if (!next) return false
      if (next.add) {
        // Committing the last cell adds a row (as in an Excel table); moving through leaves.
        if (!params.editing) return false
        latest.current.onTabPastEnd()
        return true
      }
      const target = params.api.getColumn(TENANT_COLUMNS[next.at.column]!.field)
      return target ? { rowIndex: next.at.row, column: target, rowPinned: null } : false
    },
    [],
  )

  const [commits] = useState(() => new CommitAfterAnswer())
  useEffect(
    () =>
      listen(
        [document, 'pointerdown', () => commits.release()],
        [window, 'pagehide', () => commits.release()],
        [document, 'visibilitychange', () => commits.release()],
      ),
    [commits],
  )
  /** The analysis of the text in the open editor, for CommitAfterAnswer. */
  const askForCommit = (text: string) => {
    const editing = api?.getEditingCells()[0]
    if (!editing?.column || editing.rowPinned) return null
    return props.onCommitKey(editing.rowIndex, editing.column.getColId(), text)
  }

  /** Spreadsheet keys on a cell that is not being edited, before the grid sees them. */
  function onKeyDownCapture(event: KeyboardEvent<HTMLDivElement>) {
    if (commits.onKeyDown(event, askForCommit)) return
    const focused = api?.getFocusedCell()
    if (!focused || fromEditor(event.target)) return
    const action = cellKeyAction(event, focused.column.getColId())
    if (!action) return
    event.preventDefault()
    event.stopPropagation()
    if (action.kind !== 'swallow')
      props.onCellKey(action, focused.rowIndex, focused.column.getColId())
  }

  /** A cell as spreadsheet text; the selected rows as whole lines. */
  const copyText = (rowIndex: number, colId: string) => {
    const tenant = tenants[rowIndex]
    const column = tenantColumn(colId)
    return tenant && column ? toDelimited([[tenant[column.field]]], '\t') : null
  }
  const selectedText = () =>
    rows.selected.length === 0
      ? null
      : tenantRowsText(rows.selected.flatMap((at) => tenants[at] ?? []))

  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    if (!api || fromEditor(event.target)) return
    const text = event.clipboardData.getData('text/plain')
    if (text === '') return
    event.preventDefault()
    const focused = api.getFocusedCell()
    props.onPaste(text, focused?.rowIndex ?? 0, focused?.column.getColId() ?? null)
  }

  return (
    <div
      ref={wrapper}
      className="tenant-grid"
      onPaste={onPaste}
      onCopy={(event) => copyFromGrid(event, api, copyText, selectedText)}
      onKeyDownCapture={onKeyDownCapture}
      onKeyDown={(event) => {
        rows.onKeyDown(event)
        handleHistoryKeys(event, props.onUndo, props.onRedo)
      }}
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
          {...WHOLE_GRID}
          headerHeight={HEADER_HEIGHT}
          singleClickEdit={TAP_TO_EDIT}
          onCellKeyDown={gridEvents.onCellKeyDown}
          onGridReady={gridEvents.onGridReady}
          enterNavigatesVertically
          enterNavigatesVerticallyAfterEdit
          suppressStartEditOnTab
          tabToNextCell={tabToNextCell}
          stopEditingWhenCellsLoseFocus
          animateRows={false}
        />
      </div>
    </div>
  )
}
