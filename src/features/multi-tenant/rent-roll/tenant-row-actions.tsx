import type { CustomCellRendererProps } from 'ag-grid-react'
import type { Tenant } from '../../../finance/cash-flow/types'
import type { InputProblem } from '../../../finance/problems'
import { problemsText, rowName } from './tenant-fields'

/** What the rent roll grid hands its cell renderers. */
export interface RentRollContext {
  /** A value typed into a cell, committed (Enter, Tab or leaving the cell). */
  editCell: (rowId: string, colId: string, value: unknown) => void
  removeTenant: (id: string) => void
  /** Why the row is left out of the analysis (validated once per edit); empty when it is used. */
  problemsOf: (id: string) => readonly InputProblem[]
  /** Whether the row was picked with Shift+Space (for Ctrl+C and Ctrl+D). */
  isPicked: (id: string) => boolean
}

/**
 * The last cell of a rent roll row: its Remove button (Enter or Space on the cell presses it),
 * then a warning sign when the analysis leaves the row out, with the reasons as its text.
 */
export function TenantRowActions(props: CustomCellRendererProps<Tenant, unknown, RentRollContext>) {
  const { data, node, context } = props
  if (!data || node.rowPinned) return null
  const problems = context.problemsOf(data.id)
  const rowIndex = node.rowIndex ?? 0
  return (
    <div className="tenant-actions">
      <button
        type="button"
        className="tenant-actions__remove"
        tabIndex={-1}
        onClick={() => context.removeTenant(data.id)}
      >
        Remove<span className="visually-hidden"> {rowName(data, rowIndex)}</span>
      </button>
      {problems.length > 0 ? (
        <span className="tenant-actions__flag" title={`Left out: ${problemsText(problems)}`}>
          <span aria-hidden="true">⚠</span>
          <span className="visually-hidden">
            Left out of the analysis: {problemsText(problems)}
          </span>
        </span>
      ) : null}
    </div>
  )
}
