import { parseDelimited, sniffSeparator, type Separator } from '../../../../lib/delimited'
import { loadExcelJs } from '../../../../lib/workbook/load-exceljs'
import type { ImportSheet } from './sheet'
import { workbookSheets } from './xlsx-sheets'

/**
 * Reads a rent roll file the user chose or dropped, in the browser (nothing is uploaded): an
 * .xlsx with exceljs (loaded only now), a .csv, .tsv or .txt as delimited text. A file it cannot
 * read comes back with why, in words; nothing throws.
 */

/**
 * The largest file read, 5 MB: a 500-tenant rent roll is about 100 KB as text and well under
 * 1 MB as a workbook, so a larger file is another kind of file (or many sheets of one); reading
 * it would only keep the page busy.
 */
export const MAX_IMPORT_BYTES = 5_000_000

export const IMPORT_EXTENSIONS = ['.xlsx', '.csv', '.tsv', '.txt'] as const

export type FileRead = { ok: true; sheets: ImportSheet[] } | { ok: false; message: string }

const refused = (message: string): FileRead => ({ ok: false, message })

/** The first bytes of a zip (an .xlsx is one) and of an OLE file (an encrypted .xlsx, an .xls). */
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLE = [0xd0, 0xcf, 0x11, 0xe0]
const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte)

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`

/** Text in UTF-8 (a byte order mark dropped), or Windows-1252 when it is not UTF-8. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** Delimited text as one sheet; a .tsv is tab-separated, other text says its separator itself. */
export function textSheet(text: string, extension: string): ImportSheet {
  const separator: Separator = extension === '.tsv' ? '\t' : sniffSeparator(text)
  return { name: null, fromText: true, rows: parseDelimited(text, separator) }
}

async function readWorkbook(bytes: Uint8Array<ArrayBuffer>): Promise<FileRead> {
  if (startsWith(bytes, OLE))
    return refused(
      'This workbook is password-protected (or an old .xls file), so it cannot be read. Save it without a password as .xlsx or .csv and import that.',
    )
  const damaged = refused(
    'This file could not be read as an .xlsx workbook: it may be damaged. Open it in Excel, save it again as .xlsx or .csv, and import that.',
  )
  if (!startsWith(bytes, ZIP)) return damaged
  let ExcelJS
  try {
    ExcelJS = await loadExcelJs()
  } catch {
    return refused('The workbook reader could not be loaded. Check your connection and try again.')
  }
  try {
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes.buffer)
    return { ok: true, sheets: workbookSheets(workbook) }
  } catch {
    return damaged
  }
}

/** The file's sheets, or why it cannot be imported. */
export async function readImportFile(file: File): Promise<FileRead> {
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? ''
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension))
    return refused(
      `${file.name} is not a rent roll file Import Rent Roll reads: choose an .xlsx, .csv, .tsv or .txt file.`,
    )
  if (file.size >= MAX_IMPORT_BYTES)
    return refused(
      `${file.name} is ${megabytes(file.size)}; Import Rent Roll reads files under ${megabytes(MAX_IMPORT_BYTES)}. Save only the rent roll (one sheet, or as .csv) and import that.`,
    )
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = new Uint8Array(await file.arrayBuffer())
  } catch {
    return refused(`${file.name} could not be read: it may have been moved or deleted.`)
  }
  if (extension === '.xlsx') return readWorkbook(bytes)
  return { ok: true, sheets: [textSheet(decodeText(bytes), extension)] }
}
