import { describe, expect, it } from 'vitest'
import { fitColumnWidths, MAX_COLUMN_WIDTH, wrappedLines } from './column-widths'
import { bold, formula, number, text } from './workbook-model'

describe('fitColumnWidths', () => {
  it('makes a column as wide as its widest figure as its format writes it', () => {
    // ($12,345,678.90) is 16 characters; ($463,591) 10; 65.43% 6; 1.47x 5.
    const rows = [
      [number(-12_345_678.9, 'money'), number(463_590.67, 'wholeMoney')],
      [number(0.6543, 'percent'), formula('B1/A1', 1.4669, 'multiple')],
    ]
    expect(fitColumnWidths(rows, [])).toEqual([18, 12])
    expect(fitColumnWidths(rows, [20, 8])).toEqual([20, 12])
  })

  it('widens for a text only where the next cell would cut it', () => {
    const label = 'Stabilized NOI (lower of year 3 and the years 1-5 average)'
    const rows = [
      [text('A note that runs on across the empty cells on its right')],
      [text(label), number(405_273.89, 'money')],
      [text('Debt'), text('the last column: nothing on its right to cut it')],
    ]
    expect(fitColumnWidths(rows, [10, 12])).toEqual([label.length + 2, 15])
  })

  it('counts bold text a tenth wider', () => {
    expect(fitColumnWidths([[bold('Leasing Commission (%)'), text('x')]], [])[0]).toBe(27)
  })

  it('caps a very long text, and gives columns with no width a spreadsheet default', () => {
    const name = 'x'.repeat(300)
    expect(fitColumnWidths([[text(name), number(1, 'count')]], [])).toEqual([MAX_COLUMN_WIDTH, 3])
    expect(fitColumnWidths([[null, null, number(12, 'count')]], [])).toEqual([9, 9, 4])
  })
})

describe('wrappedLines', () => {
  it('breaks a text between words, a line per column width (less the cell padding)', () => {
    expect(wrappedLines('one two three', 10)).toBe(2)
    expect(wrappedLines('one two three', 15)).toBe(1)
    expect(wrappedLines('', 10)).toBe(1)
    expect(wrappedLines('abcdefghijklmnopqrstu', 9)).toBe(3)
    expect(wrappedLines('a abcdefghijklmnopqrstu b', 9)).toBe(5)
  })
})
