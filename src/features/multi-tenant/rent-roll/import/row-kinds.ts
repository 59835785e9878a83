/**
 * What a row of a rent roll is, for a file, a pasted block with a header and a paste of bare
 * rows alike: blank, a totals or subtotals row, or a lease (in place, or a vacant suite). A row
 * is judged by its name column, never by whatever text comes first in it.
 */
export type RowKind =
  | { kind: 'blank' }
  /** The grand totals row is a Total or Grand Total row, not a subtotal. */
  | { kind: 'total'; grand: boolean }
  | { kind: 'lease'; vacant: boolean }

/** What a name says a row is: a totals row, a vacant suite, or null (a tenant's name). */
export type NamedRow = { kind: 'total'; grand: boolean } | { kind: 'vacant' }

const GRAND_TOTAL = /^(grand\s*)?totals?\b/
const TOTAL_OF_PART = /^totals?\W*(occupied|vacant|available|leased)\b/
const SUBTOTAL = /^(sub\W*totals?|occupied|vacant\W*totals?)\b/
const VACANT = /^(vacant|available|vacancy)\b/

/**
 * What a row's name says it is (PRODUCT.md 10.2): a name starting with Total, Subtotal, Grand
 * Total, Occupied or Vacant Total is a totals row ("Total Occupied" and "Total Vacant" are
 * subtotals); one starting with Vacant or Available a vacant suite; null otherwise.
 */
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

/** What a row reader found in a row's cells, as row kinds need it. */
export interface RowFacts {
  blank: boolean
  /**
   * The text a row is named by: its name column's (a file's row without a name, its suite or
   * other words: "Total" is often written under Suite); null when the row has no name column.
   */
  label: string | null
  /** The name column has text. */
  named: boolean
  /** Square feet above 0 read in the row. */
  hasSquareFeet: boolean
  /** A lease date read in the row: a totals row never has one ("Total Wine" the tenant does). */
  dated: boolean
  /** The status column reads Vacant. */
  statusVacant: boolean
  /** Whether a row with an empty name and square feet is a vacant suite (not a paste's update). */
  namelessIsVacant: boolean
}

/**
 * A row's kind: blank; a totals row by its name (unless it has a lease date); a vacant suite by
 * its name, its status, or an empty name with square feet; otherwise a lease in place.
 */
export function rowKind(row: RowFacts): RowKind {
  if (row.blank) return { kind: 'blank' }
  const named = row.label === null ? null : rowByName(row.label)
  if (named?.kind === 'total' && !row.dated) return named
  const nameless = row.label !== null && !row.named && row.namelessIsVacant && row.hasSquareFeet
  return { kind: 'lease', vacant: named?.kind === 'vacant' || row.statusVacant || nameless }
}
