import { describe, expect, it } from 'vitest'
import { slowAnalysis, tenant } from '../rent-roll/fake-grid-port'
import { EarlyAnalysis } from './early-analysis'
import { emptyScenario } from './scenario-defaults'
import { ScenarioStore } from './scenario-store'

const today = new Date(2026, 5, 15, 12)

describe('EarlyAnalysis', () => {
  it('asks for the opening scenario and for each change as the store makes it', () => {
    const store = new ScenarioStore({ ...emptyScenario(), tenants: [tenant('Grocer', 20000)] })
    const analysis = slowAnalysis()
    const early = new EarlyAnalysis(store, analysis.analyze)
    expect(analysis.asked).toEqual([store.getModel().scenario])
    store.dispatch({ type: 'addTenant', today, id: 'b' })
    expect(analysis.asked).toHaveLength(2)
    expect(analysis.asked[1]).toBe(store.getModel().scenario)
    expect(early.take(store.getModel().scenario)).not.toBeNull()
  })

  it('does not ask for an empty rent roll, which has nothing to analyse', () => {
    const store = new ScenarioStore(emptyScenario())
    const analysis = slowAnalysis()
    const early = new EarlyAnalysis(store, analysis.analyze)
    expect(analysis.asked).toHaveLength(0)
    expect(early.take(store.getModel().scenario)).toBeNull()
  })

  it('asks once for an edit asked for ahead and then applied (a held Enter)', () => {
    const store = new ScenarioStore({ ...emptyScenario(), tenants: [tenant('Grocer', 20000)] })
    const analysis = slowAnalysis()
    const early = new EarlyAnalysis(store, analysis.analyze)
    const from = store.getModel()
    const to = store.preview({ type: 'updateTenant', id: 'id-Grocer', patch: { baseRent: 25 } })
    const answer = early.ask(to.scenario)
    store.apply(from, to)
    expect(analysis.asked.filter((scenario) => scenario === to.scenario)).toHaveLength(1)
    expect(early.take(to.scenario)).toBe(answer)
  })

  it('gives no answer for a scenario that is not the latest asked for', () => {
    const store = new ScenarioStore({ ...emptyScenario(), tenants: [tenant('Grocer', 20000)] })
    const early = new EarlyAnalysis(store, slowAnalysis().analyze)
    const opening = store.getModel().scenario
    store.dispatch({ type: 'addTenant', today, id: 'b' })
    expect(early.take(opening)).toBeNull()
  })
})
