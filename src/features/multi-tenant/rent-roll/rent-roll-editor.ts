import type { Scenario, Tenant } from '../../../finance/cash-flow/types'
import type { Timeline } from '../scenario/scenario-reducer'
import type { ScenarioStore } from '../scenario/scenario-store'
import type { ImportSource } from './import/import-plan'
import { newTenantId } from '../scenario/scenario-defaults'
import { cellKeyChange, clearedText, inShownOrder, removal } from './cell-actions'
import type { CellRef, GridPort } from './grid-port'
import { EditorViewStore } from './editor-view'
import { HeldEnter } from './held-enter'
import { RowPicks } from './row-picks'
import { keyAction, type KeyPress, type KeyState } from './keymap'
import { NewRowKeys } from './new-row-keys'
import { RentRollClipboard } from './rent-roll-clipboard'
import { readCellEdit, rowName, tenantColumn } from './tenant-fields'
import { tabFrom } from './type-ahead'

export interface EditorDeps {
  store: ScenarioStore
  /** The page's analysis (AnalysisStore): asked ahead for an edit before it is committed. */
  analysis: { askAhead(scenario: Scenario): Promise<void> }
  /** Today's date, for new rows. */
  today?: () => Date
}

/**
 * The rent roll's editing, outside React: add, remove, edit, undo, copy and paste
 * (rent-roll-clipboard.ts), the keys (keymap.ts), the Enter held for the figures (held-enter.ts)
 * and the keys held for a new row (new-row-keys.ts). It changes the scenario through the store, talks to the grid only through
 * a GridPort, and publishes what the page shows (`getView`, for `useSyncExternalStore`).
 */
export class RentRollEditor {
  private port: GridPort | null = null
  private readonly shown = new EditorViewStore()
  private readonly enter: HeldEnter
  private readonly newRow: NewRowKeys
  private armedRemove: string | null = null
  private readonly picks = new RowPicks(this.shown, () => this.port?.markRows())
  private readonly today: () => Date
  private readonly clipboard: RentRollClipboard

  constructor(private readonly deps: EditorDeps) {
    this.today = deps.today ?? (() => new Date())
    this.enter = new HeldEnter({
      store: deps.store,
      askAhead: (scenario) => deps.analysis.askAhead(scenario),
      port: () => this.port,
      rows: () => this.rows(),
      replayFrom: (cell, keys) => this.newRow.replayFrom(cell, keys),
    })
    this.newRow = new NewRowKeys({
      port: () => this.port,
      rows: () => this.rows(),
      addRow: () => {
        const id = newTenantId(this.today())
        this.store.dispatch({ type: 'addTenant', today: this.today(), id })
        return id
      },
      applyEdits: (edits) =>
        this.store.dispatch({ type: 'editRentRoll', edits, today: this.today() }),
      newId: () => newTenantId(this.today()),
      rowName,
      report: (lines) => this.shown.say(lines && { tone: 'error', lines }),
      changed: () => this.shown.set({ holdingKeys: this.newRow.holding }),
    })
    this.clipboard = new RentRollClipboard({
      store: deps.store,
      rows: () => this.rows(),
      picked: () => this.picks.picked,
      today: this.today,
      say: (message) => this.shown.say(message),
      focusCell: (cell) => void this.port?.focusCell(cell),
    })
  }

  private get store() {
    return this.deps.store
  }

  private get tenants(): Tenant[] {
    return this.store.getModel().scenario.tenants
  }

  /** Hands the editor its grid port; returns the way to take it back (on unmount). */
  connect(port: GridPort): () => void {
    this.port = port
    return () => {
      this.newRow.end()
      if (this.port === port) this.port = null
    }
  }

  readonly subscribe = this.shown.subscribe
  readonly getView = this.shown.get

  /** The rows in the order the grid shows them; rows it does not show yet come last. */
  rows(): Tenant[] {
    return inShownOrder(this.tenants, this.port?.shownRowIds() ?? [])
  }

  // ---- keys and page events ----

  /**
   * A key pressed on the page (`inRentRoll`: in the grid or the key sink). True when the editor
   * took it (the caller then stops the browser and the grid from handling it).
   */
  onKey(press: KeyPress, inRentRoll: boolean): boolean {
    const state = this.keyState(inRentRoll)
    if (!state) return false
    const focused = this.port?.focusedCell() ?? null
    const kind = focused ? (tenantColumn(focused.colId)?.kind ?? null) : null
    const action = keyAction(press, state, kind)
    switch (action.kind) {
      case 'queue': {
        const key = press.key === 'Tab' && press.shift ? 'ShiftTab' : press.key
        if (state === 'holdingEnter') this.enter.keep(key)
        else this.newRow.key(key)
        return true
      }
      case 'releaseEnter':
        this.enter.release()
        return false
      case 'releaseEnterThen':
        // The key acts where the Enter moved: the editor's own keys run there (Delete, a lease
        // type's letter); the grid's own (an arrow, Home) are not acted on, as they would start
        // from the cell the Enter is leaving, whose element the key was pressed in.
        this.enter.release()
        this.onKey(press, inRentRoll)
        return true
      case 'commitWithFigures': {
        const open = this.port?.editing()
        return open ? this.enter.hold(open.cell, open.text, press.shift) : false
      }
      case 'undo':
      case 'redo':
        this.store.dispatch({ type: action.kind })
        return true
      case 'removeRow':
        if (focused) this.remove(focused.rowId, true)
        return true
      case 'togglePick':
        if (focused) this.picks.toggle(focused.rowId, this.rows())
        return true
      case 'extendPick': {
        // Shift+Up/Down: focus moves with the end of the pick.
        const next = focused && this.picks.extendBy(this.rows(), focused.rowId, action.rows)
        if (focused && next) void this.port?.focusCell({ rowId: next, colId: focused.colId })
        return true
      }
      case 'pickAll':
        this.picks.all(this.rows())
        return true
      case 'clearPicks':
        this.picks.clear()
        return false
      case 'clear':
      case 'fillDown':
      case 'pickLeaseType':
      case 'pickStatus':
        if (focused) this.cellKey(action, focused)
        return true
      case 'swallow':
        return true
      default:
        return false
    }
  }

