import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  analysisStart,
  validScenario,
  validTenant,
  validUnderwriting,
} from '../../../tests/arbitraries'
import { analyzeScenario } from './analyze'
import { reusingAnalyzer } from './reuse'
import type { AnalysisInput, Scenario } from './types'

const input = (scenario: Scenario): AnalysisInput => scenario

/** One edit of the kinds a user makes between two analyses. */
const edit = fc.oneof(
  fc.record({
    kind: fc.constant('rate' as const),
    rate: fc.double({ min: 1, max: 12, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant('cell' as const),
    row: fc.nat(),
    rent: fc.double({ min: 0, max: 90, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('add' as const), tenant: validTenant }),
  fc.record({ kind: fc.constant('remove' as const), row: fc.nat() }),
  fc.record({
    kind: fc.constant('expenses' as const),
    taxes: fc.double({ min: 0, max: 20, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('underwriting' as const), underwriting: validUnderwriting }),
  fc.record({
    kind: fc.constant('exitCap' as const),
    cap: fc.double({ min: 4, max: 12, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('invalid' as const), row: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), row: fc.nat() }),
  fc.record({ kind: fc.constant('analysisStart' as const), start: analysisStart }),
  fc.record({
    kind: fc.constant('rentBasis' as const),
    basis: fc.constantFrom('current' as const, 'leaseStart' as const),
  }),
  fc.record({
    kind: fc.constant('row' as const),
    row: fc.nat(),
    patch: fc.oneof(
      fc.record({ status: fc.constantFrom('occupied' as const, 'vacant' as const) }),
      fc.record({
        escalationType: fc.constantFrom('percent' as const, 'dollars' as const),
        annualEscalation: fc.double({ min: 0, max: 5, noNaN: true }),
      }),
      fc.record({ baseYear: fc.option(fc.integer({ min: 2015, max: 2035 })) }),
      fc.record({ leaseType: fc.constant('Base Year' as const) }),
    ),
  }),
)

type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never

function applied(scenario: Scenario, change: Edit): Scenario {
  const tenants = scenario.tenants
  const at = (row: number) => (tenants.length === 0 ? -1 : row % tenants.length)
  switch (change.kind) {
    case 'rate':
      return { ...scenario, debt: { ...scenario.debt, interestRatePercent: change.rate } }
    case 'expenses':
      return {
        ...scenario,
        operatingExpenses: { ...scenario.operatingExpenses, realEstateTaxesPerSf: change.taxes },
      }
    case 'underwriting':
      return { ...scenario, underwriting: change.underwriting }
    case 'exitCap':
      return { ...scenario, exit: { ...scenario.exit, exitCapRatePercent: change.cap } }
    case 'add':
      return { ...scenario, tenants: [...tenants, change.tenant] }
    case 'analysisStart':
      return { ...scenario, analysisStart: change.start }
    case 'rentBasis':
      return { ...scenario, rentBasis: change.basis }
    case 'cell':
    case 'row':
    case 'invalid': {
      const row = at(change.row)
      if (row < 0) return scenario
      const patch =
        change.kind === 'cell'
          ? { baseRent: change.rent }
          : change.kind === 'row'
            ? change.patch
            : { leaseType: 'Lease' as never }
      return { ...scenario, tenants: tenants.map((t, i) => (i === row ? { ...t, ...patch } : t)) }
    }
    case 'duplicate':
      return at(change.row) < 0
        ? scenario
        : { ...scenario, tenants: [...tenants, tenants[at(change.row)]!] }
    case 'remove':
      return { ...scenario, tenants: tenants.filter((_, i) => i !== at(change.row)) }
  }
}

describe('reusingAnalyzer', () => {
  it("gives the results of analyzeScenario after every edit of a sequence, the monthly model's fields among them", () => {
    fc.assert(
      fc.property(validScenario, fc.array(edit, { maxLength: 6 }), (start, edits) => {
        const analyze = reusingAnalyzer()
        let scenario = start
        expect(analyze(input(scenario))).toEqual(analyzeScenario(input(scenario)))
        for (const change of edits) {
          scenario = applied(scenario, change)
          expect(analyze(input(scenario))).toEqual(analyzeScenario(input(scenario)))
        }
      }),
      { numRuns: 60 },
    )
  })
})
