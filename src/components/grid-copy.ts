import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react'
import type { GridApi } from 'ag-grid-community'

/** Whether an event comes from a cell editor (its keys and copy are the browser's own). */
export function fromEditor(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable]') !== null
  )
}

/**
 * Ctrl+C on a grid: puts the selected rows (`rowsText`), or else the focused cell
 * (`textOf`), on the clipboard as spreadsheet text: raw numbers, tab-separated, a line per row.
 * An editor's own copy, and a grid with nothing focused or selected, are left to the browser.
 */
export function copyFromGrid(
  event: ClipboardEvent<HTMLElement>,
  api: GridApi | null | undefined,
  textOf: (rowIndex: number, colId: string) => string | null,
  rowsText?: () => string | null,
) {
  if (!api || fromEditor(event.target)) return
  const focused = api.getFocusedCell()
  const text =
    rowsText?.() ?? (focused ? textOf(focused.rowIndex, focused.column.getColId()) : null)
  if (text === null) return
  event.clipboardData.setData('text/plain', text)
  event.preventDefault()
}

/** Shift+Space (as in Excel) selects or unselects the focused row; Escape unselects all. */
export function rowSelectionKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): 'toggle' | 'clear' | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  if (event.key === ' ' && event.shiftKey) return 'toggle'
  if (event.key === 'Escape') return 'clear'
  return null
}

/**
 * The rows picked with Shift+Space in a grid, by index, for Ctrl+C; each change redraws the
 * rows so their `grid-row--selected` class follows.
 */
export function useSelectedRows(api: GridApi | null | undefined) {
  const [selected, setSelected] = useState<readonly number[]>([])
  const latest = useRef(selected)
  // Stable, so grid options built on it (rowClassRules) stay the same object.
  const isSelected = useCallback(
    (index: number | null) => index !== null && latest.current.includes(index),
    [],
  )
  useEffect(() => {
    latest.current = selected
    if (api && !api.isDestroyed()) api.redrawRows()
  }, [api, selected])

  function onKeyDown(event: ReactKeyboardEvent<HTMLElement>) {
    if (!api || fromEditor(event.target)) return
    const key = rowSelectionKey(event)
    const focused = api.getFocusedCell()
    if (!key || !focused) return
    if (key === 'clear') return setSelected([])
    event.preventDefault()
    event.stopPropagation()
    const row = focused.rowIndex
    setSelected((rows) =>
      rows.includes(row) ? rows.filter((at) => at !== row) : [...rows, row].sort((a, b) => a - b),
    )
  }
  return {
    selected,
    onKeyDown,
    /** For rowClassRules: whether the row at `index` is selected. */
    isSelected,
    clear: () => setSelected([]),
  }
}
