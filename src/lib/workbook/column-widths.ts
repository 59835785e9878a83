import type { CellModel, NumberFormat, RowModel } from './workbook-model'

/**
 * Column widths that keep a workbook readable: a spreadsheet shows "#####" for a number wider
 * than its column and cuts a text at the next filled cell, so each column is made as wide as its
 * widest figure and its widest text that has a filled cell on its right. A text with an empty
 * cell on its right (a title, a note, the last column) runs on across it and needs no width.
 * Widths are in characters, as spreadsheets count them (the width of a digit).
 */

/** Room around what a cell shows. */
const PADDING = 2
/** No column wider than this: a 300-character tenant name is cut, not a screen-wide column. */
export const MAX_COLUMN_WIDTH = 64
/** A spreadsheet's own width of a column (Excel's 8.43, rounded up). */
const DEFAULT_WIDTH = 9
/** Bold text is about a tenth wider. */
const BOLD = 1.1

const grouped = (decimals: number) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
const DIGITS = { 0: grouped(0), 2: grouped(2), 4: grouped(4) }
const fixed = (value: number, decimals: number) => value.toFixed(decimals)

/** What each number format writes for a value (NUMBER_FORMATS), in as many characters. */
const SHOWN: Record<NumberFormat, (value: number) => string> = {
  // "$1,234.56 " and "($1,234.56)": the positive keeps room for the parenthesis.
  money: (value) => `($${DIGITS[2].format(Math.abs(value))})`,
  wholeMoney: (value) => `($${DIGITS[0].format(Math.abs(value))})`,
  percent: (value) => `${fixed(value * 100, 2)}%`,
  precisePercent: (value) => `${fixed(value * 100, 4)}%`,
  multiple: (value) => `${fixed(value, 2)}x`,
  count: (value) => DIGITS[0].format(value),
  decimal: (value) => DIGITS[2].format(value),
  // General shows at most 11 characters of a number.
  general: (value) => String(value).slice(0, 11),
  plain: (value) => fixed(value, 0),
  date: () => 'yyyy-mm-dd',
}

/** How many characters wide a cell shows. */
export function shownWidth(cell: CellModel): number {
  switch (cell.kind) {
    case 'text':
      return cell.bold ? Math.ceil(cell.text.length * BOLD) : cell.text.length
    case 'number':
      return SHOWN[cell.format](cell.value).length
    case 'formula':
      return typeof cell.result === 'number'
        ? SHOWN[cell.format](cell.result).length
        : cell.result.length
  }
}

/** Whether a cell needs its own column's width: a figure always, a text when cut on its right. */
const needsWidth = (cell: CellModel, right: CellModel | null | undefined) =>
  cell.kind !== 'text' || (right !== null && right !== undefined)

/**
 * The width of each column from A: at least `minimum` (where given, else a spreadsheet's
 * default), wide enough for each cell that needs it, at most MAX_COLUMN_WIDTH (or the minimum,
 * when that is wider).
 */
export function fitColumnWidths(rows: readonly RowModel[], minimum: readonly number[]): number[] {
  const widths = [...minimum]
  for (const row of rows)
    row.forEach((cell, column) => {
      if (!cell || !needsWidth(cell, row[column + 1])) return
      const fitted = Math.min(MAX_COLUMN_WIDTH, shownWidth(cell) + PADDING)
      widths[column] = Math.max(widths[column] ?? 0, fitted)
    })
  return Array.from(widths, (width) => width ?? DEFAULT_WIDTH)
}

/** A spreadsheet's default row height, in points: one line of its 11-point default font. */
export const LINE_HEIGHT = 15

/**
 * How many lines a wrapped text takes in a column `width` characters wide: words laid out one
 * after another, a line broken before a word that does not fit (a longer word takes lines of its
 * own). Counted in digit widths, which most letters are narrower than, so never too few.
 *
 * @example wrappedLines('one two three', 8) // 2 ("one two" and "three")
 */
export function wrappedLines(text: string, width: number): number {
  const room = Math.max(1, Math.floor(width) - PADDING)
  let lines = 1
  let used = 0
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const needed = used === 0 ? word.length : used + 1 + word.length
    if (needed <= room) used = needed
    else {
      lines += used === 0 ? 0 : 1
      lines += Math.ceil(word.length / room) - 1
      used = word.length % room || room
    }
  }
  return lines
}
