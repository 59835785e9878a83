import type { Tenant } from '../../../finance/cash-flow/types'
import { MAX_TENANTS, TENANT_COLUMNS, TYPED_COLUMN_COUNT } from '../../../finance/field-table'
import type { RentRollEdit } from '../scenario/scenario-reducer'
import { MAX_ROW_WAIT_MS } from './editing-times'
import type { CellRef, GridPort } from './grid-port'
import { tenantColumnIndex } from './tenant-fields'
import { ADD_ROW, planReplay, replayEdits, type HeldKey } from './type-ahead'

/** What the keys held for a new row need from the rest of the editor. */
export interface NewRowHost {
  port(): GridPort | null
  /** The rows in the order the grid shows them (rows not shown yet at the end). */
  rows(): Tenant[]
  /** Adds a row at the end of the rent roll; its id. */
  addRow(): string
  /** Applies replayed keys to the rent roll as one change. */
  applyEdits(edits: RentRollEdit[]): void
  newId(): string
  rowName(tenant: Tenant, rowIndex: number): string
  /** What the replayed keys could not do (cells not read), or null when all went in. */
  report(messages: string[] | null): void
  /** The holding started or ended (the page shows nothing for it; the editor republishes). */
  changed(): void
}

/** Whether a held key ends the text of a cell (a move or Add Tenant), rather than editing it. */
const endsCell = (key: HeldKey) => key !== 'Backspace' && [...key].length !== 1

/**
 * Keys typed while a new row is on its way (after Add Tenant, or Tab past the last row) go
 * nowhere in the page: every one is kept here, in order, and replayed into the rows once the
 * row exists, as the grid would have taken them (text into cells, Tab right, Enter down).
 *
 * When the keys go on is decided by what is there, never by the time between keys: the row
 * shows (`whenRowShown`), the replay ends on a cell, focus lands there (in its editor when text
 * was typed for it); keys that came meanwhile are replayed from there, and once none are left
 * the holding ends and keys reach the grid as usual. Text that comes without a key press
 * (accents, emoji, an input method) lands in the key sink, which keeps focus until a cell can
 * take it, and is kept the same way (`text`).
 */
export class NewRowKeys {
  private queue: HeldKey[] | null = null
  /** Where the held keys go on from: a cell, and the text typed for it and not yet committed. */
  private at: { cell: CellRef; typing: string } | null = null
  /** The wait under way (for a row, or for focus); aborted by a newer one or by the end. */
  private wait = new AbortController()
  private timer: ReturnType<typeof setTimeout> | null = null

  constructor(private readonly host: NewRowHost) {}

  get holding(): boolean {
    return this.queue !== null
  }

  /** Keys (or Add Tenant) are waiting: a later Add Tenant takes its turn behind them. */
  get hasKeys(): boolean {
    return (this.queue?.length ?? 0) > 0
  }

  /** Add Tenant: a new row at the end, the keys typed from now on kept for it. */
  addRow() {
    if (this.hasKeys) return void this.queue!.push(ADD_ROW)
    if (this.host.rows().length >= MAX_TENANTS) return
    if (!this.queue) this.begin()
    this.continueAt({ rowId: this.host.addRow(), colId: 'name' }, '')
  }

  /** A key to keep (a character, or Tab, Shift+Tab as 'ShiftTab', Enter, Backspace, Escape). */
  key(key: HeldKey) {
    this.queue?.push(key)
  }

  /**
   * Keys typed while something else held them (an Enter waiting for its figures), replayed from
   * `cell` as keys held for a new row are, and kept the same way until they are all in.
   */
  replayFrom(cell: CellRef, keys: HeldKey[]) {
    if (!this.queue) this.begin()
    this.queue!.push(...keys)
    void this.continueAt(cell, '')
  }

  /** Text typed without a key press, kept character by character. */
  text(text: string) {
    if (this.queue) this.queue.push(...text)
  }

  /** A press of the mouse with no key waiting ends the holding: keys go where it pointed. */
  pointerDown(keepsHolding: boolean) {
    if (this.queue?.length === 0 && !keepsHolding) this.end()
  }

