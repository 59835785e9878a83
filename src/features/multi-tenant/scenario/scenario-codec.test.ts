import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_TENANTS } from '../../../finance/field-table'
import example from '../../../../tests/fixtures/worked-example-multi-tenant.json'
import { choicesOf, isoDate, valueOf, valuesOf } from '../../../../tests/arbitraries'
import type { Scenario, Tenant } from '../../../finance/cash-flow/types'
import {
  ASSUMPTION_CHOICES,
  DEBT_FIELDS,
  ESCALATION_TYPES,
  EXIT_FIELDS,
  LEASE_TYPES,
  TENANT_STATUSES,
  LOAN_FIELDS,
  MARKET_LEASING_FIELDS,
  OPERATING_EXPENSE_FIELDS,
  UNDERWRITING_FIELDS,
} from '../../../finance/field-table'
import {
  MAX_PROPERTY_NAME,
  parseScenarioText,
  scenarioFromJson,
  scenarioToJson,
} from './scenario-codec'

/** Any finite number JSON can carry back unchanged (no -0: JSON writes it as 0). */
const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => value || 0)
const name = fc.oneof(
  fc.constantFrom('Café Zoë 🍕', '<b>x</b>', '"quoted" \\ back\nslash', '', '漢字 テナント'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
)

/** Rows of any numbers (an invalid row is kept and marked, not refused) with any real dates. */
const tenant: fc.Arbitrary<Tenant> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 20 }),
  name,
  squareFootage: finite,
  baseRent: finite,
  annualEscalation: finite,
  leaseStart: isoDate('1900-01-01', '2999-12-31'),
  leaseExpiration: isoDate('1900-01-01', '2999-12-31'),
  leaseType: fc.constantFrom(...LEASE_TYPES),
  tiPerSF: finite,
  leasingCommission: finite,
  status: fc.constantFrom(...TENANT_STATUSES),
  escalationType: fc.constantFrom(...ESCALATION_TYPES),
  baseYear: fc.option(fc.integer({ min: 1900, max: 2999 })),
})

