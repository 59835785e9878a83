import { RENT_FIELDS, type ImportField, type RentBasis, type RentField } from './import-fields'
import { readPercent } from './cell-readers'
import type { ColumnMapping } from './find-header'
import type { SheetRow } from './sheet'

export type PercentField = 'annualEscalation' | 'leasingCommission'

/** The mapped columns as the reader uses them. */
export interface ReadColumns {
  /** The column of each field (the first column mapped to it). */
  at: Partial<Record<ImportField, number>>
  /** The rent columns, $/SF first: when a row has both, $/SF wins over dollars. */
  rents: { index: number; basis: RentBasis }[]
  /** The first column of rent in dollars (annual or monthly): the one the totals row is checked on. */
  dollars: { index: number; basis: RentBasis } | null
  /** Percent columns whose bare numbers are fractions (0.03 is 3%). */
  fractions: ReadonlySet<PercentField>
}

/** $/SF a year, $/SF a month, annual dollars, monthly dollars: the order a row's rent is taken in. */
const RENT_ORDER: readonly RentField[] = [
  'rentPerSfYear',
  'rentPerSfMonth',
  'rentAnnual',
  'rentMonthly',
]

/** The largest bare number of a percentage column read as a fraction (0.25 is 25%). */
export const MAX_FRACTION = 0.25

/**
 * Whether a percentage column's bare numbers are fractions: they are when every one of them is at
 * most 0.25 ("0.03" is 3%); otherwise a bare number is a percent ("3" is 3%). "3%" is always 3.
 */
function isFractionColumn(rows: readonly SheetRow[], index: number): boolean {
  let bare = 0
  for (const { cells } of rows) {
    const read = readPercent(cells[index] ?? null)
    if (read.kind !== 'value' || !read.value.bare) continue
    if (read.value.amount > MAX_FRACTION) return false
    bare++
  }
  return bare > 0
}

/** The columns of a mapping, reading the data rows once to tell fractions from percents. */
export function readColumns(mapping: ColumnMapping, rows: readonly SheetRow[]): ReadColumns {
  const at: Partial<Record<ImportField, number>> = {}
  mapping.forEach((field, index) => {
    if (field !== null && at[field] === undefined) at[field] = index
  })
  const rents = RENT_ORDER.flatMap((field) =>
    at[field] === undefined ? [] : [{ index: at[field], basis: RENT_FIELDS[field] }],
  )
  const fractions = new Set<PercentField>()
  for (const field of ['annualEscalation', 'leasingCommission'] as const) {
    const index = at[field]
    if (index !== undefined && isFractionColumn(rows, index)) fractions.add(field)
  }
  return { at, rents, dollars: rents.find(({ basis }) => !basis.perSf) ?? null, fractions }
}
