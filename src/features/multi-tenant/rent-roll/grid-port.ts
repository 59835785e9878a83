/** A rent roll cell by its row's tenant id and its column id (a Tenant field, or 'actions'). */
export interface CellRef {
  rowId: string
  colId: string
}

/**
 * What the rent-roll editor needs from the page: the grid (AG Grid), the place that keeps keys
 * typed for a row on its way, and the Add Tenant button. The one implementation that touches
 * AG Grid's API and the DOM is `ag-grid-port.ts`; the editor's tests use a fake.
 *
 * A method that waits resolves with false when `signal` aborts first (the editor no longer
 * wants it: the user clicked elsewhere, or a newer request replaced it).
 */
export interface GridPort {
  /** The tenant ids in the order the grid shows its rows (sorted and filtered as shown). */
  shownRowIds(): string[]
  /** The cell with the grid's focus (null when none). */
  focusedCell(): CellRef | null
  /** The cell whose editor is open and the text in it (null when no editor is open). */
  editing(): { cell: CellRef; text: string } | null
  /** Resolves once the grid shows the row (it was just added, or was scrolled out of view). */
  whenRowShown(rowId: string, signal: AbortSignal): Promise<boolean>
  /** Gives the cell keyboard focus once it shows; true once focus is there. */
  focusCell(cell: CellRef, signal?: AbortSignal): Promise<boolean>
  /** Opens the cell's editor holding `text` (caret at the end); true once it has focus. */
  openEditor(cell: CellRef, text: string, signal?: AbortSignal): Promise<boolean>
  /** Replaces the text of the open editor. */
  setEditorText(text: string): void
  /** Closes the open editor, keeping (false) or dropping (true) its text. */
  stopEditing(cancel: boolean): void
  /**
   * Commits the open editor's text (as Enter or Tab would) and moves keyboard focus to `to` at
   * once: the cell below for Enter, the next one for Tab.
   */
  commitAndMoveTo(to: CellRef): void
  /** Keyboard focus to the place that keeps keys typed for a row on its way. */
  focusKeySink(): void
  /** Keyboard focus to Add Tenant (the last row was removed). */
  focusAddButton(): void
  /** Shows the rows' marks (picked, left out) as they are now, on the rows drawn. */
  markRows(): void
}
