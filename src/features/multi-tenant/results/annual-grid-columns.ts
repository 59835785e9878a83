import type { ColDef, GetRowIdParams } from 'ag-grid-community'
import type { YearRow } from '../../../finance/cash-flow/types'
import { gridTheme } from '../../../components/grid-setup'
import { formatAnnualValue, type AnnualColumn } from './annual-columns'
import { ANNUAL_FONT_PX, CELL_PADDING, yearLabelLines } from './annual-fit'
import { MetricCellRenderer, YearCellRenderer } from './metric-cell-renderer'

/** The custom property that shrinks the table's type to fit its room (annual-fit.ts). */
export const FONT_SCALE_PROPERTY = '--annual-font-scale'

const scaled = (px: number) => `calc(${px}px * var(${FONT_SCALE_PROPERTY}, 1))`

/** Tighter cells than the rent roll, its type as annual-fit.ts measures it. */
export const annualGridTheme = gridTheme.withParams({
  fontSize: scaled(ANNUAL_FONT_PX.cell),
  headerFontSize: scaled(ANNUAL_FONT_PX.header),
  cellFontWeight: 400,
  headerFontWeight: 600,
  cellHorizontalPadding: CELL_PADDING,
  rowHeight: 36,
})

/**
 * The rows' height (px): in the workspace under the rent roll, closer, so more of the rent roll
 * shows, yet tall enough for a year label on two lines.
 */
export function annualRowHeight(
  inWorkspace: boolean,
  years: readonly YearRow[],
): number | undefined {
  if (!inWorkspace) return undefined
  return years.some((row) => yearLabelLines(row.label).length > 1) ? 30 : 26
}

/**
 * A column `width` px wide (annual-fit.ts: its widest figure and header word whole, the figures
 * sharing the room left); the year stays in view when the table scrolls sideways (a phone). A
 * year label with its months ("Yr 1 Nov 2026-Oct 2027") wraps on two lines.
 */
function columnWidth(column: AnnualColumn, width: number): ColDef<YearRow> {
  if (column.kind === 'year') return { pinned: 'left', width, cellClass: 'annual-grid__year' }
  return { width }
}

/** AG Grid column definitions of the annual table: colId and field are the YearRow names. */
function columnDef(column: AnnualColumn, width: number): ColDef<YearRow> {
  return {
    colId: column.field,
    field: column.field,
    headerName: column.header,
    type: column.kind === 'year' ? undefined : 'rightAligned',
    ...columnWidth(column, width),
    valueFormatter: ({ value, data }) =>
      data ? formatAnnualValue(column.kind, value as number, data) : '',
    cellRenderer: column.kind === 'year' ? YearCellRenderer : MetricCellRenderer,
  }
}

const lastDefs = new WeakMap<readonly AnnualColumn[], { key: string; defs: ColDef<YearRow>[] }>()

/**
 * The grid's definitions of `columns` `widths` wide, the same array while they stay the
 * same: the grid compares them by reference, so a new array would lay it out again.
 */
export function annualColumnDefs(
  columns: readonly AnnualColumn[],
  widths: readonly number[],
): ColDef<YearRow>[] {
  const key = widths.join()
  const last = lastDefs.get(columns)
  if (last?.key === key) return last.defs
  const defs = columns.map((column, at) => columnDef(column, widths[at]!))
  lastDefs.set(columns, { key, defs })
  return defs
}

export const ANNUAL_DEFAULT_COL_DEF: ColDef<YearRow> = {
  sortable: false,
  suppressMovable: true,
  resizable: false,
  cellDataType: false,
  wrapHeaderText: true,
  autoHeaderHeight: true,
}

/** Rows are years: an edit updates the ten row nodes in place instead of recreating them. */
export const annualRowId = ({ data }: GetRowIdParams<YearRow>) => String(data.year)

/** The same year in the same place: its figures can be copied into the row the grid shows. */
export const sameYear = (shown: YearRow, next: YearRow) => shown.year === next.year
