import type { KeyboardEvent } from 'react'

/** Whether a key event comes from a cell editor (its text undo is the browser's own). */
export function fromEditor(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable]') !== null
  )
}

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
