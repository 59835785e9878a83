import fc from 'fast-check'
import type { Analysis, Scenario, Tenant } from '../src/finance/cash-flow/types'
import {
  type ChoiceSpec,
  type ChoicesOf,
  type NumberSpec,
  type ValuesOf,
} from '../src/finance/field-specs'
import {
  ASSUMPTION_CHOICES,
  DEBT_FIELDS,
  EXIT_FIELDS,
  LEASE_TYPES,
  LOAN_FIELDS,
  MARKET_TERMS_FIELDS,
  MAX_TENANTS,
  OPERATING_EXPENSE_FIELDS,
  RENEWAL_FIELDS,
  UNDERWRITING_FIELDS,
} from '../src/finance/field-table'
import { emptyScenario } from '../src/features/multi-tenant/scenario/scenario-defaults'
import { analysisOf } from './cash-flow-scenarios'

/** Test support: fast-check generators of valid inputs, their ranges read from the field table. */

/** A number the field accepts, within `[low, high]` of its range when given (realistic values). */
export function valueOf(spec: NumberSpec, low = spec.min, high = spec.max): fc.Arbitrary<number> {
  if (spec.options) return fc.constantFrom(...spec.options)
  const min = Math.max(low, spec.min)
  return fc
    .double({
      min,
      max: Math.min(high, spec.max),
      noNaN: true,
      minExcluded: min === spec.min && !spec.minIncluded,
    })
    .map((value) => value || 0)
}

/**
 * Values for every field of a group, each within its range (optionally narrowed per field); an
 * optional field is sometimes left empty (null).
 */
export function valuesOf<Fields extends Record<string, NumberSpec>>(
  fields: Fields,
  narrow: Partial<Record<keyof Fields, [number, number]>> = {},
): fc.Arbitrary<ValuesOf<Fields>> {
  const model: Record<string, fc.Arbitrary<number | null>> = {}
  for (const [key, spec] of Object.entries(fields)) {
    const value = valueOf(spec, ...(narrow[key] ?? []))
    model[key] = spec.optional ? fc.option(value) : value
  }
  return fc.record(model) as fc.Arbitrary<ValuesOf<Fields>>
}

/** Any allowed value of each choice field of a group. */
export function choicesOf<Choices extends Record<string, ChoiceSpec>>(
  choices: Choices,
): fc.Arbitrary<ChoicesOf<Choices>> {
  const model: Record<string, fc.Arbitrary<string>> = {}
  for (const [key, spec] of Object.entries(choices))
    model[key] = fc.constantFrom(...Object.keys(spec.options))
  return fc.record(model) as fc.Arbitrary<ChoicesOf<Choices>>
}

