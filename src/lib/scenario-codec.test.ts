import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import example from '../../tests/fixtures/worked-example-multi-tenant.json'
import type { Scenario, Tenant } from '../finance/cash-flow/types'
import {
  decodeScenarioHash,
  encodeScenarioHash,
  parseScenarioText,
  scenarioFromJson,
  scenarioToJson,
} from './scenario-codec'

/** Any finite number JSON can carry back unchanged (no -0: JSON writes it as 0). */
const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => value || 0)
const inRange = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true }).map((value) => value || 0)
const isoDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10))
const name = fc.oneof(
  fc.constantFrom('Café Zoë 🍕', '<b>x</b>', '"quoted" \\ back\nslash', '', '漢字 テナント'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
)

const tenant: fc.Arbitrary<Tenant> = fc.record({
  id: fc.string({ minLength: 1, maxLength: 20 }),
  name,
  squareFootage: finite,
  baseRent: finite,
  annualEscalation: finite,
  leaseStart: isoDate,
  leaseExpiration: isoDate,
  leaseType: fc.constantFrom('NNN', 'Gross', 'Modified'),
  tiPerSF: finite,
  leasingCommission: finite,
})

const scenario: fc.Arbitrary<Scenario> = fc.record({
  tenants: fc.uniqueArray(tenant, { maxLength: 10, selector: (row) => row.id }),
  operatingExpenses: fc.record({
    managementFee: inRange(0, 1e6),
    realEstateTaxes: inRange(0, 1e6),
    insurance: inRange(0, 1e6),
    repairs: inRange(0, 1e6),
    utilities: inRange(0, 1e6),
    other: inRange(0, 1e6),
    escalationRate: inRange(-99.99, 100),
  }),
  marketLeasing: fc.record({
    enabled: fc.boolean(),
    leaseRentBump: inRange(-99.99, 100),
    leasingCommissions: inRange(0, 100),
    capexTI: inRange(0, 1e6),
    freeRentMonths: inRange(0, 12),
  }),
  debt: fc.record(
    {
      interestRate: inRange(0, 100),
      amortization: inRange(0.01, 50),
      ioYears: inRange(0, 50),
      loanTerm: inRange(0.01, 50),
      maxDSCR: inRange(0.01, 100),
      maxDebtYield: inRange(0.01, 100),
      maxLTV: inRange(0.01, 100),
      propertyValue: inRange(0.01, 1e12),
    },
    {
      requiredKeys: [
        'interestRate',
        'amortization',
        'ioYears',
        'loanTerm',
        'maxDSCR',
        'maxDebtYield',
        'maxLTV',
      ],
    },
  ),
})

/** base64url of raw bytes, as a share link carries them. */
const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** The worked example with some part replaced, as JSON text. */
const exampleWith = (changes: Record<string, unknown>) => JSON.stringify({ ...example, ...changes })

describe('scenario share links and files', () => {
  it('gives back the same scenario after encoding a share link and decoding it', () => {
    fc.assert(
      fc.property(scenario, (original) => {
        expect(decodeScenarioHash(`#${encodeScenarioHash(original)}`)).toEqual({
          ok: true,
          scenario: original,
        })
      }),
    )
  })

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

  it('writes share links with URL-safe characters only', () => {
    fc.assert(
      fc.property(scenario, (original) => {
        expect(encodeScenarioHash(original)).toMatch(/^scenario=[A-Za-z0-9_-]*$/)
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
    const decoded = decodeScenarioHash(`#${encodeScenarioHash(named.scenario)}`)
    expect(decoded?.ok && decoded.scenario.tenants.map((row) => row.name)).toEqual([
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
    expect(refusal(exampleWith({ version: 2 }))).toBe('The scenario version must be 1.')
    expect(refusal(JSON.stringify({ ...example, version: undefined }))).toBe(
      'The scenario version must be 1.',
    )
  })

  it('refuses more than 10 tenants', () => {
    const tenants = Array.from({ length: 11 }, (_, index) => ({
      ...example.tenants[0],
      id: `${index}`,
    }))
    expect(refusal(exampleWith({ tenants }))).toBe(
      'A scenario holds at most 10 tenants; this one has 11.',
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
      'Minimum DSCR must be a number greater than 0 and at most 100.',
    )
    expect(
      refusal(exampleWith({ tenants: [{ ...example.tenants[0], leaseStart: '1/1/2024' }] })),
    ).toBe('Tenant 1: "leaseStart" must be a date written yyyy-mm-dd.')
    expect(refusal(exampleWith({ tenants: [{ ...example.tenants[0], leaseType: 'nnn' }] }))).toBe(
      'Tenant 1: "leaseType" must be NNN, Gross or Modified.',
    )
    expect(refusal('{"version": 1,')).toBe('The file is not valid JSON.')
    expect(scenarioFromJson([])).toEqual({
      ok: false,
      message: 'The scenario is not a JSON object.',
    })
  })

  it('explains a damaged or refused share link and ignores hashes without one', () => {
    expect(decodeScenarioHash('#scenario=%%%')).toEqual({
      ok: false,
      message: 'The share link is damaged: its scenario could not be read.',
    })
    const invalidUtf8 = base64Url(new Uint8Array([0xff, 0xfe, 0xfd]))
    expect(decodeScenarioHash(`#scenario=${invalidUtf8}`)?.ok).toBe(false)
    const wrongVersion = base64Url(new TextEncoder().encode(exampleWith({ version: 3 })))
    expect(decodeScenarioHash(`#scenario=${wrongVersion}`)).toEqual({
      ok: false,
      message: 'The shared scenario was not loaded. The scenario version must be 1.',
    })
    expect(decodeScenarioHash('')).toBeNull()
    expect(decodeScenarioHash('#section-2')).toBeNull()
  })
})
