import type { CalendarMonth } from '../../../../finance/cash-flow/timeline'
import type { Tenant } from '../../../../finance/cash-flow/types'
import { MAX_TENANTS } from '../../../../finance/field-table'
import { newTenant } from '../../scenario/scenario-defaults'
import { findAsOfDate } from './as-of-date'
import { completeLeases, type CompletedLease } from './complete-leases'
import type { ColumnMapping } from './find-header'
import type { ImportField } from './import-fields'
import { readColumns, type ReadColumns } from './read-columns'
import { inBasis, readRow, type RowFigures, type RowRead } from './read-row'
import { reconcile } from './reconcile'
import type { Duplicate, ImportReport, SkipReason } from './rent-roll-report'
import { RowsTally } from './rows-tally'
import type { ImportSheet } from './sheet'

export interface ReadRentRollInput {
  sheet: ImportSheet
  /** The header row's index in `sheet.rows`; the rows below it are read. */
  headerIndex: number
  mapping: ColumnMapping
  /**
   * The rows that stay: on Append the rent roll's rows (they count toward the most a rent roll
   * holds, and a new row like one of them is a possible duplicate); on Replace none.
   */
  existing: readonly Tenant[]
  /** Analysis month 1: vacant suites lease after it, month-to-month leases end with its year 1. */
  start: CalendarMonth
  /** The scenario's market downtime: a vacant suite's downtime (6 months when 0). */
  marketDowntimeMonths: number
  /** Today: the new tenant's defaults (never a lease date). */
  today: Date
  newId: () => string
}

/** A row below the header as read: the tenant it makes (completed), or why none. */
export type RowOutcome =
  | { kind: 'skipped'; name: string; reason: SkipReason }
  | { kind: 'tenant'; tenant: Tenant; completed: CompletedLease }

export interface ReadRowOutcome {
  line: number
  read: RowOutcome
}

export interface ReadRentRollResult {
  /** The new rows, in the file's order. */
  tenants: Tenant[]
  rows: ReadRowOutcome[]
  report: ImportReport
}

/** Same name (any case), square feet and dates: a possible duplicate. */
const duplicateKey = (tenant: Omit<Tenant, 'id'>) =>
  [
    tenant.name.trim().toLowerCase(),
    tenant.squareFootage,
    tenant.leaseStart,
    tenant.leaseExpiration,
  ].join('\u0000')

/** Rows like an earlier one (a vacant suite's assumed dates say nothing: not compared). */
function duplicatesOf(existing: readonly Tenant[], rows: readonly ReadRowOutcome[]): Duplicate[] {
  const seen = new Map<string, Duplicate['of']>()
  existing.forEach((tenant, index) => seen.set(duplicateKey(tenant), { row: index + 1 }))
  return rows.flatMap(({ line, read }) => {
    if (read.kind !== 'tenant' || read.tenant.status === 'vacant') return []
    const key = duplicateKey(read.tenant)
    const earlier = seen.get(key)
    if (!earlier) seen.set(key, { line })
    return earlier ? [{ line, name: read.tenant.name, of: earlier }] : []
  })
}

/** The rows read, those beyond the most a rent roll holds turned away. */
function withinCap(reads: readonly RowRead[], room: number): RowRead[] {
  let leases = 0
  return reads.map((read) => {
    if (read.kind !== 'lease' || ++leases <= room) return read
    const reason = { kind: 'overCap' } as const
    return {
      kind: 'skipped',
      name: read.lease.name,
      reason,
      grandTotal: false,
      figures: read.figures,
    }
  })
}

/** The grand total (the last) and what the imported rows and the rows not imported add up to. */
function figuresOf(reads: readonly RowRead[], lines: readonly number[], columns: ReadColumns) {
  let total: RowFigures | null = null
  const counted = { squareFeet: 0, dollars: 0 }
  const notImported = { squareFeet: [] as number[], dollars: [] as number[] }
  reads.forEach((read, index) => {
    const { squareFeet, dollars } = read.figures
    if (read.kind === 'lease') {
      const rent = read.lease.values.baseRent
      const column = columns.dollars
      const fromRent = column && squareFeet && rent ? inBasis(rent, squareFeet, column.basis) : 0
      counted.squareFeet += squareFeet ?? 0
      counted.dollars += dollars ?? (read.lease.vacant ? 0 : fromRent)
    } else if (read.grandTotal) total = read.figures
    else if (read.reason.kind !== 'blank' && read.reason.kind !== 'total') {
      if (squareFeet !== null) notImported.squareFeet.push(lines[index]!)
      if (dollars !== null) notImported.dollars.push(lines[index]!)
    }
  })
  return { total, counted, notImported }
}

/**
 * Reads the rows below a rent roll's header with a column mapping (PRODUCT.md 10.2, 11.7): each
 * row becomes a tenant or a vacant suite, or is named with why not (blank, a total or subtotal,
 * no readable square feet or rent, beyond the most a rent roll holds); blanks take a new
 * tenant's defaults, vacant suites the lease assumed for them, each named; a missing or
 * unreadable lease date is never made up, nor is any cell that could not be read: the row keeps
 * its text and is left out of the analysis until fixed; rows like an earlier one are flagged;
 * the file's grand totals row is checked. No clock: `today` is given. Pure.
 */
export function readRentRoll(input: ReadRentRollInput): ReadRentRollResult {
  const { sheet, headerIndex, mapping, existing, today, newId } = input
  const dataRows = sheet.rows.slice(headerIndex + 1)
  const columns = readColumns(mapping, dataRows)
  const context = { columns, fromText: sheet.fromText, start: input.start }
  const reads = withinCap(
    dataRows.map((row) => readRow(row, context)),
    Math.max(0, MAX_TENANTS - existing.length),
  )
  const leases = reads.flatMap((read) => (read.kind === 'lease' ? [read.lease] : []))
  const template = newTenant([], today, 'template')
  const terms = { start: input.start, marketDowntimeMonths: input.marketDowntimeMonths, template }
  const { completed, vacant } = completeLeases(leases, terms)
  const tally = new RowsTally()
  const tenants: Tenant[] = []
  let leaseIndex = 0
  const rows = reads.map((read, index): ReadRowOutcome => {
    const { line } = dataRows[index]!
    if (read.kind === 'skipped') {
      tally.skip(line, read.name, read.reason)
      return { line, read: { kind: 'skipped', name: read.name, reason: read.reason } }
    }
    const done = completed[leaseIndex++]!
    const tenant = { ...done.tenant, id: newId() }
    tenants.push(tenant)
    tally.add(line, done, read.lease.monthToMonth)
    return { line, read: { kind: 'tenant', tenant, completed: done } }
  })
  const hasColumn = (field: string) => columns.at[field as ImportField] !== undefined
  const figures = figuresOf(
    reads,
    dataRows.map(({ line }) => line),
    columns,
  )
  const report: ImportReport = {
    ...tally.report(template, hasColumn, vacant),
    sheetName: sheet.name,
    headerLine: sheet.rows[headerIndex]?.line ?? 1,
    imported: tenants.length,
    asOf: findAsOfDate(sheet.rows, headerIndex),
    duplicates: duplicatesOf(existing, rows),
    reconciliation: reconcile({ ...figures, dollarBasis: columns.dollars?.basis ?? null }),
  }
  return { tenants, rows, report }
}
