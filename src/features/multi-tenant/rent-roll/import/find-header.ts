import { fullestColumn, holdsStatuses, rentBasisByFigures } from './column-figures'
import { matchHeader, namesOnlyRent, RENT_FIELDS, type ImportField } from './import-fields'
import { cellText } from './cell-readers'
import type { ImportSheet, RawCell, SheetRow } from './sheet'

/** A file column's field, or null to ignore the column; by column index. */
export type ColumnMapping = readonly (ImportField | null)[]

/** How far down a sheet its header row may be (title rows above it are skipped). */
export const HEADER_SEARCH_ROWS = 20
/** A header row names at least this many known fields. */
export const HEADER_MIN_FIELDS = 3

/**
 * Each file column's field by its header, its cells deciding what a header leaves open: of two
 * columns named for one field the one with the most cells that read as it; a column headed only
 * "rent" in the basis its figures fit (column-figures.ts); a "Status" or "Occupancy" column
 * only when it holds statuses. `rows` are the data rows below the header.
 */
export function autoMapping(
  header: readonly RawCell[],
  rows: readonly SheetRow[] = [],
): ColumnMapping {
  const named = header.map((cell) => matchHeader(cellText(cell)))
  const mapping: (ImportField | null)[] = header.map(() => null)
  const fields = new Set(named.filter((field) => field !== null))
  for (const field of fields) {
    const columns = named.flatMap((name, index) => (name === field ? [index] : []))
    const index = fullestColumn(rows, columns, field)
    if (field !== 'status' || holdsStatuses(rows, index)) mapping[index] = field
  }
  return withRentByFigures(header, rows, mapping)
}

/** The mapping with a column headed only "rent" read in the basis its figures fit. */
function withRentByFigures(
  header: readonly RawCell[],
  rows: readonly SheetRow[],
  mapping: (ImportField | null)[],
): ColumnMapping {
  const area = mapping.indexOf('squareFootage')
  const rents = mapping.flatMap((field, index) => (field && field in RENT_FIELDS ? [index] : []))
  for (const rent of rents) {
    if (area === -1 || !namesOnlyRent(cellText(header[rent] ?? null))) continue
    const dollarsOnly = rents.some(
      (other) => other !== rent && RENT_FIELDS[mapping[other] as keyof typeof RENT_FIELDS].perSf,
    )
    const choice = rentBasisByFigures(rows, { rent, area, dollarsOnly })
    if (choice && !mapping.includes(choice.field)) mapping[rent] = choice.field
  }
  return mapping
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
