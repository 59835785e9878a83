import { describe, expect, it } from 'vitest'
import { sheetOf } from '../../../../../tests/import-sheets'
import { findAsOfDate, proposedStart } from './as-of-date'

const HEADER = ['Tenant', 'SF', 'Rent PSF']
const asOf = (...above: unknown[][]) => {
  const sheet = sheetOf([...(above as never[][]), HEADER, ['Grocer', 20000, 18]])
  return findAsOfDate(sheet.rows, above.length)
}

describe('the as-of date above the header (PRODUCT.md 11.7)', () => {
  it.each([
    ['As of 10/31/2026', '10/31/2026'],
    ['As of: 10/31/2026', '10/31/2026'],
    ['AS OF 10/31/2026', '10/31/2026'],
    ['Rent Roll as of 10/31/2026', '10/31/2026'],
    ['As Of Date: 2026-10-31', '2026-10-31'],
    ['As Of = 10/31/2026', '10/31/2026'],
    ['as of October 31, 2026', 'October 31, 2026'],
  ])('reads %j', (cell, text) => {
    expect(asOf(['Oakridge Commons'], [cell])).toMatchObject({
      line: 2,
      text,
      date: { year: 2026, month: 10, day: 31 },
    })
  })

  it('reads a date in a cell after "As of", a date cell or text, as title blocks lay it out', () => {
    expect(asOf(['As of', new Date(Date.UTC(2026, 9, 31))])).toMatchObject({
      date: { year: 2026, month: 10, day: 31 },
      text: '2026-10-31',
    })
    expect(asOf(['As of:', '', '10/31/2026'])?.date).toMatchObject({ month: 10, day: 31 })
  })

  it('reads only the rows above the header, the first date found, and nothing without one', () => {
    expect(asOf(['As of 9/30/2026'], ['As of 10/31/2026'])?.date.month).toBe(9)
    expect(asOf(['Rent Roll'], ['As of today'])).toBeNull()
    const below = sheetOf([HEADER, ['As of 10/31/2026', 1, 1]])
    expect(findAsOfDate(below.rows, 0)).toBeNull()
  })

  it('proposes the month after the as-of month, or the as-of month when the date is its 1st', () => {
    expect(proposedStart({ year: 2026, month: 10, day: 31 })).toBe('2026-11')
    expect(proposedStart({ year: 2026, month: 11, day: 1 })).toBe('2026-11')
    expect(proposedStart({ year: 2026, month: 12, day: 15 })).toBe('2027-01')
  })
})
