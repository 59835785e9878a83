import {
  calendarDate,
  dateFromSerial,
  isoDate,
  readDate,
  type DateReading,
  type MonthOnly,
} from '../../../../finance/calendar-date'
import type { LeaseType } from '../../../../finance/field-table'
import { readFigure, type FigureReading } from '../figure-text'
import { parseLeaseType } from '../tenant-fields'
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

/** The figure in a cell: a number cell as it is, text as figure-text reads it. */
function figureOf(cell: RawCell): FigureReading {
  if (typeof cell === 'number')
    return Number.isFinite(cell)
      ? {
          kind: 'number',
          value: cell,
          unit: { area: false, perSf: false, perMonth: false, percent: false, dollars: false },
        }
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
  if (figure.kind === 'invalid' || figure.unit.area || figure.unit.perSf || figure.unit.perMonth)
    return unreadable(cell)
  return value({ amount: figure.value, bare: !figure.unit.percent })
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

/** A lease type by any of its names (tenant-fields parseLeaseType). */
export function readLeaseType(cell: RawCell): CellRead<LeaseType> {
  const text = cellText(cell)
  if (text === '') return EMPTY
  const type = parseLeaseType(text)
  return type ? value(type) : unreadable(cell)
}
