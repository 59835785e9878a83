import type { ColDef, GetRowIdParams, ProcessCellForExportParams } from 'ag-grid-community'
import type { YearRow } from '../../../finance/cash-flow/types'
import {
  ANNUAL_COLUMNS,
  annualColumn,
  exportAnnualValue,
  formatAnnualValue,
  type AnnualColumn,
} from './annual-columns'
import { MetricCellRenderer } from './metric-cell-renderer'

/** AG Grid column definitions of the annual table: colId and field are the YearRow names. */
function columnDef(column: AnnualColumn): ColDef<YearRow> {
  return {
    colId: column.field,
    field: column.field,
    headerName: column.header,
    type: column.kind === 'year' ? undefined : 'rightAligned',
    pinned: column.kind === 'year' ? 'left' : undefined,
    minWidth: column.kind === 'year' ? 80 : column.kind === 'dscr' ? 84 : 118,
    flex: 1,
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
  resizable: true,
  cellDataType: false,
}

/** Rows are years: an edit updates the ten row nodes in place instead of recreating them. */
export const annualRowId = ({ data }: GetRowIdParams<YearRow>) => String(data.year)

/** The spreadsheet form of a grid cell (Copy for Excel, Download CSV). */
export function exportGridCell({ column, value }: ProcessCellForExportParams<YearRow>): string {
  const annual = annualColumn(column.getColId())
  return annual ? exportAnnualValue(annual.kind, value as number) : String(value ?? '')
}
