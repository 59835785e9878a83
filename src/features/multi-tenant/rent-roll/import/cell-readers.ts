import {
  calendarDate,
  dateFromSerial,
  isoDate,
  readDate,
  type DateReading,
  type MonthOnly,
} from '../../../../finance/calendar-date'
import {
  TENANT_NUMBER_FIELDS,
  type EscalationType,
  type LeaseType,
  type TenantStatus,
} from '../../../../finance/field-table'
import { checkNumber } from '../../../../finance/problems'
import { readFigure, type FigureReading, type FigureUnit } from '../figure-text'
import { escalationTypeOf, parseLeaseType, parseStatus } from '../tenant-fields'
import type { RentBasis } from './import-fields'
import type { RawCell } from './sheet'

/**
 * One cell of a rent roll file read for one column: nothing there, a value, or text that could
 * not be read (kept, so the report and the rent roll can show it). Nothing here throws or
 * returns NaN.
 */
export type CellRead<T> =
  { kind: 'empty' } | { kind: 'value'; value: T } | { kind: 'unreadable'; text: string }

const EMPTY = { kind: 'empty' } as const
const value = <T>(read: T): CellRead<T> => ({ kind: 'value', value: read })

/** A cell as text, trimmed: numbers as JavaScript writes them, dates as yyyy-mm-dd. */
export function cellText(cell: RawCell): string {
  if (cell === null) return ''
  if (cell instanceof Date) {
    const date = dateOfCell(cell)
    return date.ok ? isoDate(date.date) : ''
  }
  return String(cell).trim()
}

const unreadable = (cell: RawCell): CellRead<never> => ({
  kind: 'unreadable',
  text: cellText(cell),
})

