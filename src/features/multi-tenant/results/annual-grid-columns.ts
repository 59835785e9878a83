import type { ColDef, GetRowIdParams } from 'ag-grid-community'
import type { YearRow } from '../../../finance/cash-flow/types'
import { formatAnnualValue, type AnnualColumn } from './annual-columns'
import { MetricCellRenderer } from './metric-cell-renderer'

/**
 * The year stays in view when the table scrolls sideways (narrow screens). At 12 px type with
 * 3 px cell padding a money column fits "($1,234,567)" (78 px of text) whole in 88 px,
 * "Reimbursements" in 112 px and "1.47x" in 48 px: 52 + 10 x 88 + 112 + 48 = 1,092 px, inside
 * the 1,104 px a desktop card (1280 px and wider) gives the grid: all 13 columns show at once.
 * The underwriting lines, when used, add 88 px each and the table scrolls sideways.
 */
function columnWidth(column: AnnualColumn): ColDef<YearRow> {
  if (column.kind === 'year') return { pinned: 'left', width: 52, minWidth: 52 }
  if (column.kind === 'dscr') return { flex: 1, minWidth: column.header === 'DSCR' ? 48 : 72 }
  return { flex: 1, minWidth: column.field === 'reimbursements' ? 112 : 88 }
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