  /**
   * The page is being hidden or closed: the held keys go into the rent roll now, text still
   * being typed committed as Enter would (the rows are in the scenario even if not yet shown).
   */
  commitNow(): CellRef | null {
    const { queue, at } = this
    this.end()
    return queue && at ? this.replay(at.cell, [...at.typing, ...queue, 'Enter']) : null
  }

  /** Stops holding (keys not replayed yet are let go). */
  end() {
    this.queue = null
    this.at = null
    this.wait.abort()
    this.clearTimer()
    this.host.changed()
  }

  private begin() {
    this.queue = []
    this.host.port()?.focusKeySink()
    this.host.changed()
  }

  private take(): HeldKey[] {
    const keys = this.queue ?? []
    if (this.queue) this.queue = []
    return keys
  }

  /** Waits for the row of `cell`, then goes on from it with `typing` (text not yet committed). */
  private async continueAt(cell: CellRef, typing: string): Promise<void> {
    this.wait.abort()
    this.wait = new AbortController()
    const { signal } = this.wait
    this.at = { cell, typing }
    const port = this.host.port()
    this.startTimer()
    const shown = port ? await port.whenRowShown(cell.rowId, signal) : false
    if (!shown || signal.aborted) return
    const keys = this.take()
    if (keys.length > 0) {
      this.clearTimer()
      this.replay(cell, [...typing, ...keys], true)
      return
    }
    const landed = typing
      ? await port!.openEditor(cell, typing, signal)
      : await port!.focusCell(cell, signal)
    if (!landed || signal.aborted) return
    this.clearTimer()
    this.at = { cell, typing: '' }
    this.afterLanding(cell, typing !== '')
  }

  /**
   * Focus is on `cell` (in its editor, when text was typed for it). Keys that came meanwhile
   * edit the open editor, or go on from the cell; with none left, holding ends.
   */
  private afterLanding(cell: CellRef, editing: boolean): void {
    const keys = this.take()
    if (keys.length === 0) return void this.end()
    const port = this.host.port()!
    const text = editing ? (port.editing()?.text ?? '') : ''
    if (editing && !keys.some(endsCell)) {
      const edited = keys.reduce(
        (sum, key) => (key === 'Backspace' ? sum.slice(0, -1) : sum + key),
        text,
      )
      port.setEditorText(edited)
      return this.afterLanding(cell, true)
    }
    if (editing) port.stopEditing(true)
    this.replay(cell, [...text, ...keys], true)
  }

  /**
   * Replays `keys` from `at`: whole cells are committed as the grid would, rows added as Tab or
   * Add Tenant asks; then (`goOn`) focus goes on to the cell the keys end on. Returns that cell.
   */
  private replay(at: CellRef, keys: HeldKey[], goOn = false): CellRef | null {
    const rows = this.host.rows()
    const start = {
      row: rows.findIndex(({ id }) => id === at.rowId),
      column: Math.max(0, tenantColumnIndex(at.colId)),
    }
    if (start.row === -1) {
      this.end()
      return null
    }
    const shape = { rows: rows.length, columns: TYPED_COLUMN_COUNT, maxRows: MAX_TENANTS }
    const plan = planReplay(keys, start, shape)
    const { edits, messages, rowIds } = replayEdits(plan.steps, rows, this.host.rowName, () =>
      this.host.newId(),
    )
    if (edits.length > 0) this.host.applyEdits(edits)
    if (plan.steps.length > 0) this.host.report(messages.length > 0 ? messages : null)
    const endId = rowIds[plan.end.row]
    if (endId === undefined) {
      if (goOn) this.end()
      return null
    }
    const end = { rowId: endId, colId: TENANT_COLUMNS[plan.end.column]!.field }
    if (goOn) void this.continueAt(end, plan.typing)
    return end
  }

  /**
   * The row did not show, or its cell took no focus, in time: the held keys go into the rent roll
   * as they would on the page being hidden (nothing typed is dropped), and focus leaves the key
   * sink for the cell they end on (Add Tenant while that cell cannot take it).
   */
  private giveUp() {
    const port = this.host.port()
    const end = this.commitNow()
    port?.focusAddButton()
    if (end) void port?.focusCell(end)
  }

  private startTimer() {
    this.clearTimer()
    this.timer = setTimeout(() => this.giveUp(), MAX_ROW_WAIT_MS)
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
  }
}
