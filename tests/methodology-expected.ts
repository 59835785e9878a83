import { MONTH_ABBREVIATIONS } from '../src/finance/calendar-date'
import { readMonth } from '../src/finance/cash-flow/timeline'

/**
 * How the methodology page's worked-example tables are checked (methodology.test.ts): for each
 * table, named by the heading before it, the figure every cell must show, by row (its first cell)
 * and column. Each section's figures come from the engines for the published inputs.
 */

/** A number (shown with the decimals the text gives it), a percent in points, or text. */
export type Expected = number | string | { percent: number }

/** A table's figures: by row, then by column header (or, for a two-column table, by row). */
export type TableFigures = Record<string, Expected | Record<string, Expected>>

/** What a section's tables show, by the heading of each table. */
export type SectionFigures = Record<string, TableFigures>

/** What the page writes where there is no figure. */
export const NO_FIGURE = 'no figure'

export const percent = (points: number | null | undefined): Expected =>
  points === null || points === undefined ? NO_FIGURE : { percent: points }

export const share = (fraction: number | null | undefined): Expected =>
  fraction === null || fraction === undefined ? NO_FIGURE : { percent: fraction * 100 }

/** A scenario's month ("2026-11") as the page writes it: "Nov 2026". */
export function monthName(text: string): string {
  const reading = readMonth(text)
  if (!reading.ok) return `not a month: ${text}`
  return `${MONTH_ABBREVIATIONS[reading.month.month - 1]} ${reading.month.year}`
}

/** "3": how a table names an analysis year of `years` (the page's own label is longer). */
export const yearNumber =
  <Row>(years: readonly Row[]) =>
  (row: Row): string =>
    String(years.indexOf(row) + 1)

/** Rows keyed by `key`, each line by its column header. */
export function yearRows<Row>(
  rows: readonly Row[],
  key: (row: Row) => string,
  columns: Record<string, (row: Row) => Expected>,
): Record<string, Record<string, Expected>> {
  return Object.fromEntries(
    rows.map((row) => [
      key(row),
      Object.fromEntries(Object.entries(columns).map(([column, read]) => [column, read(row)])),
    ]),
  )
}
