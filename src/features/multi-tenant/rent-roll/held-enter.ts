import type { Scenario, Tenant } from '../../../finance/cash-flow/types'
import type { ScenarioModel } from '../scenario/scenario-reducer'
import type { ScenarioStore } from '../scenario/scenario-store'
import { MAX_ENTER_WAIT_MS } from './editing-times'
import type { CellRef, GridPort } from './grid-port'
import { readCellEdit, rowName, tenantColumn } from './tenant-fields'
import type { HeldKey } from './type-ahead'

/** An edit worked out ahead of its commit: applied as is when the grid commits it. */
interface PreparedEdit {
  rowId: string
  colId: string
  text: string
  from: ScenarioModel
  to: ScenarioModel
}

export interface HeldEnterHost {
  store: ScenarioStore
  /** Asks for the analysis of a scenario before the store holds it; settles once answered. */
  askAhead: (scenario: Scenario) => Promise<void>
  port(): GridPort | null
  /** The rows as the grid shows them (a row's number names it when it has no name). */
  rows(): Tenant[]
  /** Keys typed while the Enter waited, to replay from the cell it moved to. */
  replayFrom(cell: CellRef, keys: HeldKey[]): void
}

/**
 * An Enter on an edited cell, held until the figures of the edit are ready: then the cell is
 * committed and focus moves down (up with Shift), and the cell, the next cell and the new figures
 * show in one frame (changing the page first would cost a frame of its own, painted before the
 * figures). The edit is read and reduced once, here: the commit then applies it as worked out,
 * and the analysis asked for it ahead is the one the page shows.
 *
 * Nothing overtakes a held Enter: keys typed meanwhile are kept and replayed from the cell it
 * moves to, and any other key, a click or leaving the page lets it through first. It never waits
 * longer than MAX_ENTER_WAIT_MS.
 */
export class HeldEnter {
  private held: {
    cell: CellRef
    up: boolean
    keys: HeldKey[]
    timer: ReturnType<typeof setTimeout>
  } | null = null
  private prepared: PreparedEdit | null = null

  constructor(private readonly host: HeldEnterHost) {}

  get holding(): boolean {
    return this.held !== null
  }

  /**
   * Enter (`up`: Shift+Enter) pressed in the editor open on `cell` with `text`: held (true) when
   * the text is a new valid value, until its analysis answers; false leaves the Enter to the grid.
   */
  hold(cell: CellRef, text: string, up: boolean): boolean {
    const prepared = this.prepare(cell, text)
    if (!prepared) return false
    this.prepared = prepared
    const answered = this.host.askAhead(prepared.to.scenario)
    const timer = setTimeout(() => this.release(held), MAX_ENTER_WAIT_MS)
    const held = { cell, up, keys: [] as HeldKey[], timer }
    this.held = held
    void answered.then(() => this.release(held))
    return true
  }

  /** A key typed while the Enter waits: replayed, in order, once it has moved on. */
  keep(key: HeldKey) {
    this.held?.keys.push(key)
  }

  /**
   * Lets the held Enter (only `which`, when given) through: the cell is committed and focus
   * moves on; keys typed meanwhile go on from there.
   */
  release(which = this.held) {
    const held = this.held
    if (!held || held !== which) return
    this.held = null
    clearTimeout(held.timer)
    const rows = this.host.rows()
    const row = rows.findIndex(({ id }) => id === held.cell.rowId)
    // Enter on the last row (Shift+Enter on the first) commits and stays, as the grid's does.
    const next = rows[row + (held.up ? -1 : 1)]
    const to = next ? { rowId: next.id, colId: held.cell.colId } : held.cell
    this.host.port()?.commitAndMoveTo(to)
    if (held.keys.length > 0) this.host.replayFrom(to, held.keys)
  }

  /** The grid commits `raw` in a cell: true when it is the edit worked out here, now applied. */
  commit(rowId: string, colId: string, raw: unknown): boolean {
    const prepared = this.prepared
    this.prepared = null
    if (prepared?.rowId !== rowId || prepared.colId !== colId || prepared.text !== raw) return false
    return this.host.store.apply(prepared.from, prepared.to)
  }

  /** The model `text` in `cell` makes, worked out now (null: not a new valid value). */
  private prepare(cell: CellRef, text: string): PreparedEdit | null {
    const { store } = this.host
    const rows = this.host.rows()
    const index = rows.findIndex(({ id }) => id === cell.rowId)
    const column = tenantColumn(cell.colId)
    if (index === -1 || !column) return null
    const read = readCellEdit(column, text, rows[index]!, rowName(rows[index]!, index))
    if (!read.ok) return null
    const from = store.getModel()
    const to = store.preview({
      type: 'updateTenant',
      id: cell.rowId,
      patch: read.patch,
    })
    return to === from ? null : { rowId: cell.rowId, colId: cell.colId, text, from, to }
  }
}
