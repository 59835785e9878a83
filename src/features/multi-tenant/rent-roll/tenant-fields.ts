import { isoDate, readDate } from '../../../finance/calendar-date'
import type { Tenant } from '../../../finance/cash-flow/types'
import {
  LEASE_TYPES,
  TENANT_COLUMNS,
  TENANT_NUMBER_FIELDS,
  type LeaseType,
  type TenantColumn,
  type TenantField,
} from '../../../finance/field-table'
import { ruleMessage } from '../../../lib/field-messages'
import { formatNumber, listInWords } from '../../../lib/format'
import { checkNumber } from '../../../finance/problems'
import { readFigure } from './figure-text'
import { patchTenant } from '../scenario/tenant-patch'

export { TENANT_COLUMNS, type TenantColumn, type TenantField } from '../../../finance/field-table'

export type CellValue = string | number

/** The position of the rent roll column a grid column id names (-1 for the actions column). */
export function tenantColumnIndex(colId: string | null): number {
  return TENANT_COLUMNS.findIndex(({ field }) => field === colId)
}

/** The rent roll column a grid column id names (null for the actions column). */
export function tenantColumn(colId: string): TenantColumn | null {
  return TENANT_COLUMNS[tenantColumnIndex(colId)] ?? null
}

export type ParsedCell =
  { kind: 'value'; value: CellValue } | { kind: 'empty' } | { kind: 'invalid'; message: string }

/** A lease type as written, compared without case, spaces or punctuation ("N.N.N.", "Mod. Gross"). */
const leaseTypeKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * Every name a rent roll gives a lease type, by its key (leaseTypeKey), and the type it is: net
 * leases are NNN, modified gross ones Modified, gross and full service ones Gross, base year
 * and base year stop ones Base Year.
 */
const LEASE_TYPE_ALIASES: Record<string, LeaseType> = {
  nnn: 'NNN',
  triplenet: 'NNN',
  net: 'NNN',
  nn: 'NNN',
  modified: 'Modified',
  modifiedgross: 'Modified',
  modgross: 'Modified',
  mg: 'Modified',
  gross: 'Gross',
  fullservice: 'Gross',
  fullservicegross: 'Gross',
  fs: 'Gross',
  fsg: 'Gross',
  baseyear: 'Base Year',
  by: 'Base Year',
  baseyearstop: 'Base Year',
}

/**
 * The lease type a rent roll's words name ("nnn", "Triple Net", "Full Service", "MG", "BY",
 * "Base Year Stop"); null otherwise.
 */
export function parseLeaseType(text: string): LeaseType | null {
  return LEASE_TYPE_ALIASES[leaseTypeKey(text)] ?? null
}

/** Which day a month without its day ("Dec 2030") stands for in a date column. */
const MONTH_ONLY = { leaseStart: 'first', leaseExpiration: 'last' } as const

/** A figure (figure-text) in a number column: its unit must fit the column; $/SF a month x 12. */
function readNumberCell(field: NumberField, text: string): ParsedCell {
  const figure = readFigure(text)
  if (figure.kind !== 'number') return figure
  const spec = TENANT_NUMBER_FIELDS[field]
  const { area, perSf, perMonth } = figure.unit
  const fits =
    (!area || spec.unit === 'sf') &&
    (!perSf || spec.unit === 'usdPerSf') &&
    (!perMonth || (perSf && field === 'baseRent'))
  if (!fits) return { kind: 'invalid', message: `Enter ${spec.label} as a number.` }
  const value = perMonth ? figure.value * 12 : figure.value
  const rule = checkNumber(spec, value)
  return rule ? { kind: 'invalid', message: ruleMessage(rule) } : { kind: 'value', value }
}

/**
 * Reads one cell of text for a column: figures as people write them (with their unit, "28,500
 * SF", "$16.75/SF") and within the column's range, dates as readDate reads them (a month alone
 * is its first day for a start, its last for an expiration; stored as yyyy-mm-dd), lease types
 * by any of their names. Explains, in a sentence, what it could not read.
 */
export function parseCell(column: TenantColumn, text: string): ParsedCell {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'empty' }
  switch (column.kind) {
    case 'text':
      return { kind: 'value', value: trimmed }
    case 'number':
      return readNumberCell(column.field as NumberField, trimmed)
    case 'date': {
      const monthOnly = MONTH_ONLY[column.field as keyof typeof MONTH_ONLY]
      const reading = readDate(trimmed, { monthOnly })
      return reading.ok
        ? { kind: 'value', value: isoDate(reading.date) }
        : { kind: 'invalid', message: ruleMessage({ kind: 'date', problem: reading.problem }) }
    }
    case 'leaseType': {
      const type = parseLeaseType(trimmed)
      return type
        ? { kind: 'value', value: type }
        : { kind: 'invalid', message: `Choose ${listInWords(LEASE_TYPES, 'or')}.` }
    }
  }
}

type NumberField = keyof typeof TENANT_NUMBER_FIELDS

/**
 * The tenant with one field replaced (a new object; the input is not changed); a cell kept as
 * unreadable text is fixed by the value.
 */
export function withField(tenant: Tenant, field: TenantField, value: CellValue): Tenant {
  return patchTenant(tenant, { [field]: value })
}

export type CellEdit = { ok: true; value: CellValue } | { ok: false; message: string }

const shownValue = (value: unknown) =>
  typeof value === 'number' ? formatNumber(value) : `"${String(value)}"`

/**
 * Reads what a grid editor committed for one cell. Text that cannot be read (or a cleared cell)
 * keeps the current value and says so: 'Square Feet of Grocer: "abc" was not saved. Enter a
 * number, using digits only. Kept 20,000.'
 */
export function readCellEdit(
  column: TenantColumn,
  raw: unknown,
  tenant: Tenant,
  rowName: string,
): CellEdit {
  const text = raw === null || raw === undefined ? '' : String(raw)
  const parsed = parseCell(column, text)
  if (parsed.kind === 'value') return { ok: true, value: parsed.value }
  const kept = `Kept ${shownValue(tenant[column.field])}.`
  const where = `${column.label} of ${rowName}`
  return parsed.kind === 'empty'
    ? { ok: false, message: `${where} cannot be empty. ${kept}` }
    : { ok: false, message: `${where}: "${text.trim()}" was not saved. ${parsed.message} ${kept}` }
}
