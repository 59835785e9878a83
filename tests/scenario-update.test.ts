import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { Scenario, Tenant } from '../src/finance/cash-flow/types'
import { analyzeScenario } from '../src/finance/cash-flow/analyze'
import { reusingAnalyzer } from '../src/finance/cash-flow/reuse'
import { analyzeInWorker } from '../src/features/multi-tenant/scenario/analysis-store'
import { financeApi } from '../workers/finance-api'
import { encodeShareHash } from '../src/features/multi-tenant/scenario/share-link'
import { readShareLink } from '../src/features/multi-tenant/scenario/use-share-link'
import {
  appliedUpdate,
  scenarioUpdate,
  updatedEngine,
  type HeldScenario,
} from '../workers/scenario-update'
import { validScenario, validTenant } from './arbitraries'
import { workedExample } from './cash-flow-scenarios'

const withRent = (scenario: Scenario, index: number, baseRent: number): Scenario => ({
  ...scenario,
  tenants: scenario.tenants.map((row, at) => (at === index ? { ...row, baseRent } : row)),
})

describe('scenarioUpdate', () => {
  it('sends an edited cell as its row alone, which makes the edited scenario of the one held', () => {
    const held: HeldScenario = { id: 7, scenario: workedExample }
    const edited = withRent(workedExample, 1, 41.5)
    const update = scenarioUpdate(8, held, edited)
    expect(update.base).toBe(7)
    expect(update.rows).toEqual([[1, edited.tenants[1]]])
    expect(appliedUpdate(held, update)).toEqual(edited)
  })

  it('sends the whole scenario first, and when the rent roll gained or lost a row', () => {
    const first = scenarioUpdate(1, null, workedExample)
    expect(first.base).toBeNull()
    expect(first.rows).toHaveLength(workedExample.tenants.length)
    expect(appliedUpdate(null, first)).toEqual(workedExample)
    const shorter = { ...workedExample, tenants: workedExample.tenants.slice(1) }
    const update = scenarioUpdate(2, { id: 1, scenario: workedExample }, shorter)
    expect(update.base).toBeNull()
    expect(appliedUpdate({ id: 1, scenario: workedExample }, update)).toEqual(shorter)
  })

  it('is not applied to another scenario than the one it changes', () => {
    const update = scenarioUpdate(3, { id: 2, scenario: workedExample }, workedExample)
    expect(appliedUpdate({ id: 1, scenario: workedExample }, update)).toBeNull()
    expect(appliedUpdate(null, update)).toBeNull()
  })

  it('rebuilds every scenario of a run of edits, applied in order', () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('row' as const), at: fc.nat(), row: validTenant }),
      fc.record({ kind: fc.constant('add' as const), row: validTenant }),
      fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('rate' as const), rate: fc.double({ min: 1, max: 12 }) }),
    )
    type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never
    const applyEdit = (scenario: Scenario, change: Edit): Scenario => {
      const { tenants } = scenario
      switch (change.kind) {
        case 'row': {
          if (tenants.length === 0) return scenario
          const at = change.at % tenants.length
          const row: Tenant = { ...change.row, id: tenants[at]!.id }
          return { ...scenario, tenants: tenants.map((old, index) => (index === at ? row : old)) }
        }
        case 'add':
          return { ...scenario, tenants: [...tenants, change.row] }
        case 'remove':
          return { ...scenario, tenants: tenants.filter((_, index) => index !== change.at % 4) }
        case 'rate':
          return { ...scenario, debt: { ...scenario.debt, interestRatePercent: change.rate } }
      }
    }
    fc.assert(
      fc.property(validScenario, fc.array(edit, { maxLength: 12 }), (start, edits) => {
        let sent: HeldScenario | null = null
        let held: HeldScenario | null = null
        let scenario = start
        for (const [index, change] of [null, ...edits].entries()) {
          if (change) scenario = applyEdit(scenario, change)
          const update = scenarioUpdate(index + 1, sent, scenario)
          sent = { id: update.id, scenario }
          const applied = appliedUpdate(held, update)
          expect(applied).toEqual(scenario)
          held = { id: update.id, scenario: applied! }
        }
      }),
      { numRuns: 60 },
    )
  })
})

describe('updatedEngine', () => {
  it('answers that it does not hold the base of an update, then takes the scenario whole', () => {
    const analyze = updatedEngine(reusingAnalyzer())
    const edited = withRent(workedExample, 0, 29)
    const orphan = scenarioUpdate(5, { id: 4, scenario: workedExample }, edited)
    expect(analyze(orphan)).toEqual({ held: false })
    expect(analyze(scenarioUpdate(6, null, edited))).toEqual({
      held: true,
      outcome: analyzeScenario(edited),
    })
  })

  it('gives the figures of the whole scenario for each edit sent as an update', () => {
    const analyze = updatedEngine(reusingAnalyzer())
    let sent: HeldScenario | null = null
    for (const [index, rent] of [null, 31, 33.25, 18].entries()) {
      const scenario = rent === null ? workedExample : withRent(workedExample, index % 3, rent)
      const update = scenarioUpdate(index + 1, sent, scenario)
      sent = { id: update.id, scenario }
      expect(analyze(update)).toEqual({ held: true, outcome: analyzeScenario(scenario) })
    }
  })
})

describe('analyzeInWorker', () => {
  it('sends each edit as an update, and the whole scenario when the engine holds another', async () => {
    // No worker in Node: the engine runs on this thread, as on a page whose worker failed.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const rent of [null, 31, 27.5]) {
      const scenario = rent === null ? workedExample : withRent(workedExample, 2, rent)
      expect(await analyzeInWorker(scenario)).toEqual(analyzeScenario(scenario))
    }
    // Another scenario reaches the engine (as a new worker holds none): the next edit, sent as
    // an update of the last one sent, is refused and sent whole.
    financeApi.analyzeScenario(scenarioUpdate(1_000_000, null, withRent(workedExample, 0, 12)))
    const edited = withRent(workedExample, 1, 44)
    expect(await analyzeInWorker(edited)).toEqual(analyzeScenario(edited))
    warn.mockRestore()
  })
})

describe('readShareLink', () => {
  it('reads a link once, and sends its scenario to the engine as soon as it is read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const engine = vi.spyOn(financeApi, 'analyzeScenario')
    const scenario = withRent(workedExample, 0, 37)
    const hash = `#${await encodeShareHash(scenario)}`
    const read = readShareLink(hash)
    expect(readShareLink(hash)).toBe(read)
    const shared = await read
    expect(shared?.ok && shared.scenario).toEqual(scenario)
    await vi.waitFor(() => expect(engine).toHaveBeenCalledOnce())
    expect(engine.mock.lastCall![0].rows).toHaveLength(scenario.tenants.length)
    // The page's own request for the scenario it opens then sends no row again.
    if (shared?.ok)
      expect(await analyzeInWorker(shared.scenario)).toEqual(analyzeScenario(scenario))
    expect(engine.mock.lastCall![0].rows).toEqual([])
    engine.mockRestore()
    warn.mockRestore()
  })
})
