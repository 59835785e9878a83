import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addYears,
  dateFromSerial,
  isoDate,
  leaseLengthYears,
  readDate,
  readIsoDate,
  SERIAL_RANGE,
} from './calendar-date'

const iso = (text: string) => {
  const reading = readDate(text)
  return reading.ok ? isoDate(reading.date) : reading.problem
}

describe('readDate', () => {
  it.each([
    // ISO dates, with or without leading zeros.
    ['2026-03-01', '2026-03-01'],
    [' 2026-3-1 ', '2026-03-01'],
    ['2030-06-30', '2030-06-30'],
    ['2030/12/31', '2030-12-31'],
    // US dates as Excel writes them: m/d/yyyy, mm/dd/yyyy; a two-digit year is 20yy.
    ['6/30/2030', '2030-06-30'],
    ['06/30/2030', '2030-06-30'],
    ['12-31-2030', '2030-12-31'],
    ['12/31/2028', '2028-12-31'],
    ['1/15/29', '2029-01-15'],
    ['12/31/30', '2030-12-31'],
    ['1/15/99', '2099-01-15'],
    ['2/29/2028', '2028-02-29'],
    // With the month's name, as rent roll exports write them.
    ['1-Feb-2024', '2024-02-01'],
    ['01-Feb-24', '2024-02-01'],
    ['1 February 2024', '2024-02-01'],
    ['February 1, 2024', '2024-02-01'],
    ['Feb. 1, 2024', '2024-02-01'],
    ['sept 30 2027', '2027-09-30'],
    // A spreadsheet serial (days since 1899-12-30) from 20000 to 80000, decimals (time) dropped.
    ['45323', '2024-02-01'],
    ['45323.75', '2024-02-01'],
    ['20000', '1954-10-03'],
    ['80000', '2119-01-11'],
    ['19999', 'format'],
    ['80001', 'format'],
    // A time of day after the date is dropped.
    ['2030-12-31 00:00:00', '2030-12-31'],
    ['2030-12-31T00:00:00.000Z', '2030-12-31'],
    ['12/31/2030 12:00 AM', '2030-12-31'],
    // What is wrong otherwise: a day the calendar lacks, not a date, or out of years.
    ['2026-02-30', 'impossible'],
    ['2/29/2027', 'impossible'],
    ['13/1/2026', 'impossible'],
    ['2026-13-01', 'impossible'],
    ['Feb 30, 2026', 'impossible'],
    ['Dec 2030', 'format'],
    ['Total 2030', 'format'],
    ['Ma 1, 2026', 'format'],
    ['2030', 'format'],
    ['', 'format'],
    ['0630-02-03', 'range'],
  ])('reads %j as %s (the date, or why it is none)', (text, read) => {
    expect(iso(text)).toBe(read)
  })

  it.each([
    ['Dec-2030', 'first', '2030-12-01'],
    ['Dec 2030', 'last', '2030-12-31'],
    ['February 2028', 'last', '2028-02-29'],
    ['Feb-27', 'last', '2027-02-28'],
    ['June 2030', 'first', '2030-06-01'],
  ] as const)('reads the month %j as its %s day', (text, monthOnly, read) => {
    const reading = readDate(text, { monthOnly })
    expect(reading.ok ? isoDate(reading.date) : reading.problem).toBe(read)
  })

  it('never throws, and reads any text either as a real date or as a named problem', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('first', 'last', undefined), (text, monthOnly) => {
        const reading = readDate(text, { monthOnly })
        if (reading.ok) expect(readIsoDate(isoDate(reading.date))).toEqual(reading)
        else expect(['format', 'impossible', 'range']).toContain(reading.problem)
      }),
    )
  })

  it('reads every day back from its serial, its name and its two-digit year', () => {
    fc.assert(
      fc.property(fc.integer({ min: SERIAL_RANGE.min, max: SERIAL_RANGE.max }), (serial) => {
        const reading = dateFromSerial(serial)
        if (!reading.ok) throw new Error(`serial ${serial} is not a date`)
        const { year, month, day } = reading.date
        const name = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
          timeZone: 'UTC',
          month: 'long',
        })
        expect(iso(String(serial))).toBe(isoDate(reading.date))
        expect(iso(`${day}-${name.slice(0, 3)}-${year}`)).toBe(isoDate(reading.date))
        expect(iso(`${name} ${day}, ${year}`)).toBe(isoDate(reading.date))
        if (year >= 2000 && year < 2100)
          expect(iso(`${month}/${day}/${String(year).slice(2)}`)).toBe(isoDate(reading.date))
      }),
    )
  })

  it('reads back every date it writes', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const text = date.toISOString().slice(0, 10)
          expect(iso(text)).toBe(text)
          const [year, month, day] = text.split('-')
          expect(iso(`${Number(month)}/${Number(day)}/${year}`)).toBe(text)
        },
      ),
    )
  })
})

describe('stored dates', () => {
  it('must be exactly yyyy-mm-dd', () => {
    expect(readIsoDate('2026-3-1')).toEqual({ ok: false, problem: 'format' })
    expect(readIsoDate(20260301)).toEqual({ ok: false, problem: 'format' })
    expect(readIsoDate('2026-03-01')).toMatchObject({
      ok: true,
      date: { year: 2026, month: 3, day: 1 },
    })
  })

  it('add years, February 29 becoming February 28', () => {
    const leapDay = readIsoDate('2028-02-29')
    if (!leapDay.ok) throw new Error('expected a date')
    expect(isoDate(addYears(leapDay.date, 5))).toBe('2033-02-28')
    expect(isoDate(addYears(leapDay.date, 4))).toBe('2032-02-29')
  })

  it('give a lease length in whole years (PRODUCT.md 4.3)', () => {
    const date = (text: string) => {
      const reading = readIsoDate(text)
      if (!reading.ok) throw new Error(text)
      return reading.date
    }
    expect(leaseLengthYears(date('2024-01-01'), date('2028-12-31'))).toBe(5)
    expect(leaseLengthYears(date('2026-03-01'), date('2029-02-28'))).toBe(3)
    expect(leaseLengthYears(date('2026-01-01'), date('2026-02-01'))).toBe(1)
  })
})
