import type { LeaseType, TenantField } from '../../../../finance/field-table'
import type { CellValue } from '../tenant-fields'
import type { AsOfDate } from './as-of-date'

/**
 * What reading a rent roll found, as data: the same types whether the rows came from a file, a
 * pasted block with a header or a paste of bare rows. The words are in report-text.ts.
 */

/** Why a row was not brought in. */
export type SkipReason =
  | { kind: 'blank' }
  /** A totals or subtotals row. */
  | { kind: 'total' }
  /** No square feet, or square feet that could not be read (the text, '' when blank). */
  | { kind: 'noSquareFeet'; text: string }
  /** No rent, or a rent that could not be read (the text, '' when blank). */
  | { kind: 'noRent'; text: string }
  /** A pasted line that would add a row but has neither square feet nor rent to analyse. */
  | { kind: 'noFigures' }
  /** Beyond the most tenants a rent roll holds (counting the rows already there on Append). */
  | { kind: 'overCap' }

export interface SkippedRow {
  line: number
  /** The row's name as written (the first text of the row when it has no name). */
  name: string
  reason: SkipReason
}

/** Cells left blank (or without a column) that took the new tenant's default: lines and value. */
export interface DefaultedCells {
  field: TenantField
  lines: number[]
  value: CellValue
  /** The file (or pasted block) has no column for the field: every row took the default. */
  noColumn: boolean
}

/** A cell that could not be read: its row is brought in but left out of the analysis until fixed. */
export interface UnreadableCell {
  line: number
  field: TenantField
  text: string
}

export type LeaseDateField = 'leaseStart' | 'leaseExpiration'

/**
 * Lease dates rows do not give (blank, or no column): never made up; each row is brought in and
 * left out of the analysis until its date is entered.
 */
export interface MissingDates {
  field: LeaseDateField
  lines: number[]
  noColumn: boolean
}

/**
 * The lease assumed for the vacant suites (PRODUCT.md 11.7), each term with where it came from:
 * it starts after the market downtime (6 months when the market downtime is 0) and runs 60
 * months; rows without a rent take the SF-weighted average of the occupied rows read, rows
 * without a lease type the most common type of those rows.
 */
export interface VacantSuites {
  lines: number[]
  /** The assumed lease, for the rows without their own dates. */
  leaseStart: string
  leaseExpiration: string
  downtimeMonths: number
  /** The market downtime is 0, so a downtime was assumed. */
  downtimeAssumed: boolean
  termMonths: number
  /** The rows that took it: every vacant row without its own dates. */
  datedLines: number[]
  /** Rows without a rent of their own, and the average they took (null: no occupied rows). */
  averageRent: { perSfYear: number | null; lines: number[] } | null
  /** Rows without a lease type, and the type they took (null: no occupied rows, NNN). */
  commonType: { type: LeaseType; fromOccupied: boolean; lines: number[] } | null
}

export interface MonthToMonth {
  line: number
  /** The last day of analysis month 12. */
  expiration: string
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
  /** The file's total minus the imported rows (0 when they match). */
  difference: number
  /** Rows not imported that have a figure of this measure. */
  notImported: number[]
}

/** What reading rows found, for any rows: the part a paste and an import share. */
export interface RowsReport {
  skipped: SkippedRow[]
  defaults: DefaultedCells[]
  unreadable: UnreadableCell[]
  missingDates: MissingDates[]
  monthToMonth: MonthToMonth[]
  /** Lines of Gross leases with a base year, read as Base Year leases (PRODUCT.md 11.4). */
  baseYearLeases: number[]
  vacant: VacantSuites | null
}

export interface ImportReport extends RowsReport {
  sheetName: string | null
  headerLine: number
  imported: number
  /** The as-of date above the header, when there is one. */
  asOf: AsOfDate | null
  duplicates: Duplicate[]
  reconciliation: Reconciliation[]
}
