import type { CalendarMonth } from '../src/finance/cash-flow/timeline'
import type { Tenant } from '../src/finance/cash-flow/types'
import {
  autoMapping,
  findHeaderRow,
  type ColumnMapping,
} from '../src/features/multi-tenant/rent-roll/import/find-header'
import {
  readRentRoll,
  type ReadRentRollResult,
} from '../src/features/multi-tenant/rent-roll/import/read-rent-roll'
import type { ImportSheet, RawCell } from '../src/features/multi-tenant/rent-roll/import/sheet'

/** The clock of the reader's tests (a new tenant's defaults; never a lease date). */
export const TODAY = new Date(2026, 5, 15, 12)
/** The analysis start of the reader's tests: year 1 is 2026 (month 12 is December 2026). */
export const START = { year: 2026, month: 1 }

/** A sheet of rows numbered from line 1, as an .xlsx (fromText false) or a text file gives them. */
export function sheetOf(rows: RawCell[][], fromText = false, name: string | null = null) {
  return { name, fromText, rows: rows.map((cells, index) => ({ line: index + 1, cells })) }
}

/** Reads a sheet as the mapping step first shows it: the first header row, mapped by its names. */
export function readSheet(
  sheet: ImportSheet,
  options: {
    existing?: Tenant[]
    mapping?: ColumnMapping
    start?: CalendarMonth
    marketDowntimeMonths?: number
  } = {},
): ReadRentRollResult {
  const headerIndex = findHeaderRow(sheet)
  if (headerIndex === null) throw new Error('no header row')
  let id = 0
  return readRentRoll({
    sheet,
    headerIndex,
    mapping:
      options.mapping ??
      autoMapping(sheet.rows[headerIndex]!.cells, sheet.rows.slice(headerIndex + 1)),
    existing: options.existing ?? [],
    start: options.start ?? START,
    marketDowntimeMonths: options.marketDowntimeMonths ?? 0,
    today: TODAY,
    newId: () => `new-${++id}`,
  })
}

/** Reads rows under a header (line 1) and returns the tenants. */
export const tenantsOf = (header: string[], ...rows: RawCell[][]) =>
  readSheet(sheetOf([header, ...rows])).tenants
