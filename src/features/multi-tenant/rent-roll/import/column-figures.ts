import { readArea, readDateCell, readRent, readStatus, rentPerSfYear } from './cell-readers'
import { RENT_FIELDS, type ImportField, type RentField } from './import-fields'
import type { RawCell, SheetRow } from './sheet'

/**
 * What a column's cells say about it, where its header alone does not: which of two columns
 * named for one field holds it, what a column headed only "Rent" is measured in, and whether a
 * "Status" or "Occupancy" column holds statuses.
 */

/** A plausible rent in $/SF a year, from cheap industrial space to prime retail. */
export const PLAUSIBLE_RENT = { min: 3, max: 300 } as const

/**
 * The bases a column headed only "rent" is tried in, in order: annual dollars first, as a header
 * "Rent" reads (PRODUCT.md 10.2), then monthly dollars, then $/SF a year and a month.
 */
const RENT_TRIALS: readonly RentField[] = [
  'rentAnnual',
  'rentMonthly',
  'rentPerSfYear',
  'rentPerSfMonth',
]

const cellAt = (row: SheetRow, index: number): RawCell => row.cells[index] ?? null

/** The middle of some numbers (the lower middle of an even count); null for none. */
function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}

/** A rent column's typical $/SF a year, were it measured in `field`; null without figures. */
export function typicalRent(
  rows: readonly SheetRow[],
  rent: number,
  area: number,
  field: RentField,
): number | null {
  const rents = rows.flatMap((row) => {
    const squareFeet = readArea(cellAt(row, area))
    const amount = readRent(cellAt(row, rent), RENT_FIELDS[field])
    if (squareFeet.kind !== 'value' || squareFeet.value <= 0 || amount.kind !== 'value') return []
    const perSf = rentPerSfYear(amount.value, squareFeet.value)
    return perSf > 0 && Number.isFinite(perSf) ? [perSf] : []
  })
  return median(rents)
}

export interface RentBasisChoice {
  field: RentField
  /** The column's typical rent in $/SF a year so read (the median over its rows). */
  typicalPerSfYear: number
}

/**
 * What a column headed only "rent" ("Current Rent", "Contract Rent") is measured in, by its
 * figures over the square feet: the first basis (annual dollars, monthly dollars, $/SF a year,
 * $/SF a month; dollars only when another column gives the rent per SF) whose median rent is a
 * plausible $/SF a year. Null when its figures fit none, or there are none: the header decides.
 *
 * @example a "Current Rent" of 30,000 on 20,000 SF: 1.50 a year as annual dollars, too little;
 *   as monthly dollars 18.00: { field: 'rentMonthly', typicalPerSfYear: 18 }
 */
export function rentBasisByFigures(
  rows: readonly SheetRow[],
  column: { rent: number; area: number; dollarsOnly: boolean },
): RentBasisChoice | null {
  const trials = RENT_TRIALS.filter((field) => !column.dollarsOnly || !RENT_FIELDS[field].perSf)
  for (const field of trials) {
    const typical = typicalRent(rows, column.rent, column.area, field)
    if (typical === null) return null
    if (typical >= PLAUSIBLE_RENT.min && typical <= PLAUSIBLE_RENT.max)
      return { field, typicalPerSfYear: typical }
  }
  return null
}

/** How many of a column's cells read as `field` reads them. */
function readableCount(rows: readonly SheetRow[], index: number, field: ImportField): number {
  const reads = (cell: RawCell) => {
    if (field === 'leaseStart' || field === 'leaseExpiration')
      return readDateCell(cell, 'first').kind === 'value'
    if (field === 'status') return readStatus(cell).kind === 'value'
    return cell !== null && String(cell).trim() !== ''
  }
  return rows.filter((row) => reads(cellAt(row, index))).length
}

/**
 * Of the columns whose headers name one field ("Move Out" and "Lease Exp"), the one with the
 * most cells that read as it (the first on a tie): a mostly empty Move Out column does not hide
 * the lease's expiration.
 */
export function fullestColumn(
  rows: readonly SheetRow[],
  indices: readonly number[],
  field: ImportField,
): number {
  const counts = indices.map((index) => readableCount(rows, index, field))
  return indices[counts.indexOf(Math.max(...counts))]!
}

/**
 * Whether a column headed "Status" or "Occupancy" holds statuses: at least half of its filled
 * cells read as one (an "Occupancy" of percentages does not).
 */
export function holdsStatuses(rows: readonly SheetRow[], index: number): boolean {
  const filled = readableCount(rows, index, 'name')
  return filled === 0 || readableCount(rows, index, 'status') * 2 >= filled
}
