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

const ISO_DATE = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/
const US_DATE = /^(\d{1,2})([/-])(\d{1,2})\2(\d{2}|\d{4})$/
/** "1-Feb-2024", "01 Feb 24", "1 February 2024". */
const DAY_MONTH_YEAR = /^(\d{1,2})[- ]([a-z]+)\.?[- ,]+(\d{2}|\d{4})$/i
/** "February 1, 2024", "Feb. 1 2024". */
const MONTH_DAY_YEAR = /^([a-z]+)\.?[- ](\d{1,2}),? (\d{2}|\d{4})$/i
/** "Dec-2030", "Dec 2030", "December 2030", "Dec-30": a month without its day. */
const MONTH_YEAR = /^([a-z]+)\.?[- ,]+(\d{2}|\d{4})$/i
/** A time of day some exports write after the date ("2030-12-31 00:00:00", "2030-12-31T00:00:00Z"). */
const TIME_OF_DAY = /[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?: ?[ap]m)?Z?$/i
/** A spreadsheet date serial (days since 1899-12-30), "45323": read from 1954 to 2119 only. */
const SERIAL = /^\d{5}(?:\.\d+)?$/
export const SERIAL_RANGE = { min: 20_000, max: 80_000 } as const

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** "Jan" to "Dec", as a year label names a month. */
export const MONTH_ABBREVIATIONS = MONTH_NAMES.map(
  (name) => name.charAt(0).toUpperCase() + name.slice(1, 3),
)

/** 1 to 12 for a month's name or its abbreviation of 3 letters or more ("Sept"); 0 otherwise. */
function monthNumber(word: string): number {
  const key = word.toLowerCase()
  return key.length < 3 ? 0 : MONTH_NAMES.findIndex((name) => name.startsWith(key)) + 1
}

/** A year as written: two digits are 20yy (a lease of "12/31/30" ends in 2030). */
const fullYear = (digits: string) => Number(digits) + (digits.length === 2 ? 2000 : 0)

/** Which day a month without its day stands for: its first (a start) or its last (an end). */
export type MonthOnly = 'first' | 'last'

export interface DateOptions {
  /** Without it, a month without its day ("Dec 2030") is not read as a date. */
  monthOnly?: MonthOnly
}

/**
 * The date of a spreadsheet serial number (the 1900 date system: 45323 is 2024-02-01); the time
 * of day (the decimals) is dropped. Serials outside SERIAL_RANGE are out of range: a five-digit
 * number outside 1954 to 2119 is a figure, not a lease date.
 *
 * @example dateFromSerial(45323) // { ok: true, date: { year: 2024, month: 2, day: 1, ... } }
 */
export function dateFromSerial(serial: number): DateReading {
  if (!(serial >= SERIAL_RANGE.min && serial <= SERIAL_RANGE.max))
    return { ok: false, problem: 'range' }
  const time = Date.UTC(1899, 11, 30) + Math.floor(serial) * MS_PER_DAY
  const date = new Date(time)
  return calendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

/** The first or last day of a month. */
function dayOfMonth(year: number, month: number, which: MonthOnly): DateReading {
  if (which === 'first') return calendarDate(year, month, 1)
  return calendarDate(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate())
}

/** Dates written with the month's name: "1-Feb-2024", "February 1, 2024", "Dec 2030". */
function readNamedMonth(text: string, options: DateOptions): DateReading | null {
  const dayFirst = DAY_MONTH_YEAR.exec(text)
  if (dayFirst && monthNumber(dayFirst[2]!))
    return calendarDate(fullYear(dayFirst[3]!), monthNumber(dayFirst[2]!), Number(dayFirst[1]))
  const monthFirst = MONTH_DAY_YEAR.exec(text)
  if (monthFirst && monthNumber(monthFirst[1]!))
    return calendarDate(
      fullYear(monthFirst[3]!),
      monthNumber(monthFirst[1]!),
      Number(monthFirst[2]),
    )
  const monthOnly = MONTH_YEAR.exec(text)
  if (monthOnly && monthNumber(monthOnly[1]!) && options.monthOnly)
    return dayOfMonth(fullYear(monthOnly[2]!), monthNumber(monthOnly[1]!), options.monthOnly)
  return null
}

/**
 * A date as people type, paste or export it: ISO `2030-06-30` (or `2030-6-30`, `2030/06/30`), US
 * `6/30/2030`, `06-30-2030`, `6/30/30` (a two-digit year is 20yy), with the month's name
 * (`30-Jun-2030`, `June 30, 2030`), a spreadsheet serial (`47299`, see dateFromSerial), any of
 * them with a time of day after it; and, given `monthOnly`, a month without its day (`Jun-2030`,
 * `June 2030`) as its first or last day.
 *
 * @example readDate('6/30/30') // { ok: true, date: { year: 2030, month: 6, day: 30, ... } }
 * @example readDate('Dec 2030', { monthOnly: 'last' }) // 2030-12-31
 */
export function readDate(text: string, options: DateOptions = {}): DateReading {
  const trimmed = text.trim().replace(/\s+/g, ' ').replace(TIME_OF_DAY, '')
  const iso = ISO_DATE.exec(trimmed)
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const us = US_DATE.exec(trimmed)
  if (us) return calendarDate(fullYear(us[4]!), Number(us[1]), Number(us[3]))
  const serial = SERIAL.test(trimmed) ? dateFromSerial(Number(trimmed)) : null
  if (serial?.ok) return serial
  return readNamedMonth(trimmed, options) ?? { ok: false, problem: 'format' }
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
