import { useEffect, useRef, useState, type RefObject } from 'react'
import { flushSync } from 'react-dom'
import { listen } from '../../../lib/listen'
import type { GridApi } from 'ag-grid-community'
import type { Tenant } from '../../../finance/cash-flow/types'
import { MAX_TENANTS, TENANT_COLUMNS, type TenantColumn } from '../../../finance/field-table'
import { parseTabSeparated } from '../../../lib/delimited'
import { describeOverflow, describePaste } from './paste-report'
import { readCellEdit, tenantColumn } from './tenant-fields'
import type { FocusRequest } from './tenant-grid'
import { newTenant, newTenantId } from '../scenario/scenario-defaults'
import type { CellKeyAction } from './grid-keys'
import { pasteIntoRentRoll } from './tenant-paste'
import { rowName } from './tenant-row-actions'
import { ADD_ROW, planReplay, replayEdits, type CellAt } from './type-ahead'
import { useTypeAhead } from './use-type-ahead'
import type { ScenarioState } from '../scenario/use-scenario'
import { initialModel, scenarioReducer } from '../scenario/scenario-reducer'
import { analyzeAhead } from '../scenario/use-analysis'

export interface GridMessage {
  tone: 'success' | 'error' | 'info'
  lines: string[]
  /** A question with a button that goes ahead (and one that cancels). */
  confirm?: { label: string; run: () => void }
}

/** Held text opens in its cell's editor once typing has stopped this long. */
const TYPING_STOPPED_MS = 400

const columnIndex = (colId: string) =>
  Math.max(
    0,
    TENANT_COLUMNS.findIndex(({ field }) => field === colId),
  )

/**
 * What the rent roll's controls do: add, remove, edit, paste, and the type-ahead that keeps
 * every key typed while a new row is on its way (after Add Tenant or Tab past the last row)
 * and replays it into the row once it is there.
 */
