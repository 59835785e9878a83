import type { CellValue } from '../tenant-fields'
import type { TenantField } from '../../../../finance/field-table'

/** Why a row of the file was not imported. */
export type SkipReason =
  | { kind: 'blank' }
  /** A totals or subtotals row. */
  | { kind: 'total' }
  /** A vacant suite, with its square feet when the row has them. */
  | { kind: 'vacant'; squareFeet: number | null }
  /** No square feet, or square feet that could not be read (the text, '' when blank). */
  | { kind: 'noSquareFeet'; text: string }
  /** No rent, or a rent that could not be read (the text, '' when blank). */
  | { kind: 'noRent'; text: string }
  /** Beyond the most tenants a rent roll holds (counting the rows already there on Append). */
  | { kind: 'overCap' }

export interface SkippedRow {
  line: number
  /** The row's name as written (the first text of the row when it has no name). */
  name: string
  reason: SkipReason
}

/**
 * Cells left blank that took the new tenant's default: the lines and the value taken (null for
 * an expiration: five years after the start, as a new tenant's lease).
 */
export interface DefaultedCells {
  field: TenantField
  lines: number[]
  value: CellValue | null
  /** The file (or pasted block) has no column for the field: every row took the default. */
  noColumn: boolean
}

/** A cell that could not be read: its row is imported but left out of the analysis until fixed. */
export interface UnreadableCell {
  line: number
  field: TenantField
  text: string
}

/** An imported row with the same name, square feet and dates as an earlier one. */
export interface Duplicate {
  line: number
  name: string
  /** The earlier row: a line of the file, or a row already in the rent roll (from 1). */
  of: { line: number } | { row: number }
}

/** What the file's grand totals row says against what was read. */
export interface Reconciliation {
  measure: 'squareFeet' | 'annualRent' | 'monthlyRent'
  fileTotal: number
  /** The file's total minus the imported rows and vacant suites (0 when they match). */
  difference: number
  /** Rows that looked like tenants but were not imported. */
  notImported: number[]
}

export interface ImportReport {
  sheetName: string | null
  headerLine: number
  imported: number
  defaults: DefaultedCells[]
  unreadable: UnreadableCell[]
  /** Month-to-month expirations, each read as December 31 of year 1 (`expiration`). */
  monthToMonth: { line: number; expiration: string }[]
  duplicates: Duplicate[]
  skipped: SkippedRow[]
  reconciliation: Reconciliation[]
}
