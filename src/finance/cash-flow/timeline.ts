import { FIRST_YEAR, LAST_YEAR, MONTH_ABBREVIATIONS } from '../calendar-date'

/**
 * The analysis timeline (PRODUCT.md 11.1): month 1 is the calendar month of the analysis start,
 * the engine computes months 1..132, and analysis year k is months 12k-11..12k (year 11 is the
 * year after the hold, whose NOI prices the exit and the sale). Months before month 1 are 0, -1,
 * ... (a lease that started earlier), and their analysis years 0, -1, ...
 */

export const ANALYSIS_YEARS = 10
/** The analysis years and the year after them (PRODUCT.md 9.2). */
export const PROJECTED_YEARS = ANALYSIS_YEARS + 1
export const MONTHS_PER_YEAR = 12
export const PROJECTED_MONTHS = PROJECTED_YEARS * MONTHS_PER_YEAR

/** A calendar month: the analysis start, or the month of a lease date. */
export interface CalendarMonth {
  year: number
  /** 1 to 12. */
  month: number
}

export type MonthReading =
  { ok: true; month: CalendarMonth } | { ok: false; problem: 'format' | 'range' }

/**
 * The analysis start as the scenario stores it, "YYYY-MM" (a month input's value).
 *
 * @example readMonth('2026-11') // { ok: true, month: { year: 2026, month: 11 } }
 */
export function readMonth(text: unknown): MonthReading {
  const match = typeof text === 'string' ? /^(\d{4})-(\d{2})$/.exec(text) : null
  if (!match) return { ok: false, problem: 'format' }
  const [year, month] = [Number(match[1]), Number(match[2])]
  if (month < 1 || month > 12) return { ok: false, problem: 'format' }
  if (year < FIRST_YEAR || year > LAST_YEAR) return { ok: false, problem: 'range' }
  return { ok: true, month: { year, month } }
}

/** The calendar month of analysis month 1 of a scenario whose analysis start was checked. */
export function startMonthOf(scenario: { analysisStart: string }): CalendarMonth {
  const start = readMonth(scenario.analysisStart)
  if (!start.ok) throw new Error(`analysis start ${scenario.analysisStart} is not a month`)
  return start.month
}

/** "YYYY-MM", the form the scenario stores a month in. */
export const monthText = ({ year, month }: CalendarMonth) =>
  `${year}-${String(month).padStart(2, '0')}`

/**
 * The analysis month of a calendar month: 1 for the start month, 0 for the month before it.
 *
 * @example analysisMonthOf({ year: 2024, month: 3 }, { year: 2026, month: 11 }) // -31
 */
export function analysisMonthOf(date: CalendarMonth, start: CalendarMonth): number {
  return (date.year - start.year) * 12 + (date.month - start.month) + 1
}

/**
 * The analysis year a month falls in: ceil(month / 12), so months 1-12 are year 1 and months
 * -11..0 year 0.
 */
export const analysisYearOf = (month: number) => Math.ceil(month / MONTHS_PER_YEAR)

/** The calendar month of analysis month `month`. */
export function calendarMonthOf(month: number, start: CalendarMonth): CalendarMonth {
  const index = start.year * 12 + start.month - 1 + month - 1
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/** The first month of analysis year `year`. */
export const firstMonthOfYear = (year: number) => (year - 1) * MONTHS_PER_YEAR + 1

/**
 * How an analysis year is labelled: the calendar year of its first month when the analysis
 * starts in January ("2026"), otherwise its months ("Yr 1 Nov 2026-Oct 2027").
 */
export function yearLabel(start: CalendarMonth, year: number): string {
  const first = calendarMonthOf(firstMonthOfYear(year), start)
  if (start.month === 1) return String(first.year)
  const last = calendarMonthOf(firstMonthOfYear(year) + 11, start)
  const name = ({ year, month }: CalendarMonth) => `${MONTH_ABBREVIATIONS[month - 1]} ${year}`
  return `Yr ${year} ${name(first)}-${name(last)}`
}
