import type { ColDef, ValueFormatterParams } from 'ag-grid-community'
import type { Tenant } from '../../../finance/cash-flow/types'
import { LEASE_TYPES, type TenantFieldKind } from '../../../finance/field-table'
import { formatNumber } from '../../../lib/format'
import { TENANT_COLUMNS, type TenantColumn } from './tenant-fields'
import { TenantRowActions } from './tenant-row-actions'

const formatCellNumber = ({ value }: ValueFormatterParams<Tenant>) =>
  typeof value === 'number' ? formatNumber(value) : String(value ?? '')

const WIDTHS: Record<TenantFieldKind, number> = { text: 130, number: 90, date: 105, leaseType: 100 }
/** Headers with a long word need a little more room not to break it. */
const WIDER: Partial<Record<string, number>> = { annualEscalation: 105, leasingCommission: 115 }

function editorFor(kind: TenantFieldKind): Partial<ColDef<Tenant>> {
  switch (kind) {
    case 'number':
      // A text editor, so pasted "$1,234.56" or "6.5%" reaches parseNumber instead of being refused.
      return {
        cellEditor: 'agTextCellEditor',
        valueFormatter: formatCellNumber,
        type: 'rightAligned',
      }
    case 'date':
      // Typed as text ("2030-06-30", "6/30/2030"): the browser's date box reads keys its own way.
      return { cellEditor: 'agTextCellEditor' }
    case 'leaseType':
      return { cellEditor: 'agSelectCellEditor', cellEditorParams: { values: [...LEASE_TYPES] } }
    default:
      return { cellEditor: 'agTextCellEditor' }
  }
}

function dataColumn({ field, label, kind }: TenantColumn): ColDef<Tenant> {
  return {
    colId: field,
    field,
    headerName: label,
    editable: true,
    minWidth: WIDER[field] ?? WIDTHS[kind],
    flex: kind === 'text' ? 1.4 : 1,
    ...editorFor(kind),
  }
}

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
      minWidth: 130,
      flex: 1.2,
      cellRenderer: TenantRowActions,
    },
  ]
}