/** Any scenario whose assumptions are in range (the field table's), however unrealistic. */
const scenario: fc.Arbitrary<Scenario> = fc.record({
  analysisStart: fc
    .tuple(fc.integer({ min: 1900, max: 2999 }), fc.integer({ min: 1, max: 12 }))
    .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`),
  rentBasis: fc.constantFrom('current' as const, 'leaseStart' as const),
  tenants: fc.uniqueArray(tenant, { maxLength: 10, selector: (row) => row.id }),
  operatingExpenses: valuesOf(OPERATING_EXPENSE_FIELDS),
  marketLeasing: fc
    .tuple(
      fc.boolean(),
      valuesOf(MARKET_LEASING_FIELDS),
      choicesOf(ASSUMPTION_CHOICES.marketLeasing),
    )
    .map(([enabled, values, choices]) => ({ enabled, ...values, ...choices })),
  underwriting: fc
    .tuple(valuesOf(UNDERWRITING_FIELDS), choicesOf(ASSUMPTION_CHOICES.underwriting))
    .map(([values, choices]) => ({ ...values, ...choices })),
  debt: fc
    .tuple(valuesOf(LOAN_FIELDS), fc.option(valueOf(DEBT_FIELDS.propertyValue)))
    .map(([loan, value]) => ({
      ...loan,
      interestOnlyYears: Math.min(loan.interestOnlyYears, loan.loanTermYears),
      propertyValue: value,
    })),
  exit: valuesOf(EXIT_FIELDS),
})

/** The worked example with some part replaced, as JSON text. */
const exampleWith = (changes: Record<string, unknown>) => JSON.stringify({ ...example, ...changes })

describe('scenario files', () => {
  it('gives back the same scenario after writing a file and reading it', () => {
    fc.assert(
      fc.property(scenario, (original) => {
        expect(parseScenarioText(scenarioToJson(original))).toEqual({
          ok: true,
          scenario: original,
        })
      }),
    )
  })

  it('keeps unicode and markup in names exactly', () => {
    const named = parseScenarioText(
      exampleWith({
        tenants: [
          { ...example.tenants[0], name: 'Café Zoë 🍕' },
          { ...example.tenants[1], name: '<b>x</b>' },
        ],
      }),
    )
    expect(named.ok).toBe(true)
    if (!named.ok) return
    const decoded = parseScenarioText(scenarioToJson(named.scenario))
    expect(decoded.ok && decoded.scenario.tenants.map((row) => row.name)).toEqual([
      'Café Zoë 🍕',
      '<b>x</b>',
    ])
  })

  it('gives imported tenants without an id a unique one', () => {
    const withoutIds = example.tenants.map(({ id: _id, ...rest }) => rest)
    const decoded = parseScenarioText(
      exampleWith({ tenants: [...withoutIds, { ...example.tenants[0], id: 'imported-1' }] }),
    )
    expect(decoded.ok).toBe(true)
    if (decoded.ok) expect(new Set(decoded.scenario.tenants.map((row) => row.id)).size).toBe(3)
  })
})

describe('scenario refusals', () => {
  const refusal = (text: string) => {
    const result = parseScenarioText(text)
    return result.ok ? 'accepted' : result.message
  }

  it('refuses another version', () => {
    expect(refusal(exampleWith({ version: 3 }))).toBe('The scenario version must be 2 (or 1).')
    expect(refusal(JSON.stringify({ ...example, version: undefined }))).toBe(
      'The scenario version must be 2 (or 1).',
    )
  })

  it('refuses more than 500 tenants', () => {
    const tenants = Array.from({ length: MAX_TENANTS + 1 }, (_, index) => ({
      ...example.tenants[0],
      id: `${index}`,
    }))
    expect(refusal(exampleWith({ tenants }))).toBe(
      'A scenario holds at most 500 tenants; this one has 501.',
    )
  })

  it('refuses a scenario without debt inputs', () => {
    expect(refusal(exampleWith({ debt: undefined }))).toBe('"debt" is missing.')
  })

  it('refuses numbers written as strings', () => {
    const tenants = [{ ...example.tenants[0], squareFootage: '20000' }]
    expect(refusal(exampleWith({ tenants }))).toBe('Tenant 1: "squareFootage" must be a number.')
    expect(refusal(exampleWith({ debt: { ...example.debt, interestRate: '6.5' } }))).toBe(
      'Debt: "interestRate" must be a number.',
    )
  })

  it('refuses assumptions out of range, bad dates, lease types and non-JSON', () => {
    expect(refusal(exampleWith({ debt: { ...example.debt, maxDSCR: 0 } }))).toBe(
      'Minimum DSCR: Enter a number above 0x and at most 10x.',
    )
    expect(refusal(exampleWith({ debt: { ...example.debt, ioYears: 12 } }))).toBe(
      'Interest-Only (Years): Enter at most 10, the Loan Term (Years).',
    )
    expect(
      refusal(exampleWith({ tenants: [{ ...example.tenants[0], leaseStart: '1/1/2024' }] })),
    ).toBe('Tenant 1: "leaseStart" must be a date written yyyy-mm-dd.')
    expect(refusal(exampleWith({ tenants: [{ ...example.tenants[0], leaseType: 'nnn' }] }))).toBe(
      'Tenant 1: "leaseType" must be NNN, Gross, Modified or Base Year.',
    )
    expect(refusal('{"version": 1,')).toBe('The file is not valid JSON.')
    expect(scenarioFromJson([])).toEqual({
      ok: false,
      message: 'The scenario is not a JSON object.',
    })
  })
})

describe('the JSON names of the seed', () => {
  it('are read into the app names and written back as version 2 (PRODUCT.md 11.8)', () => {
    const decoded = scenarioFromJson(example, 2026)
    expect(decoded.ok).toBe(true)
    if (!decoded.ok) return
    expect(decoded.scenario.debt).toMatchObject({
      minDscr: 1.25,
      interestOnlyYears: 2,
      propertyValue: null,
    })
    expect(decoded.scenario.marketLeasing).toMatchObject({ rentBumpPercent: 5, capexTiPerSf: 5 })
    expect(JSON.parse(scenarioToJson(decoded.scenario))).toEqual({
      ...example,
      version: 2,
      analysisStart: '2026-01',
      rentBasis: 'leaseStart',
      tenants: example.tenants.map((tenant) => ({
        ...tenant,
        status: 'occupied',
        escalationType: 'percent',
      })),
      marketLeasing: {
        ...example.marketLeasing,
        renewalProbability: 100,
        downtimeMonths: 0,
        renewalTI: null,
        renewalLeasingCommissions: null,
        renewalFreeRent: null,
        vacancyMethod: 'ruleOfThumb',
      },
      exit: { exitCapRate: 8, refinanceRate: null, sellingCosts: 2 },
      underwriting: {
        generalVacancy: 0,
        creditLoss: 0,
        capitalReserves: 0,
        tiLcReserve: 0,
        sizeOn: 'NOI',
      },
    })
  })
})

describe('the optional exit block (PRODUCT.md 9.6)', () => {
  const exitOf = (exit: unknown) => {
    const decoded = scenarioFromJson({ ...example, exit })
    return decoded.ok ? decoded.scenario.exit : decoded.message
  }

  it('takes the defaults when a file or link has none, so older ones still open', () => {
    expect(exitOf(undefined)).toEqual({
      exitCapRatePercent: 8,
      refinanceRatePercent: null,
      sellingCostsPercent: 2,
    })
    expect(exitOf({ sellingCosts: 3 })).toMatchObject({
      exitCapRatePercent: 8,
      sellingCostsPercent: 3,
    })
  })

  it('reads the exit cap, a refinance rate or null, and the selling costs', () => {
    expect(exitOf({ exitCapRate: 7.25, refinanceRate: 7, sellingCosts: 1.5 })).toEqual({
      exitCapRatePercent: 7.25,
      refinanceRatePercent: 7,
      sellingCostsPercent: 1.5,
    })
    expect(exitOf({ exitCapRate: 9, refinanceRate: null, sellingCosts: 2 })).toMatchObject({
      refinanceRatePercent: null,
    })
  })

  it('refuses text, a missing refinance rate written as text, and values out of range', () => {
    expect(exitOf('8%')).toBe('"exit" must be an object when given.')
    expect(exitOf({ exitCapRate: '8' })).toBe('Exit: "exitCapRate" must be a number.')
    expect(exitOf({ refinanceRate: '' })).toBe('Exit: "refinanceRate" must be a number or null.')
    expect(exitOf({ exitCapRate: 0 })).toMatch(/^Exit Cap Rate \(%\): /)
    expect(exitOf({ sellingCosts: 25 })).toMatch(/^Selling Costs \(%\): /)
    expect(exitOf({ refinanceRate: -1 })).toMatch(/^Refinance Rate \(%\): /)
  })
})

describe('the property name', () => {
  const read = (changes: Record<string, unknown>) => parseScenarioText(exampleWith(changes))

  it('travels in files, and is left out when there is none', () => {
    const named = read({ propertyName: 'Maple Plaza' })
    expect(named.ok && named.scenario.propertyName).toBe('Maple Plaza')
    if (!named.ok) return
    expect(JSON.parse(scenarioToJson(named.scenario)).propertyName).toBe('Maple Plaza')
    const blank = { ...named.scenario, propertyName: '  ' }
    expect(JSON.parse(scenarioToJson(blank))).not.toHaveProperty('propertyName')
  })

  it('opens older files without one, cuts a long one and refuses one that is not text', () => {
    const older = read({})
    expect(older.ok && 'propertyName' in older.scenario).toBe(false)
    const long = read({ propertyName: 'x'.repeat(500) })
    expect(long.ok && long.scenario.propertyName).toBe('x'.repeat(MAX_PROPERTY_NAME))
    expect(read({ propertyName: 42 })).toEqual({
      ok: false,
      message: '"propertyName" must be text when given.',
    })
  })
})
