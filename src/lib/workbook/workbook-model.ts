/**
 * A spreadsheet workbook as plain data: sheets of cells, number formats, frozen panes and
 * defined names. Builders produce it with pure functions (tested without a spreadsheet library);
 * xlsx-writer.ts writes it as an .xlsx file. A cell holds text, a number, or a formula with the
 * value the app computed for it, so a reader that does not recalculate still shows the figures.
 */

/** Excel number format codes, by what a cell holds. */
export const NUMBER_FORMATS = {
  /** Dollars and cents, a negative in parentheses: $1,234.56 and ($1,234.56). */
  money: '$#,##0.00_);($#,##0.00)',
  /** Whole dollars, a negative in parentheses. */
  wholeMoney: '$#,##0_);($#,##0)',
  /** A decimal shown as a percentage: 0.065 -> 6.50%. */
  percent: '0.00%',
  /** A small rate such as a monthly one: 0.0054167 -> 0.5417%. */
  precisePercent: '0.0000%',
  /** A coverage ratio: 1.47x. */
  multiple: '0.00"x"',
  /** Square feet, months: 20,000. */
  count: '#,##0',
  /** A plain number with two decimals. */
  decimal: '#,##0.00',
  /** As entered: 25 years, 2.5 years. */
  general: 'General',
  /** A calendar year or a period number, without a thousands separator. */
  plain: '0',
  date: 'yyyy-mm-dd',
} as const

export type NumberFormat = keyof typeof NUMBER_FORMATS

/** What a formula cell holds until a spreadsheet recalculates it. */
export type FormulaResult = number | string

export type CellModel =
  /**
   * Always written as text, never read as a formula, whatever it starts with. A `wrap` text (a
   * note) breaks into lines inside its column instead of running across the columns beside it.
   */
  | { kind: 'text'; text: string; bold?: boolean; wrap?: boolean }
  | { kind: 'number'; value: number; format: NumberFormat }
  /** `formula` without the leading "=", in Excel's English syntax; `result` is the app's value. */
  | { kind: 'formula'; formula: string; result: FormulaResult; format: NumberFormat }

/** A row of cells from column A; null leaves a cell empty. */
export type RowModel = readonly (CellModel | null)[]

export interface SheetModel {
  name: string
  /** Column widths in characters, from column A. */
  columnWidths: readonly number[]
  /** Rows from row 1. */
  rows: readonly RowModel[]
  /** The top rows and left columns that stay in view while scrolling (frozen panes). */
  frozen: { rows: number; columns: number }
  /**
   * The rows repeated at the top of every printed page (print titles): a table's header rows,
   * without the sheet's title and note above them. null: none.
   */
  printTitles: { first: number; last: number } | null
  /** The last row printed (from row 1, every column); absent: every row that holds a cell. */
  printedRows?: number
}

/** A workbook-wide name for one cell, e.g. InterestRate -> Assumptions!$B$18. */
export interface DefinedName {
  name: string
  sheet: string
  /** A1-style address of the cell, without $ signs. */
  address: string
}

export interface WorkbookModel {
  sheets: readonly SheetModel[]
  names: readonly DefinedName[]
}

export const text = (value: string, bold = false): CellModel =>
  bold ? { kind: 'text', text: value, bold } : { kind: 'text', text: value }

export const bold = (value: string): CellModel => text(value, true)

/** A note: text that wraps inside its column (as wide as the column, as tall as it needs). */
export const note = (value: string): CellModel => ({ kind: 'text', text: value, wrap: true })

export const number = (value: number, format: NumberFormat): CellModel => ({
  kind: 'number',
  value,
  format,
})

export const formula = (
  expression: string,
  result: FormulaResult,
  format: NumberFormat,
): CellModel => ({ kind: 'formula', formula: expression, result, format })

/**
 * Column letters of a 1-based column number: 1 -> A, 26 -> Z, 27 -> AA.
 *
 * @example columnLetter(28) // 'AB'
 */
export function columnLetter(column: number): string {
  let letters = ''
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters
  return letters
}

/** A1-style address of a 1-based column and row: cellAddress(2, 5) = 'B5'. */
export const cellAddress = (column: number, row: number) => `${columnLetter(column)}${row}`

/**
 * A reference to a cell of another sheet, quoting the sheet name when it has a space:
 * sheetRef('Cash Flow', 'B10') = "'Cash Flow'!B10".
 */
export function sheetRef(sheet: string, address: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(sheet) ? `${sheet}!${address}` : `'${sheet}'!${address}`
}

/**
 * Excel's serial day number of a date given as days since 1970-01-01 (Excel counts from
 * 1899-12-30 in the 1900 date system): 2026-01-01 is 46023.
 */
export const excelDateSerial = (epochDay: number) => epochDay + 25_569
