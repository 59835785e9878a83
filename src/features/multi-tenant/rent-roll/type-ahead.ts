import type { Tenant } from '../../../finance/cash-flow/types'
import { newTenant } from '../scenario/scenario-defaults'
import type { TenantField } from '../../../finance/field-table'
import { readCellEdit, TENANT_COLUMNS, type CellValue } from './tenant-fields'

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
 * Where a move leads: Tab goes right, from a row's last cell to the next row's first, and from
 * the last row's last cell to a new row when there is room (`add`); Shift+Tab goes back; Enter
 * goes down. Null: nowhere inside the rent roll (the key leaves it, or stays).
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

/** One change a replay makes to the rent roll, applied in order by the scenario reducer. */
export type RentRollEdit =
  { kind: 'set'; row: number; field: TenantField; value: CellValue } | { kind: 'add'; id: string }

/**
 * A replay's steps as rent roll edits: each committed text read as the grid reads a typed cell;
 * text it refuses becomes a message (the cell keeps its value). `tenants` names the rows; the
 * ids of the rows after the edits (new ones made here) come back in `rowIds`.
 */
export function replayEdits(
  steps: readonly ReplayStep[],
  tenants: readonly Tenant[],
  rowName: (tenant: Tenant, rowIndex: number) => string,
  newId: () => string,
): { edits: RentRollEdit[]; messages: string[]; rowIds: string[] } {
  const edits: RentRollEdit[] = []
  const messages: string[] = []
  const rowIds = tenants.map((tenant) => tenant.id)
  for (const step of steps) {
    if (step.kind === 'add') {
      const id = newId()
      edits.push({ kind: 'add', id })
      rowIds.push(id)
      continue
    }
    const column = TENANT_COLUMNS[step.at.column]
    if (!column) continue
    const tenant = tenants[step.at.row] ?? newTenant(tenants, new Date())
    const edit = readCellEdit(column, step.text, tenant, rowName(tenant, step.at.row))
    if (edit.ok)
      edits.push({ kind: 'set', row: step.at.row, field: column.field, value: edit.value })
    else messages.push(edit.message)
  }
  return { edits, messages, rowIds }
}
