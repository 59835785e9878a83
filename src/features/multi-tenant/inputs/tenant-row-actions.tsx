import type { CustomCellRendererProps } from 'ag-grid-react'
import type { Tenant } from '../../../finance/cash-flow/types'
import { validateTenants } from '../../../finance/cash-flow/tenant-validation'

/** What the rent roll grid hands its cell renderers. */
export interface RentRollContext {
  removeTenant: (id: string, rowIndex: number) => void
}

/** The reasons a row is left out of the analysis (the engine's rules); empty when it is used. */
export function rowProblems(tenant: Tenant | undefined): string[] {
  if (!tenant) return []
  return validateTenants([tenant]).invalid[0]?.reasons ?? []
}

/** The name a row goes by in button labels and messages: its tenant name, else its number. */
export function rowName(tenant: Tenant, rowIndex: number): string {
  return tenant.name.trim() || `row ${rowIndex + 1}`
}

/**
 * The last cell of a rent roll row: its Remove button (Enter or Space on the cell presses it),
 * then a warning sign when the analysis leaves the row out, with the reasons as its text.
 */
export function TenantRowActions(props: CustomCellRendererProps<Tenant, unknown, RentRollContext>) {
  const { data, node, context } = props
  if (!data) return null
  const problems = rowProblems(data)
  const rowIndex = node.rowIndex ?? 0
  return (
    <div className="tenant-actions">
      <button
        type="button"
        className="tenant-actions__remove"
        tabIndex={-1}
        onClick={() => context.removeTenant(data.id, rowIndex)}
      >
        Remove<span className="visually-hidden"> {rowName(data, rowIndex)}</span>
      </button>
      {problems.length > 0 ? (
        <span className="tenant-actions__flag" title={`Left out: ${problems.join(' ')}`}>
          <span aria-hidden="true">⚠</span>
          <span className="visually-hidden">Left out of the analysis: {problems.join(' ')}</span>
        </span>
      ) : null}
    </div>
  )
}
