import { readIsoDate } from '../../../../finance/calendar-date'
import type { InvalidTenant, Tenant } from '../../../../finance/cash-flow/types'
import {
  TENANT_COLUMNS,
  TENANT_NUMBER_FIELDS,
  TENANT_STATUS,
  type TenantColumn,
} from '../../../../finance/field-table'
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
 * Sheet "Rent Roll": the rows as entered (names, lease types and statuses as text, figures as
 * values, an escalation in percent or dollars as its type says, dates as dates), with each lease
 * in place's rent in month 1 x 12 and the analysis year of its last month (PRODUCT.md 11.5;
 * vacant suites have neither), whether the analysis includes the row, and totals of the rows it
 * includes: the building area and the in-place rent.
 */

export const RENT_ROLL_SHEET = 'Rent Roll'

const HEADER_ROW = 3
const FIRST_ROW = HEADER_ROW + 1
const INCLUDED = 'Yes'

/** Columns A-I are the rent roll's own (the grid's order); then these. */
const COLUMN_OF = Object.fromEntries(TENANT_COLUMNS.map(({ field }, index) => [field, index + 1]))
const RENT_COLUMN = TENANT_COLUMNS.length + 1
/** A dollar escalation is money a year; a percent one a decimal shown as a percent. */
const ESCALATION_HEADER = 'Escalation (% or $/SF/yr)'
const YEAR_COLUMN = RENT_COLUMN + 1
const STATUS_COLUMN = YEAR_COLUMN + 1

/** Why the analysis leaves a tenant row out, in words. */
export type ExclusionWords = (invalid: InvalidTenant) => string

/** A lease date as an Excel date, or the text as typed when it is not a date. */
function dateCell(iso: string): CellModel {
  const reading = readIsoDate(iso)
  return reading.ok ? number(excelDateSerial(reading.date.epochDay), 'date') : text(iso)
}

/** A rent roll cell as entered. */
function enteredCell(tenant: Tenant, { field, kind }: TenantColumn): CellModel | null {
  const value = tenant[field]
  if (kind === 'date') return dateCell(String(value))
  if (field === 'annualEscalation' && tenant.escalationType === 'dollars')
    return number(tenant.annualEscalation, 'money')
  if (field === 'status') return text(TENANT_STATUS.options[tenant.status])
  if (kind === 'number') {
    const spec = TENANT_NUMBER_FIELDS[field as keyof typeof TENANT_NUMBER_FIELDS]
    return value === null ? null : inputCell(spec, Number(value))
  }
  return text(String(value))
}

/** What the analysis reads of a row in the analysis: its in-place rent and expiration year. */
export type InPlaceOf = (tenant: Tenant) => { rent: number; expirationYear: number } | null

function tenantCells(tenant: Tenant, inPlace: ReturnType<InPlaceOf>, problems?: string) {
  return [
    ...TENANT_COLUMNS.map((column) => enteredCell(tenant, column)),
    inPlace ? number(inPlace.rent, 'money') : null,
    inPlace ? number(inPlace.expirationYear, 'plain') : null,
    text(problems === undefined ? INCLUDED : `No: ${problems}`),
  ]
}

/** Sums of a column over the rows whose status is "Yes" (the tenants in the analysis). */
function includedTotal(column: number, tenants: number, value: number, format: 'count' | 'money') {
  const last = FIRST_ROW + tenants - 1
  const range = (at: number) => `${cellAddress(at, FIRST_ROW)}:${cellAddress(at, last)}`
  return formula(`SUMIF(${range(STATUS_COLUMN)},"${INCLUDED}",${range(column)})`, value, format)
}

/**
 * The defined name of the building area: the square feet of the rows in the analysis, occupied
 * or vacant (expenses and reserves are charged on it).
 */
export const TOTAL_SQUARE_FEET = 'TotalSquareFeet'

const NOTE =
  'As entered. In-place rent = the monthly rent of the analysis start x 12 (square feet x base ' +
  "rent for a lease starting later); expiration year = the analysis year of the lease's last " +
  'month (1 when it ended before the start). Vacant suites have neither.'

/**
 * The Rent Roll sheet of `tenants`, marking the `invalid` rows the analysis leaves out with
 * `describe`'s words (the page's: problems travel as data, the UI writes the words), and the
 * name of its building area; `inPlaceOf` reads a lease in place as the analysis does.
 */
export function rentRollSheet(
  tenants: readonly Tenant[],
  invalid: readonly InvalidTenant[],
  reading: { describe: ExclusionWords; inPlaceOf: InPlaceOf },
) {
  const reasons = new Map(invalid.map((row) => [row.id, reading.describe(row)]))
  const grid = new SheetGrid(RENT_ROLL_SHEET)
  grid.set(1, 1, bold('Rent Roll'))
  grid.set(1, 2, text(NOTE))
  const labels = TENANT_COLUMNS.map(({ field, label }) =>
    field === 'annualEscalation' ? ESCALATION_HEADER : label,
  )
  const headers = [...labels, 'In-Place Rent', 'Expiration (Analysis Year)']
  grid.setRow(HEADER_ROW, [...headers, 'In Analysis'].map(bold))
  const inPlace = tenants.map((tenant) =>
    reasons.has(tenant.id) || tenant.status === 'vacant' ? null : reading.inPlaceOf(tenant),
  )
  tenants.forEach((tenant, index) =>
    grid.setRow(FIRST_ROW + index, tenantCells(tenant, inPlace[index]!, reasons.get(tenant.id))),
  )
  const included = tenants.filter((tenant) => !reasons.has(tenant.id))
  const totalsRow = FIRST_ROW + tenants.length
  grid.set(1, totalsRow, bold('Building area and in-place rent (rows in the analysis)'))
  const sfColumn = COLUMN_OF.squareFootage!
  if (tenants.length > 0) {
    const squareFeet = included.reduce((sum, tenant) => sum + tenant.squareFootage, 0)
    const rent = inPlace.reduce((sum, lease) => sum + (lease?.rent ?? 0), 0)
    grid.set(sfColumn, totalsRow, includedTotal(sfColumn, tenants.length, squareFeet, 'count'))
    grid.set(RENT_COLUMN, totalsRow, includedTotal(RENT_COLUMN, tenants.length, rent, 'money'))
  } else grid.set(sfColumn, totalsRow, number(0, 'count'))
  grid.nameCell(TOTAL_SQUARE_FEET, sfColumn, totalsRow)
  const widths = [28, 12, 14, 14, 12, 14, 10, 10, 14, 10, 10, 16, 12, 30]
  const sheet = grid.toSheet(
    widths,
    { rows: HEADER_ROW, columns: 1 },
    { first: HEADER_ROW, last: HEADER_ROW },
  )
  return { sheet, names: grid.names }
}
