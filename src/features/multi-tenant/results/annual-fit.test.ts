import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analysisOf, workedExample } from '../../../../tests/cash-flow-scenarios'
import { annualColumnsOf } from './annual-columns'
import {
  ANNUAL_FONT_PX,
  CELL_ROOM,
  columnTextWidth,
  fitAnnualColumns,
  shareRoom,
  yearLabelLines,
  type TextWidth,
} from './annual-fit'

/** A monospaced stand-in for the browser's measure: 7 px a character in cells, 6 in headers. */
const mono: TextWidth = (text, type) => text.length * (type === 'cell' ? 7 : 6)

describe('year labels', () => {
  it('put the months of a year that does not start in January on a line of their own', () => {
    expect(yearLabelLines('Yr 1 Nov 2026-Oct 2027')).toEqual(['Yr 1', 'Nov 2026-Oct 2027'])
    expect(yearLabelLines('Yr 10 Nov 2035-Oct 2036')).toEqual(['Yr 10', 'Nov 2035-Oct 2036'])
    expect(yearLabelLines('2026')).toEqual(['2026'])
  })
})

describe("a column's widest text", () => {
  const analysis = analysisOf(workedExample)
  const columns = annualColumnsOf(analysis.years, 'NOI')
  const column = (field: string) => columns.find((candidate) => candidate.field === field)!

  it('is its widest figure, written as the table writes it', () => {
    // "($1,234,567)": 12 characters at most in the worked example's operating expenses.
    const widest = Math.max(
      ...analysis.years.map(
        (row) => `($${Math.round(row.operatingExpenses).toLocaleString('en-US')})`.length,
      ),
    )
    expect(columnTextWidth(column('operatingExpenses'), analysis.years, mono)).toBe(widest * 7)
  })

  it("is its header's longest word when that is wider than its figures", () => {
    // "Reimbursements" (14 x 6 = 84 px) is wider than "$404,036" (8 x 7 = 56 px).
    expect(columnTextWidth(column('reimbursements'), analysis.years, mono)).toBe(84)
  })

  it("is a year label's longer line", () => {
    const years = analysis.years.map((row, at) => ({
      ...row,
      label: `Yr ${at + 1} Nov ${row.year}-Oct ${row.year + 1}`,
    }))
    expect(columnTextWidth(column('year'), years, mono)).toBe('Nov 2026-Oct 2027'.length * 7)
  })
})

describe('fitting the columns in the table', () => {
  it('keeps the full type when the columns fit', () => {
    expect(fitAnnualColumns([84, 84], 200)).toEqual({ widths: [91, 91], scale: 1 })
  })

  it('shrinks the type, in quarter pixels, until every column fits the room', () => {
    // 14 columns of "$123,456,789" (84 px): 1,302 px at full size, in a 1,215 px table.
    const texts = Array.from({ length: 14 }, () => 84)
    const room = 1_215
    const { widths, scale } = fitAnnualColumns(texts, room)
    expect(scale).toBeLessThan(1)
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(room)
    expect((scale * ANNUAL_FONT_PX.cell * 4) % 1).toBeCloseTo(0, 9)
    // Every column still holds its text at that size.
    for (const width of widths) expect(width).toBeGreaterThanOrEqual(84 * scale + CELL_ROOM)
  })

  it('scrolls at full size instead of going below 10 px type (a phone)', () => {
    const texts = Array.from({ length: 16 }, () => 90)
    expect(fitAnnualColumns(texts, 360)).toEqual({ widths: texts.map(() => 97), scale: 1 })
  })
})

describe('sharing the room among the figures', () => {
  it('gives the year its width and the figures equal shares of the rest', () => {
    expect(shareRoom([40, 60, 100], 300)).toEqual([40, 130, 130])
    expect(shareRoom([40, 60, 61], 300)).toEqual([40, 130, 130])
    expect(shareRoom([40, 60, 60, 60], 301)).toEqual([40, 87, 87, 87])
  })

  it('keeps a figure wider than its share at its width, the others sharing what is left', () => {
    expect(shareRoom([40, 60, 200], 300)).toEqual([40, 60, 200])
    expect(shareRoom([40, 50, 50, 150], 320)).toEqual([40, 65, 65, 150])
  })

  it('keeps the least widths when the room is not known yet or too small (the table scrolls)', () => {
    expect(shareRoom([40, 60, 100], Infinity)).toEqual([40, 60, 100])
    expect(shareRoom([40, 160, 200], 300)).toEqual([40, 160, 200])
  })

  it('fills the room exactly, none below its least width, and stays put while a figure grows inside its share', () => {
    const least = fc.array(fc.integer({ min: 10, max: 200 }), { minLength: 2, maxLength: 16 })
    fc.assert(
      fc.property(least, fc.integer({ min: 0, max: 3_000 }), (widths, room) => {
        const shared = shareRoom(widths, room)
        shared.forEach((width, at) => expect(width).toBeGreaterThanOrEqual(widths[at]!))
        expect(shared[0]).toBe(widths[0])
        const sum = (list: number[]) => list.reduce((total, width) => total + width, 0)
        if (sum(widths) <= room) expect(sum(shared)).toBe(room)
        else expect(shared).toEqual(widths)
        // A least width still inside the width it was given changes nothing.
        const grown = widths.map((width, at) =>
          at === 1 ? Math.max(width, shared[1]! - 1) : width,
        )
        if (shared[1]! > widths[1]! + 1) expect(shareRoom(grown, room)).toEqual(shared)
      }),
    )
  })
})
