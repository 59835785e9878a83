import type { Tenant } from '../../../finance/cash-flow/types'
import type { EditorViewStore } from './editor-view'

/**
 * The rows picked in the rent roll (for Ctrl+C and Ctrl+D), by tenant id and in the order the
 * grid shows them: Shift+Space picks or unpicks a row, Shift+click and Shift+Up/Down pick every
 * row from where the pick began, Ctrl+A every row, Escape none. The picks are part of the
 * editor's view; the grid shows the marks again when they change.
 */
export class RowPicks {
  /** Where a pick extended by Shift begins: the row picked last with Shift+Space, or so on. */
  private anchor: string | null = null

  constructor(
    private readonly view: EditorViewStore,
    private readonly showMarks: () => void,
  ) {}

  get picked(): readonly string[] {
    return this.view.get().picked
  }

  /** Shift+Space on `rowId`. */
  toggle(rowId: string, rows: readonly Tenant[]) {
    this.anchor = rowId
    const picked = this.picked
    const next = picked.includes(rowId) ? picked.filter((id) => id !== rowId) : [...picked, rowId]
    this.set(rows.flatMap(({ id }) => (next.includes(id) ? [id] : [])))
  }

  /** Shift+click, or Shift+Up/Down onto, `to`; `from` begins the pick when none has. */
  extend(rows: readonly Tenant[], from: string, to: string) {
    this.anchor ??= from
    const ends = [this.anchor, to].map((id) => rows.findIndex((row) => row.id === id))
    if (ends.includes(-1)) return
    const [first, last] = ends[0]! <= ends[1]! ? ends : [ends[1]!, ends[0]!]
    this.set(rows.slice(first, last! + 1).map(({ id }) => id))
  }

  /** Shift+Up/Down from `from`: the pick runs to the row `step` rows away; its id (null: none). */
  extendBy(rows: readonly Tenant[], from: string, step: 1 | -1): string | null {
    const next = rows[rows.findIndex(({ id }) => id === from) + step]
    if (!next) return null
    this.extend(rows, from, next.id)
    return next.id
  }

  all(rows: readonly Tenant[]) {
    this.set(rows.map(({ id }) => id))
  }

  clear() {
    this.anchor = null
    this.set([])
  }

  /** A row removed from the rent roll is no longer picked. */
  drop(rowId: string) {
    this.set(this.picked.filter((id) => id !== rowId))
  }

  private set(picked: readonly string[]) {
    const before = this.picked
    const changed = [...before, ...picked].filter(
      (id) => before.includes(id) !== picked.includes(id),
    )
    if (changed.length === 0) return
    this.view.set({ picked })
    this.showMarks()
  }
}