  private keyState(inRentRoll: boolean): KeyState | null {
    if (this.enter.holding) return 'holdingEnter'
    if (this.newRow.holding) return 'holdingKeys'
    if (!inRentRoll) return null
    if (this.tenants.length === 0) return 'empty'
    if (this.port?.editing()) return 'editing'
    const focused = this.port?.focusedCell()
    if (!focused) return null
    return focused.colId === 'actions' ? 'actions' : 'cell'
  }

  /** Text typed without a key press while keys are held for a new row. */
  onText(text: string) {
    this.newRow.text(text)
  }

  /** A press of the mouse: a held Enter goes through; held keys end if none are waiting. */
  onPointerDown(keepsHolding: boolean) {
    this.enter.release()
    this.newRow.pointerDown(keepsHolding)
  }

  /** Shift+click on a row: every row from where the pick began to it is picked. */
  onShiftClick(rowId: string) {
    this.picks.extend(this.rows(), this.port?.focusedCell()?.rowId ?? rowId, rowId)
  }

  /**
   * The page is hidden or closed: whatever is held goes into the rent roll now, and so does the
   * text of a cell still being edited (as Tab or a click elsewhere would commit it).
   */
  onPageHidden() {
    this.enter.release()
    this.newRow.commitNow()
    this.port?.stopEditing(false)
  }

  // ---- commands ----

  /** Add Tenant (and Tab past the last cell): a new row, keys typed meanwhile kept for it. */
  add() {
    this.newRow.addRow()
  }

  /** A value the grid committed for a cell (Enter, Tab or leaving the cell). */
  editCell(rowId: string, colId: string, raw: unknown) {
    if (this.enter.commit(rowId, colId, raw)) return this.shown.clearError()
    const rows = this.rows()
    const index = rows.findIndex(({ id }) => id === rowId)
    const column = tenantColumn(colId)
    if (index === -1 || !column) return
    const read = readCellEdit(column, raw, rows[index]!, rowName(rows[index]!, index))
    if (!read.ok) return this.shown.say({ tone: 'error', lines: [read.message] })
    this.store.dispatch({ type: 'updateTenant', id: rowId, patch: read.patch })
    this.shown.clearError()
  }

  /** Removes a row (by key, the first press only asks); focus goes to the next row. */
  remove(rowId: string, byKey = false) {
    const rows = this.rows()
    const index = rows.findIndex(({ id }) => id === rowId)
    if (index === -1) return
    const { message, confirm } = removal(rows[index]!, index, byKey && this.armedRemove !== rowId)
    this.shown.say({ tone: 'info', lines: [message] })
    this.armedRemove = confirm ? rowId : null
    if (confirm) return
    this.store.dispatch({ type: 'removeTenant', id: rowId })
    this.picks.drop(rowId)
    const next = rows.filter(({ id }) => id !== rowId)[Math.min(index, rows.length - 2)]
    if (next) void this.port?.focusCell({ rowId: next.id, colId: 'name' })
    else this.port?.focusAddButton()
  }

  /** Delete, Ctrl+D or a lease-type letter on a cell that is not being edited. */
  private cellKey(action: Parameters<typeof cellKeyChange>[0], at: CellRef) {
    const change = cellKeyChange(action, at, {
      rows: this.rows(),
      tenants: this.tenants,
      picked: this.picks.picked,
      today: this.today(),
    })
    if (change.kind === 'message') return this.shown.say({ tone: 'info', lines: [change.text] })
    if (change.kind === 'change')
      this.store.dispatch({ type: 'setTenants', tenants: change.tenants })
    if (action.kind === 'clear')
      this.shown.say({ tone: 'info', lines: [clearedText(at, this.rows())] })
  }

  /** The rows, analysis start and rent basis an import made, in one change (one Ctrl+Z). */
  importRows(tenants: Tenant[], timeline: Timeline) {
    this.store.dispatch({ type: 'importRentRoll', tenants, timeline })
  }

  /** Where a pasted block with a header row goes: Import Rent Roll, which reads it as a file. */
  readPastedBlocksWith(read: ((source: ImportSource) => void) | null) {
    this.clipboard.readPastedBlocksWith(read)
  }

  /** Rows pasted from a spreadsheet on `at` (null: the empty rent roll). */
  paste(text: string, at: CellRef | null) {
    this.clipboard.paste(text, at)
  }

  /** What Ctrl+C puts on the clipboard: the rows picked, or else the focused cell. */
  copyText(at: CellRef | null): string | null {
    return this.clipboard.copyText(at)
  }

  /**
   * Where Tab (Shift+Tab: `backwards`) leads from `from`: a cell, 'leave' (out of the rent
   * roll), or 'stay' while a row is added (Tab from the last cell of the last row, editing).
   */
  tabTarget(from: CellRef, backwards: boolean, editing: boolean): CellRef | 'leave' | 'stay' {
    const next = tabFrom(this.rows(), from, backwards)
    if (next !== 'add') return next ?? 'leave'
    if (!editing) return 'leave'
    this.add()
    return 'stay'
  }

  dismissMessage() {
    this.shown.say(null)
  }

  isPicked(rowId: string): boolean {
    return this.picks.picked.includes(rowId)
  }
}
