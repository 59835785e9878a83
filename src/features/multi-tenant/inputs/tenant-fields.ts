import { LEASE_TYPES, type LeaseType, type Tenant } from '../../../finance/cash-flow/types'
import { formatNumber } from '../../../lib/format'
import { parseNumber } from '../../../lib/parse-number'

/** How a rent roll cell is typed and read. */
export type FieldKind = 'text' | 'number' | 'date' | 'leaseType'

export type TenantField = Exclude<keyof Tenant, 'id'>

export interface TenantColumn {
  field: TenantField
  header: string
  kind: FieldKind
}

/** The rent roll's data columns, in the grid's (and a pasted spreadsheet's) order. */
export const TENANT_COLUMNS: readonly TenantColumn[] = [
  { field: 'name', header: 'Tenant Name', kind: 'text' },
  { field: 'squareFootage', header: 'Square Feet', kind: 'number' },
  { field: 'baseRent', header: 'Base Rent ($/SF/yr)', kind: 'number' },
  { field: 'annualEscalation', header: 'Escalation (%)', kind: 'number' },
  { field: 'leaseStart', header: 'Lease Start', kind: 'date' },
  { field: 'leaseExpiration', header: 'Lease Expiration', kind: 'date' },
  { field: 'leaseType', header: 'Lease Type', kind: 'leaseType' },
  { field: 'tiPerSF', header: 'TI ($/SF)', kind: 'number' },
  { field: 'leasingCommission', header: 'Leasing Commission (%)', kind: 'number' },
]

export type CellValue = string | number

export type ParsedCell =
  { kind: 'value'; value: CellValue } | { kind: 'empty' } | { kind: 'invalid'; message: string }

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/

/** yyyy-mm-dd of a real calendar date, or null (no 2026-02-30). */
function calendarDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * A date as people paste it: ISO "2026-03-01" or Excel's US "3/1/2026" (two-digit years follow
 * Excel: 00-29 are 2000s, 30-99 are 1900s). Returns the ISO date, or null.
 */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim()
  const iso = ISO_DATE.exec(trimmed)
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const us = US_DATE.exec(trimmed)
  if (!us) return null
  let year = Number(us[3])
  if (us[3]!.length === 2) year += year < 30 ? 2000 : 1900
  return calendarDate(year, Number(us[1]), Number(us[2]))
}

const LEASE_TYPE_ALIASES: Record<string, LeaseType> = {
  'triple net': 'NNN',
  'modified gross': 'Modified',
}

/** NNN, Gross or Modified, whatever the case ("nnn", "GROSS", "Triple Net"); null otherwise. */
export function parseLeaseType(text: string): LeaseType | null {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ')
  return LEASE_TYPES.find((type) => type.toLowerCase() === key) ?? LEASE_TYPE_ALIASES[key] ?? null
}

/** Reads one cell of text for a column; explains what it could not read. */
export function parseCell(kind: FieldKind, text: string): ParsedCell {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'empty' }
  if (kind === 'text') return { kind: 'value', value: trimmed }
  if (kind === 'number') {
    const parsed = parseNumber(trimmed)
    return parsed.kind === 'number'
      ? { kind: 'value', value: parsed.value }
      : { kind: 'invalid', message: 'is not a number' }
  }
  if (kind === 'date') {
    const date = parseDateText(trimmed)
    return date
      ? { kind: 'value', value: date }
      : { kind: 'invalid', message: 'is not a date (use yyyy-mm-dd or m/d/yyyy)' }
  }
  const type = parseLeaseType(trimmed)
  return type
    ? { kind: 'value', value: type }
    : { kind: 'invalid', message: 'is not a lease type (NNN, Gross or Modified)' }
}

/** The tenant with one field replaced (a new object; the input is not changed). */
export function withField(tenant: Tenant, field: TenantField, value: CellValue): Tenant {
  return { ...tenant, [field]: value }
}

export type CellEdit = { ok: true; value: CellValue } | { ok: false; message: string }

const shownValue = (value: unknown) =>
  typeof value === 'number' ? formatNumber(value) : `"${String(value)}"`

/**
 * Reads what a grid editor committed for one cell. Text that cannot be read (or a cleared cell)
 * keeps the current value and says so: "Square Feet of Tenant 1: "abc" is not a number; kept 0."
 */
export function readCellEdit(
  column: TenantColumn,
  raw: unknown,
  tenant: Tenant,
  rowName: string,
): CellEdit {
  const text = raw === null || raw === undefined ? '' : String(raw)
  const parsed = parseCell(column.kind, text)
  if (parsed.kind === 'value') return { ok: true, value: parsed.value }
  const kept = `kept ${shownValue(tenant[column.field])}`
  const where = `${column.header} of ${rowName}`
  return parsed.kind === 'empty'
    ? { ok: false, message: `${where} cannot be empty; ${kept}.` }
    : { ok: false, message: `${where}: "${text.trim()}" ${parsed.message}; ${kept}.` }
}
