import { scenarioProblems } from '../../../finance/cash-flow/scenario-validation'
import type { Scenario, Tenant } from '../../../finance/cash-flow/types'
import {
  ESCALATION_TYPES,
  LEASE_TYPES,
  MAX_TENANTS,
  RENT_BASIS,
  TENANT_COLUMNS,
  TENANT_NUMBER_FIELDS,
  TENANT_STATUSES,
} from '../../../finance/field-table'
import { monthText, readMonth } from '../../../finance/cash-flow/timeline'
import { fieldLabel } from '../../../finance/field-labels'
import { problemMessage } from '../../../lib/field-messages'
import { readBaseline } from './baseline-codec'
import { listInWords } from '../../../lib/format'
import {
  isObject,
  readAssumptions,
  readNumbers,
  writeAssumptions,
  type Json,
  type Read,
} from './assumptions-codec'

/**
 * The scenario file and share-link format (PRODUCT.md section 6), the only place the seed's JSON
 * names are read and written: `{ "version": 2, "analysisStart": "2026-11", "rentBasis":
 * "current", "tenants": [...], "operatingExpenses": {...}, "marketLeasing": {...}, "debt": {...,
 * "propertyValue"?} }`, with the optional `"exit"` and `"baseline"` blocks of PRODUCT.md 9.6 and
 * `"underwriting"` of 10.8 (assumptions-codec.ts reads the assumption blocks; share-link.ts puts
 * the scenario in a link). The field table maps each JSON name to the app's.
 * Decoding validates everything and explains what is wrong instead of loading half a scenario.
 * Version 1 (before the monthly model, PRODUCT.md 11.8) still opens: January of the year it is
 * opened in, rents at lease start; it is written back as version 2.
 */

export const SCENARIO_VERSION = 2
/** The version written before the monthly model; still read. */
const ANNUAL_MODEL_VERSION = 1
/** A property name longer than this is cut: it is a title, not a description. */
export const MAX_PROPERTY_NAME = 120
/** A scenario's JSON is a few hundred kilobytes at most (500 tenants); bigger text is not one. */
export const MAX_SCENARIO_BYTES = 1_000_000

export type DecodeResult =
  | {
      ok: true
      scenario: Scenario
      /** Set when the file had no analysis start (version 1): the line that tells the user so. */
      upgraded?: string
    }
  | { ok: false; message: string }

/** What opening a scenario saved before the monthly model says (PRODUCT.md 11.1, 11.8). */
export function upgradedText(analysisStart: string): string {
  const start = readMonth(analysisStart)
  const when = start.ok ? `January ${start.month.year}` : analysisStart
  return `This scenario was saved before the monthly model: it now starts in ${when} with rents at lease start, and its figures follow the monthly model.`
}

/**
 * A tenant's cells kept as the unreadable text a paste or import gave them (absent: none), as
 * `{ "leaseStart": "sometime in 2030" }`: the row stays left out until they get values.
 */
function readUnreadable(raw: unknown, where: string): Read<Tenant['unreadable']> {
  if (raw === undefined) return { value: undefined }
  const fields = new Set<string>(TENANT_COLUMNS.map(({ field }) => field))
  const error = `${where}: "unreadable" must map column names to text.`
  if (!isObject(raw)) return { error }
  for (const [field, text] of Object.entries(raw))
    if (!fields.has(field) || typeof text !== 'string') return { error }
  return { value: Object.keys(raw).length > 0 ? (raw as Tenant['unreadable']) : undefined }
}

/** A text key added by the fourth release: one of `options`, or `fallback` when absent. */
function readOption<T extends string>(
  raw: Record<string, unknown>,
  key: string,
  options: readonly T[],
  fallback: T,
  where: string,
): Read<T> {
  const value = raw[key]
  if (value === undefined) return { value: fallback }
  if (typeof value === 'string' && (options as readonly string[]).includes(value))
    return { value: value as T }
  return {
    error: `${where}: "${key}" must be ${listInWords(
      options.map((o) => `"${o}"`),
      'or',
    )}.`,
  }
}

/** A tenant's status and escalation type (absent in version 1: occupied, percent). */
function readTenantKinds(raw: Record<string, unknown>, where: string) {
  const status = readOption(raw, 'status', TENANT_STATUSES, 'occupied', where)
  if ('error' in status) return status
  const escalationType = readOption(raw, 'escalationType', ESCALATION_TYPES, 'percent', where)
  if ('error' in escalationType) return escalationType
  return { value: { status: status.value, escalationType: escalationType.value } }
}

function readTenant(raw: unknown, index: number, usedIds: Set<string>): Read<Tenant> {
  const where = `Tenant ${index + 1}`
  if (!isObject(raw)) return { error: `${where} is not an object.` }
  if (typeof raw.name !== 'string') return { error: `${where}: "name" must be text.` }
  const kinds = readTenantKinds(raw, where)
  if ('error' in kinds) return kinds
  const numbers = readNumbers(raw, TENANT_NUMBER_FIELDS, where)
  if ('error' in numbers) return numbers
  for (const field of ['leaseStart', 'leaseExpiration'] as const)
    if (typeof raw[field] !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw[field]))
      return { error: `${where}: "${field}" must be a date written yyyy-mm-dd.` }
  if (!LEASE_TYPES.includes(raw.leaseType as Tenant['leaseType']))
    return { error: `${where}: "leaseType" must be ${listInWords(LEASE_TYPES, 'or')}.` }
  const unreadable = readUnreadable(raw.unreadable, where)
  if ('error' in unreadable) return unreadable
  let id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : `imported-${index + 1}`
  while (usedIds.has(id)) id = `${id}-${index + 1}`
  usedIds.add(id)
  return {
    value: {
      id,
      name: raw.name,
      ...kinds.value,
      ...numbers.value,
      leaseStart: raw.leaseStart as string,
      leaseExpiration: raw.leaseExpiration as string,
      leaseType: raw.leaseType as Tenant['leaseType'],
      ...(unreadable.value && { unreadable: { ...unreadable.value } }),
    },
  }
}

