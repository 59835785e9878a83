import type { KeyboardEvent } from 'react'
import { fromEditor } from '../../../components/grid-copy'
import { LEASE_TYPES, type LeaseType } from '../../../finance/field-table'

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo; null for any other key. */
export function historyKey(
  event: Pick<globalThis.KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null
  const key = event.key.toLowerCase()
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo'
  if (key === 'y' && !event.shiftKey) return 'redo'
  return null
}

/** Undo/redo keys for the rent roll, when they are not meant for a cell editor. */
export function handleHistoryKeys(event: KeyboardEvent, onUndo: () => void, onRedo: () => void) {
  if (fromEditor(event.target)) return
  const action = historyKey(event)
  if (!action) return
  event.preventDefault()
  if (action === 'undo') onUndo()
  else onRedo()
}

/** What a spreadsheet key does on a rent-roll cell that is not being edited. */
export type CellKeyAction =
  | { kind: 'clear' }
  | { kind: 'fillDown' }
  | { kind: 'pick'; value: LeaseType }
  | { kind: 'swallow' }

/**
 * Delete sets the cell back to its default, Ctrl+D copies the cell above (Excel's fill down),
 * and a letter on Lease Type picks the type it starts (N, G, M, B); null leaves the key to the grid.
 */
export function cellKeyAction(
  event: Pick<globalThis.KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
  colId: string,
): CellKeyAction | null {
  if (colId === 'actions' || event.altKey) return null
  const ctrl = event.ctrlKey || event.metaKey
  if (ctrl) return event.key.toLowerCase() === 'd' && !event.shiftKey ? { kind: 'fillDown' } : null
  if (event.key === 'Delete') return { kind: 'clear' }
  if (colId !== 'leaseType' || [...event.key].length !== 1 || event.key === ' ') return null
  const value = LEASE_TYPES.find((type) => type[0]!.toLowerCase() === event.key.toLowerCase())
  return value ? { kind: 'pick', value } : { kind: 'swallow' }
}
