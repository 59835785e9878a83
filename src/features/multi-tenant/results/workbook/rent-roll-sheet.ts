import { readIsoDate } from '../../../../finance/calendar-date'
import type { InvalidTenant, Tenant } from '../../../../finance/cash-flow/types'
import { TENANT_COLUMNS, TENANT_NUMBER_FIELDS } from '../../../../finance/field-table'
import { SheetGrid } from '../../../../lib/workbook/sheet-grid'
import {
  bold,
  cellAddress,
  excelDateSerial,
  formula,
  number,
  text,
  type CellModel,
} from '../../../../lib/workbook/workbook-model'
import { inputCell } from './assumptions-sheet'

/**
 * Sheet "Rent Roll": the tenants as entered (names and lease types as text, figures as values,
 * dates as dates), with each tenant's in-place rent (SF x base rent) and expiration year as
 * formulas, whether the analysis includes it, and totals of the tenants it includes.
 */

export const RENT_ROLL_SHEET = 'Rent Roll'

const HEADER_ROW = 3
const FIRST_ROW = HEADER_ROW + 1
const INCLUDED = 'Yes'

/** Columns A-I are the rent roll's own (the grid's order); then these. */
const COLUMN_OF = Object.fromEntries(TENANT_COLUMNS.map(({ field }, index) => [field, index + 1]))
const RENT_COLUMN = TENANT_COLUMNS.length + 1
const YEAR_COLUMN = RENT_COLUMN + 1
const STATUS_COLUMN = YEAR_COLUMN + 1

/** Why the analysis leaves a tenant row out, in words. */
export type ExclusionWords = (invalid: InvalidTenant) => string

const address = (field: string, row: number) => cellAddress(COLUMN_OF[field]!, row)

/** A lease date as an Excel date, or the text as typed when it is not a date. */
function dateCell(iso: string): CellModel {
  const reading = readIsoDate(iso)
  return reading.ok ? number(excelDateSerial(reading.date.epochDay), 'date') : text(iso)
}

function tenantCells(tenant: Tenant, row: number, problems: string | undefined) {
  const cells: (CellModel | null)[] = TENANT_COLUMNS.map(({ field, kind }) => {
    const value = tenant[field]
    if (kind === 'date') return dateCell(String(value))
    if (kind === 'number') {
      const spec = TENANT_NUMBER_FIELDS[field as keyof typeof TENANT_NUMBER_FIELDS]
      return inputCell(spec, Number(value))
    }
    return text(String(value))
  })
  const expiration = readIsoDate(tenant.leaseExpiration)
  cells.push(
    formula(
      `${address('squareFootage', row)}*${address('baseRent', row)}`,
      tenant.squareFootage * tenant.baseRent,
      'money',
    ),
    expiration.ok
      ? formula(`YEAR(${address('leaseExpiration', row)})`, expiration.date.year, 'plain')
      : null,
    text(problems === undefined ? INCLUDED : `No: ${problems}`),
  )
  return cells
}

/** Sums of a column over the rows whose status is "Yes" (the tenants in the analysis). */
function includedTotal(column: number, tenants: number, value: number, format: 'count' | 'money') {
  const last = FIRST_ROW + tenants - 1
  const range = (at: number) => `${cellAddress(at, FIRST_ROW)}:${cellAddress(at, last)}`
  return formula(`SUMIF(${range(STATUS_COLUMN)},"${INCLUDED}",${range(column)})`, value, format)
}

/** The defined name of the total square feet of the tenants in the analysis (reserves read it). */
export const TOTAL_SQUARE_FEET = 'TotalSquareFeet'

/**
 * The Rent Roll sheet of `tenants`, marking the `invalid` rows the analysis leaves out with
 * `describe`'s words (the page's: problems travel as data, the UI writes the words), and the
 * name of its total square feet.
 */
export function rentRollSheet(
  tenants: readonly Tenant[],
  invalid: readonly InvalidTenant[],
  describe: ExclusionWords,
) {
  const reasons = new Map(invalid.map((row) => [row.id, describe(row)]))
  const grid = new SheetGrid(RENT_ROLL_SHEET)
  grid.set(1, 1, bold('Rent Roll'))
  grid.set(1, 2, text('As entered. In-place rent = square feet x base rent.'))
  const headers = [...TENANT_COLUMNS.map(({ label }) => label), 'In-Place Rent', 'Expiration Year']
  grid.setRow(HEADER_ROW, [...headers, 'In Analysis'].map(bold))
  tenants.forEach((tenant, index) =>
    grid.setRow(FIRST_ROW + index, tenantCells(tenant, FIRST_ROW + index, reasons.get(tenant.id))),
  )
  const included = tenants.filter((tenant) => !reasons.has(tenant.id))
  const totalsRow = FIRST_ROW + tenants.length
  grid.set(1, totalsRow, bold('Total (tenants in the analysis)'))
  const sfColumn = COLUMN_OF.squareFootage!
  if (tenants.length > 0) {
    const squareFeet = included.reduce((sum, tenant) => sum + tenant.squareFootage, 0)
    const rent = included.reduce((sum, tenant) => sum + tenant.squareFootage * tenant.baseRent, 0)
    grid.set(sfColumn, totalsRow, includedTotal(sfColumn, tenants.length, squareFeet, 'count'))
    grid.set(RENT_COLUMN, totalsRow, includedTotal(RENT_COLUMN, tenants.length, rent, 'money'))
  } else grid.set(sfColumn, totalsRow, number(0, 'count'))
  grid.nameCell(TOTAL_SQUARE_FEET, sfColumn, totalsRow)
  const widths = [28, 12, 14, 12, 12, 14, 10, 10, 14, 16, 12, 30]
  const sheet = grid.toSheet(
    widths,
    { rows: HEADER_ROW, columns: 1 },
    { first: HEADER_ROW, last: HEADER_ROW },
  )
  return { sheet, names: grid.names }
}
