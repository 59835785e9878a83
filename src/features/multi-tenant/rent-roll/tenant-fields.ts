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
import { readField } from '../../../lib/read-field'

export { TENANT_COLUMNS, type TenantColumn, type TenantField } from '../../../finance/field-table'

export type CellValue = string | number

/** The rent roll column a grid column id names (null for the actions column). */
export function tenantColumn(colId: string): TenantColumn | null {
  return TENANT_COLUMNS.find(({ field }) => field === colId) ?? null
}

export type ParsedCell =
  { kind: 'value'; value: CellValue } | { kind: 'empty' } | { kind: 'invalid'; message: string }

const LEASE_TYPE_ALIASES: Record<string, LeaseType> = {
  'triple net': 'NNN',
  'modified gross': 'Modified',
  by: 'Base Year',
  'base year stop': 'Base Year',
}

/**
 * A lease type whatever the case ("nnn", "GROSS", "Triple Net", "base year", "BY", "Base Year
 * Stop"); null otherwise.
 */
export function parseLeaseType(text: string): LeaseType | null {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ')
  return LEASE_TYPES.find((type) => type.toLowerCase() === key) ?? LEASE_TYPE_ALIASES[key] ?? null
}

/**
 * Reads one cell of text for a column: numbers as people write them and within the column's
 * range, dates as yyyy-mm-dd or m/d/yyyy (stored as yyyy-mm-dd), lease types whatever the case.
 * Explains, in a sentence, what it could not read.
 */
export function parseCell(column: TenantColumn, text: string): ParsedCell {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'empty' }
  switch (column.kind) {
    case 'text':
      return { kind: 'value', value: trimmed }
    case 'number': {
      const reading = readField(trimmed, TENANT_NUMBER_FIELDS[column.field as NumberField])
      return reading.kind === 'invalid' ? { kind: 'invalid', message: reading.message } : reading
    }
    case 'date': {
      const reading = readDate(trimmed)
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

/** The tenant with one field replaced (a new object; the input is not changed). */
export function withField(tenant: Tenant, field: TenantField, value: CellValue): Tenant {
  return { ...tenant, [field]: value }
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
