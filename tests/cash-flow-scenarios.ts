import workedExampleJson from './fixtures/worked-example-multi-tenant.json'
import depthExampleJson from './fixtures/worked-example-depth.json'
import { analyzeScenario } from '../src/finance/cash-flow/analyze'
import type {
  Analysis,
  AnalysisInput,
  OperatingExpenses,
  Scenario,
  Tenant,
} from '../src/finance/cash-flow/types'
import { scenarioFromJson } from '../src/features/multi-tenant/scenario/scenario-codec'

/**
 * A scenario file's JSON as the app reads it (the codec maps the seed's names); a version 1 file
 * opens in January of `startYear`, with rents at lease start (PRODUCT.md 11.1).
 */
export function scenarioOf(json: unknown, startYear = 2026): Scenario {
  const decoded = scenarioFromJson(json, startYear)
  if (!decoded.ok) throw new Error(decoded.message)
  return decoded.scenario
}

/** PRODUCT.md 4.3 worked example (start year 2026). Test support only. */
export const workedExample: AnalysisInput = scenarioOf(workedExampleJson)

/** PRODUCT.md 9.7: the 4.3 example with property value 5,500,000 and the default exit block. */
export const depthExample: AnalysisInput = scenarioOf(depthExampleJson)

/** Expenses that are all zero, so rent lines can be checked on their own. */
export const noExpenses: OperatingExpenses = {
  managementFeePercent: 0,
  realEstateTaxesPerSf: 0,
  insurancePerSf: 0,
  repairsPerSf: 0,
  utilitiesPerSf: 0,
  otherPerSf: 0,
  escalationPercent: 0,
}

export function tenant(overrides: Partial<Tenant>): Tenant {
  return {
    id: 't1',
    name: 'Tenant 1',
    status: 'occupied',
    squareFootage: 1_000,
    baseRent: 20,
    annualEscalation: 0,
    escalationType: 'percent',
    baseYear: null,
    leaseStart: '2026-01-01',
    leaseExpiration: '2027-12-31',
    leaseType: 'NNN',
    tiPerSF: 0,
    leasingCommission: 0,
    ...overrides,
  }
}

/** One-tenant scenario without expenses, market leasing off, default debt. */
export function singleTenant(
  overrides: Partial<Tenant>,
  input: Partial<AnalysisInput> = {},
): AnalysisInput {
  return {
    ...workedExample,
    tenants: [tenant(overrides)],
    operatingExpenses: noExpenses,
    ...input,
  }
}

/** The analysis of a scenario that must be valid. */
export function analysisOf(input: AnalysisInput): Analysis {
  const outcome = analyzeScenario(input)
  if (!outcome.ok) throw new Error(`unexpected problems: ${JSON.stringify(outcome.problems)}`)
  return outcome.result
}
