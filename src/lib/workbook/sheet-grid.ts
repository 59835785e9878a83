import { fitColumnWidths } from './column-widths'
import {
  cellAddress,
  sheetRef,
  text,
  type CellModel,
  type DefinedName,
  type SheetModel,
} from './workbook-model'

/** One labelled figure of a list: a label in one column, its cell (optionally named) beside it. */
export interface LabelledCell {
  label: string
  /** The workbook-wide name of the value cell, e.g. InterestRate; formulas use it. */
  name?: string
  /** null leaves the value empty (an optional input that was not given). */
  cell: CellModel | null
}

/** A section of a list: a bold heading row, then its labelled figures. */
export interface ListSection {
  heading: string
  items: readonly LabelledCell[]
}

/**
 * Cells of one sheet placed by column and row (both 1-based), with the defined names that point
 * into it, so builders can lay out several blocks side by side and refer to their addresses.
 */
export class SheetGrid {
  private readonly cells: (CellModel | null)[][] = []
  readonly names: DefinedName[] = []

  constructor(readonly name: string) {}

  /** Puts a cell and returns its address ("B5"). */
  set(column: number, row: number, cell: CellModel | null): string {
    const cells = (this.cells[row - 1] ??= [])
    cells[column - 1] = cell
    return cellAddress(column, row)
  }

  /** Puts cells in a row from `column` rightwards. */
  setRow(row: number, cells: readonly (CellModel | null)[], column = 1) {
    cells.forEach((cell, offset) => this.set(column + offset, row, cell))
  }

  /** Names a cell workbook-wide. */
  nameCell(name: string, column: number, row: number) {
    this.names.push({ name, sheet: this.name, address: cellAddress(column, row) })
  }

  /** A reference to a cell of this sheet from another sheet: "'Cash Flow'!B10". */
  ref(column: number, row: number): string {
    return sheetRef(this.name, cellAddress(column, row))
  }

  /**
   * Writes sections of labelled figures from `row` down: a bold heading per section, labels in
   * `column`, values beside them and, for a named value, its name as text in the next column;
   * a blank row between sections. Returns the next free row.
   */
  list(sections: readonly ListSection[], row: number, column = 1): number {
    let next = row
    sections.forEach((section, index) => {
      if (index > 0) next++
      this.set(column, next++, text(section.heading, true))
      for (const item of section.items) {
        this.set(column, next, text(item.label))
        this.set(column + 1, next, item.cell)
        if (item.name) {
          this.nameCell(item.name, column + 1, next)
          this.set(column + 2, next, text(item.name))
        }
        next++
      }
    })
    return next
  }

  /**
   * The sheet, each column at least as wide as `minimumWidths` says and as wide as its figures
   * and labels need (fitColumnWidths), with its `frozen` panes and the rows printed at the top of
   * every page (by default the frozen rows).
   */
  toSheet(
    minimumWidths: readonly number[],
    frozen: SheetModel['frozen'],
    printTitles: SheetModel['printTitles'] = frozen.rows > 0
      ? { first: 1, last: frozen.rows }
      : null,
  ): SheetModel {
    const rows = Array.from(this.cells, (cells) => Array.from(cells ?? [], (cell) => cell ?? null))
    const columnWidths = fitColumnWidths(rows, minimumWidths)
    return { name: this.name, columnWidths, rows, frozen, printTitles }
  }
}
