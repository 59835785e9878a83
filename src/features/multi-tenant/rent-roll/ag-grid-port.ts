import type { GridApi } from 'ag-grid-community'
import { flushSync } from 'react-dom'
import type { Tenant } from '../../../finance/cash-flow/types'
import { fromEditor } from '../../../components/grid-copy'
import { listen } from '../../../lib/listen'
import type { CellRef, GridPort } from './grid-port'
import { keyPressOf } from './keymap'
import type { RentRollEditor } from './rent-roll-editor'

/** The page around the rent roll grid that the port works in (read when used: React refs). */
export interface PortParts {
  /** The element the grid renders in (also while there are no rows yet). */
  area: () => HTMLElement | null
  /** Takes keyboard focus while keys are held for a new row. */
  keySink: () => HTMLTextAreaElement | null
  addButton: () => HTMLButtonElement | null
}

const cellSelector = ({ rowId, colId }: CellRef) =>
  `.ag-row[row-id="${CSS.escape(rowId)}"] [col-id="${CSS.escape(colId)}"]`

/**
 * Resolves once `found()` returns an element: at once, or after a change under `root` makes it
 * so, or the grid's rows change (`rowsChanged`: a row out of view appears without a change in
 * the page until it is scrolled to); null when `signal` aborts first. Rows and editors appear as
 * AG Grid renders them (a frame or two after the rent roll changes), and this waits for exactly
 * that, not for a time.
 */
function whenFound<T extends Element>(
  root: HTMLElement | null,
  rowsChanged: Set<() => void>,
  found: () => T | null,
  signal?: AbortSignal,
): Promise<T | null> {
  const now = found()
  if (now || signal?.aborted || !root) return Promise.resolve(now)
  return new Promise((resolve) => {
    const check = () => {
      const element = found()
      if (element) done(element)
    }
    const done = (element: T | null) => {
      observer.disconnect()
      rowsChanged.delete(check)
      signal?.removeEventListener('abort', stop)
      resolve(element)
    }
    const stop = () => done(null)
    const observer = new MutationObserver(check)
    observer.observe(root, { childList: true, subtree: true })
    rowsChanged.add(check)
    signal?.addEventListener('abort', stop)
  })
}

/**
 * The rent roll's GridPort on AG Grid: the only code that uses AG Grid's API or the page's DOM
 * for editing. The grid joins when it is ready (`attachGrid`); until then (an empty rent roll)
 * the port waits for rows to show like any other time.
 */
export class AgGridPort implements GridPort {
  private api: GridApi<Tenant> | null = null
  private readonly waits = new Set<() => void>()

  constructor(private readonly parts: PortParts) {}

  attachGrid(api: GridApi<Tenant> | null) {
    this.api = api
    this.rowsChanged()
  }

  /** The grid's rows changed (new rows, a sort or a filter): waits look for their row again. */
  rowsChanged() {
    for (const check of [...this.waits]) check()
  }

  private get grid(): GridApi<Tenant> | null {
    return this.api && !this.api.isDestroyed() ? this.api : null
  }

  private cellElement(cell: CellRef): HTMLElement | null {
    return this.parts.area()?.querySelector<HTMLElement>(cellSelector(cell)) ?? null
  }

  private rowIdAt(rowIndex: number): string | null {
    return this.grid?.getDisplayedRowAtIndex(rowIndex)?.id ?? null
  }

  shownRowIds(): string[] {
    const ids: string[] = []
    this.grid?.forEachNodeAfterFilterAndSort((node) => {
      if (node.id !== undefined) ids.push(node.id)
    })
    return ids
  }

  focusedCell(): CellRef | null {
    const focused = this.grid?.getFocusedCell()
    if (!focused || focused.rowPinned) return null
    const rowId = this.rowIdAt(focused.rowIndex)
    return rowId === null ? null : { rowId, colId: focused.column.getColId() }
  }

