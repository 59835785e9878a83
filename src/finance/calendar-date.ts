/**
 * Calendar dates, the one place they are read and written. The scenario stores dates as ISO
 * strings (yyyy-mm-dd); arithmetic is on whole days in UTC, so no time zone shifts a day.
 */

const MS_PER_DAY = 86_400_000
const DAYS_PER_YEAR = 365.25
/** Years a lease date may fall in: earlier or later is a typing mistake. */
export const FIRST_YEAR = 1900
export const LAST_YEAR = 2999

export interface CalendarDate {
  year: number
  /** 1 to 12. */
  month: number
  /** 1 to 31. */
  day: number
  /** Days since 1970-01-01. */
  epochDay: number
}

/** Why text is not a date: not written as one, a day the calendar lacks, or out of years. */
export type DateProblem = 'format' | 'impossible' | 'range'

export type DateReading = { ok: true; date: CalendarDate } | { ok: false; problem: DateProblem }

/** The date of a year, month and day, or why there is none (2026-02-30 is impossible). */
export function calendarDate(year: number, month: number, day: number): DateReading {
  if (year < FIRST_YEAR || year > LAST_YEAR) return { ok: false, problem: 'range' }
  const time = Date.UTC(year, month - 1, day)
  const check = new Date(time)
  if (month < 1 || month > 12 || day < 1 || check.getUTCDate() !== day)
    return { ok: false, problem: 'impossible' }
  return { ok: true, date: { year, month, day, epochDay: time / MS_PER_DAY } }
}

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/

/**
 * A date as people type or paste it: ISO `2030-06-30` (or `2030-6-30`), or US `6/30/2030`,
 * `06/30/2030`, `6/30/30` (two-digit years follow Excel: 00-29 are 2000s, 30-99 are 1900s).
 *
 * @example readDate('6/30/2030') // { ok: true, date: { year: 2030, month: 6, day: 30, ... } }
 */
export function readDate(text: string): DateReading {
  const trimmed = text.trim()
  const iso = ISO_DATE.exec(trimmed)
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const us = US_DATE.exec(trimmed)
  if (!us) return { ok: false, problem: 'format' }
  let year = Number(us[3])
  if (us[3]!.length === 2) year += year < 30 ? 2000 : 1900
  return calendarDate(year, Number(us[1]), Number(us[2]))
}

/** A date as the scenario stores it: exactly yyyy-mm-dd; anything else is a format problem. */
export function readIsoDate(text: unknown): DateReading {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text))
    return { ok: false, problem: 'format' }
  return readDate(text)
}

const pad = (value: number) => String(value).padStart(2, '0')

/** yyyy-mm-dd, the form the scenario stores. */
export function isoDate({ year, month, day }: Pick<CalendarDate, 'year' | 'month' | 'day'>) {
  return `${year}-${pad(month)}-${pad(day)}`
}

/** The local calendar day of a JavaScript date (the caller reads the clock), as yyyy-mm-dd. */
export function isoDateOf(date: Date): string {
  return isoDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() })
}

/** The same day `years` later; February 29 becomes February 28 in a year without it. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years
  const reading = calendarDate(year, date.month, date.day)
  if (reading.ok) return reading.date
  const fallback = calendarDate(year, date.month, date.day - 1)
  if (fallback.ok) return fallback.date
  return date
}

/** Years from one date to another, in days / 365.25 (negative when `to` is earlier). */
export function yearsBetween(from: CalendarDate, to: CalendarDate): number {
  return (to.epochDay - from.epochDay) / DAYS_PER_YEAR
}

/**
 * Lease length in whole years: max(1, round(days from start to expiration / 365.25)).
 *
 * @example leaseLengthYears(2024-01-01, 2028-12-31) // 5 (1,826 days)
 */
export function leaseLengthYears(start: CalendarDate, expiration: CalendarDate): number {
  return Math.max(1, Math.round(yearsBetween(start, expiration)))
}
