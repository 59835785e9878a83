import { describe, expect, it } from 'vitest'
import { MAX_TENANTS } from '../../../finance/field-table'
import { emptyScenario } from './scenario-defaults'
import {
  initialModel,
  scenarioReducer,
  type ScenarioAction,
  type ScenarioModel,
} from './scenario-reducer'
import { HISTORY_LIMIT } from './undo-history'

const today = new Date(2026, 5, 15, 12)
const run = (actions: ScenarioAction[]) =>
  actions.reduce(scenarioReducer, initialModel(emptyScenario()))

describe('scenarioReducer rent roll history', () => {
  it('undoes and redoes adds, edits and removals one step at a time', () => {
    const added = run([
      { type: 'addTenant', today },
      { type: 'addTenant', today },
    ])
    const [first, second] = added.scenario.tenants
    let model = scenarioReducer(added, {
      type: 'updateTenant',
      id: first!.id,
      patch: { name: 'Grocer' },
    })
    model = scenarioReducer(model, { type: 'removeTenant', id: second!.id })
    expect(model.scenario.tenants.map((tenant) => tenant.name)).toEqual(['Grocer'])

    model = scenarioReducer(model, { type: 'undo' })
    expect(model.scenario.tenants.map((tenant) => tenant.name)).toEqual(['Grocer', 'Tenant 2'])
    model = scenarioReducer(model, { type: 'undo' })
    expect(model.scenario.tenants.map((tenant) => tenant.name)).toEqual(['Tenant 1', 'Tenant 2'])
    model = scenarioReducer(model, { type: 'redo' })
    expect(model.scenario.tenants.map((tenant) => tenant.name)).toEqual(['Grocer', 'Tenant 2'])
  })

  it('treats a paste as one step and a new change clears the redo', () => {
    let model = run([{ type: 'addTenant', today }])
    const pasted = [
      { ...model.scenario.tenants[0]!, name: 'A' },
      { ...model.scenario.tenants[0]!, id: 'b', name: 'B' },
    ]
    model = scenarioReducer(model, { type: 'setTenants', tenants: pasted })
    model = scenarioReducer(model, { type: 'undo' })
    expect(model.scenario.tenants.map((tenant) => tenant.name)).toEqual(['Tenant 1'])
    model = scenarioReducer(model, { type: 'addTenant', today })
    expect(scenarioReducer(model, { type: 'redo' })).toBe(model)
  })

  it('does not record edits that change nothing and keeps at most the history limit', () => {
    let model = run([{ type: 'addTenant', today }])
    const id = model.scenario.tenants[0]!.id
    expect(scenarioReducer(model, { type: 'updateTenant', id, patch: { name: 'Tenant 1' } })).toBe(
      model,
    )
    for (let edit = 0; edit < HISTORY_LIMIT + 20; edit++)
      model = scenarioReducer(model, {
        type: 'updateTenant',
        id,
        patch: { squareFootage: edit + 1 },
      })
    expect(model.rentRollHistory.past).toHaveLength(HISTORY_LIMIT)
  })

  it('adds no more than 500 tenants', () => {
    const adds = Array.from({ length: MAX_TENANTS + 2 }, () => ({
      type: 'addTenant' as const,
      today,
    }))
    const model = run(adds)
    expect(model.scenario.tenants).toHaveLength(MAX_TENANTS)
    expect(model.rentRollHistory.past).toHaveLength(HISTORY_LIMIT)
  })
})

describe('scenarioReducer assumptions', () => {
  it('sets debt, expenses and market leasing without touching the rent roll history', () => {
    const model = run([
      { type: 'setAssumptions', group: 'debt', patch: { interestRatePercent: 7.25 } },
      { type: 'setAssumptions', group: 'operatingExpenses', patch: { insurancePerSf: 2 } },
      { type: 'setAssumptions', group: 'marketLeasing', patch: { freeRentMonths: 6 } },
      { type: 'setAssumptions', group: 'marketLeasing', patch: { enabled: true } },
      { type: 'setAssumptions', group: 'debt', patch: { propertyValue: 5_000_000 } },
    ])
    expect(model.scenario.debt).toMatchObject({
      interestRatePercent: 7.25,
      propertyValue: 5_000_000,
    })
    expect(model.scenario.operatingExpenses.insurancePerSf).toBe(2)
    expect(model.scenario.marketLeasing).toMatchObject({ enabled: true, freeRentMonths: 6 })
    expect(model.rentRollHistory.past).toHaveLength(0)
  })

  it('clears the property value, and returns the same model when nothing changes', () => {
    const model = run([
      { type: 'setAssumptions', group: 'debt', patch: { propertyValue: 5_000_000 } },
      { type: 'setAssumptions', group: 'debt', patch: { propertyValue: null } },
    ])
    expect(model.scenario.debt.propertyValue).toBeNull()
    expect(
      scenarioReducer(model, {
        type: 'setAssumptions',
        group: 'debt',
        patch: { propertyValue: null },
      }),
    ).toBe(model)
  })

  it('replaces everything on load, clears the history and bumps the revision', () => {
    const model = run([
      { type: 'addTenant', today },
      { type: 'load', scenario: emptyScenario() },
    ])
    expect(model.scenario.tenants).toEqual([])
    expect(model.rentRollHistory).toEqual({ past: [], future: [] })
    expect(model.revision).toBe(1)
    expect(scenarioReducer(model, { type: 'undo' })).toBe(model)
  })
})