export function useRentRollActions(
  state: ScenarioState,
  addButton: RefObject<HTMLButtonElement | null>,
  gridArea: RefObject<HTMLElement | null>,
  sink: RefObject<HTMLTextAreaElement | null>,
) {
  const [message, setMessage] = useState<GridMessage | null>(null)
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null)
  const gridApi = useRef<GridApi<Tenant> | null>(null)
  const latest = useRef(state)
  useEffect(() => {
    latest.current = state
  })
  const typeAhead = useTypeAhead(sink, (unplaced) =>
    setMessage({
      tone: 'error',
      lines: [`${unplaced.length} keys typed while a row was being added could not be placed.`],
    }),
  )
  const tenants = state.scenario.tenants
  /** The id of the last focus request: a wait begun for an older one comes to nothing. */
  const lastRequest = useRef(0)
  const focus = (
    rowId: string,
    colId: string,
    more: Omit<FocusRequest, 'rowId' | 'colId' | 'id'> = {},
  ) => {
    lastRequest.current += 1
    setFocusRequest({ rowId, colId, id: lastRequest.current, ...more })
  }
  /** Calls `then` after a pause in typing, unless another focus was asked for meanwhile. */
  const afterPause = (then: () => void, ms?: number) => {
    const asked = lastRequest.current
    typeAhead.afterPause(() => {
      if (asked === lastRequest.current) then()
    }, ms)
  }
  /** The cell held keys go to (the last one asked for while holding). */
  const heldCell = useRef<{ rowId: string; colId: string } | null>(null)
  const focusHeld = (
    rowId: string,
    colId: string,
    more: Pick<FocusRequest, 'typing' | 'quiet'> = {},
  ) => {
    heldCell.current = { rowId, colId }
    focus(rowId, colId, { ...more, wanted: typeAhead.isHolding })
  }

  /**
   * The tab is hidden or closed while keys are held: they go into the rent roll at once (text
   * still being typed as if Enter ended it), committed before autosave writes on the same event.
   */
  function commitHeldKeys() {
    const cell = heldCell.current
    if (!typeAhead.isHolding() || !cell) return
    const keys = typeAhead.release()
    const row = latest.current.scenario.tenants.findIndex(({ id }) => id === cell.rowId)
    if (keys.length === 0 || row === -1) return
    flushSync(() => replay({ row, column: columnIndex(cell.colId) }, [...keys, 'Enter']))
  }
  const commitRef = useRef(commitHeldKeys)
  useEffect(() => {
    commitRef.current = commitHeldKeys
  })
  useEffect(
    () =>
      listen(
        [window, 'pagehide', () => commitRef.current()],
        [document, 'visibilitychange', () => document.hidden && commitRef.current()],
      ),
    [],
  )

  function addRow() {
    // While keys are held, the new row waits its turn behind them.
    if (typeAhead.hasKeys()) return typeAhead.enqueue(ADD_ROW)
    if (latest.current.scenario.tenants.length >= MAX_TENANTS) return
    typeAhead.hold()
    focusHeld(latest.current.addTenant(), 'name', { quiet: true })
  }

  /**
   * Replays held keys from `at`: whole cells are committed as the grid would, then focus goes to
   * the cell the keys end on. Text still being typed there stays held until a Tab or Enter ends
   * it, or until typing has clearly stopped, when it opens in that cell's editor.
   */
  function replay(at: CellAt, keys: string[]) {
    typeAhead.focusSink()
    const rows = latest.current.scenario.tenants
    const shape = { rows: rows.length, columns: TENANT_COLUMNS.length, maxRows: MAX_TENANTS }
    const plan = planReplay(keys, at, shape)
    const today = new Date()
    // Edits, not a new rent roll: an editor the grid commits meanwhile is not undone.
    const { edits, messages, rowIds } = replayEdits(plan.steps, rows, rowName, () =>
      newTenantId(today),
    )
    if (edits.length > 0) latest.current.dispatch({ type: 'editRentRoll', edits, today })
    if (plan.steps.length > 0)
      setMessage(messages.length > 0 ? { tone: 'error', lines: messages } : null)
    const field = TENANT_COLUMNS[plan.end.column]!.field
    const endId = rowIds[plan.end.row]
    if (endId === undefined) return void typeAhead.release()
    if (!plan.typing) return focusHeld(endId, field, { quiet: true })
    afterPause(() => {
      const more = typeAhead.take()
      if (more.length > 0) replay(plan.end, [...plan.typing, ...more])
      else focusHeld(endId, field, { typing: plan.typing })
    }, TYPING_STOPPED_MS)
  }

  /** The input of the editor open on `at`, looked up afresh (the grid may re-render it). */
  function editorAt(at: CellAt): HTMLInputElement | null {
    const field = TENANT_COLUMNS[at.column]?.field
    return (
      gridArea.current?.querySelector(`[row-index="${at.row}"] [col-id="${field}"] input`) ?? null
    )
  }

  /**
   * Focus is on `at` (in its editor, with `typing` in it, when text was typed for it). Once typing
   * pauses, keys held meanwhile go on from there, or the keys are let go.
   */
  function drain(at: CellAt, typing: string) {
    afterPause(() => {
      const keys = typeAhead.take()
      if (keys.length === 0) return void typeAhead.release()
      const editor = typing ? editorAt(at) : null
      // Characters and Backspace edit the open editor; another key ends the editing there.
      const ends = keys.findIndex((key) => key !== 'Backspace' && [...key].length !== 1)
      if (!editor || ends !== -1) {
        const typed = editor?.value ?? typing
        gridApi.current?.stopEditing(true)
        return replay(at, [...typed, ...keys])
      }
      // Text typed without a key press went straight into the editor: start from what it holds.
      const text = keys.reduce(
        (sum, key) => (key === 'Backspace' ? sum.slice(0, -1) : sum + key),
        editor.value,
      )
      editor.value = text
      editor.dispatchEvent(new Event('input', { bubbles: true }))
      drain(at, text)
    })
  }

  /**
   * The requested cell is there (quiet: keys still go to the sink), or has focus, or its editor
   * has it with the text typed for it.
   */
  function focusLanded(request: FocusRequest, row: number) {
    if (!typeAhead.isHolding() || request.id !== lastRequest.current) return
    typeAhead.arrived()
    const at = { row, column: columnIndex(request.colId) }
    if (request.typing) return drain(at, request.typing)
    if (request.quiet) {
      // Once typing pauses, the keys go on from this cell, or the cell takes keyboard focus.
      return afterPause(() => {
        const keys = typeAhead.take()
        if (keys.length > 0) replay(at, keys)
        else focusHeld(request.rowId, request.colId)
      })
    }
    const keys = typeAhead.take()
    if (keys.length > 0) replay(at, keys)
    else typeAhead.release()
  }

  const armedRemove = useRef<string | null>(null)

  /** Delete (back to the new-tenant default), Ctrl+D (the cell above), a lease-type letter. */
  function cellKey(action: CellKeyAction, rowIndex: number, colId: string) {
    const tenant = tenants[rowIndex]
    const column = tenantColumn(colId)
    if (!tenant || !column || action.kind === 'swallow') return
    const value =
      action.kind === 'pick'
        ? action.value
        : action.kind === 'clear'
          ? newTenant(tenants.slice(0, rowIndex), new Date())[column.field]
          : tenants[rowIndex - 1]?.[column.field]
    if (value === undefined)
      return setMessage({ tone: 'info', lines: ['Ctrl+D copies the cell above: row 1 has none.'] })
    state.updateTenant(tenant.id, { [column.field]: value })
    if (action.kind === 'clear')
      setMessage({
        tone: 'info',
        lines: [
          `${column.label} of ${rowName(tenant, rowIndex)} is back to its default. Ctrl+Z undoes.`,
        ],
      })
  }

  return {
    cellKey,
    message,
    dismiss: () => setMessage(null),
    focusRequest,
    gridReady: (api: GridApi<Tenant>) => {
      gridApi.current = api
    },
    add: addRow,
    tabPastEnd: addRow,
    focusLanded,
    remove(id: string, rowIndex: number, byKey = false) {
      const tenant = tenants.find((row) => row.id === id)
      if (!tenant) return
      // A key press next to the cells never removes a row alone: it asks for a second.
      if (byKey && armedRemove.current !== id) {
        armedRemove.current = id
        return setMessage({
          tone: 'info',
          lines: [`Press Enter again to remove ${rowName(tenant, rowIndex)}.`],
        })
      }
      armedRemove.current = null
      state.removeTenant(id)
      setMessage({
        tone: 'info',
        lines: [`Removed ${rowName(tenant, rowIndex)}. Press Ctrl+Z in the rent roll to undo.`],
      })
      const rest = tenants.filter((row) => row.id !== id)
      const next = rest[Math.min(rowIndex, rest.length - 1)]
      if (next) focus(next.id, 'name')
      else addButton.current?.focus()
    },
    /** The analysis of the rent roll with `text` in the cell, when it is a new valid value. */
    commitKey(rowIndex: number, colId: string, text: string) {
      const { scenario } = latest.current
      const tenant = scenario.tenants[rowIndex]
      const column = tenantColumn(colId)
      if (!tenant || !column) return null
      const read = readCellEdit(column, text, tenant, rowName(tenant, rowIndex))
      if (!read.ok) return null
      // The scenario the edit will make, by the reducer that will make it (edit() below).
      const model = initialModel(scenario)
      const patch = { [column.field]: read.value }
      const next = scenarioReducer(model, { type: 'updateTenant', id: tenant.id, patch })
      return next === model ? null : analyzeAhead(next.scenario)
    },
    edit(tenant: Tenant, rowIndex: number, column: TenantColumn, value: unknown) {
      const read = readCellEdit(column, value, tenant, rowName(tenant, rowIndex))
      if (read.ok) {
        state.updateTenant(tenant.id, { [column.field]: read.value })
        setMessage((current) => (current?.tone === 'error' ? null : current))
      } else setMessage({ tone: 'error', lines: [read.message] })
    },
    paste(text: string, rowIndex: number, colId: string | null) {
      const result = pasteIntoRentRoll({
        rows: parseTabSeparated(text),
        focusedRowIndex: rowIndex,
        focusedColId: colId,
        tenants,
        today: new Date(),
      })
      const apply = () => {
        const { summary, warnings } = describePaste(result.report)
        const tone = warnings.length > 0 ? 'error' : 'success'
        setMessage({ tone, lines: [summary, ...warnings] })
        if (result.report.addedRows + result.report.updatedRows === 0) return
        state.setTenants(result.tenants)
        const first = result.tenants[Math.min(rowIndex, result.tenants.length - 1)]
        if (first) focus(first.id, colId && colId !== 'actions' ? colId : 'name')
      }
      // Lines that do not fit are named before anything is pasted without them.
      if (result.report.leftOut.length === 0) return apply()
      setMessage({
        tone: 'error',
        lines: [describeOverflow(result.report)],
        confirm: { label: 'Paste Without Them', run: apply },
      })
    },
  }
}
