import type {
  CellPosition,
  GridApi,
  PostSortRowsParams,
  TabToNextCellParams,
} from 'ag-grid-community'
import { flushSync } from 'react-dom'
import type { Tenant } from '../../../finance/cash-flow/types'
import type { CellRef, GridPort } from './grid-port'
import { keptOrder } from './kept-order'
import { whenFound } from './when-found'

/** The page around the rent roll grid that the port works in (read when used: React refs). */
export interface PortParts {
  /** The element the grid renders in (also while there are no rows yet). */
  area: () => HTMLElement | null
  /** Takes keyboard focus while keys are held for a new row. */
  keySink: () => HTMLTextAreaElement | null
  addButton: () => HTMLButtonElement | null
}

/**
 * Where Tab (Shift+Tab: `backwards`) leads from a cell: another cell, out of the rent roll, or
 * nowhere for now (a row is being added). The rent-roll editor decides.
 */
export type TabRule = (
  from: CellRef,
  backwards: boolean,
  editing: boolean,
) => CellRef | 'leave' | 'stay'

const cellSelector = ({ rowId, colId }: CellRef) =>
  `.ag-row[row-id="${CSS.escape(rowId)}"] [col-id="${CSS.escape(colId)}"]`

/**
 * The rent roll's GridPort on AG Grid: the only code that uses AG Grid's API or the page's DOM
 * for editing. The grid joins when it is ready (`attachGrid`); until then (an empty rent roll)
 * the port waits for rows to show like any other time.
 */
export class AgGridPort implements GridPort {
  private api: GridApi<Tenant> | null = null
  private readonly waits = new Set<() => void>()
  /** The order shown under the sort in effect (kept-order.ts); null while unsorted. */
  private sorted: { by: string; order: string[] } | null = null

  constructor(
    private readonly parts: PortParts,
    private readonly tabRule: TabRule,
  ) {}

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

  /**
   * In this order, the page is laid out once: the grid reads where it is scrolled before the
   * commit changes the page (reading it after makes the browser lay the page out there and
   * then), and focus leaves the editor for `to` before it closes (closed first, the editor
   * hands focus to its own cell, a second layout, before focus moves on). Moving focus to
   * another row commits the edit; stopEditing commits it on the same row.
   */
  commitAndMoveTo(to: CellRef) {
    const grid = this.grid
    if (!grid) return
    const rowIndex = grid.getRowNode(to.rowId)?.rowIndex
    if (rowIndex != null) {
      grid.ensureIndexVisible(rowIndex)
      grid.setFocusedCell(rowIndex, to.colId)
    }
    grid.stopEditing(false)
  }

  focusKeySink() {
    this.parts.keySink()?.focus()
  }

  focusAddButton() {
    this.parts.addButton()?.focus()
  }

  /**
   * The grid applies its row class rules again to the rows it has drawn (setting the option
   * again does that), changing their marks in place. Redrawing the rows instead replaced the
   * focused cell's element, and keyboard focus was on the page until AG Grid drew the row again
   * and gave it back: a Ctrl+C pressed right after Shift+Space then went to the page and copied
   * nothing, leaving on the clipboard what was there before.
   */
  markRows() {
    const grid = this.grid
    grid?.setGridOption('rowClassRules', grid.getGridOption('rowClassRules'))
  }

  /**
   * Whether a key or clipboard event on `target` is the rent roll's: on a tenant row's cell or
   * its editor, on the empty rent roll, or in the key sink. The grid's headers and filter boxes,
   * and every other field of the page, keep their keys.
   */
  ownsEvent(target: EventTarget | null): boolean {
    if (!(target instanceof Element)) return false
    if (target === this.parts.keySink()) return true
    if (!this.parts.area()?.contains(target)) return false
    if (target.closest('.ag-root-wrapper') === null) return true
    return target.closest('.ag-row:not(.ag-row-pinned)') !== null
  }

  /** The tenant cell an event on `target` happened in (null: none). */
  cellAt(target: EventTarget | null): CellRef | null {
    if (!(target instanceof Element) || !this.parts.area()?.contains(target)) return null
    const cell = target.closest('.ag-row:not(.ag-row-pinned) [col-id]')
    const rowId = cell?.closest('.ag-row')?.getAttribute('row-id')
    return cell && rowId ? { rowId, colId: cell.getAttribute('col-id')! } : null
  }

  keySink(): HTMLTextAreaElement | null {
    return this.parts.keySink()
  }

  /** The grid's `tabToNextCell`: where Tab goes is the editor's rule, in cells. */
  readonly tabToNextCell = (params: TabToNextCellParams<Tenant>): CellPosition | boolean => {
    const { previousCellPosition: from, backwards, editing, api } = params
    const rowId = api.getDisplayedRowAtIndex(from.rowIndex)?.id
    if (rowId === undefined) return false
    const next = this.tabRule({ rowId, colId: from.column.getColId() }, backwards, editing)
    // false: Tab leaves the rent roll; true: focus stays while a new row is added.
    if (next === 'leave') return false
    if (next === 'stay') return true
    const rowIndex = api.getRowNode(next.rowId)?.rowIndex
    const column = api.getColumn(next.colId)
    return rowIndex != null && column ? { rowIndex, column, rowPinned: null } : false
  }

  /**
   * The grid's `postSortRows`: under a sort, rows stay where they were shown until the rows are
   * sorted again (a new sort, or another direction), so an edited row does not jump away.
   */
  readonly postSortRows = ({ api, nodes }: PostSortRowsParams<Tenant>) => {
    const by = JSON.stringify(
      api
        .getColumnState()
        .flatMap(({ colId, sort, sortIndex }) => (sort ? [colId, sort, sortIndex] : [])),
    )
    if (by === '[]') return void (this.sorted = null)
    const order = keptOrder(
      nodes.map(({ id }) => id!),
      this.sorted?.by === by ? this.sorted.order : null,
    )
    const byId = new Map(nodes.map((node) => [node.id!, node]))
    nodes.splice(0, nodes.length, ...order.map((id) => byId.get(id)!))
    this.sorted = { by, order }
  }
}
