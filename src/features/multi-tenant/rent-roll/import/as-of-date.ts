import { readDate, type CalendarDate } from '../../../../finance/calendar-date'
import {
  calendarMonthOf,
  monthText,
  type CalendarMonth,
} from '../../../../finance/cash-flow/timeline'
import { readDateCell } from './cell-readers'
import type { RawCell, SheetRow } from './sheet'

/**
 * The date a rent roll is "as of", written above its header (PRODUCT.md 11.7): a cell reading
 * "As of 10/31/2026", "As of: 10/31/2026", "Rent Roll as of 10/31/2026" (or "As of Date:",
 * "As Of ="), or a cell "As of" with the date in a cell after it on the same row, as exports
 * lay out their title block. A month alone ("As of October 2026") is its first day.
 */

/** "as of", an optional "date", a separator, then the rest of the cell. */
const AS_OF = /\bas\s+of\b(?:\s+date)?\s*[:=-]?\s*(.*)$/i

export interface AsOfDate {
  /** The line of the file the date is on. */
  line: number
  date: CalendarDate
  /** As the file writes it ("10/31/2026"). */
  text: string
}

/** A cell's date, text or a date cell. */
function dateIn(cell: RawCell): { date: CalendarDate; text: string } | null {
  if (typeof cell === 'string') {
    const reading = readDate(cell, { monthOnly: 'first' })
    return reading.ok ? { date: reading.date, text: cell.trim() } : null
  }
  const read = readDateCell(cell, 'first')
  if (read.kind !== 'value') return null
  const reading = readDate(read.value)
  return reading.ok ? { date: reading.date, text: read.value } : null
}

/** The as-of date a row gives, or null. */
function asOfInRow({ line, cells }: SheetRow): AsOfDate | null {
  for (const [index, cell] of cells.entries()) {
    const match = typeof cell === 'string' ? AS_OF.exec(cell) : null
    if (!match) continue
    const rest = match[1]!.trim()
    const found = rest
      ? dateIn(rest)
      : cells
          .slice(index + 1)
          .map(dateIn)
          .find(Boolean)
    if (found) return { line, ...found }
  }
  return null
}

/** The first as-of date in the rows above the header (`headerIndex`); null without one. */
export function findAsOfDate(rows: readonly SheetRow[], headerIndex: number): AsOfDate | null {
  for (const row of rows.slice(0, headerIndex)) {
    const found = asOfInRow(row)
    if (found) return found
  }
  return null
}

/**
 * The analysis start a rent roll as of `date` proposes, "YYYY-MM": the month after the as-of
 * month, or the as-of month itself when the date is its 1st (the rents shown are that month's).
 *
 * @example proposedStart({ year: 2026, month: 10, day: 31 }) // '2026-11'
 * @example proposedStart({ year: 2026, month: 11, day: 1 }) // '2026-11'
 */
export function proposedStart(date: Pick<CalendarDate, 'year' | 'month' | 'day'>): string {
  const month: CalendarMonth = { year: date.year, month: date.month }
  return monthText(date.day === 1 ? month : calendarMonthOf(2, month))
}
