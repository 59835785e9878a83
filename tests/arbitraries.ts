import fc from 'fast-check'
import type { Scenario, Tenant } from '../src/finance/cash-flow/types'
import {
  DEBT_FIELDS,
  LEASE_TYPES,
  LOAN_FIELDS,
  MARKET_LEASING_FIELDS,
  MAX_TENANTS,
  OPERATING_EXPENSE_FIELDS,
  type NumberSpec,
  type ValuesOf,
} from '../src/finance/field-table'

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

/** Values for every field of a group, each within its range (optionally narrowed per field). */
export function valuesOf<Fields extends Record<string, NumberSpec>>(
  fields: Fields,
  narrow: Partial<Record<keyof Fields, [number, number]>> = {},
): fc.Arbitrary<ValuesOf<Fields>> {
  const model: Record<string, fc.Arbitrary<number>> = {}
  for (const [key, spec] of Object.entries(fields))
    model[key] = valueOf(spec, ...(narrow[key] ?? []))
  return fc.record(model) as fc.Arbitrary<ValuesOf<Fields>>
}

export const isoDate = (from = '1990-01-01', to = '2060-12-31') =>
  fc
    .date({
      min: new Date(`${from}T00:00:00Z`),
      max: new Date(`${to}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10))

/** A rent roll row the analysis uses: numbers in realistic ranges, expiration after start. */
export const validTenant: fc.Arbitrary<Tenant> = fc
  .record({
    id: fc.uuid(),
    name: fc.string(),
    squareFootage: fc.integer({ min: 0, max: 500_000 }),
    baseRent: fc.double({ min: 0, max: 200, noNaN: true }),
    annualEscalation: fc.double({ min: -5, max: 10, noNaN: true }),
    leaseStart: isoDate('2015-01-01', '2040-12-31'),
    termDays: fc.integer({ min: 1, max: 7_300 }),
    leaseType: fc.constantFrom(...LEASE_TYPES),
    tiPerSF: fc.double({ min: 0, max: 100, noNaN: true }),
    leasingCommission: fc.double({ min: 0, max: 10, noNaN: true }),
  })
  .map(({ termDays, ...tenant }) => ({
    ...tenant,
    leaseExpiration: new Date(Date.parse(tenant.leaseStart) + termDays * 86_400_000)
      .toISOString()
      .slice(0, 10),
  }))

/** A valid multi-tenant scenario with realistic assumptions (the interest-only period within the term). */
export const validScenario: fc.Arbitrary<Scenario> = fc
  .record({
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
      valuesOf(MARKET_LEASING_FIELDS, { rentBumpPercent: [-10, 20], capexTiPerSf: [0, 50] }),
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
  })
  .map(
    ({
      tenants,
      operatingExpenses,
      marketLeasing: [enabled, leasing],
      loan: [terms, io],
      propertyValue: value,
    }) => ({
      tenants,
      operatingExpenses,
      marketLeasing: { enabled, ...leasing, freeRentMonths: Math.round(leasing.freeRentMonths) },
      debt: {
        ...terms,
        loanTermYears: Math.round(terms.loanTermYears),
        interestOnlyYears: Math.min(io, Math.round(terms.loanTermYears)),
        propertyValue: value,
      },
    }),
  )
