import { describe, expect, it } from 'vitest'
import { readIsoDate } from '../../finance/calendar-date'
import { cellAddress, columnLetter, excelDateSerial, sheetRef } from './workbook-model'
import { SheetGrid } from './sheet-grid'
import { number, text } from './workbook-model'

describe('addresses', () => {
  it('names columns as spreadsheets do', () => {
    expect([1, 2, 26, 27, 52, 53, 702, 703].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ])
    expect(cellAddress(13, 123)).toBe('M123')
  })

  it('quotes sheet names that need it in references', () => {
    expect(sheetRef('Debt', 'F4')).toBe('Debt!F4')
    expect(sheetRef('Cash Flow', 'B10:F10')).toBe("'Cash Flow'!B10:F10")
  })

  it('writes dates as Excel serial days (1900 date system)', () => {
    const serial = (iso: string) => {
      const reading = readIsoDate(iso)
      if (!reading.ok) throw new Error(iso)
      return excelDateSerial(reading.date.epochDay)
    }
    expect(serial('2026-01-01')).toBe(46023)
    expect(serial('1900-03-01')).toBe(61)
  })
})

describe('SheetGrid', () => {
  it('lists labelled figures in sections, naming the named ones', () => {
    const grid = new SheetGrid('Assumptions')
    const next = grid.list(
      [
        {
          heading: 'Debt',
          items: [{ label: 'Rate', name: 'InterestRate', cell: number(0.065, 'percent') }],
        },
        { heading: 'Other', items: [{ label: 'Note', cell: text('as entered') }] },
      ],
      4,
    )
    expect(next).toBe(9)
    expect(grid.names).toEqual([{ name: 'InterestRate', sheet: 'Assumptions', address: 'B5' }])
    const sheet = grid.toSheet([30, 12], { rows: 3, columns: 0 })
    expect(sheet.rows[3]).toEqual([{ kind: 'text', text: 'Debt', bold: true }])
    expect(sheet.rows[4]).toEqual([
      { kind: 'text', text: 'Rate' },
      { kind: 'number', value: 0.065, format: 'percent' },
      { kind: 'text', text: 'InterestRate' },
    ])
    expect(sheet.rows[5]).toEqual([])
    expect(sheet.rows[7]![1]).toEqual({ kind: 'text', text: 'as entered' })
  })
})
