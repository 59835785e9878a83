import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { bold, formula, note, number, text, type WorkbookModel } from './workbook-model'
import { writeXlsx } from './xlsx-writer'

/** A small workbook with what the real ones hold: text, numbers, formulas, names, panes. */
const MODEL: WorkbookModel = {
  sheets: [
    {
      name: 'Assumptions',
      columnWidths: [30, 12],
      rows: [
        [bold('Input'), bold('Value')],
        [text('Interest Rate (%)'), number(0.065, 'percent')],
        [text('=HYPERLINK("http://x","y")'), text('+1-555')],
        [note('A long note that wraps inside its column instead of running across the others.')],
      ],
      frozen: { rows: 1, columns: 0 },
      printTitles: { first: 1, last: 1 },
    },
    {
      name: 'Cash Flow',
      columnWidths: [20, 14],
      rows: [
        [text('Payment'), formula('PMT(InterestRate/12,300,-1500000)', 10128.1074, 'money')],
        [text('DSCR'), formula('IF(B1>0,"-","x")', '-', 'multiple')],
      ],
      frozen: { rows: 1, columns: 1 },
      printTitles: null,
      printedRows: 1,
    },
  ],
  names: [{ name: 'InterestRate', sheet: 'Assumptions', address: 'B2' }],
}

async function roundTrip(model: WorkbookModel) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load((await writeXlsx(ExcelJS, model)).buffer as ArrayBuffer)
  return workbook
}

describe('writeXlsx', () => {
  it('writes text as text cells, never formulas, whatever it starts with', async () => {
    const sheet = (await roundTrip(MODEL)).getWorksheet('Assumptions')!
    for (const address of ['A3', 'B3']) {
      expect(sheet.getCell(address).type).toBe(ExcelJS.ValueType.String)
      expect(sheet.getCell(address).formula).toBeUndefined()
    }
    expect(sheet.getCell('A3').value).toBe('=HYPERLINK("http://x","y")')
    expect(sheet.getCell('A1').font?.bold).toBe(true)
  })

  it('writes a file that reads back whatever characters a text holds', async () => {
    const typed = 'Caf\u00e9 \u{1F600}\tA\u0007B\uFFFEC\uFFFF'
    const model: WorkbookModel = {
      sheets: [{ ...MODEL.sheets[0]!, rows: [[text(typed)]] }],
      names: [],
    }
    const cell = (await roundTrip(model)).getWorksheet('Assumptions')!.getCell('A1')
    expect(cell.value).toBe('Caf\u00e9 \u{1F600}\tABC')
  })

  it('writes each formula with its cached result and number format', async () => {
    const sheet = (await roundTrip(MODEL)).getWorksheet('Cash Flow')!
    expect(sheet.getCell('B1').value).toEqual({
      formula: 'PMT(InterestRate/12,300,-1500000)',
      result: 10128.1074,
    })
    expect(sheet.getCell('B1').numFmt).toBe('$#,##0.00_);($#,##0.00)')
    expect(sheet.getCell('B2').value).toEqual({ formula: 'IF(B1>0,"-","x")', result: '-' })
    expect(sheet.getCell('B2').numFmt).toBe('0.00"x"')
  })

  it('writes defined names, number formats, column widths and frozen panes', async () => {
    const workbook = await roundTrip(MODEL)
    expect(workbook.definedNames.getRanges('InterestRate').ranges).toEqual(['Assumptions!$B$2'])
    const sheet = workbook.getWorksheet('Assumptions')!
    expect(sheet.getCell('B2').value).toBe(0.065)
    expect(sheet.getCell('B2').numFmt).toBe('0.00%')
    expect(sheet.getColumn(1).width).toBe(30)
    expect(workbook.getWorksheet('Cash Flow')!.views[0]).toMatchObject({
      state: 'frozen',
      xSplit: 1,
      ySplit: 1,
    })
  })

  it('prints each sheet landscape, one page wide, its header rows repeated, named and numbered', async () => {
    const workbook = await roundTrip(MODEL)
    for (const sheet of workbook.worksheets) {
      expect(sheet.pageSetup).toMatchObject({
        orientation: 'landscape',
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
      })
      expect(sheet.headerFooter.oddFooter).toBe('&A - Page &P of &N')
    }
    expect(workbook.getWorksheet('Assumptions')!.pageSetup.printTitlesRow).toBe('1:1')
    expect(workbook.getWorksheet('Cash Flow')!.pageSetup.printTitlesRow).toBeUndefined()
    expect(workbook.getWorksheet('Cash Flow')!.pageSetup.printArea).toBe('A1:B1')
    expect(workbook.getWorksheet('Assumptions')!.pageSetup.printArea).toBeUndefined()
  })

  it('wraps a note inside its column', async () => {
    const sheet = (await roundTrip(MODEL)).getWorksheet('Assumptions')!
    expect(sheet.getCell('A4').alignment).toMatchObject({ wrapText: true, vertical: 'top' })
    // 80 characters in a 30-character column (28 of text): 3 lines of 15 points.
    expect(sheet.getRow(4).height).toBe(45)
    expect(sheet.getCell('A2').alignment?.wrapText).toBeUndefined()
  })
})
