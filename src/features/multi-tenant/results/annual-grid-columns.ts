import type { ColDef, GetRowIdParams } from 'ag-grid-community'
import type { YearRow } from '../../../finance/cash-flow/types'
import { annualColumnsOf, formatAnnualValue, type AnnualColumn } from './annual-columns'
import { MetricCellRenderer } from './metric-cell-renderer'

/**
 * Every column shows its widest figure whole, up to "($999,999,999)" (93 px of 12 px text), at
 * 1280 px and wider: with 3 px cell padding a money column takes 100 px, "Reimbursements" (an
 * 11 px header) 112 and "107.54x" 56; with the year (44, kept in view when the table scrolls
 * sideways on narrow screens): 44 + 10 x 100 + 112 + 56 = 1,212 px, inside the 1,215 px the card
 * gives the grid on a 1280 px screen even with a 15 px scrollbar. Wider screens share the rest.
 * The underwriting lines, when used, add 100 px each ("DSCR (NCF)" 72): the table then scrolls
 * sideways where the screen is narrower than they need.
 */
function columnWidth(column: AnnualColumn): ColDef<YearRow> {
  if (column.kind === 'year') return { pinned: 'left', width: 44, minWidth: 44 }
  if (column.kind === 'dscr') return { flex: 1, minWidth: column.header === 'DSCR' ? 56 : 72 }
  return { flex: 1, minWidth: column.field === 'reimbursements' ? 112 : 100 }
}

/** AG Grid column definitions of the annual table: colId and field are the YearRow names. */
function columnDef(column: AnnualColumn): ColDef<YearRow> {
  return {
    colId: column.field,
    field: column.field,
    headerName: column.header,
    type: column.kind === 'year' ? undefined : 'rightAligned',
    ...columnWidth(column),
    valueFormatter: ({ value, data }) =>
      data ? formatAnnualValue(column.kind, value as number, data) : '',
    cellRenderer: MetricCellRenderer,
  }
}

const columnDefs = new WeakMap<readonly AnnualColumn[], ColDef<YearRow>[]>()

/**
 * The grid's definitions of `columns`, built once per set of columns: the grid compares them by
 * reference, so a new array would redraw it.
 */
export function annualColumnDefs(columns: readonly AnnualColumn[]): ColDef<YearRow>[] {
  let defs = columnDefs.get(columns)
  if (!defs) columnDefs.set(columns, (defs = columns.map(columnDef)))
  return defs
}

/**
 * The grid's least width with its 13 columns whole (1,212 px, without the underwriting lines),
 * and its 2 px of border.
 */
export const ANNUAL_GRID_MIN_WIDTH =
  annualColumnDefs(annualColumnsOf([], 'NOI')).reduce(
    (width, column) => width + (column.minWidth ?? 0),
    0,
  ) + 2

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
