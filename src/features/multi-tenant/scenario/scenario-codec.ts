import { scenarioProblems } from '../../../finance/cash-flow/scenario-validation'
import type { ExitTerms, Scenario, Tenant } from '../../../finance/cash-flow/types'
import {
  DEBT_FIELDS,
  EXIT_DEFAULTS,
  EXIT_FIELDS,
  jsonName,
  LEASE_TYPES,
  LOAN_FIELDS,
  MARKET_LEASING_FIELDS,
  MAX_TENANTS,
  OPERATING_EXPENSE_FIELDS,
  TENANT_NUMBER_FIELDS,
  type NumberSpec,
  type ValuesOf,
} from '../../../finance/field-table'
import { problemMessage } from '../../../lib/field-messages'
import { readBaseline } from './baseline-codec'
import { listInWords } from '../../../lib/format'

/**
 * The scenario file and share-link format (PRODUCT.md section 6), the only place the seed's JSON
 * names are read and written: `{ "version": 1, "tenants": [...], "operatingExpenses": {...},
 * "marketLeasing": {...}, "debt": {..., "propertyValue"?} }`, with the optional `"exit"` and
 * `"baseline"` blocks of PRODUCT.md 9.6 (share-link.ts puts it in a link). The field table maps
 * each JSON name to the app's.
 * Decoding validates everything and explains what is wrong instead of loading half a scenario.
 */

export const SCENARIO_VERSION = 1
/** A property name longer than this is cut: it is a title, not a description. */
export const MAX_PROPERTY_NAME = 120
/** A scenario's JSON is a few hundred kilobytes at most (500 tenants); bigger text is not one. */
export const MAX_SCENARIO_BYTES = 1_000_000

export type DecodeResult = { ok: true; scenario: Scenario } | { ok: false; message: string }

type Json = Record<string, unknown>

type Read<T> = { value: T } | { error: string }

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** The numbers of a field group from their JSON names, or the first one that is not a number. */
function readGroup<Fields extends Record<string, NumberSpec>>(
  source: Json,
  fields: Fields,
  where: string,
): Read<ValuesOf<Fields>> {
  const values: Record<string, number> = {}
  for (const [key, spec] of Object.entries(fields)) {
    const value = source[jsonName(key, spec)]
    if (!isNumber(value)) return { error: `${where}: "${jsonName(key, spec)}" must be a number.` }
    values[key] = value
  }
  return { value: values as ValuesOf<Fields> }
}

/** A field group's numbers under their JSON names. */
function writeGroup(values: object, fields: Record<string, NumberSpec>): Json {
  const json: Json = {}
  for (const [key, spec] of Object.entries(fields))
    json[jsonName(key, spec)] = (values as Record<string, number>)[key]
  return json
}

function readTenant(raw: unknown, index: number, usedIds: Set<string>): Read<Tenant> {
  const where = `Tenant ${index + 1}`
  if (!isObject(raw)) return { error: `${where} is not an object.` }
  if (typeof raw.name !== 'string') return { error: `${where}: "name" must be text.` }
  const numbers = readGroup(raw, TENANT_NUMBER_FIELDS, where)
  if ('error' in numbers) return numbers
  for (const field of ['leaseStart', 'leaseExpiration'] as const)
    if (typeof raw[field] !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw[field]))
      return { error: `${where}: "${field}" must be a date written yyyy-mm-dd.` }
  if (!LEASE_TYPES.includes(raw.leaseType as Tenant['leaseType']))
    return { error: `${where}: "leaseType" must be ${listInWords(LEASE_TYPES, 'or')}.` }
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
    },
  }
}

/**
 * The optional exit block (PRODUCT.md 9.6): absent, or a key left out, takes the default; a
 * refinance rate of null is the loan's own rate.
 */
function readExit(raw: unknown): Read<ExitTerms> {
  if (raw === undefined) return { value: EXIT_DEFAULTS }
  if (!isObject(raw)) return { error: '"exit" must be an object when given.' }
  const exit: Record<string, number | null> = { ...EXIT_DEFAULTS }
  for (const [key, spec] of Object.entries(EXIT_FIELDS)) {
    const name = jsonName(key, spec)
    const value = raw[name]
    if (value === undefined) continue
    const nullable = key === 'refinanceRatePercent'
    if (!isNumber(value) && !(nullable && value === null))
      return { error: `Exit: "${name}" must be a number${nullable ? ' or null' : ''}.` }
    exit[key] = value
  }
  return { value: exit as ExitTerms }
}

function readAssumptions(json: Json): Read<Omit<Scenario, 'tenants'>> {
  const { operatingExpenses, marketLeasing, debt } = json
  if (!isObject(operatingExpenses)) return { error: '"operatingExpenses" is missing.' }
  if (!isObject(marketLeasing)) return { error: '"marketLeasing" is missing.' }
  if (!isObject(debt)) return { error: '"debt" is missing.' }
  if (typeof marketLeasing.enabled !== 'boolean')
    return { error: 'Market leasing: "enabled" must be true or false.' }
  const expenses = readGroup(operatingExpenses, OPERATING_EXPENSE_FIELDS, 'Operating expenses')
  if ('error' in expenses) return expenses
  const leasing = readGroup(marketLeasing, MARKET_LEASING_FIELDS, 'Market leasing')
  if ('error' in leasing) return leasing
  const loan = readGroup(debt, LOAN_FIELDS, 'Debt')
  if ('error' in loan) return loan
  const value = debt[jsonName('propertyValue', DEBT_FIELDS.propertyValue)]
  if (value !== undefined && value !== null && !isNumber(value))
    return { error: 'Debt: "propertyValue" must be a number when given.' }
  const exit = readExit(json.exit)
  if ('error' in exit) return exit
  return {
    value: {
      operatingExpenses: expenses.value,
      marketLeasing: { enabled: marketLeasing.enabled, ...leasing.value },
      debt: { ...loan.value, propertyValue: isNumber(value) ? value : null },
      exit: exit.value,
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
  if (problems.length > 0) return { ok: false, message: problemMessage(problems[0]!) }
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
  const { propertyValue, ...loan } = scenario.debt
  const propertyName = scenario.propertyName?.trim()
  return {
    version: SCENARIO_VERSION,
    ...(propertyName && { propertyName }),
    tenants: scenario.tenants,
    operatingExpenses: writeGroup(scenario.operatingExpenses, OPERATING_EXPENSE_FIELDS),
    marketLeasing: {
      enabled: scenario.marketLeasing.enabled,
      ...writeGroup(scenario.marketLeasing, MARKET_LEASING_FIELDS),
    },
    debt: {
      ...writeGroup(loan, LOAN_FIELDS),
      ...(propertyValue === null ? {} : { propertyValue }),
    },
    exit: writeGroup(scenario.exit, EXIT_FIELDS),
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
