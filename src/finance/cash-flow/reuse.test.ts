import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validScenario, validTenant } from '../../../tests/arbitraries'
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
  fc.record({ kind: fc.constant('invalid' as const), row: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), row: fc.nat() }),
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
    case 'add':
      return { ...scenario, tenants: [...tenants, change.tenant] }
    case 'cell':
    case 'invalid': {
      const row = at(change.row)
      if (row < 0) return scenario
      const patch =
        change.kind === 'cell' ? { baseRent: change.rent } : { leaseType: 'Lease' as never }
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
  it('gives the results of analyzeScenario after every edit of a sequence', () => {
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