export const isoDate = (from = '1990-01-01', to = '2060-12-31') =>
  fc
    .date({
      min: new Date(`${from}T00:00:00Z`),
      max: new Date(`${to}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10))

/**
 * A rent roll row the analysis uses: numbers in realistic ranges, expiration after start; its
 * lease type one of the first release's (`leaseTypes` to add the others).
 */
export const validTenantOf = (leaseTypes: readonly Tenant['leaseType'][]): fc.Arbitrary<Tenant> =>
  fc
    .record({
      id: fc.uuid(),
      name: fc.string(),
      squareFootage: fc.integer({ min: 0, max: 500_000 }),
      baseRent: fc.double({ min: 0, max: 200, noNaN: true }),
      annualEscalation: fc.double({ min: -5, max: 10, noNaN: true }),
      leaseStart: isoDate('2015-01-01', '2040-12-31'),
      termDays: fc.integer({ min: 1, max: 7_300 }),
      leaseType: fc.constantFrom(...leaseTypes),
      tiPerSF: fc.double({ min: 0, max: 100, noNaN: true }),
      leasingCommission: fc.double({ min: 0, max: 10, noNaN: true }),
    })
    .map(({ termDays, ...tenant }) => ({
      ...tenant,
      status: 'occupied' as const,
      escalationType: 'percent' as const,
      baseYear: null,
      leaseExpiration: new Date(Date.parse(tenant.leaseStart) + termDays * 86_400_000)
        .toISOString()
        .slice(0, 10),
    }))

/** A rent roll row of any lease type. */
export const validTenant = validTenantOf(LEASE_TYPES)

/** The scenario inputs of the second release: without underwriting, renewal or downtime. */
type ReleaseTwoScenario = Omit<Scenario, 'underwriting' | 'marketLeasing'> & {
  marketLeasing: { enabled: boolean } & ValuesOf<typeof MARKET_TERMS_FIELDS>
}

/**
 * A valid scenario of the second release's inputs with realistic assumptions (the interest-only
 * period within the term), generated exactly as that release generated them: the same seed gives
 * the same scenario, so results recorded then can be compared (tests/release-two-results.test.ts).
 */
export const releaseTwoScenario: fc.Arbitrary<ReleaseTwoScenario> = fc
  .record({
    tenants: fc.array(validTenantOf(['NNN', 'Gross', 'Modified']), { maxLength: MAX_TENANTS }),
    operatingExpenses: valuesOf(OPERATING_EXPENSE_FIELDS, {
      managementFeePercent: [0, 10],
      realEstateTaxesPerSf: [0, 20],
      insurancePerSf: [0, 5],
      repairsPerSf: [0, 5],
      utilitiesPerSf: [0, 5],
      otherPerSf: [0, 5],
      escalationPercent: [-5, 10],
    }),
    marketLeasing: fc.tuple(
      fc.boolean(),
      valuesOf(MARKET_TERMS_FIELDS, { rentBumpPercent: [-10, 20], capexTiPerSf: [0, 50] }),
    ),
    loan: fc.tuple(
      valuesOf(LOAN_FIELDS, {
        interestRatePercent: [0, 15],
        amortizationYears: [1, 40],
        loanTermYears: [1, 30],
        minDscr: [0.5, 3],
        maxDebtYieldPercent: [1, 20],
        maxLtvPercent: [1, 100],
      }),
      fc.integer({ min: 0, max: 30 }),
    ),
    propertyValue: fc.option(valueOf(DEBT_FIELDS.propertyValue, 1, 1e9)),
    exitCapRatePercent: valueOf(EXIT_FIELDS.exitCapRatePercent, 2, 15),
    refinanceRatePercent: fc.option(valueOf(EXIT_FIELDS.refinanceRatePercent, 0, 15)),
    sellingCostsPercent: valueOf(EXIT_FIELDS.sellingCostsPercent),
  })
  .map(
    ({
      tenants,
      operatingExpenses,
      marketLeasing: [enabled, leasing],
      loan: [terms, io],
      propertyValue: value,
      ...exit
    }) => ({
      analysisStart: '2026-01',
      rentBasis: 'leaseStart' as const,
      tenants,
      operatingExpenses,
      marketLeasing: { enabled, ...leasing, freeRentMonths: Math.round(leasing.freeRentMonths) },
      debt: {
        ...terms,
        loanTermYears: Math.round(terms.loanTermYears),
        interestOnlyYears: Math.min(io, Math.round(terms.loanTermYears)),
        propertyValue: value,
      },
      exit,
    }),
  )

/** A second-release scenario with the third release's inputs at their defaults. */
export function withReleaseThreeDefaults(scenario: ReleaseTwoScenario): Scenario {
  const defaults = emptyScenario()
  return {
    ...scenario,
    marketLeasing: { ...defaults.marketLeasing, ...scenario.marketLeasing },
    underwriting: defaults.underwriting,
  }
}

/** Underwriting adjustments in realistic ranges, sized on NOI or NCF. */
export const validUnderwriting: fc.Arbitrary<Scenario['underwriting']> = fc
  .tuple(
    valuesOf(UNDERWRITING_FIELDS, { capitalReservesPerSf: [0, 5] }),
    choicesOf(ASSUMPTION_CHOICES.underwriting),
  )
  .map(([values, choices]) => ({ ...values, ...choices }))

/** Renewal and downtime inputs: any probability and downtime, renewal items given or empty. */
const renewalTerms = fc
  .tuple(
    valuesOf(RENEWAL_FIELDS, { renewalTiPerSf: [0, 50], renewalLeasingCommissionPercent: [0, 10] }),
    choicesOf(ASSUMPTION_CHOICES.marketLeasing),
  )
  .map(([values, choices]) => ({ ...values, ...choices }))

/** A valid multi-tenant scenario with every input of the third release, in realistic ranges. */
export const validScenario: fc.Arbitrary<Scenario> = fc
  .record({
    scenario: releaseTwoScenario,
    baseYearTenants: fc.array(validTenantOf(LEASE_TYPES), { maxLength: 3 }),
    underwriting: validUnderwriting,
    renewal: renewalTerms,
  })
  .map(({ scenario, baseYearTenants, underwriting, renewal }) => ({
    ...scenario,
    tenants: [...scenario.tenants, ...baseYearTenants].slice(0, MAX_TENANTS),
    marketLeasing: { ...scenario.marketLeasing, ...renewal },
    underwriting,
  }))

/** Runs `check` on the analysis, from 2026, of many valid scenarios (fast-check shrinks a failure). */
export function forEveryValidAnalysis(check: (analysis: Analysis) => void) {
  fc.assert(
    fc.property(validScenario, (scenario) => check(analysisOf(scenario))),
  )
}

/** Entries of PRODUCT.md section 7 and the trusted-entry issue, plus the edges of ranges. */
export const HOSTILE = [
  '',
  ' ',
  'abc',
  '-',
  '--5',
  '1e309',
  '-1e309',
  '$1,234.56',
  '1,234,567',
  '6,5',
  '1.234,56',
  '1,2345',
  '(1,200)',
  '12\n34',
  '0',
  '-0',
  '-5',
  '999999999999999999999',
  '1e-300',
  '0.0000001',
  '<b>x</b>',
  '{{x}}',
  '١٢٣',
  '1.2.3',
  '.',
  '5%',
  'NaN',
  'Infinity',
  'undefined',
  '100',
  '100.01',
  '50',
  '1000000000000',
  '$1,000,000,000,001',
]

/** A number written the ways people type or paste it, with the number it stands for. */
export const writtenNumber = (min: number, max: number) =>
  fc
    .tuple(
      fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }),
      fc.constantFrom('plain', 'grouped', 'money', 'fixed', 'spaced'),
    )
    .map(([hundredths, style]) => {
      const value = hundredths / 100
      const grouped = value.toLocaleString('en-US', { maximumFractionDigits: 2 })
      const text = {
        plain: String(value),
        grouped,
        money: value < 0 ? `-$${grouped.slice(1)}` : `$${grouped}`,
        fixed: value.toFixed(2),
        spaced: ` ${value} `,
      }[style]
      return { text, value }
    })

/** Mostly hostile text, sometimes garbage of any kind, sometimes a real number. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
  { weight: 3, arbitrary: writtenNumber(-1e6, 1e7).map(({ text }) => text) },
)

/** Text a page must never show: a figure that is not a number, or a missing one. */
export const BROKEN_TEXT = /\bNaN\b|Infinity|\bundefined\b|\bnull\b/

/** `words` without what the user typed (a message may quote it): what the app itself wrote. */
export function appWords(words: string, typed: readonly string[]): string {
  return typed.reduce(
    (rest, text) => (text.trim() ? rest.split(text.trim()).join(' ') : rest),
    words,
  )
}
