import { matchHeader, type ImportField } from './import-fields'
import { cellText } from './cell-readers'
import type { ImportSheet, RawCell } from './sheet'

/** A file column's field, or null to ignore the column; by column index. */
export type ColumnMapping = readonly (ImportField | null)[]

/** How far down a sheet its header row may be (title rows above it are skipped). */
export const HEADER_SEARCH_ROWS = 20
/** A header row names at least this many known fields. */
export const HEADER_MIN_FIELDS = 3

/** Each cell's field by its header; a field named twice is read from its first column only. */
export function autoMapping(header: readonly RawCell[]): ColumnMapping {
  const taken = new Set<ImportField>()
  return header.map((cell) => {
    const field = matchHeader(cellText(cell))
    if (field === null || taken.has(field)) return null
    taken.add(field)
    return field
  })
}

/** Whether a row is a header: at least HEADER_MIN_FIELDS of its cells name a known field. */
export function isHeader(cells: readonly RawCell[]): boolean {
  let named = 0
  for (const cell of cells) if (matchHeader(cellText(cell)) !== null) named++
  return named >= HEADER_MIN_FIELDS
}

/** The index of a sheet's header row: the first header within its first rows; null if none. */
export function findHeaderRow(sheet: ImportSheet): number | null {
  const index = sheet.rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => isHeader(row.cells))
  return index === -1 ? null : index
}

export interface HeaderAt {
  sheetIndex: number
  headerIndex: number
}

/** The first sheet with a header row, and that row; null when no sheet has one. */
export function findHeader(sheets: readonly ImportSheet[]): HeaderAt | null {
  for (const [sheetIndex, sheet] of sheets.entries()) {
    const headerIndex = findHeaderRow(sheet)
    if (headerIndex !== null) return { sheetIndex, headerIndex }
  }
  return null
}
