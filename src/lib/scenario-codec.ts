import { scenarioProblems } from '../finance/cash-flow/scenario-validation'
import { LEASE_TYPES, type Scenario, type Tenant } from '../finance/cash-flow/types'

/**
 * The scenario file and share-link format (PRODUCT.md section 6):
 * `{ "version": 1, "tenants": [...], "operatingExpenses": {...}, "marketLeasing": {...},
 *   "debt": {..., "propertyValue"?} }`, shared as `#scenario=<base64url of the UTF-8 JSON>`.
 * Decoding validates everything and explains what is wrong instead of loading half a scenario.
 */

export const SCENARIO_VERSION = 1
export const MAX_SCENARIO_TENANTS = 10
export const SHARE_HASH_KEY = 'scenario'

export type DecodeResult = { ok: true; scenario: Scenario } | { ok: false; message: string }

const OPERATING_EXPENSE_FIELDS = [
  'managementFee',
  'realEstateTaxes',
  'insurance',
  'repairs',
  'utilities',
  'other',
  'escalationRate',
] as const
const MARKET_LEASING_FIELDS = [
  'leaseRentBump',
  'leasingCommissions',
  'capexTI',
  'freeRentMonths',
] as const
const DEBT_FIELDS = [
  'interestRate',
  'amortization',
  'ioYears',
  'loanTerm',
  'maxDSCR',
  'maxDebtYield',
  'maxLTV',
] as const
const TENANT_NUMBER_FIELDS = [
  'squareFootage',
  'baseRent',
  'annualEscalation',
  'tiPerSF',
  'leasingCommission',
] as const
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** Copies the named numeric fields, or returns the first one that is missing or not a number. */
function readNumbers<K extends string>(source: Json, fields: readonly K[], where: string) {
  const values = {} as Record<K, number>
  for (const field of fields) {
    const value = source[field]
    if (!isNumber(value)) return { error: `${where}: "${field}" must be a number.` }
    values[field] = value
  }
  return { values }
}

function readTenant(
  raw: unknown,
  index: number,
  usedIds: Set<string>,
): { tenant: Tenant } | { error: string } {
  const where = `Tenant ${index + 1}`
  if (!isObject(raw)) return { error: `${where} is not an object.` }
  if (typeof raw.name !== 'string') return { error: `${where}: "name" must be text.` }
  const numbers = readNumbers(raw, TENANT_NUMBER_FIELDS, where)
  if ('error' in numbers) return { error: numbers.error! }
  for (const field of ['leaseStart', 'leaseExpiration'] as const) {
    const value = raw[field]
    if (typeof value !== 'string' || !ISO_DATE.test(value))
      return { error: `${where}: "${field}" must be a date written yyyy-mm-dd.` }
  }
  if (!LEASE_TYPES.includes(raw.leaseType as Tenant['leaseType']))
    return { error: `${where}: "leaseType" must be NNN, Gross or Modified.` }
  let id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : `imported-${index + 1}`
  while (usedIds.has(id)) id = `${id}-${index + 1}`
  usedIds.add(id)
  return {
    tenant: {
      id,
      name: raw.name,
      ...numbers.values!,
      leaseStart: raw.leaseStart as string,
      leaseExpiration: raw.leaseExpiration as string,
      leaseType: raw.leaseType as Tenant['leaseType'],
    },
  }
}

function readAssumptions(json: Json): { value: Omit<Scenario, 'tenants'> } | { error: string } {
  const { operatingExpenses, marketLeasing, debt } = json
  if (!isObject(operatingExpenses)) return { error: '"operatingExpenses" is missing.' }
  if (!isObject(marketLeasing)) return { error: '"marketLeasing" is missing.' }
  if (!isObject(debt)) return { error: '"debt" is missing.' }
  if (typeof marketLeasing.enabled !== 'boolean')
    return { error: 'Market leasing: "enabled" must be true or false.' }
  const expenses = readNumbers(operatingExpenses, OPERATING_EXPENSE_FIELDS, 'Operating expenses')
  if ('error' in expenses) return { error: expenses.error! }
  const leasing = readNumbers(marketLeasing, MARKET_LEASING_FIELDS, 'Market leasing')
  if ('error' in leasing) return { error: leasing.error! }
  const debtValues = readNumbers(debt, DEBT_FIELDS, 'Debt')
  if ('error' in debtValues) return { error: debtValues.error! }
  const propertyValue = debt.propertyValue
  if (propertyValue !== undefined && propertyValue !== null && !isNumber(propertyValue))
    return { error: 'Debt: "propertyValue" must be a number when given.' }
  return {
    value: {
      operatingExpenses: expenses.values!,
      marketLeasing: { enabled: marketLeasing.enabled, ...leasing.values! },
      debt: { ...debtValues.values!, ...(isNumber(propertyValue) ? { propertyValue } : {}) },
    },
  }
}

/** Checks a parsed scenario JSON value and returns the scenario, or why it cannot be used. */
export function scenarioFromJson(json: unknown): DecodeResult {
  if (!isObject(json)) return { ok: false, message: 'The scenario is not a JSON object.' }
  if (json.version !== SCENARIO_VERSION)
    return { ok: false, message: `The scenario version must be ${SCENARIO_VERSION}.` }
  if (!Array.isArray(json.tenants)) return { ok: false, message: '"tenants" must be a list.' }
  if (json.tenants.length > MAX_SCENARIO_TENANTS)
    return {
      ok: false,
      message: `A scenario holds at most ${MAX_SCENARIO_TENANTS} tenants; this one has ${json.tenants.length}.`,
    }
  const assumptions = readAssumptions(json)
  if ('error' in assumptions) return { ok: false, message: assumptions.error }
  const problems = scenarioProblems(assumptions.value)
  if (problems.length > 0) return { ok: false, message: problems[0]!.message }
  const usedIds = new Set<string>()
  const tenants: Tenant[] = []
  for (const [index, raw] of json.tenants.entries()) {
    const read = readTenant(raw, index, usedIds)
    if ('error' in read) return { ok: false, message: read.error }
    tenants.push(read.tenant)
  }
  return { ok: true, scenario: { tenants, ...assumptions.value } }
}

/** The scenario as the JSON of the file format (version first). */
export function scenarioToJson(scenario: Scenario): string {
  return JSON.stringify({ version: SCENARIO_VERSION, ...scenario }, null, 2)
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

function base64UrlFromBytes(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function bytesFromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** `scenario=<base64url of the UTF-8 JSON>`, the URL hash of a share link (without '#'). */
export function encodeScenarioHash(scenario: Scenario): string {
  const json = JSON.stringify({ version: SCENARIO_VERSION, ...scenario })
  return `${SHARE_HASH_KEY}=${base64UrlFromBytes(new TextEncoder().encode(json))}`
}

/** The scenario in a URL hash, null when the hash has none, or why it cannot be used. */
export function decodeScenarioHash(hash: string): DecodeResult | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const encoded = params.get(SHARE_HASH_KEY)
  if (encoded === null) return null
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytesFromBase64Url(encoded))
  } catch {
    return { ok: false, message: 'The share link is damaged: its scenario could not be read.' }
  }
  const result = parseScenarioText(text)
  return result.ok
    ? result
    : { ok: false, message: `The shared scenario was not loaded. ${result.message}` }
}
