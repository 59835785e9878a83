import type { CalendarMonth } from '../../../finance/cash-flow/timeline'
import type { Tenant } from '../../../finance/cash-flow/types'
import type { TenantColumn, TenantField } from '../../../finance/field-table'
import { fromSafeSpreadsheetText } from '../../../lib/delimited'
import type { TenantPatch } from '../scenario/tenant-patch'
import { isMonthToMonth } from './import/cell-readers'
import type { LeaseCells } from './import/complete-leases'
import { monthToMonthExpiration } from './import/lease-dates'
import { rowKind, type RowKind } from './import/row-kinds'
import { parseCell } from './tenant-fields'

/**
 * One line of a paste of bare rows (no header), read cell by cell into the columns from the
 * focused one as the grid reads a typed cell (tenant-fields parseCell), with the month-to-month
 * expiration of an import; and what it is, by the reading core's row kinds (import/row-kinds.ts),
 * judged by the name column when the line has one.
 */
export interface PastedLine {
  kind: RowKind
  /** The cells read, as a lease (for a new row) and as the patch of an existing row. */
  lease: LeaseCells
  /** Cells that could not be read, with why (an existing row keeps its value and says so). */
  problems: { column: TenantColumn; text: string; message: string }[]
  /** Cells beyond the last column. */
  ignoredCells: number
}

/** The line's text, its cells joined: how the report quotes a line. */
export const lineText = (cells: readonly string[]) =>
  cells
    .map((cell) => cell.trim())
    .filter(Boolean)
    .join(' ')

/** A cell of text read for its column (of `current`, the row it goes to, when there is one). */
function readCell(
  column: TenantColumn,
  text: string,
  current: Tenant | undefined,
  start: CalendarMonth,
) {
  if (column.field === 'leaseExpiration' && isMonthToMonth(text))
    return {
      kind: 'value',
      patch: { leaseExpiration: monthToMonthExpiration(start) },
      monthToMonth: true,
    } as const
  // Our own Copy marks text a spreadsheet would run ("'=HYPERLINK(...)"); the name is without it.
  const cell = column.kind === 'text' ? fromSafeSpreadsheetText(text) : text
  return { ...parseCell(column, cell, current), monthToMonth: false }
}

/**
 * Reads a pasted line into `columns` (the rent roll's, from the focused one). `current` is the
 * row it goes to (undefined: it adds one); `start` is analysis month 1.
 */
export function readPastedLine(
  cells: readonly string[],
  columns: readonly TenantColumn[],
  where: { line: number; current: Tenant | undefined; start: CalendarMonth },
): PastedLine {
  const values: TenantPatch = {}
  const unreadable: Partial<Record<TenantField, string>> = {}
  const problems: PastedLine['problems'] = []
  let monthToMonth = false
  cells.slice(0, columns.length).forEach((text, index) => {
    const column = columns[index]!
    const read = readCell(column, text, where.current, where.start)
    if (read.kind === 'value') Object.assign(values, read.patch)
    else if (read.kind === 'invalid') {
      unreadable[column.field] = text.trim()
      problems.push({ column, text: text.trim(), message: read.message })
    }
    monthToMonth ||= read.monthToMonth
  })
  const hasName = columns[0]?.field === 'name'
  const name = typeof values.name === 'string' ? values.name : ''
  const kind = rowKind({
    blank: cells.every((cell) => cell.trim() === ''),
    label: hasName ? name : null,
    named: name !== '',
    hasSquareFeet: (values.squareFootage ?? 0) > 0,
    dated: values.leaseStart !== undefined || values.leaseExpiration !== undefined,
    statusVacant: values.status === 'vacant',
    namelessIsVacant: where.current === undefined,
  })
  const vacant = kind.kind === 'lease' && kind.vacant
  const lease = { line: where.line, name, suite: '', vacant, values, unreadable, monthToMonth }
  return { kind, lease, problems, ignoredCells: Math.max(0, cells.length - columns.length) }
}
