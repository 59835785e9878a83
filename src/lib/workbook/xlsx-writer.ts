import type * as ExcelJsTypes from 'exceljs'
import { LINE_HEIGHT, wrappedLines } from './column-widths'
import {
  columnLetter,
  NUMBER_FORMATS,
  sheetRef,
  type CellModel,
  type SheetModel,
  type WorkbookModel,
} from './workbook-model'

/** The exceljs API (its Node and browser builds share it). */
export type ExcelJs = typeof ExcelJsTypes

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * U+FFFE and U+FFFF, which XML does not allow and exceljs writes as they are (it drops the
 * control characters XML does not allow itself): a tenant name holding one made a file that
 * spreadsheets refuse or repair.
 */
const NOT_XML = /[\uFFFE\uFFFF]/g

function writeCell(target: ExcelJsTypes.Cell, cell: CellModel) {
  switch (cell.kind) {
    case 'text':
      // A string value is always a text cell: "=HYPERLINK(...)" stays text, never a formula.
      target.value = cell.text.replace(NOT_XML, '')
      if (cell.bold) target.font = { bold: true }
      if (cell.wrap) target.alignment = { wrapText: true, vertical: 'top' }
      return
    case 'number':
      target.value = cell.value
      target.numFmt = NUMBER_FORMATS[cell.format]
      return
    case 'formula':
      target.value = { formula: cell.formula, result: cell.result }
      target.numFmt = NUMBER_FORMATS[cell.format]
  }
}

/**
 * How every sheet prints: landscape, one page wide (as many pages down as it needs), its header
 * rows repeated at the top of each page, its printed rows when it names them, and a footer with the sheet's name and "Page 2 of 5"
 * (Excel's &A, &P and &N codes; LibreOffice reads them too).
 */
function printSetup(sheet: SheetModel): Partial<ExcelJsTypes.AddWorksheetOptions> {
  const { printTitles: titles, printedRows } = sheet
  const lastColumn = columnLetter(Math.max(1, sheet.columnWidths.length))
  return {
    pageSetup: {
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      ...(titles ? { printTitlesRow: `${titles.first}:${titles.last}` } : {}),
      // exceljs writes "$" + each end as given: "A$1" becomes the absolute "$A$1" spreadsheets read.
      ...(printedRows ? { printArea: `A$1:${lastColumn}$${printedRows}` } : {}),
    },
    headerFooter: { oddFooter: '&A - Page &P of &N', evenFooter: '&A - Page &P of &N' },
  }
}

/**
 * Rows with a wrapped note as tall as its lines: spreadsheets keep a row's stored height when they
 * open a file (LibreOffice printed a 7-line note as 1 line over the next row), so it is written.
 */
function setWrappedRowHeights(worksheet: ExcelJsTypes.Worksheet, sheet: SheetModel) {
  sheet.rows.forEach((row, rowIndex) => {
    const lines = row.map((cell, column) =>
      cell?.kind === 'text' && cell.wrap
        ? wrappedLines(cell.text, sheet.columnWidths[column] ?? 0)
        : 1,
    )
    const most = Math.max(1, ...lines)
    if (most > 1) worksheet.getRow(rowIndex + 1).height = most * LINE_HEIGHT
  })
}

function absolute(address: string): string {
  return address.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2')
}

/**
 * Writes a workbook model as .xlsx bytes with `ExcelJS` (loadExcelJs in the browser, the Node
 * build in tests): every cell with its number format, column widths, frozen panes, the print
 * setup (printSetup), defined names, and each formula with the app's value as its cached result. Excel is asked to
 * recalculate on open, so what it shows is its own arithmetic; readers that do not calculate
 * show the cached figures.
 */
export async function writeXlsx(
  ExcelJS: ExcelJs,
  model: WorkbookModel,
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'CRE Loan Calculator'
  workbook.calcProperties.fullCalcOnLoad = true
  for (const sheet of model.sheets) {
    const { rows: ySplit, columns: xSplit } = sheet.frozen
    const worksheet = workbook.addWorksheet(sheet.name, {
      views: [{ state: 'frozen', xSplit, ySplit }],
      ...printSetup(sheet),
    })
    worksheet.columns = sheet.columnWidths.map((width) => ({ width }))
    sheet.rows.forEach((row, rowIndex) =>
      row.forEach((cell, columnIndex) => {
        if (cell) writeCell(worksheet.getCell(rowIndex + 1, columnIndex + 1), cell)
      }),
    )
    setWrappedRowHeights(worksheet, sheet)
  }
  for (const { name, sheet, address } of model.names)
    workbook.definedNames.add(sheetRef(sheet, absolute(address)), name)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
