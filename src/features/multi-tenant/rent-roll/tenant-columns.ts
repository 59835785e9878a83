import type {
  ColDef,
  EditableCallbackParams,
  IDateFilterParams,
  ValueFormatterParams,
  ValueGetterParams,
  ValueSetterParams,
} from 'ag-grid-community'
import type { Tenant } from '../../../finance/cash-flow/types'
import { type Unit } from '../../../finance/field-specs'
import {
  LEASE_TYPES,
  TENANT_NUMBER_FIELDS,
  TENANT_STATUS,
  TENANT_STATUSES,
  type TenantField,
  type TenantFieldKind,
} from '../../../finance/field-table'
import { readIsoDate } from '../../../finance/calendar-date'
import { formatCurrencyCents, formatNumber, formatPercent } from '../../../lib/format'
import { TENANT_COLUMNS, type TenantColumn } from './tenant-fields'
import { TenantRowActions, type RentRollContext } from './tenant-row-actions'

/** Figures with their unit, as the rest of the page writes them: "$18.00", "3.00%", "20,000". */
const UNIT_FORMATS: Record<Unit, (value: number) => string> = {
  usdPerSf: formatCurrencyCents,
  percent: formatPercent,
  sf: formatNumber,
  usd: formatCurrencyCents,
  years: formatNumber,
  months: formatNumber,
  multiple: formatNumber,
  calendarYear: String,
}

/**
 * Dates are kept as yyyy-mm-dd: the date filter compares them as days. Its box is a text box
 * that reads a date written as the cells show it (the browser's date box needs more room than
 * the column has to show its "mm/dd/yyyy" beside its calendar button).
 */
const DATE_FILTER: IDateFilterParams = {
  browserDatePicker: false,
  comparator: (filterDate: Date, cellValue: string) => {
    const reading = readIsoDate(cellValue)
    if (!reading.ok) return -1
    const day = Date.UTC(filterDate.getFullYear(), filterDate.getMonth(), filterDate.getDate())
    const cell = reading.date.epochDay * 86_400_000
    return cell === day ? 0 : cell < day ? -1 : 1
  },
}

const FILTERS: Record<TenantFieldKind, Partial<ColDef<Tenant>>> = {
  text: { filter: 'agTextColumnFilter' },
  leaseType: { filter: 'agTextColumnFilter' },
  status: { filter: 'agTextColumnFilter' },
  number: { filter: 'agNumberColumnFilter' },
  date: { filter: 'agDateColumnFilter', filterParams: DATE_FILTER },
}

/** Tenant cells are edited in place; the totals row is not. */
const editableRow = ({ node }: EditableCallbackParams<Tenant>) => !node.rowPinned

/** A Base Year is a Base Year lease's only (the cell is empty and closed on other rows). */
const editableBaseYear = (params: EditableCallbackParams<Tenant>) =>
  editableRow(params) && params.data?.leaseType === 'Base Year'

/**
 * A Base Year lease's base year: the one given, or the calendar year of its lease start (shown
 * so, PRODUCT.md 11.4); other leases have none.
 */
function shownBaseYear(tenant: Tenant): string {
  if (tenant.leaseType !== 'Base Year') return ''
  return String(tenant.baseYear ?? tenant.leaseStart.slice(0, 4))
}

/** A figure as its cell shows it: an escalation in dollars or percent, per its type. */
function shownFigure(field: TenantField, tenant: Tenant | undefined, value: number): string {
  if (field === 'annualEscalation' && tenant?.escalationType === 'dollars')
    return formatCurrencyCents(value)
  const unit = TENANT_NUMBER_FIELDS[field as keyof typeof TENANT_NUMBER_FIELDS]?.unit ?? 'sf'
  return UNIT_FORMATS[unit](value)
}

/**
 * What a cell shows: the text a paste or import put there when it could not be read (the row is
 * left out until the cell gets a value), otherwise its value, figures with their unit.
 */
export function cellFormatter(field: TenantField) {
  return ({ data, value }: Pick<ValueFormatterParams<Tenant>, 'data' | 'value'>) => {
    const unreadable = data?.unreadable?.[field]
    if (unreadable !== undefined) return unreadable
    if (field === 'baseYear') return data ? shownBaseYear(data) : ''
    if (field === 'status')
      return TENANT_STATUS.options[value as Tenant['status']] ?? String(value ?? '')
    return typeof value === 'number' ? shownFigure(field, data, value) : String(value ?? '')
  }
}

