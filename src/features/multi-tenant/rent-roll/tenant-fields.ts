import { isoDate, readDate } from '../../../finance/calendar-date'
import type { Tenant } from '../../../finance/cash-flow/types'
import {
  ESCALATION_FIELDS,
  LEASE_TYPES,
  TENANT_COLUMNS,
  TENANT_NUMBER_FIELDS,
  TENANT_STATUS,
  TENANT_STATUSES,
  VACANT_NAME,
  type EscalationType,
  type LeaseType,
  type TenantColumn,
  type TenantField,
  type TenantStatus,
} from '../../../finance/field-table'
import { problemMessage, ruleMessage } from '../../../lib/field-messages'
import { fieldLabel } from '../../../finance/field-labels'
import { formatNumber, listInWords } from '../../../lib/format'
import { checkNumber, type InputProblem } from '../../../finance/problems'
import type { NumberSpec } from '../../../finance/field-specs'
import { readFigure, type FigureUnit } from './figure-text'
import type { TenantPatch } from '../scenario/tenant-patch'

export { TENANT_COLUMNS, type TenantColumn, type TenantField } from '../../../finance/field-table'

/** A cell's value: text, a figure, or null for an optional figure left empty (a base year). */
export type CellValue = string | number | null

/** The position of the rent roll column a grid column id names (-1 for the actions column). */
export function tenantColumnIndex(colId: string | null): number {
  return TENANT_COLUMNS.findIndex(({ field }) => field === colId)
}

/** The rent roll column a grid column id names (null for the actions column). */
export function tenantColumn(colId: string): TenantColumn | null {
  return TENANT_COLUMNS[tenantColumnIndex(colId)] ?? null
}

/**
 * What a cell's text gives a row: its value and the patch that sets it (with the fields that go
 * with it: the escalation's type, a vacant row's name), nothing, or why it cannot be read.
 */
export type ParsedCell =
  | { kind: 'value'; value: CellValue; patch: TenantPatch }
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }

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

/** Every way a rent roll writes a status, by its key (leaseTypeKey): "Vacant", "V", "Occupied". */
const STATUS_ALIASES: Record<string, TenantStatus> = {
  occupied: 'occupied',
  o: 'occupied',
  leased: 'occupied',
  vacant: 'vacant',
  v: 'vacant',
  available: 'vacant',
}

/** The status a rent roll's words name ("Vacant", "V", "occupied"); null otherwise. */
export function parseStatus(text: string): TenantStatus | null {
  return STATUS_ALIASES[leaseTypeKey(text)] ?? null
}

/** Whether a row's name is one the page gave it ("Tenant 3") or none: a vacant row renames it. */
const isPlaceholderName = (name: string) => /^(?:tenant \d+)?$/i.test(name.trim())

/**
 * The patch that gives a row a status: a row made vacant without a name of its own is named
 * "Vacant" (PRODUCT.md 11.3).
 */
export function statusPatch(tenant: Tenant | undefined, status: TenantStatus): TenantPatch {
  const rename = status === 'vacant' && tenant && isPlaceholderName(tenant.name)
  return rename ? { status, name: VACANT_NAME } : { status }
}

/**
 * An escalation's type as written: "$0.50", "$0.50/SF" or "0.50 PSF" are dollars a year, "3%"
 * a percent; a bare number keeps the row's type (a percent on a new row).
 */
export function escalationTypeOf(unit: FigureUnit, current: EscalationType): EscalationType {
  if (unit.dollars || unit.perSf) return 'dollars'
  return unit.percent ? 'percent' : current
}

/** Which day a month without its day ("Dec 2030") stands for in a date column. */
const MONTH_ONLY = { leaseStart: 'first', leaseExpiration: 'last' } as const

/** A value checked against its field's spec, as the patch that sets `patch`. */
function checked(spec: NumberSpec, value: number, patch: TenantPatch): ParsedCell {
  const rule = checkNumber(spec, value)
  return rule ? { kind: 'invalid', message: ruleMessage(rule) } : { kind: 'value', value, patch }
}

