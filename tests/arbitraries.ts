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

/** A year's escalation of either type: a percent, or dollars $/SF a year. */
const escalation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      escalationType: fc.constant('percent' as const),
      annualEscalation: fc.double({ min: -5, max: 10, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      escalationType: fc.constant('dollars' as const),
      annualEscalation: fc.double({ min: 0, max: 3, noNaN: true }),
    }),
  },
)

/**
 * A rent roll row the analysis uses (a vacant row whose lease starts by the analysis start is
 * left out with its reason): numbers in realistic ranges, expiration after start, occupied or
 * sometimes vacant, either escalation type, sometimes a base year; its lease type one of
 * `leaseTypes`.
 */
export const validTenantOf = (leaseTypes: readonly Tenant['leaseType'][]): fc.Arbitrary<Tenant> =>
  fc
    .record({
      id: fc.uuid(),
      name: fc.string(),
      status: fc.oneof(
        { weight: 6, arbitrary: fc.constant('occupied' as const) },
        { weight: 1, arbitrary: fc.constant('vacant' as const) },
      ),
      squareFootage: fc.integer({ min: 0, max: 500_000 }),
      baseRent: fc.double({ min: 0, max: 200, noNaN: true }),
      escalation,
      leaseStart: isoDate('2015-01-01', '2040-12-31'),
      termDays: fc.integer({ min: 1, max: 7_300 }),
      leaseType: fc.constantFrom(...leaseTypes),
      tiPerSF: fc.double({ min: 0, max: 100, noNaN: true }),
      leasingCommission: fc.double({ min: 0, max: 10, noNaN: true }),
      baseYear: fc.option(fc.integer({ min: 2010, max: 2040 }), { freq: 3 }),
    })
    .map(({ termDays, escalation, ...tenant }) => ({
      ...tenant,
      ...escalation,
      leaseExpiration: new Date(Date.parse(tenant.leaseStart) + termDays * 86_400_000)
        .toISOString()
        .slice(0, 10),
    }))

/** A rent roll row of any lease type. */
export const validTenant = validTenantOf(LEASE_TYPES)

/** An analysis start from 2020 to 2035, any month. */
export const analysisStart = fc
  .tuple(fc.integer({ min: 2020, max: 2035 }), fc.integer({ min: 1, max: 12 }))
  .map(([year, month]) => `${year}-${String(month).padStart(2, '0')}`)

/**
 * The loan, the operating expenses and market terms of a valid scenario in realistic ranges (the
 * interest-only period within the term).
 */
const scenarioCore = fc
  .record({
    analysisStart,
    rentBasis: fc.constantFrom('current' as const, 'leaseStart' as const),
    tenants: fc.array(validTenant, { maxLength: MAX_TENANTS }),
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
      marketLeasing: [enabled, leasing],
      loan: [terms, io],
      propertyValue: value,
      exitCapRatePercent,
      refinanceRatePercent,
      sellingCostsPercent,
      ...rest
    }) => ({
      ...rest,
      marketLeasing: { enabled, ...leasing, freeRentMonths: Math.round(leasing.freeRentMonths) },
      debt: {
        ...terms,
        loanTermYears: Math.round(terms.loanTermYears),
        interestOnlyYears: Math.min(io, Math.round(terms.loanTermYears)),
        propertyValue: value,
      },
      exit: { exitCapRatePercent, refinanceRatePercent, sellingCostsPercent },
    }),
  )

/** Underwriting adjustments in realistic ranges, sized on NOI or NCF. */
export const validUnderwriting: fc.Arbitrary<Scenario['underwriting']> = fc
  .tuple(
    valuesOf(UNDERWRITING_FIELDS, { capitalReservesPerSf: [0, 5], tiLcReservePerSf: [0, 5] }),
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

/** A valid multi-tenant scenario with every input, in realistic ranges. */
export const validScenario: fc.Arbitrary<Scenario> = fc
  .record({ core: scenarioCore, underwriting: validUnderwriting, renewal: renewalTerms })
  .map(({ core, underwriting, renewal }) => ({
    ...core,
    marketLeasing: { ...core.marketLeasing, ...renewal },
    underwriting,
  }))

/** Runs `check` on the analysis of many valid scenarios (fast-check shrinks a failure). */
export function forEveryValidAnalysis(check: (analysis: Analysis) => void) {
  fc.assert(fc.property(validScenario, (scenario) => check(analysisOf(scenario))))
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
