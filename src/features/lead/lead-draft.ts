import { EMPTY_LEAD, type LeadFormValues } from './lead-form'

/**
 * The quote form as typed, kept in this tab's sessionStorage (never in the address), so going
 * back to the results, Back and Forward, or a reload do not lose it. Cleared once it is sent.
 * Storage that is turned off or full only means the draft is not kept.
 */

const DRAFT_KEY = 'cre-loan-calculator:quote-draft'

/** The saved draft, each field read as text; an empty form when there is none. */
export function readLeadDraft(): LeadFormValues {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')
    const draft = { ...EMPTY_LEAD }
    if (typeof saved !== 'object' || saved === null) return draft
    for (const field of Object.keys(draft) as (keyof LeadFormValues)[]) {
      const value = (saved as Record<string, unknown>)[field]
      if (typeof value === 'string') draft[field] = value
    }
    return draft
  } catch {
    return { ...EMPTY_LEAD }
  }
}

export function saveLeadDraft(values: LeadFormValues | null) {
  try {
    if (values) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values))
    else sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // Not kept: the form still works.
  }
}