describe('a cell kept as unreadable text', () => {
  const marked = () => {
    const model = run([{ type: 'addTenant', today }])
    const tenant = model.scenario.tenants[0]!
    const unreadable = { leaseType: 'Ground', leaseStart: 'soon' }
    return scenarioReducer(model, { type: 'setTenants', tenants: [{ ...tenant, unreadable }] })
  }

  it('is fixed by a value for it, even the value its field already holds', () => {
    const model = marked()
    const tenant = model.scenario.tenants[0]!
    const fixed = scenarioReducer(model, {
      type: 'updateTenant',
      id: tenant.id,
      patch: { leaseType: tenant.leaseType },
    })
    expect(fixed.scenario.tenants[0]!.unreadable).toEqual({ leaseStart: 'soon' })
    const done = scenarioReducer(fixed, {
      type: 'updateTenant',
      id: tenant.id,
      patch: { leaseStart: '2026-01-01' },
    })
    expect('unreadable' in done.scenario.tenants[0]!).toBe(false)
    expect(scenarioReducer(done, { type: 'undo' }).scenario.tenants[0]!.unreadable).toEqual({
      leaseStart: 'soon',
    })
  })

  it('is fixed by keys replayed into it, and kept by edits of other cells', () => {
    const model = marked()
    const id = model.scenario.tenants[0]!.id
    const edits = [{ kind: 'set', id, patch: { leaseType: 'NNN' } } as const]
    const replayed = scenarioReducer(model, { type: 'editRentRoll', edits, today })
    expect(replayed.scenario.tenants[0]!.unreadable).toEqual({ leaseStart: 'soon' })
    const other = scenarioReducer(model, { type: 'updateTenant', id, patch: { name: 'Deli' } })
    expect(other.scenario.tenants[0]!.unreadable).toEqual({
      leaseType: 'Ground',
      leaseStart: 'soon',
    })
  })
})

describe('an import', () => {
  const before = run([{ type: 'addTenant', today }])
  const imported = [{ ...before.scenario.tenants[0]!, id: 'file-1', name: 'Anchor Grocer' }]
  const timeline = { analysisStart: '2026-11', rentBasis: 'current' } as const
  const at = (model: ScenarioModel) => ({
    names: model.scenario.tenants.map(({ name }) => name),
    analysisStart: model.scenario.analysisStart,
    rentBasis: model.scenario.rentBasis,
  })

  it('sets the rows, analysis start and rent basis, and one undo gives all three back', () => {
    const started = scenarioReducer(before, {
      type: 'setTimeline',
      patch: { analysisStart: '2025-01', rentBasis: 'leaseStart' },
    })
    const model = scenarioReducer(started, { type: 'importRentRoll', tenants: imported, timeline })
    expect(at(model)).toEqual({ names: ['Anchor Grocer'], ...timeline })
    const undone = scenarioReducer(model, { type: 'undo' })
    expect(at(undone)).toEqual({
      names: ['Tenant 1'],
      analysisStart: '2025-01',
      rentBasis: 'leaseStart',
    })
    expect(at(scenarioReducer(undone, { type: 'redo' }))).toEqual(at(model))
  })

  it('leaves the timeline alone when a later rent roll edit is undone', () => {
    let model = scenarioReducer(before, { type: 'importRentRoll', tenants: imported, timeline })
    model = scenarioReducer(model, { type: 'setTimeline', patch: { analysisStart: '2027-01' } })
    model = scenarioReducer(model, { type: 'updateTenant', id: 'file-1', patch: { name: 'Deli' } })
    model = scenarioReducer(model, { type: 'undo' })
    expect(at(model)).toEqual({ names: ['Anchor Grocer'], ...timeline, analysisStart: '2027-01' })
    // Undoing the import gives back the timeline before it; redoing it, the one it was undone from.
    model = scenarioReducer(model, { type: 'undo' })
    expect(at(model).analysisStart).toBe(before.scenario.analysisStart)
    model = scenarioReducer(model, { type: 'redo' })
    expect(at(model).analysisStart).toBe('2027-01')
  })

  it('records nothing when it changes nothing', () => {
    const same = {
      analysisStart: before.scenario.analysisStart,
      rentBasis: before.scenario.rentBasis,
    }
    const model = scenarioReducer(before, {
      type: 'importRentRoll',
      tenants: before.scenario.tenants,
      timeline: same,
    })
    expect(model).toBe(before)
  })
})
