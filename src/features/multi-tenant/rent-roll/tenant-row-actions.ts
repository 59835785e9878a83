import type { ICellRendererComp, ICellRendererParams } from 'ag-grid-community'
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

type Params = ICellRendererParams<Tenant, unknown, RentRollContext>

/** An element with a class and its children. */
function element(tag: string, className: string | null, ...children: (Node | string)[]) {
  const made = document.createElement(tag)
  if (className) made.className = className
  made.append(...children)
  return made
}

/**
 * The last cell of a rent roll row: its Remove button (Enter or Space on the cell presses it),
 * then a warning sign when the analysis leaves the row out, with the reasons as its text. Plain
 * DOM, as AG Grid draws the grid itself: a cell drawn as a row scrolls into view costs no render.
 */
export class TenantRowActions implements ICellRendererComp<Tenant> {
  private readonly gui = element('div', 'tenant-actions')
  private params: Params | null = null

  init(params: Params) {
    this.gui.addEventListener('click', (event) => {
      const { data, context } = this.params ?? {}
      if (data && (event.target as Element).closest('button')) context?.removeTenant(data.id)
    })
    this.refresh(params)
  }

  getGui(): HTMLElement {
    return this.gui
  }

  refresh(params: Params): boolean {
    this.params = params
    const { data, node, context } = params
    if (!data || node.rowPinned) {
      this.gui.replaceChildren()
      return true
    }
    const name = element('span', 'visually-hidden', ` ${rowName(data, node.rowIndex ?? 0)}`)
    const remove = element('button', 'tenant-actions__remove', 'Remove', name)
    remove.setAttribute('type', 'button')
    remove.tabIndex = -1
    const problems = context.problemsOf(data.id)
    if (problems.length === 0) {
      this.gui.replaceChildren(remove)
      return true
    }
    const why = problemsText(problems)
    const sign = element('span', null, '⚠')
    sign.setAttribute('aria-hidden', 'true')
    const flag = element(
      'span',
      'tenant-actions__flag',
      sign,
      element('span', 'visually-hidden', `Left out of the analysis: ${why}`),
    )
    flag.title = `Left out: ${why}`
    this.gui.replaceChildren(remove, flag)
    return true
  }
}
