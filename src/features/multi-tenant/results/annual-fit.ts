import type { YearRow } from '../../../finance/cash-flow/types'
import { formatAnnualValue, type AnnualColumn } from './annual-columns'

/**
 * How wide each column of the annual table is, from what it shows: every figure and every
 * header word whole, at any number of columns (the underwriting lines come and go), any figure
 * up to nine digits and year labels such as "Yr 1 Nov 2026-Oct 2027". When the columns at full
 * size are wider than the table's room, the type shrinks until they fit, down to 10 px; past
 * that (a phone), the table keeps its full size and scrolls sideways instead.
 */

/** The table's type at full size (px): figures and year labels, and header words. */
export const ANNUAL_FONT_PX = { cell: 12, header: 11 } as const

/** A cell's padding each side of its text (px): the grid's theme uses it. */
export const CELL_PADDING = 2

/** Room a cell keeps around its text (px): its padding and 1 px border each side, and 1 px. */
export const CELL_ROOM = 2 * (CELL_PADDING + 1) + 1

/** The smallest type the table shrinks to: 10 px figures. */
const MIN_SCALE = 10 / ANNUAL_FONT_PX.cell

/** Type sizes go down in quarter pixels, so a column's width moves only when its figures do. */
const SCALE_STEP = 0.25 / ANNUAL_FONT_PX.cell

/** The width of `text` at full size in the table's cell or header type (px). */
export type TextWidth = (text: string, type: 'cell' | 'header') => number

/**
 * The lines a year label is shown on: "Yr 1 Nov 2026-Oct 2027" on two ("Yr 1" over "Nov
 * 2026-Oct 2027"), so the year column stays narrow; "2026" on one.
 */
export function yearLabelLines(label: string): string[] {
  const months = /^(Yr \d+) (.+)$/.exec(label)
  return months ? [months[1]!, months[2]!] : [label]
}

/** The widest text of `column` at full size: its figures (or year lines) and its header's words. */
export function columnTextWidth(
  column: AnnualColumn,
  years: readonly YearRow[],
  width: TextWidth,
): number {
  const texts = years.flatMap((row) =>
    column.kind === 'year'
      ? yearLabelLines(row.label)
      : [formatAnnualValue(column.kind, row[column.field], row)],
  )
  const words = column.header.split(' ')
  return Math.max(
    0,
    ...texts.map((text) => width(text, 'cell')),
    ...words.map((word) => width(word, 'header')),
  )
}

export interface AnnualFit {
  /** Each column's least width (px), in the columns' order. */
  widths: number[]
  /** The type's size over its full size: 1, or less to fit the table's room. */
  scale: number
}

const widthsAt = (textWidths: readonly number[], scale: number) =>
  textWidths.map((text) => Math.ceil(text * scale) + CELL_ROOM)

const total = (widths: readonly number[]) => widths.reduce((sum, width) => sum + width, 0)

/**
 * The columns' widths for their widest texts (`textWidths`, at full size) in `room` px: at full
 * size when they fit, else at the largest quarter-pixel type size that fits, down to 10 px; at
 * full size again when even 10 px does not fit (the table then scrolls sideways).
 * fitAnnualColumns([84, 84], 200) is { widths: [91, 91], scale: 1 }.
 */
export function fitAnnualColumns(textWidths: readonly number[], room: number): AnnualFit {
  const full = widthsAt(textWidths, 1)
  if (total(full) <= room) return { widths: full, scale: 1 }
  // Each column rounds up by less than a pixel: the room left for text, less that pixel.
  const forText = room - textWidths.length * (CELL_ROOM + 1)
  const wanted = forText / total(textWidths)
  const scale = Math.floor(wanted / SCALE_STEP) * SCALE_STEP
  if (scale < MIN_SCALE - 1e-9) return { widths: full, scale: 1 }
  return { widths: widthsAt(textWidths, scale), scale }
}

/**
 * The columns' widths in `room` px: the first (the year) at its least width, the figures sharing
 * the rest equally, none below its least width (`least`, from fitAnnualColumns), as AG Grid's
 * flex columns would. Worked out here, so the grid's widths change only when what it shows
 * does: a figure gaining a digit inside its share leaves them as they are, where a changed
 * least width would have the grid build its columns again.
 * shareRoom([40, 60, 100], 300) is [40, 130, 130]; shareRoom([40, 60, 200], 300) is [40, 60, 200].
 */
export function shareRoom(least: readonly number[], room: number): number[] {
  const widths = [...least]
  if (!Number.isFinite(room)) return widths
  let sharing = widths.map((_, at) => at).slice(1)
  let left = room - (least[0] ?? 0)
  for (;;) {
    const share = left / sharing.length
    const keep = sharing.filter((at) => least[at]! > share)
    if (keep.length === 0) break
    for (const at of keep) left -= least[at]!
    sharing = sharing.filter((at) => least[at]! <= share)
    if (sharing.length === 0) return widths
  }
  const each = Math.floor(left / sharing.length)
  const extra = Math.round(left - each * sharing.length)
  sharing.forEach((at, nth) => (widths[at] = each + (nth < extra ? 1 : 0)))
  return widths
}
