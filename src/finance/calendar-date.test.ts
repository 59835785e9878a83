import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addYears, isoDate, leaseLengthYears, readDate, readIsoDate } from './calendar-date'

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
    // US dates as Excel writes them: m/d/yyyy, mm/dd/yyyy and two-digit years.
    ['6/30/2030', '2030-06-30'],
    ['06/30/2030', '2030-06-30'],
    ['12/31/2028', '2028-12-31'],
    ['1/15/29', '2029-01-15'],
    ['1/15/30', '1930-01-15'],
    ['2/29/2028', '2028-02-29'],
    // What is wrong otherwise: a day the calendar lacks, not a date, or out of years.
    ['2026-02-30', 'impossible'],
    ['2/29/2027', 'impossible'],
    ['13/1/2026', 'impossible'],
    ['2026-13-01', 'impossible'],
    ['March 1, 2026', 'format'],
    ['45000', 'format'],
    ['', 'format'],
    ['0630-02-03', 'range'],
  ])('reads %j as %s (the date, or why it is none)', (text, read) => {
    expect(iso(text)).toBe(read)
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
