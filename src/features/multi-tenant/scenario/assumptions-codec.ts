import type { Scenario } from '../../../finance/cash-flow/types'
import {
  choiceDefaultsOf,
  defaultsOf,
  jsonName,
  type ChoiceSpec,
  type ChoicesOf,
  type NumberSpec,
  type ValuesOf,
} from '../../../finance/field-specs'
import {
  ASSUMPTION_CHOICES,
  DEBT_FIELDS,
  EXIT_FIELDS,
  LOAN_FIELDS,
  MARKET_TERMS_FIELDS,
  OPERATING_EXPENSE_FIELDS,
  RENEWAL_FIELDS,
  UNDERWRITING_FIELDS,
} from '../../../finance/field-table'
import { listInWords } from '../../../lib/format'

/**
 * The assumption blocks of the scenario JSON (PRODUCT.md 6, 9.6, 10.8), each field under its
 * field-table JSON name. The blocks and keys of the first release are required; those added since
 * (the exit and underwriting blocks, market leasing's renewal and downtime keys) take their
 * defaults when left out, so older links and files still open. Only types are checked here;
 * ranges are checked once read (scenario-validation), so the messages are the page's.
 */

export type Json = Record<string, unknown>

export type Read<T> = { value: T } | { error: string }

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

type Fields = Record<string, NumberSpec>
type Choices = Record<string, ChoiceSpec>

/** Every field of a first-release block: a number (an optional one may be null or left out). */
export function readNumbers<F extends Fields>(
  source: Json,
  fields: F,
  where: string,
): Read<ValuesOf<F>> {
  const values: Record<string, number | null> = {}
  for (const [key, spec] of Object.entries(fields)) {
    const name = jsonName(key, spec)
    const value = source[name]
    if (spec.optional && (value === undefined || value === null)) values[key] = null
    else if (isNumber(value)) values[key] = value
    else
      return { error: `${where}: "${name}" must be a number${spec.optional ? ' when given' : ''}.` }
  }
  return { value: values as ValuesOf<F> }
}

/** A choice as its JSON value: one of the options' names. */
function choiceError(name: string, spec: ChoiceSpec, where: string): string {
  const options = Object.keys(spec.options).map((option) => `"${option}"`)
  return `${where}: "${name}" must be ${listInWords(options, 'or')}.`
}

/** Fields and choices added since the first release: each left out takes its default. */
function readLater<F extends Fields, C extends Choices>(
  source: Json,
  groups: { fields: F; choices: C },
  where: string,
): Read<ValuesOf<F> & ChoicesOf<C>> {
  const values: Record<string, unknown> = {
    ...defaultsOf(groups.fields),
    ...choiceDefaultsOf(groups.choices),
  }
  for (const [key, spec] of Object.entries(groups.fields)) {
    const [name, nullable] = [jsonName(key, spec), spec.optional === true]
    const value = source[name]
    if (value === undefined) continue
    if (!isNumber(value) && !(nullable && value === null))
      return { error: `${where}: "${name}" must be a number${nullable ? ' or null' : ''}.` }
    values[key] = value
  }
  for (const [key, spec] of Object.entries(groups.choices)) {
    const value = source[jsonName(key, spec)]
    if (value === undefined) continue
    if (typeof value !== 'string' || !(value in spec.options))
      return { error: choiceError(jsonName(key, spec), spec, where) }
    values[key] = value
  }
  return { value: values as ValuesOf<F> & ChoicesOf<C> }
}

/** A block added since the first release: left out, all defaults; given, an object. */
function readLaterBlock<F extends Fields, C extends Choices>(
  raw: unknown,
  block: string,
  groups: { fields: F; choices: C },
  where: string,
) {
  if (raw !== undefined && !isObject(raw))
    return { error: `"${block}" must be an object when given.` }
  return readLater(raw ?? {}, groups, where)
}

function readMarketLeasing(json: Json): Read<Scenario['marketLeasing']> {
  if (typeof json.enabled !== 'boolean')
    return { error: 'Market leasing: "enabled" must be true or false.' }
  const terms = readNumbers(json, MARKET_TERMS_FIELDS, 'Market leasing')
  if ('error' in terms) return terms
  const renewal = readLater(
    json,
    { fields: RENEWAL_FIELDS, choices: ASSUMPTION_CHOICES.marketLeasing },
    'Market leasing',
  )
  if ('error' in renewal) return renewal
  return { value: { enabled: json.enabled, ...terms.value, ...renewal.value } }
}

/** The scenario's assumption blocks (no rent roll, no timeline). */
export type Assumptions = Pick<
  Scenario,
  'operatingExpenses' | 'marketLeasing' | 'underwriting' | 'debt' | 'exit'
>

/** The assumption blocks of a scenario JSON value, or the first thing in them that is unreadable. */
export function readAssumptions(json: Json): Read<Assumptions> {
  const { operatingExpenses, marketLeasing, debt } = json
  if (!isObject(operatingExpenses)) return { error: '"operatingExpenses" is missing.' }
  if (!isObject(marketLeasing)) return { error: '"marketLeasing" is missing.' }
  if (!isObject(debt)) return { error: '"debt" is missing.' }
  const expenses = readNumbers(operatingExpenses, OPERATING_EXPENSE_FIELDS, 'Operating expenses')
  if ('error' in expenses) return expenses
  const leasing = readMarketLeasing(marketLeasing)
  if ('error' in leasing) return leasing
  const loan = readNumbers(debt, DEBT_FIELDS, 'Debt')
  if ('error' in loan) return loan
  const exit = readLaterBlock(json.exit, 'exit', { fields: EXIT_FIELDS, choices: {} }, 'Exit')
  if ('error' in exit) return exit
  const underwriting = readLaterBlock(
    json.underwriting,
    'underwriting',
    { fields: UNDERWRITING_FIELDS, choices: ASSUMPTION_CHOICES.underwriting },
    'Underwriting',
  )
  if ('error' in underwriting) return underwriting
  return {
    value: {
      operatingExpenses: expenses.value,
      marketLeasing: leasing.value,
      underwriting: underwriting.value,
      debt: loan.value,
      exit: exit.value,
    },
  }
}

/** Fields and choices under their JSON names. */
function writeFields(values: object, ...groups: (Fields | Choices)[]): Json {
  const json: Json = {}
  for (const fields of groups)
    for (const [key, spec] of Object.entries(fields))
      json[jsonName(key, spec)] = (values as Json)[key]
  return json
}

/** The assumption blocks as the file format writes them (a property value only when given). */
export function writeAssumptions(scenario: Scenario): Json {
  const { operatingExpenses, marketLeasing, underwriting, debt, exit } = scenario
  const { propertyValue, ...loan } = debt
  return {
    operatingExpenses: writeFields(operatingExpenses, OPERATING_EXPENSE_FIELDS),
    marketLeasing: {
      enabled: marketLeasing.enabled,
      ...writeFields(
        marketLeasing,
        MARKET_TERMS_FIELDS,
        RENEWAL_FIELDS,
        ASSUMPTION_CHOICES.marketLeasing,
      ),
    },
    debt: {
      ...writeFields(loan, LOAN_FIELDS),
      ...(propertyValue === null ? {} : { propertyValue }),
    },
    exit: writeFields(exit, EXIT_FIELDS),
    underwriting: writeFields(underwriting, UNDERWRITING_FIELDS, ASSUMPTION_CHOICES.underwriting),
  }
}
