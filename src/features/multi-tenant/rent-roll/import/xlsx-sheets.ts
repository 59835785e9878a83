import type * as ExcelJsTypes from 'exceljs'
import type { RawCell, ImportSheet } from './sheet'

/**
 * A workbook's visible sheets as the reader takes them: each cell's stored value. A formula cell
 * gives the result the file stored (nothing is ever evaluated); rich text its text; a hyperlink
 * its text; an error cell its code ("#REF!"); a number formatted as a percentage its percent as
 * text ("3%"), since the file shows it so.
 */

/** Percent text of a percent-formatted number: 0.035 -> "3.5%" (no float noise). */
const percentText = (value: number) => `${Math.round(value * 1e10) / 1e8}%`

function plainValue(value: unknown, numFmt: string | undefined): RawCell {
  if (value === null || value === undefined) return null
  if (typeof value === 'number')
    return numFmt?.includes('%') && Number.isFinite(value) ? percentText(value) : value
  if (typeof value === 'string' || typeof value === 'boolean' || value instanceof Date) return value
  if (typeof value !== 'object') return null
  const object = value as Record<string, unknown>
  if ('result' in object || 'formula' in object || 'sharedFormula' in object)
    return plainValue(object.result, numFmt)
  if (Array.isArray(object.richText))
    return (object.richText as { text?: unknown }[]).map(({ text }) => String(text ?? '')).join('')
  if ('text' in object) return plainValue(object.text, numFmt)
  if ('error' in object) return String(object.error)
  return null
}

/** A cell's stored value as the reader takes it. */
export function rawCell(cell: Pick<ExcelJsTypes.Cell, 'value' | 'numFmt'>): RawCell {
  return plainValue(cell.value, cell.numFmt)
}

/** One worksheet: every row from 1 to its last, every cell from column A to its last. */
export function sheetOfWorksheet(worksheet: ExcelJsTypes.Worksheet): ImportSheet {
  const rows: ImportSheet['rows'] = []
  const width = worksheet.columnCount
  for (let line = 1; line <= worksheet.rowCount; line++) {
    const row = worksheet.getRow(line)
    const cells: RawCell[] = []
    for (let column = 1; column <= width; column++) cells.push(rawCell(row.getCell(column)))
    rows.push({ line, cells })
  }
  return { name: worksheet.name, fromText: false, rows }
}

/** The workbook's visible sheets, in order. */
export function workbookSheets(workbook: ExcelJsTypes.Workbook): ImportSheet[] {
  return workbook.worksheets
    .filter((worksheet) => worksheet.state !== 'hidden' && worksheet.state !== 'veryHidden')
    .map(sheetOfWorksheet)
}
