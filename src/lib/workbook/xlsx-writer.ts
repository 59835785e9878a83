import type * as ExcelJsTypes from 'exceljs'
import { NUMBER_FORMATS, sheetRef, type CellModel, type WorkbookModel } from './workbook-model'

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

function absolute(address: string): string {
  return address.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2')
}

/**
 * Writes a workbook model as .xlsx bytes with `ExcelJS` (loadExcelJs in the browser, the Node
 * build in tests): every cell with its number format, column widths, frozen panes, defined
 * names, and each formula with the app's value as its cached result. Excel is asked to
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
    })
    worksheet.columns = sheet.columnWidths.map((width) => ({ width }))
    sheet.rows.forEach((row, rowIndex) =>
      row.forEach((cell, columnIndex) => {
        if (cell) writeCell(worksheet.getCell(rowIndex + 1, columnIndex + 1), cell)
      }),
    )
  }
  for (const { name, sheet, address } of model.names)
    workbook.definedNames.add(sheetRef(sheet, absolute(address)), name)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