/** A spreadsheet date cell's calendar day (spreadsheet dates carry no time zone: read in UTC). */
function dateOfCell(date: Date): DateReading {
  if (Number.isNaN(date.getTime())) return { ok: false, problem: 'format' }
  return calendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

/** A figure written without a unit. */
const NO_UNIT: FigureUnit = {
  area: false,
  perSf: false,
  perMonth: false,
  percent: false,
  dollars: false,
}

/** The figure in a cell: a number cell as it is, text as figure-text reads it. */
function figureOf(cell: RawCell): FigureReading {
  if (typeof cell === 'number')
    return Number.isFinite(cell)
      ? { kind: 'number', value: cell, unit: NO_UNIT }
      : { kind: 'invalid', message: '' }
  if (typeof cell === 'string') return readFigure(cell)
  return cell === null ? { kind: 'empty' } : { kind: 'invalid', message: '' }
}

/** Square feet: a number, or text such as "28,500" or "28,500 SF". */
export function readArea(cell: RawCell): CellRead<number> {
  const figure = figureOf(cell)
  if (figure.kind === 'empty') return EMPTY
  if (figure.kind === 'invalid' || figure.unit.perSf || figure.unit.perMonth)
    return unreadable(cell)
  return value(figure.value)
}

/**
 * A rent in the basis its column is written in, unless the cell writes its own ("$16.75/SF" in
 * a column of annual dollars is $/SF/yr; "$4,000/mo" is a month's rent).
 */
export function readRent(
  cell: RawCell,
  column: RentBasis,
): CellRead<{ amount: number; basis: RentBasis }> {
  const figure = figureOf(cell)
  if (figure.kind === 'empty') return EMPTY
  if (figure.kind === 'invalid' || figure.unit.area || figure.unit.percent) return unreadable(cell)
  const { perSf, perMonth } = figure.unit
  return value({
    amount: figure.value,
    basis: perSf
      ? { perSf, monthly: perMonth }
      : { perSf: column.perSf, monthly: perMonth || column.monthly },
  })
}

/**
 * A rent in $/SF a year: $/SF as written (x 12 when monthly), dollars divided by the square feet
 * (x 12 when monthly).
 *
 * @example rentPerSfYear({ amount: 4000, basis: { perSf: false, monthly: true } }, 2400) // 20
 */
export function rentPerSfYear(
  rent: { amount: number; basis: RentBasis },
  squareFeet: number,
): number {
  const yearly = rent.basis.monthly ? rent.amount * 12 : rent.amount
  return rent.basis.perSf ? yearly : yearly / squareFeet
}

/** A percentage: "3%" (written as percent) or a bare number (percent or fraction, by column). */
export function readPercent(cell: RawCell): CellRead<{ amount: number; bare: boolean }> {
  const figure = figureOf(cell)
  if (figure.kind === 'empty') return EMPTY
  const { area, perSf, perMonth, dollars } = figure.kind === 'number' ? figure.unit : NO_UNIT
  if (figure.kind === 'invalid' || area || perSf || perMonth || dollars) return unreadable(cell)
  return value({ amount: figure.value, bare: !figure.unit.percent })
}

/**
 * An escalation: dollars a year when written in dollars ("$0.50", "$0.50/SF", "0.50 PSF",
 * PRODUCT.md 11.7), otherwise a percentage as readPercent reads it.
 */
export function readEscalation(cell: RawCell): CellRead<{
  amount: number
  type: EscalationType
  bare: boolean
}> {
  const figure = figureOf(cell)
  if (figure.kind === 'number' && !figure.unit.percent && !figure.unit.area) {
    const type = escalationTypeOf(figure.unit, 'percent')
    if (type === 'dollars' && !figure.unit.perMonth)
      return value({ amount: figure.value, type, bare: false })
  }
  const percent = readPercent(cell)
  return percent.kind === 'value' ? value({ ...percent.value, type: 'percent' }) : percent
}

/** A base year: a whole year from 1900 to 2999, as a number, text or a date cell's year. */
export function readYear(cell: RawCell): CellRead<number> {
  if (cell instanceof Date) {
    const date = dateOfCell(cell)
    return date.ok ? value(date.date.year) : unreadable(cell)
  }
  const figure = figureOf(cell)
  if (figure.kind === 'empty') return EMPTY
  if (figure.kind === 'number' && Object.values(figure.unit).every((written) => !written)) {
    const rule = checkNumber(TENANT_NUMBER_FIELDS.baseYear, figure.value)
    if (!rule) return value(figure.value)
  }
  return unreadable(cell)
}

/**
 * Words a property manager's status column uses for a lease in place besides the rent roll's
 * own ("Occupied", "Leased"): Yardi's and RealPage's Current, Notice and Holdover, a Future lease
 * signed but not begun, a month-to-month tenant.
 */
const OCCUPIED_WORDS = new Set(['current', 'active', 'notice', 'holdover', 'future', 'mtm'])

/** A status: "Occupied" or "Vacant" by any of their names (parseStatus), or a word for a lease. */
export function readStatus(cell: RawCell): CellRead<TenantStatus> {
  const text = cellText(cell)
  if (text === '') return EMPTY
  const status = parseStatus(text)
  if (status) return value(status)
  const word = text.toLowerCase().replace(/[^a-z]/g, '')
  if (OCCUPIED_WORDS.has(word) || isMonthToMonth(cell)) return value('occupied')
  return unreadable(cell)
}

/** Dollars per square foot (TI): "12", "$12.00", "$12.00/SF". */
export function readPerSf(cell: RawCell): CellRead<number> {
  const figure = figureOf(cell)
  if (figure.kind === 'empty') return EMPTY
  if (figure.kind === 'invalid' || figure.unit.area || figure.unit.perMonth || figure.unit.percent)
    return unreadable(cell)
  return value(figure.value)
}

/** "MTM", "M-T-M", "Month-to-Month", "Month to Month". */
export function isMonthToMonth(cell: RawCell): boolean {
  const key = typeof cell === 'string' ? cell.toLowerCase().replace(/[^a-z]/g, '') : ''
  return key === 'mtm' || key === 'monthtomonth'
}

/**
 * A lease date as yyyy-mm-dd: a date cell, a date serial number from 20000 to 80000, or text as
 * readDate reads it (a month alone is its first or last day, by `monthOnly`).
 */
export function readDateCell(cell: RawCell, monthOnly: MonthOnly): CellRead<string> {
  if (cell === null) return EMPTY
  const reading =
    cell instanceof Date
      ? dateOfCell(cell)
      : typeof cell === 'number'
        ? dateFromSerial(cell)
        : typeof cell === 'string'
          ? cell.trim() === ''
            ? null
            : readDate(cell, { monthOnly })
          : ({ ok: false, problem: 'format' } as const)
  if (reading === null) return EMPTY
  return reading.ok ? value(isoDate(reading.date)) : unreadable(cell)
}

/**
 * A lease type by any of its names (tenant-fields parseLeaseType), or named within a longer
 * description as property managers write them ("Retail NNN", "Office - Full Service"): the
 * longest run of its words that names a type.
 */
export function readLeaseType(cell: RawCell): CellRead<LeaseType> {
  const text = cellText(cell)
  if (text === '') return EMPTY
  const words = text.split(/[^a-z0-9]+/i).filter(Boolean)
  for (let length = words.length; length > 0; length--)
    for (let from = 0; from + length <= words.length; from++) {
      const type = parseLeaseType(words.slice(from, from + length).join(' '))
      if (type) return value(type)
    }
  return unreadable(cell)
}
