import type { KeyboardEvent } from 'react'

/** What Tab can reach inside an element. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab inside a modal dialog: from its last control Tab goes to its first, and Shift+Tab
 * from its first to its last (a modal `<dialog>` makes the page behind it inert, but Tab would
 * otherwise leave for the browser's own controls). A keydown handler for the dialog.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.getClientRects().length > 0,
  )
  const first = controls[0]
  const last = controls[controls.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey ? active === first || active === event.currentTarget : active === last) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
}
