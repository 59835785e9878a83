import { scenarioProblems } from '../../../finance/cash-flow/scenario-validation'
import type { Scenario, Tenant } from '../../../finance/cash-flow/types'
import {
  LEASE_TYPES,
  MAX_TENANTS,
  TENANT_COLUMNS,
  TENANT_NUMBER_FIELDS,
} from '../../../finance/field-table'
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
 * names are read and written: `{ "version": 1, "tenants": [...], "operatingExpenses": {...},
 * "marketLeasing": {...}, "debt": {..., "propertyValue"?} }`, with the optional `"exit"` and
 * `"baseline"` blocks of PRODUCT.md 9.6 and `"underwriting"` of 10.8 (assumptions-codec.ts reads
 * the assumption blocks; share-link.ts puts the scenario in a link). The field table maps each
 * JSON name to the app's.
 * Decoding validates everything and explains what is wrong instead of loading half a scenario.
 */

export const SCENARIO_VERSION = 1
/** A property name longer than this is cut: it is a title, not a description. */
export const MAX_PROPERTY_NAME = 120
/** A scenario's JSON is a few hundred kilobytes at most (500 tenants); bigger text is not one. */
export const MAX_SCENARIO_BYTES = 1_000_000

export type DecodeResult = { ok: true; scenario: Scenario } | { ok: false; message: string }

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

function readTenant(raw: unknown, index: number, usedIds: Set<string>): Read<Tenant> {
  const where = `Tenant ${index + 1}`
  if (!isObject(raw)) return { error: `${where} is not an object.` }
  if (typeof raw.name !== 'string') return { error: `${where}: "name" must be text.` }
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

/** Checks a parsed scenario JSON value and returns the scenario, or why it cannot be used. */
export function scenarioFromJson(json: unknown): DecodeResult {
  if (!isObject(json)) return { ok: false, message: 'The scenario is not a JSON object.' }
  if (json.version !== SCENARIO_VERSION)
    return { ok: false, message: `The scenario version must be ${SCENARIO_VERSION}.` }
  if (!Array.isArray(json.tenants)) return { ok: false, message: '"tenants" must be a list.' }
  if (json.tenants.length > MAX_TENANTS)
    return {
      ok: false,
      message: `A scenario holds at most ${MAX_TENANTS} tenants; this one has ${json.tenants.length}.`,
    }
  const assumptions = readAssumptions(json)
  if ('error' in assumptions) return { ok: false, message: assumptions.error }
  const problems = scenarioProblems(assumptions.value)
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
      tenants,
      ...assumptions.value,
      ...(baseline.value ? { baseline: baseline.value } : {}),
    },
  }
}

/** The scenario as the JSON value of the file format, with the seed's names (version first). */
export function scenarioJsonValue(scenario: Scenario): Json {
  const propertyName = scenario.propertyName?.trim()
  return {
    version: SCENARIO_VERSION,
    ...(propertyName && { propertyName }),
    tenants: scenario.tenants,
    ...writeAssumptions(scenario),
    ...(scenario.baseline ? { baseline: scenario.baseline } : {}),
  }
}

/** The scenario file's text: the JSON of the file format, indented. */
export function scenarioToJson(scenario: Scenario): string {
  return JSON.stringify(scenarioJsonValue(scenario), null, 2)
}

/** Parses scenario file text; explains a file that is not JSON. */
export function parseScenarioText(text: string): DecodeResult {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, message: 'The file is not valid JSON.' }
  }
  return scenarioFromJson(json)
}
