/**
 * Rows of a rent roll that are not tenants, told by their name: totals and subtotals (a name
 * starting with Total, Subtotal, Grand Total, Occupied or Vacant Total) and vacant suites (a name
 * starting with Vacant or Available). The grand totals row is a Total or Grand Total row, not a
 * subtotal; "Total Occupied" and "Total Vacant" are subtotals.
 */
export type NamedRow = { kind: 'total'; grand: boolean } | { kind: 'vacant' }

const GRAND_TOTAL = /^(grand\s*)?totals?\b/
const TOTAL_OF_PART = /^totals?\W*(occupied|vacant|available|leased)\b/
const SUBTOTAL = /^(sub\W*totals?|occupied|vacant\W*totals?)\b/
const VACANT = /^(vacant|available|vacancy)\b/

/** What a row's name says it is, or null for a tenant's name. */
export function rowByName(name: string): NamedRow | null {
  const text = name
    .toLowerCase()
    .replace(/^[^a-z0-9]+/, '')
    .trim()
  if (SUBTOTAL.test(text) || TOTAL_OF_PART.test(text)) return { kind: 'total', grand: false }
  if (GRAND_TOTAL.test(text)) return { kind: 'total', grand: true }
  if (VACANT.test(text)) return { kind: 'vacant' }
  return null
}
