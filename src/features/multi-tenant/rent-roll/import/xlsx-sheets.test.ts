import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { rawCell, workbookSheets } from './xlsx-sheets'

describe('workbook cells as the reader takes them', () => {
  it.each([
    [{ value: 'Grocer' }, 'Grocer'],
    [{ value: 20000 }, 20000],
    [{ value: 0.035, numFmt: '0.0%' }, '3.5%'],
    [{ value: { formula: 'A1*2', result: 40000 } }, 40000],
    [{ value: { sharedFormula: 'B2', result: 0.03 }, numFmt: '0%' }, '3%'],
    [{ value: { formula: 'NOW()' } }, null],
    [{ value: { richText: [{ text: 'Anchor ' }, { text: 'Grocer' }] } }, 'Anchor Grocer'],
    [{ value: { text: 'Deli', hyperlink: 'http://deli' } }, 'Deli'],
    [{ value: { error: '#REF!' } }, '#REF!'],
    [{ value: true }, true],
    [{ value: null }, null],
  ])('reads %j as %j (a formula as its stored result, never evaluated)', (cell, read) => {
    expect(rawCell(cell as never)).toEqual(read)
  })

  it('reads every visible sheet row by row from row 1, dates as dates', async () => {
    const book = new ExcelJS.Workbook()
    book.addWorksheet('Hidden', { state: 'hidden' }).getCell('A1').value = 'x'
    const sheet = book.addWorksheet('Rent Roll')
    sheet.getCell('A1').value = 'Title'
    sheet.getRow(3).values = [
      'Grocer',
      new Date(Date.UTC(2024, 1, 1)),
      { formula: '=1+1', result: 2 },
    ]
    const read = new ExcelJS.Workbook()
    await read.xlsx.load(await book.xlsx.writeBuffer())
    const [only, ...others] = workbookSheets(read)
    expect(others).toEqual([])
    expect(only).toMatchObject({ name: 'Rent Roll', fromText: false })
    expect(only!.rows.map(({ line }) => line)).toEqual([1, 2, 3])
    expect(only!.rows[2]!.cells).toEqual(['Grocer', new Date(Date.UTC(2024, 1, 1)), 2])
    expect(only!.rows[1]!.cells).toEqual([null, null, null])
  })
})