/**
 * Each column's least width (px), for its widest figure with 6 px of padding each side: up to
 * "99,999,999" SF, "$9,999.99" a foot, "Base Year", a yyyy-mm-dd date in its filter box beside
 * its clear and filter buttons (rent-roll.css); the twelve columns then fit the rent roll's
 * 1,212 px on a 1280 px screen.
 */
const WIDTHS: Record<TenantFieldKind, number> = {
  text: 128,
  number: 86,
  date: 140,
  leaseType: 82,
  status: 80,
}
/** Wider figures, and headers with a long word that needs room not to break ("Commission"). */
const WIDER: Partial<Record<string, number>> = {
  squareFootage: 94,
  leasingCommission: 99,
  baseYear: 75,
}

function editorFor(kind: TenantFieldKind, field: TenantField): Partial<ColDef<Tenant>> {
  switch (kind) {
    case 'number':
      // A text editor, so pasted "$1,234.56" or "6.5%" reaches parseNumber instead of being refused.
      return {
        cellEditor: 'agTextCellEditor',
        valueFormatter: cellFormatter(field),
        type: 'rightAligned',
      }
    case 'date':
      // Typed as text ("2030-06-30", "6/30/2030"): the browser's date box reads keys its own way.
      return { cellEditor: 'agTextCellEditor', valueFormatter: cellFormatter(field) }
    case 'leaseType':
      return {
        cellEditor: 'agSelectCellEditor',
        cellEditorParams: { values: [...LEASE_TYPES] },
        valueFormatter: cellFormatter(field),
      }
    case 'status':
      // The select lists the values by the names the column's formatter gives them.
      return {
        cellEditor: 'agSelectCellEditor',
        cellEditorParams: { values: [...TENANT_STATUSES] },
        valueFormatter: cellFormatter(field),
      }
    default:
      return { cellEditor: 'agTextCellEditor' }
  }
}

/**
 * Hands a committed edit to the scenario state and leaves the row as it is (false: nothing
 * changed here); the new rows come back from the state. A value setter runs inside the grid's
 * own key or focus handling, so the edit is in the state before that event returns; the grid's
 * `cellEditRequest` event would only arrive in a timer after the next frame.
 */
function commitEdit({ data, column, newValue, context }: ValueSetterParams<Tenant>) {
  ;(context as RentRollContext).editCell(data.id, column.getColId(), newValue)
  return false
}

/**
 * A cell's value as the grid holds it: the text a paste or import kept when it could not be read,
 * so an editor opens on that text and any value typed over it is a change (even the value the
 * row held meanwhile, which the grid would otherwise take for no edit at all).
 */
const cellValue =
  (field: TenantField) =>
  ({ data }: ValueGetterParams<Tenant>) =>
    data?.unreadable?.[field] ?? data?.[field]

function dataColumn({ field, label, kind }: TenantColumn): ColDef<Tenant> {
  return {
    colId: field,
    field,
    valueGetter: cellValue(field),
    headerName: label,
    editable: field === 'baseYear' ? editableBaseYear : editableRow,
    valueSetter: commitEdit,
    minWidth: WIDER[field] ?? WIDTHS[kind],
    // The name column is as wide as its longest name (tenant-grid.tsx); the others share the rest.
    ...(kind === 'text' ? { width: NAME_WIDTH.min } : { flex: 1 }),
    ...FILTERS[kind],
    ...editorFor(kind, field),
  }
}

/** The tenant name column's width: its longest name, within these bounds (px). */
export const NAME_WIDTH = { min: 128, max: 320 }

export const GRID_LABEL = 'Rent roll'

/** Up to this many rows the grid is as tall as its rows; more scroll inside it (only the rows in
 * view are drawn, so 500 rows edit and scroll as fast as 10). */
const ROWS_WITHOUT_SCROLL = 15

export const scrollsWith = (rows: number) => rows > ROWS_WITHOUT_SCROLL

/** The class of the grid's box: a long rent roll's has a height of its own (rent-roll.css). */
export const innerClass = (scrolls: boolean) =>
  scrolls ? 'tenant-grid__inner tenant-grid__inner--scrolls' : 'tenant-grid__inner'

/**
 * The rent roll's columns: the Tenant fields in the spreadsheet order (colId = field name),
 * then the row actions (the left-out marker and a Remove button).
 */
export function tenantColumnDefs(): ColDef<Tenant>[] {
  return [
    ...TENANT_COLUMNS.map(dataColumn),
    {
      colId: 'actions',
      headerName: 'Actions',
      editable: false,
      sortable: false,
      filter: false,
      minWidth: 110,
      flex: 1.2,
      cellRenderer: TenantRowActions,
    },
  ]
}