/** An escalation: "3%" a percent, "$0.50" (or "/SF", "PSF") dollars a year, a bare number the row's. */
function readEscalationCell(text: string, current: Tenant | undefined): ParsedCell {
  const figure = readFigure(text)
  if (figure.kind !== 'number') return figure
  const { area, perMonth } = figure.unit
  if (area || perMonth) return { kind: 'invalid', message: 'Enter the escalation as 3% or $0.50.' }
  const escalationType = escalationTypeOf(figure.unit, current?.escalationType ?? 'percent')
  const patch = { annualEscalation: figure.value, escalationType }
  return checked(ESCALATION_FIELDS[escalationType], figure.value, patch)
}

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
  return checked(spec, value, { [field]: value })
}

/** A text value of a column as the patch that sets it. */
const textValue = (field: TenantField, value: string): ParsedCell => ({
  kind: 'value',
  value,
  patch: { [field]: value },
})

/** A date cell: a month alone is its first day for a start, its last for an expiration. */
function readDateCell(field: TenantField, text: string): ParsedCell {
  const monthOnly = MONTH_ONLY[field as keyof typeof MONTH_ONLY]
  const reading = readDate(text, { monthOnly })
  return reading.ok
    ? textValue(field, isoDate(reading.date))
    : { kind: 'invalid', message: ruleMessage({ kind: 'date', problem: reading.problem }) }
}

/**
 * Reads one cell of text for a column (of `current`, the row it goes to, when there is one):
 * figures as people write them (with their unit, "28,500 SF", "$16.75/SF") and within the
 * column's range, an escalation as a percent ("3%") or dollars ("$0.50"), dates as readDate
 * reads them (stored as yyyy-mm-dd), lease types and statuses by any of their names; an empty
 * Base Year is the lease start's year. Explains, in a sentence, what it could not read.
 */
export function parseCell(column: TenantColumn, text: string, current?: Tenant): ParsedCell {
  const trimmed = text.trim()
  if (trimmed === '')
    return column.field === 'baseYear'
      ? { kind: 'value', value: null, patch: { baseYear: null } }
      : { kind: 'empty' }
  switch (column.kind) {
    case 'text':
      return textValue(column.field, trimmed)
    case 'number':
      return column.field === 'annualEscalation'
        ? readEscalationCell(trimmed, current)
        : readNumberCell(column.field as NumberField, trimmed)
    case 'date':
      return readDateCell(column.field, trimmed)
    case 'leaseType': {
      const type = parseLeaseType(trimmed)
      return type
        ? textValue(column.field, type)
        : { kind: 'invalid', message: `Choose ${listInWords(LEASE_TYPES, 'or')}.` }
    }
    case 'status': {
      const status = parseStatus(trimmed)
      const names = TENANT_STATUSES.map((value) => TENANT_STATUS.options[value])
      return status
        ? { kind: 'value', value: status, patch: statusPatch(current, status) }
        : { kind: 'invalid', message: `Choose ${listInWords(names, 'or')}.` }
    }
  }
}

type NumberField = keyof typeof TENANT_NUMBER_FIELDS

/**
 * What Copy writes for a cell, as it would be typed back: raw figures, a dollar escalation with
 * its "$", a status by its name, an empty base year empty.
 */
export function cellText(tenant: Tenant, field: TenantField): string | number {
  if (field === 'annualEscalation' && tenant.escalationType === 'dollars')
    return `$${tenant.annualEscalation}`
  if (field === 'status') return TENANT_STATUS.options[tenant.status]
  return tenant[field] ?? ''
}

export type CellEdit = { ok: true; patch: TenantPatch } | { ok: false; message: string }

const shownValue = (value: unknown) =>
  typeof value === 'number'
    ? formatNumber(value)
    : value === null
      ? 'it empty'
      : `"${String(value)}"`

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
  const parsed = parseCell(column, text, tenant)
  if (parsed.kind === 'value') return { ok: true, patch: parsed.patch }
  const kept = `Kept ${shownValue(tenant[column.field])}.`
  const where = `${column.label} of ${rowName}`
  return parsed.kind === 'empty'
    ? { ok: false, message: `${where} cannot be empty. ${kept}` }
    : { ok: false, message: `${where}: "${text.trim()}" was not saved. ${parsed.message} ${kept}` }
}

/** The problems of a left-out row in words: "Lease Expiration: The lease must expire after it starts." */
export function problemsText(problems: readonly InputProblem[]): string {
  return problems.map((problem) => problemMessage(problem, fieldLabel)).join(' ')
}

/** The name a row goes by in button labels and messages: its tenant name, else its number. */
export function rowName(tenant: Tenant, rowIndex: number): string {
  return tenant.name.trim() || `row ${rowIndex + 1}`
}
