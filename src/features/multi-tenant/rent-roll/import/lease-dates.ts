import { calendarDate, isoDate, readIsoDate } from '../../../../finance/calendar-date'
import {
  calendarMonthOf,
  analysisMonthOf,
  type CalendarMonth,
} from '../../../../finance/cash-flow/timeline'

/**
 * The lease dates an import or paste works out from the analysis start (PRODUCT.md 11.7), and
 * the dates a row holds while one of its own cannot be read (never shown: its cell shows what
 * the file had, and the row is left out of the analysis until the date is entered).
 */

/** The term of the lease assumed for a vacant suite, and of a date held while one is missing. */
export const ASSUMED_TERM_MONTHS = 60
/** A vacant suite's downtime when the market downtime is 0. */
export const ASSUMED_DOWNTIME_MONTHS = 6

/** The first day of a calendar month, yyyy-mm-dd. */
const firstDay = ({ year, month }: CalendarMonth) => isoDate({ year, month, day: 1 })

/** The last day of a calendar month, yyyy-mm-dd. */
function lastDay({ year, month }: CalendarMonth): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const date = calendarDate(year, month, days)
  return date.ok ? isoDate(date.date) : firstDay({ year, month })
}

/**
 * A month-to-month lease ends with analysis year 1: the last day of month 12.
 *
 * @example monthToMonthExpiration({ year: 2026, month: 11 }) // '2027-10-31'
 */
export const monthToMonthExpiration = (start: CalendarMonth) => lastDay(calendarMonthOf(12, start))

/** The downtime before a vacant suite leases: the market downtime rounded, 6 when it is 0. */
export function vacantDowntime(marketDowntimeMonths: number): number {
  const months = Math.round(marketDowntimeMonths)
  return months > 0 ? months : ASSUMED_DOWNTIME_MONTHS
}

/**
 * The lease assumed for a vacant suite: from the first day of month 1 + downtime, 60 months.
 *
 * @example vacantLease({ year: 2026, month: 11 }, 6) // 2027-05-01 to 2032-04-30
 */
export function vacantLease(start: CalendarMonth, downtimeMonths: number) {
  const first = 1 + downtimeMonths
  return {
    leaseStart: firstDay(calendarMonthOf(first, start)),
    leaseExpiration: lastDay(calendarMonthOf(first + ASSUMED_TERM_MONTHS - 1, start)),
  }
}

const monthOf = (date: string, start: CalendarMonth): number | null => {
  const reading = readIsoDate(date)
  return reading.ok ? analysisMonthOf(reading.date, start) : null
}

/**
 * The dates a row holds while its start, its expiration or both are missing: a 60-month lease
 * around the date it has (from month 1 without either), so no other problem is added to the
 * missing date's. They stay out of sight: the row is left out until its own date is entered.
 */
export function heldDates(
  dates: { leaseStart: string | null; leaseExpiration: string | null },
  start: CalendarMonth,
): { leaseStart: string; leaseExpiration: string } {
  const { leaseStart, leaseExpiration } = dates
  const from = leaseStart === null ? null : monthOf(leaseStart, start)
  const to = leaseExpiration === null ? null : monthOf(leaseExpiration, start)
  const first = from ?? (to === null ? 1 : to - ASSUMED_TERM_MONTHS + 1)
  return {
    leaseStart: leaseStart ?? firstDay(calendarMonthOf(first, start)),
    leaseExpiration:
      leaseExpiration ?? lastDay(calendarMonthOf(first + ASSUMED_TERM_MONTHS - 1, start)),
  }
}
