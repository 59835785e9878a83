import type { Tenant } from '../../../../finance/cash-flow/types'
import { MAX_TENANTS, TENANT_COLUMNS, type TenantField } from '../../../../finance/field-table'
import { newTenant } from '../../scenario/scenario-defaults'
import type { ColumnMapping } from './find-header'
import type { ImportField } from './import-fields'
import type { DefaultedCells, Duplicate, ImportReport, SkippedRow } from './import-report'
import { readColumns, type ReadColumns } from './read-columns'
import { readRow, type RowContext, type RowFigures, type RowRead } from './read-row'
import { reconcile } from './reconcile'
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
  /** Today: the new tenant's defaults, and year 1 (today's year) for month-to-month leases. */
  today: Date
  newId: () => string
}

/** A row below the header as read, for the preview: the tenant it makes, or why none. */
export interface ReadRowOutcome {
  line: number
  read: RowRead
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

/** What the rows so far add up to. */
class Tally {
  readonly tenants: Tenant[] = []
  readonly skipped: SkippedRow[] = []
  readonly duplicates: Duplicate[] = []
  readonly defaults = new Map<TenantField, number[]>()
  readonly unreadable: ImportReport['unreadable'] = []
  readonly monthToMonth: ImportReport['monthToMonth'] = []
  readonly counted = { squareFeet: 0, dollars: 0 }
  readonly notImported: number[] = []
  grandTotal: RowFigures | null = null
  private readonly seen = new Map<string, Duplicate['of']>()

  constructor(existing: readonly Tenant[]) {
    existing.forEach((tenant, index) => this.seen.set(duplicateKey(tenant), { row: index + 1 }))
  }

  count(figures: RowFigures) {
    this.counted.squareFeet += figures.squareFeet ?? 0
    this.counted.dollars += figures.dollars ?? 0
  }

  skip(line: number, read: Extract<RowRead, { kind: 'skipped' }>) {
    this.skipped.push({ line, name: read.name, reason: read.reason })
    if (read.grandTotal) this.grandTotal = read.figures
    if (read.reason.kind === 'vacant') this.count(read.figures)
    if (!['blank', 'total', 'vacant'].includes(read.reason.kind)) this.notImported.push(line)
  }

  add(line: number, read: Extract<RowRead, { kind: 'tenant' }>, id: string) {
    const tenant = { ...read.tenant, id }
    this.tenants.push(tenant)
    this.count(read.figures)
    for (const field of read.defaults) {
      const lines = this.defaults.get(field)
      if (lines) lines.push(line)
      else this.defaults.set(field, [line])
    }
    for (const [field, text] of Object.entries(tenant.unreadable ?? {}))
      this.unreadable.push({ line, field: field as TenantField, text })
    if (read.monthToMonth) this.monthToMonth.push({ line, expiration: tenant.leaseExpiration })
    const key = duplicateKey(tenant)
    const earlier = this.seen.get(key)
    if (earlier) this.duplicates.push({ line, name: tenant.name, of: earlier })
    else this.seen.set(key, { line })
  }
}

/** The default each blank cell took, by field, in the rent roll's column order. */
function defaultsOf(tally: Tally, template: Tenant, columns: ReadColumns): DefaultedCells[] {
  return TENANT_COLUMNS.flatMap(({ field }) => {
    const lines = tally.defaults.get(field)
    if (!lines) return []
    const value = field === 'leaseExpiration' ? null : template[field]
    return [{ field, lines, value, noColumn: columns.at[field as ImportField] === undefined }]
  })
}

/**
 * Reads the rows below a rent roll's header with a column mapping (PRODUCT.md 10.2): each row
 * becomes a tenant or is named with why not (blank, a total or subtotal, a vacant suite with its
 * square feet, no readable square feet or rent, beyond the most a rent roll holds); blank
 * escalation, TI, LC, lease type and dates take a new tenant's defaults and are named; unreadable
 * cells are kept beside the row, which is left out of the analysis until they are fixed; rows
 * like an earlier one are flagged; the file's grand totals row is checked. One pass, no clock:
 * `today` is given. Pure: nothing passed in is changed.
 */
export function readRentRoll(input: ReadRentRollInput): ReadRentRollResult {
  const { sheet, headerIndex, mapping, existing, today, newId } = input
  const dataRows = sheet.rows.slice(headerIndex + 1)
  const columns = readColumns(mapping, dataRows)
  const template = newTenant([], today, 'template')
  const context: RowContext = {
    columns,
    fromText: sheet.fromText,
    template,
    year1: today.getFullYear(),
  }
  const tally = new Tally(existing)
  const rows: ReadRowOutcome[] = []
  for (const row of dataRows) {
    let read = readRow(row, context)
    if (read.kind === 'tenant' && existing.length + tally.tenants.length >= MAX_TENANTS)
      read = {
        kind: 'skipped',
        name: read.tenant.name,
        reason: { kind: 'overCap' },
        grandTotal: false,
        figures: read.figures,
      }
    if (read.kind === 'tenant') tally.add(row.line, read, newId())
    else tally.skip(row.line, read)
    rows.push({ line: row.line, read })
  }
  const report: ImportReport = {
    sheetName: sheet.name,
    headerLine: sheet.rows[headerIndex]?.line ?? 1,
    imported: tally.tenants.length,
    defaults: defaultsOf(tally, template, columns),
    unreadable: tally.unreadable,
    monthToMonth: tally.monthToMonth,
    duplicates: tally.duplicates,
    skipped: tally.skipped,
    reconciliation: reconcile({
      total: tally.grandTotal,
      counted: tally.counted,
      dollarBasis: columns.dollars?.basis ?? null,
      notImported: tally.notImported,
    }),
  }
  return { tenants: tally.tenants, rows, report }
}
