import type { Tenant } from '../../../finance/cash-flow/types'
import { newTenant } from '../scenario/scenario-defaults'
import { readCellEdit, TENANT_COLUMNS, tenantColumnIndex } from './tenant-fields'
import type { RentRollEdit } from '../scenario/scenario-reducer'
import { MAX_TENANTS, TYPED_COLUMN_COUNT } from '../../../finance/field-table'
import type { CellRef } from './grid-port'

/**
 * Spreadsheet navigation of the rent roll and the replay of keys typed before a cell could take
 * them. Keys typed while a new row is being added (after Add Tenant, or Tab past the last row)
 * are held; once the row is there, they are replayed here exactly as the grid would have taken
 * them: text into cells, Tab to the right (and on to the next row), Enter down.
 */

/** A cell of the rent roll's data columns (the Remove column is not one). */
export interface CellAt {
  row: number
  column: number
}

export interface RentRollShape {
  rows: number
  columns: number
  maxRows: number
}

/** A key as held: a printable character, or the name of one that edits or moves. */
export type HeldKey = string

/** Add Tenant pressed while keys were held: it takes its turn among them. */
export const ADD_ROW: HeldKey = 'AddRow'

export type Move = 'Tab' | 'ShiftTab' | 'Enter'

/**
 * Where a move leads: Tab goes right, from a row's last typed cell (`shape.columns`: Status and
 * Base Year come after them) to the next row's first, and from the last row's to a new row when
 * there is room (`add`); Shift+Tab goes back; Enter goes down. Null: nowhere inside the rent
 * roll (the key leaves it, or stays).
 */
export function nextCell(
  at: CellAt,
  move: Move,
  shape: RentRollShape,
): { at: CellAt; add: boolean } | null {
  if (move === 'Enter')
    return at.row + 1 < shape.rows ? { at: { ...at, row: at.row + 1 }, add: false } : null
  if (move === 'ShiftTab') {
    if (at.column > 0) return { at: { ...at, column: at.column - 1 }, add: false }
    return at.row > 0 ? { at: { row: at.row - 1, column: shape.columns - 1 }, add: false } : null
  }
  if (at.column + 1 < shape.columns) return { at: { ...at, column: at.column + 1 }, add: false }
  if (at.row + 1 < shape.rows) return { at: { row: at.row + 1, column: 0 }, add: false }
  return shape.rows < shape.maxRows ? { at: { row: shape.rows, column: 0 }, add: true } : null
}

/**
 * Where Tab (Shift+Tab: `backwards`) leads from `from` among `rows` (as shown): a cell, 'add'
 * (a new row: Tab from the last cell of the last row, with room for one), or null (out of the
 * rent roll).
 */
export function tabFrom(
  rows: readonly Tenant[],
  from: CellRef,
  backwards: boolean,
): CellRef | 'add' | null {
  const column = tenantColumnIndex(from.colId)
  const at = {
    row: rows.findIndex(({ id }) => id === from.rowId),
    column: column === -1 ? TENANT_COLUMNS.length - 1 : column,
  }
  const shape = { rows: rows.length, columns: TYPED_COLUMN_COUNT, maxRows: MAX_TENANTS }
  const next = nextCell(at, backwards ? 'ShiftTab' : 'Tab', shape)
  if (!next) return null
  if (next.add) return 'add'
  return { rowId: rows[next.at.row]!.id, colId: TENANT_COLUMNS[next.at.column]!.field }
}

export type ReplayStep =
  | { kind: 'commit'; at: CellAt; text: string }
  /** A new row at the end of the rent roll. */
  | { kind: 'add' }

export interface Replay {
  steps: ReplayStep[]
  /** The cell focus ends on. */
  end: CellAt
  /** Text typed into that cell and not yet committed ('' when none). */
  typing: string
}

const MOVES: Record<string, Move> = { Tab: 'Tab', ShiftTab: 'ShiftTab', Enter: 'Enter' }

/**
 * What held keys do, starting on `start`: text typed on a cell replaces its value (as typing on
 * a cell does), Backspace deletes the last character typed, Escape drops the text, Tab and Enter
 * commit it and move, Add Tenant commits it and goes to a new row. Other keys are ignored.
 */
export function planReplay(keys: readonly HeldKey[], start: CellAt, shape: RentRollShape): Replay {
  const steps: ReplayStep[] = []
  let at = start
  let rows = shape.rows
  let text: string | null = null
  for (const key of keys) {
    const move = MOVES[key]
    if (key === ADD_ROW) {
      if (text !== null) steps.push({ kind: 'commit', at, text })
      text = null
      if (rows >= shape.maxRows) continue
      steps.push({ kind: 'add' })
      at = { row: rows, column: 0 }
      rows++
    } else if (move) {
      if (text !== null) steps.push({ kind: 'commit', at, text })
      text = null
      const next = nextCell(at, move, { ...shape, rows })
      if (!next) continue
      if (next.add) {
        steps.push({ kind: 'add' })
        rows++
      }
      at = next.at
    } else if (key === 'Backspace') text = (text ?? '').slice(0, -1)
    else if (key === 'Escape') text = null
    else if ([...key].length === 1) text = (text ?? '') + key
  }
  return { steps, end: at, typing: text ?? '' }
}

/**
 * A replay's steps as rent roll edits: each committed text read as the grid reads a typed cell;
 * text it refuses becomes a message (the cell keeps its value). `rows` are the rows in the order
 * the grid shows them; the ids of the rows after the edits (new ones made here, at the end) come
 * back in `rowIds`.
 */
export function replayEdits(
  steps: readonly ReplayStep[],
  rows: readonly Tenant[],
  rowName: (tenant: Tenant, rowIndex: number) => string,
  newId: () => string,
): { edits: RentRollEdit[]; messages: string[]; rowIds: string[] } {
  const edits: RentRollEdit[] = []
  const messages: string[] = []
  // The rows as the edits so far leave them: a message names a row by the name just typed.
  const now = [...rows]
  for (const step of steps) {
    if (step.kind === 'add') {
      const id = newId()
      edits.push({ kind: 'add', id })
      now.push(newTenant(now, new Date(), id))
      continue
    }
    const column = TENANT_COLUMNS[step.at.column]
    const tenant = now[step.at.row]
    if (!column || !tenant) continue
    const edit = readCellEdit(column, step.text, tenant, rowName(tenant, step.at.row))
    if (!edit.ok) {
      messages.push(edit.message)
      continue
    }
    edits.push({ kind: 'set', id: tenant.id, patch: edit.patch })
    now[step.at.row] = { ...tenant, ...edit.patch }
  }
  const rowIds = now.map(({ id }) => id)
  return { edits, messages, rowIds }
}
