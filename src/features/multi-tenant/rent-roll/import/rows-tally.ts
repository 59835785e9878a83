import type { Tenant } from '../../../../finance/cash-flow/types'
import { TENANT_COLUMNS, type TenantField } from '../../../../finance/field-table'
import type { CompletedLease } from './complete-leases'
import type {
  LeaseDateField,
  MonthToMonth,
  RowsReport,
  SkippedRow,
  SkipReason,
  UnreadableCell,
  VacantSuites,
} from './rent-roll-report'

/** Adds lines to the list kept for `key`. */
function push<K>(map: Map<K, number[]>, key: K, line: number) {
  const lines = map.get(key)
  if (lines) lines.push(line)
  else map.set(key, [line])
}

/**
 * What the rows of a paste or an import add up to, row by row, into the report both give: rows
 * not brought in and why, cells that took a default, cells that could not be read, dates
 * missing, month-to-month leases and Gross leases read as Base Year.
 */
export class RowsTally {
  readonly skipped: SkippedRow[] = []
  readonly unreadable: UnreadableCell[] = []
  readonly monthToMonth: MonthToMonth[] = []
  readonly baseYearLeases: number[] = []
  private readonly defaults = new Map<TenantField, number[]>()
  private readonly missing = new Map<LeaseDateField, number[]>()

  skip(line: number, name: string, reason: SkipReason) {
    this.skipped.push({ line, name, reason })
  }

  /** A row brought in: its defaults, unreadable cells, missing dates, month-to-month lease. */
  add(line: number, completed: CompletedLease, monthToMonth: boolean) {
    const { tenant, defaults, missingDates, baseYearLease } = completed
    for (const field of defaults) push(this.defaults, field, line)
    for (const field of missingDates) push(this.missing, field, line)
    for (const { field } of TENANT_COLUMNS) {
      const text = tenant.unreadable?.[field]
      if (text !== undefined && !(missingDates as TenantField[]).includes(field))
        this.unreadable.push({ line, field, text })
    }
    if (monthToMonth) this.monthToMonth.push({ line, expiration: tenant.leaseExpiration })
    if (baseYearLease) this.baseYearLeases.push(line)
  }

  /**
   * The report: defaults and missing dates by field in the rent roll's column order, each
   * saying whether the rows had a column for it (`hasColumn`).
   */
  report(
    template: Tenant,
    hasColumn: (field: TenantField) => boolean,
    vacant: VacantSuites | null,
  ): RowsReport {
    const inOrder = <K extends TenantField>(map: Map<K, number[]>) =>
      TENANT_COLUMNS.flatMap(({ field }) => {
        const lines = map.get(field as K)
        return lines ? [{ field: field as K, lines, noColumn: !hasColumn(field) }] : []
      })
    return {
      skipped: this.skipped,
      defaults: inOrder(this.defaults).map((cells) => ({
        ...cells,
        value: template[cells.field] ?? null,
      })),
      unreadable: this.unreadable,
      missingDates: inOrder(this.missing),
      monthToMonth: this.monthToMonth,
      baseYearLeases: this.baseYearLeases,
      vacant,
    }
  }
}
