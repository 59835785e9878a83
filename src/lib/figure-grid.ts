import type { ReactNode } from 'react'
import { toDelimited } from './delimited'

/**
 * Rows of figures as tables show them (components/figure-table.tsx), and the builder of a
 * sensitivity grid: one input down the side, another across, a figure in each cell and the
 * cell of today's inputs marked.
 */

export interface FigureCell {
  /** What the cell shows (formatted text, or a Metric). */
  content: ReactNode
  /** The unrounded figure, as `data-value` (PRODUCT.md section 6); none for text cells. */
  value?: number
  /** The cell of today's inputs in a sensitivity grid: marked, and named for screen readers. */
  current?: boolean
}

export interface FigureRow {
  key: string | number
  /** The row's header cell (a year, a rate, a scenario). */
  header: ReactNode
  cells: FigureCell[]
}

/** Rows headed by their labels (scenarios, years), each with the cells `cellsOf` gives it. */
export const rowsByLabel = <R extends { label: string }>(
  rows: readonly R[],
  cellsOf: (row: R) => FigureCell[],
): FigureRow[] => rows.map((row) => ({ key: row.label, header: row.label, cells: cellsOf(row) }))

export interface GridSpec {
  /** The input values down the side and across (e.g. interest rates and minimum DSCRs). */
  down: readonly number[]
  across: readonly number[]
  downText: (value: number) => string
  acrossText: (value: number) => string
  /** figures[downIndex][acrossIndex]. */
  figures: readonly (readonly number[])[]
  figureText: (figure: number) => string
  isCurrent: (down: number, across: number) => boolean
  /** The corner naming both axes on screen ("Interest Rate \\ Min DSCR"), and in a copy. */
  corner: string
  exportCorner: string
  /** An input value as a spreadsheet number (a rate in percent: 6.5, not 0.065). */
  downExport: (value: number) => number
  acrossExport: (value: number) => number
}

/** The grid as a header row of the values across, and a row per value down. */
export function figureGrid(spec: GridSpec): { columns: string[]; rows: FigureRow[] } {
  return {
    columns: spec.across.map(spec.acrossText),
    // Keyed by place, not by value: the values down the side move with today's inputs (a rate
    // +/- 1 point), so an edit then rewrites the rows' cells instead of replacing every row.
    rows: spec.down.map((down, downIndex) => ({
      key: downIndex,
      header: spec.downText(down),
      cells: spec.across.map((across, acrossIndex) => {
        const figure = spec.figures[downIndex]?.[acrossIndex] ?? Number.NaN
        return {
          content: spec.figureText(figure),
          value: figure,
          current: spec.isCurrent(down, across),
        }
      }),
    })),
  }
}

/** The grid as spreadsheet text: the corner and the values across, then a row per value down. */
export function gridDelimited(spec: GridSpec, separator: '\t' | ','): string {
  const header = [spec.exportCorner, ...spec.across.map(spec.acrossExport)]
  const rows = spec.down.map((down, index) => [
    spec.downExport(down),
    ...(spec.figures[index] ?? []),
  ])
  return toDelimited([header, ...rows], separator)
}
