import type { ColDef, GetRowIdParams } from 'ag-grid-community'
import type { YearRow } from '../../../finance/cash-flow/types'
import { ANNUAL_COLUMNS, formatAnnualValue, type AnnualColumn } from './annual-columns'
import { MetricCellRenderer } from './metric-cell-renderer'

/**
 * The year stays in view when the table scrolls sideways (narrow screens); money columns fit
 * "($1,234,567)" whole (96 px at 12.5 px type) and share the rest, so 13 columns fit at 1280 px.
 */
function columnWidth(column: AnnualColumn): ColDef<YearRow> {
  if (column.kind === 'year') return { pinned: 'left', width: 60, minWidth: 60 }
  if (column.kind === 'dscr') return { flex: 1, minWidth: 60 }
  return { flex: 1, minWidth: column.field === 'reimbursements' ? 122 : 96 }
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

/** Built once: the grid compares definitions by reference, so a new array would redraw it. */
export const ANNUAL_COLUMN_DEFS: ColDef<YearRow>[] = ANNUAL_COLUMNS.map(columnDef)

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
