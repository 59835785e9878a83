/** Calendar arithmetic on ISO dates (yyyy-mm-dd), in UTC so no time zone shifts a day. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const MS_PER_DAY = 86_400_000
const DAYS_PER_YEAR = 365.25

export interface CalendarDate {
  year: number
  /** 1 to 12. */
  month: number
  /** Days since 1970-01-01. */
  epochDay: number
}

/** Parses a real calendar date (no 2026-02-30) in years 1900 to 2999; null otherwise. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1900 || year > 2999) return null
  const time = Date.UTC(year, month - 1, day)
  const date = new Date(time)
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return { year, month, epochDay: time / MS_PER_DAY }
}

/**
 * Lease length in whole years: max(1, round(days from start to expiration / 365.25)).
 *
 * @example leaseLengthYears(2024-01-01, 2028-12-31) // 5 (1,826 days)
 */
export function leaseLengthYears(start: CalendarDate, expiration: CalendarDate): number {
  return Math.max(1, Math.round((expiration.epochDay - start.epochDay) / DAYS_PER_YEAR))
}