  editing(): { cell: CellRef; text: string } | null {
    const editing = this.grid?.getEditingCells()[0]
    if (!editing?.column || editing.rowPinned) return null
    const rowId = this.rowIdAt(editing.rowIndex)
    if (rowId === null) return null
    const cell = { rowId, colId: editing.column.getColId() }
    const input = this.cellElement(cell)?.querySelector('input')
    return { cell, text: input?.value ?? '' }
  }

  async whenRowShown(rowId: string, signal: AbortSignal): Promise<boolean> {
    const row = () => {
      // A row out of view (a long rent roll) is scrolled to once the grid has it.
      const node = this.grid?.getRowNode(rowId)
      if (node?.rowIndex != null) this.grid!.ensureIndexVisible(node.rowIndex)
      return this.parts.area()?.querySelector(`.ag-row[row-id="${CSS.escape(rowId)}"]`) ?? null
    }
    return (await whenFound(this.parts.area(), this.waits, row, signal)) !== null
  }

  /**
   * Focuses the cell once it is shown, and again whenever the grid draws it anew before it has
   * taken focus (on a busy machine AG Grid can replace a new row's cell element just after it is
   * found, and focusing the old one does nothing); settles when focus is in the cell.
   */
  async focusCell(cell: CellRef, signal?: AbortSignal): Promise<boolean> {
    const stop = signal ?? new AbortController().signal
    if (!(await this.whenRowShown(cell.rowId, stop))) return false
    const focused = () => {
      const element = this.cellElement(cell)
      if (!element || element.contains(document.activeElement)) return element
      const rowIndex = this.grid?.getRowNode(cell.rowId)?.rowIndex
      if (rowIndex != null) this.grid!.setFocusedCell(rowIndex, cell.colId)
      if (!element.contains(document.activeElement)) element.focus()
      return element.contains(document.activeElement) ? element : null
    }
    return (await whenFound(this.parts.area(), this.waits, focused, stop)) !== null
  }

  /**
   * Opens the cell's editor with `text` once the cell is shown and the grid has joined (a first
   * row can show before), and again whenever the grid draws the cell anew without its editor.
   */
  async openEditor(cell: CellRef, text: string, signal?: AbortSignal): Promise<boolean> {
    if (!(await this.shownCell(cell, signal))) return false
    const opened = () => {
      const grid = this.grid
      const element = this.cellElement(cell)
      const rowIndex = grid?.getRowNode(cell.rowId)?.rowIndex
      if (!grid || !element || rowIndex == null) return null
      const input = element.querySelector('input')
      if (input || this.isEditing(cell)) return input
      grid.stopEditing(true)
      // Rendered at once, so that focus goes from the key sink straight into the editor: text
      // typed meanwhile (without a key press) has nowhere else to land.
      flushSync(() => {
        grid.setFocusedCell(rowIndex, cell.colId)
        grid.startEditingCell({ rowIndex, colKey: cell.colId })
      })
      return this.cellElement(cell)?.querySelector('input') ?? null
    }
    const input = await whenFound(this.parts.area(), this.waits, opened, signal)
    if (!input) return false
    if (document.activeElement !== input) input.focus()
    this.setInputText(input, text)
    return true
  }

  private isEditing({ rowId, colId }: CellRef): boolean {
    const open = this.editing()?.cell
    return open?.rowId === rowId && open.colId === colId
  }

  private async shownCell(cell: CellRef, signal?: AbortSignal) {
    const stop = signal ?? new AbortController().signal
    if (!(await this.whenRowShown(cell.rowId, stop))) return null
    return whenFound(this.parts.area(), this.waits, () => this.cellElement(cell), stop)
  }

  private setInputText(input: HTMLInputElement, text: string) {
    input.value = text
    // The grid's text field keeps its own copy of the value, updated by input events.
    input.dispatchEvent(new Event('input', { bubbles: true }))
    input.setSelectionRange(text.length, text.length)
  }

  setEditorText(text: string) {
    const open = this.editing()
    const input = open && this.cellElement(open.cell)?.querySelector('input')
    if (input) this.setInputText(input, text)
  }