/** The optional property name: '' when absent or blank, null when it is not text. */
function readPropertyName(value: unknown): string | null {
  if (value === undefined || value === null) return ''
  return typeof value === 'string' ? value.trim().slice(0, MAX_PROPERTY_NAME) : null
}

/**
 * The analysis start and rent basis: as written, or, for a scenario written before they existed,
 * January of `startYear` with rents at lease start (PRODUCT.md 11.1).
 */
function readTimeline(json: Record<string, unknown>, startYear: number) {
  if (json.analysisStart === undefined) {
    const rentBasis = readOption(json, 'rentBasis', RENT_BASIS_VALUES, 'leaseStart', 'Scenario')
    if ('error' in rentBasis) return rentBasis
    const analysisStart = monthText({ year: startYear, month: 1 })
    return { value: { analysisStart, rentBasis: rentBasis.value }, upgraded: true }
  }
  const start = readMonth(json.analysisStart)
  if (!start.ok)
    return { error: '"analysisStart" must be a month written yyyy-mm, from 1900 to 2999.' }
  const rentBasis = readOption(json, 'rentBasis', RENT_BASIS_VALUES, 'current', 'Scenario')
  if ('error' in rentBasis) return rentBasis
  return { value: { analysisStart: monthText(start.month), rentBasis: rentBasis.value } }
}

const RENT_BASIS_VALUES = Object.keys(RENT_BASIS.options) as (keyof typeof RENT_BASIS.options)[]

/**
 * Checks a parsed scenario JSON value and returns the scenario, or why it cannot be used. A
 * scenario without an analysis start opens in January of `startYear` (the caller's clock).
 */
export function scenarioFromJson(
  json: unknown,
  startYear = new Date().getFullYear(),
): DecodeResult {
  if (!isObject(json)) return { ok: false, message: 'The scenario is not a JSON object.' }
  if (json.version !== SCENARIO_VERSION && json.version !== ANNUAL_MODEL_VERSION)
    return { ok: false, message: `The scenario version must be ${SCENARIO_VERSION} (or 1).` }
  const timeline = readTimeline(json, startYear)
  if ('error' in timeline) return { ok: false, message: timeline.error }
  if (!Array.isArray(json.tenants)) return { ok: false, message: '"tenants" must be a list.' }
  if (json.tenants.length > MAX_TENANTS)
    return {
      ok: false,
      message: `A scenario holds at most ${MAX_TENANTS} tenants; this one has ${json.tenants.length}.`,
    }
  const assumptions = readAssumptions(json)
  if ('error' in assumptions) return { ok: false, message: assumptions.error }
  const problems = scenarioProblems({ ...timeline.value, ...assumptions.value })
  if (problems.length > 0) return { ok: false, message: problemMessage(problems[0]!, fieldLabel) }
  const usedIds = new Set<string>()
  const tenants: Tenant[] = []
  for (const [index, raw] of json.tenants.entries()) {
    const read = readTenant(raw, index, usedIds)
    if ('error' in read) return { ok: false, message: read.error }
    tenants.push(read.value)
  }
  const baseline = readBaseline(json.baseline)
  if ('error' in baseline) return { ok: false, message: baseline.error }
  const propertyName = readPropertyName(json.propertyName)
  if (propertyName === null)
    return { ok: false, message: '"propertyName" must be text when given.' }
  return {
    ok: true,
    scenario: {
      ...(propertyName && { propertyName }),
      ...timeline.value,
      tenants,
      ...assumptions.value,
      ...(baseline.value ? { baseline: baseline.value } : {}),
    },
    ...('upgraded' in timeline && { upgraded: upgradedText(timeline.value.analysisStart) }),
  }
}

/** A tenant as the file writes it: every key, a base year only when one is given. */
function tenantJson({ baseYear, ...tenant }: Tenant): Json {
  return baseYear === null ? tenant : { ...tenant, baseYear }
}

/** The scenario as the JSON value of the file format, with the seed's names (version first). */
export function scenarioJsonValue(scenario: Scenario): Json {
  const propertyName = scenario.propertyName?.trim()
  return {
    version: SCENARIO_VERSION,
    ...(propertyName && { propertyName }),
    analysisStart: scenario.analysisStart,
    rentBasis: scenario.rentBasis,
    tenants: scenario.tenants.map(tenantJson),
    ...writeAssumptions(scenario),
    ...(scenario.baseline ? { baseline: scenario.baseline } : {}),
  }
}

/** The scenario file's text: the JSON of the file format, indented. */
export function scenarioToJson(scenario: Scenario): string {
  return JSON.stringify(scenarioJsonValue(scenario), null, 2)
}

/** Parses scenario file text; explains a file that is not JSON. */
export function parseScenarioText(text: string, startYear?: number): DecodeResult {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, message: 'The file is not valid JSON.' }
  }
  return scenarioFromJson(json, startYear)
}