  stopEditing(cancel: boolean) {
    this.grid?.stopEditing(cancel)
  }

  commitAndMoveTo(to: CellRef) {
    const grid = this.grid
    if (!grid) return
    grid.stopEditing(false)
    const rowIndex = grid.getRowNode(to.rowId)?.rowIndex
    if (rowIndex == null) return
    grid.ensureIndexVisible(rowIndex)
    grid.setFocusedCell(rowIndex, to.colId)
  }

  focusKeySink() {
    this.parts.keySink()?.focus()
  }

  focusAddButton() {
    this.parts.addButton()?.focus()
  }

  redrawRows(rowIds: readonly string[]) {
    const grid = this.grid
    if (!grid) return
    const rowNodes = rowIds.flatMap((id) => grid.getRowNode(id) ?? [])
    if (rowNodes.length > 0) grid.redrawRows({ rowNodes })
  }

  /**
   * Hands the page's events to the editor until the returned function is called: every key
   * (in the capture phase, before the grid sees it), a mouse press, the page being hidden, text
   * typed into the key sink, and copy and paste on the rent roll.
   */
  listen(editor: RentRollEditor): () => void {
    const inRentRoll = (target: EventTarget | null) =>
      target instanceof Node &&
      (this.parts.area()?.contains(target) === true || target === this.parts.keySink())
    const onKey = (event: KeyboardEvent) => {
      if (!editor.onKey(keyPressOf(event), inRentRoll(event.target))) return
      event.preventDefault()
      event.stopPropagation()
    }
    const onPointer = (event: PointerEvent) =>
      editor.onPointerDown((event.target as Element).closest?.('[data-type-ahead-keep]') != null)
    // Shift+click extends the pick; the grid keeps the browser from focusing the cell then, so
    // the cell is focused here, for the keys that follow (Ctrl+C, Ctrl+D).
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element
      const cell = target.closest?.('.ag-row:not(.ag-row-pinned) [col-id]')
      const rowId = cell?.closest('.ag-row')?.getAttribute('row-id')
      if (!event.shiftKey || !cell || !rowId || !inRentRoll(target)) return
      editor.onShiftClick(rowId)
      void this.focusCell({ rowId, colId: cell.getAttribute('col-id')! })
    }
    // In the capture phase: at the window and the document, these run before autosave's own
    // listeners (bubble phase), so that what the editor commits now is saved with the page.
    const onHidden = () => editor.onPageHidden()
    const onVisibility = () => document.hidden && editor.onPageHidden()
    const onSinkText = (event: Event) => {
      const sink = event.target as HTMLTextAreaElement
      if ((event as InputEvent).isComposing) return
      editor.onText(sink.value)
      sink.value = ''
    }
    const onPaste = (event: ClipboardEvent) => {
      const text = event.clipboardData?.getData('text/plain') ?? ''
      if (!inRentRoll(event.target) || fromEditor(event.target) || text === '') return
      event.preventDefault()
      editor.paste(text, this.focusedCell())
    }
    const onCopy = (event: ClipboardEvent) => {
      if (!inRentRoll(event.target) || fromEditor(event.target)) return
      const text = editor.copyText(this.focusedCell())
      if (text === null || !event.clipboardData) return
      event.clipboardData.setData('text/plain', text)
      event.preventDefault()
    }
    const sink = this.parts.keySink()
    const capture = { capture: true }
    return listen(
      [document, 'keydown', onKey, capture],
      [document, 'pointerdown', onPointer, capture],
      [document, 'click', onClick],
      [window, 'pagehide', onHidden, capture],
      [document, 'visibilitychange', onVisibility, capture],
      [document, 'paste', onPaste],
      [document, 'copy', onCopy],
      ...(sink
        ? ([
            [sink, 'input', onSinkText],
            [sink, 'compositionend', onSinkText],
          ] as const)
        : []),
    )
  }
}
