import { describe, expect, it, vi } from 'vitest'
import type { Analysis, Scenario } from '../../../finance/cash-flow/types'
import type { EngineOutcome } from '../../../finance/problems'
import { AnalysisStore } from './analysis-store'
import { emptyScenario, newTenant } from './scenario-defaults'
import { ScenarioStore } from './scenario-store'

const today = new Date(2026, 5, 15, 12)

/** A finance worker stub that answers each scenario when the test says, with its rent roll size. */
function stubWorker() {
  const asked: { scenario: Scenario; answer: () => void; fail: (error: Error) => void }[] = []
  const analyze = vi.fn(
    (scenario: Scenario) =>
      new Promise<EngineOutcome<Analysis>>((resolve, reject) => {
        const result = { tenants: scenario.tenants.length } as unknown as Analysis
        asked.push({ scenario, answer: () => resolve({ ok: true, result }), fail: reject })
      }),
  )
  return { analyze, asked }
}

/** Lets the answers given so far reach the store. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function setUp(tenants = 1) {
  const scenarios = new ScenarioStore(emptyScenario(today))
  for (let row = 0; row < tenants; row++)
    scenarios.dispatch({ type: 'addTenant', today, id: `row-${row}` })
  const worker = stubWorker()
  const store = new AnalysisStore(scenarios, worker.analyze)
  const shown = vi.fn()
  store.subscribe(shown)
  const addRow = (id: string) => scenarios.dispatch({ type: 'addTenant', today, id })
  return { scenarios, store, worker, shown, addRow }
}

const shownRows = (store: AnalysisStore) => {
  const state = store.getState()
  return state.status === 'ready'
    ? { rows: state.scenario.tenants.length, analysed: (state.analysis as never)['tenants'] }
    : state.status
}

describe('AnalysisStore', () => {
  it('asks for the opening scenario as it is made, and shows its answer with that scenario', async () => {
    const { store, worker, scenarios } = setUp(2)
    expect(worker.asked.map(({ scenario }) => scenario)).toEqual([scenarios.getModel().scenario])
    expect(store.getState()).toEqual({ status: 'computing' })
    worker.asked[0]!.answer()
    await settle()
    expect(shownRows(store)).toEqual({ rows: 2, analysed: 2 })
  })

  it('shows only the answer to the latest scenario, whatever order the answers come in', async () => {
    const { store, worker, addRow } = setUp(1)
    addRow('b')
    addRow('c')
    expect(worker.asked).toHaveLength(3)
    worker.asked[2]!.answer()
    await settle()
    expect(shownRows(store)).toEqual({ rows: 3, analysed: 3 })
    // The earlier scenarios answer last: their answers are stale and dropped.
    worker.asked[1]!.answer()
    worker.asked[0]!.answer()
    await settle()
    expect(shownRows(store)).toEqual({ rows: 3, analysed: 3 })
  })

  it('keeps the last answer shown with its own scenario until the next one comes', async () => {
    const { store, worker, addRow } = setUp(1)
    worker.asked[0]!.answer()
    await settle()
    addRow('b')
    expect(shownRows(store)).toEqual({ rows: 1, analysed: 1 })
    worker.asked[1]!.answer()
    await settle()
    expect(shownRows(store)).toEqual({ rows: 2, analysed: 2 })
  })

  it('uses an answer asked ahead once, in the same task as the edit that takes its scenario', async () => {
    const { store, worker, scenarios, shown } = setUp(1)
    worker.asked[0]!.answer()
    const from = scenarios.getModel()
    const to = scenarios.preview({ type: 'addTenant', today, id: 'b' })
    const answered = store.askAhead(to.scenario)
    worker.asked[1]!.answer()
    await answered
    shown.mockClear()
    scenarios.apply(from, to)
    // No new request, and the figures are there before anything else runs.
    expect(worker.asked).toHaveLength(2)
    expect(shown).toHaveBeenCalledOnce()
    expect(shownRows(store)).toEqual({ rows: 2, analysed: 2 })
    // Taken once: coming back to the same scenario later asks again.
    scenarios.dispatch({ type: 'undo' })
    scenarios.dispatch({ type: 'redo' })
    expect(worker.asked).toHaveLength(4)
  })

  it('waits for an answer asked ahead that has not come yet, instead of asking again', async () => {
    const { store, worker, scenarios } = setUp(1)
    const from = scenarios.getModel()
    const to = scenarios.preview({ type: 'addTenant', today, id: 'b' })
    void store.askAhead(to.scenario)
    scenarios.apply(from, to)
    expect(worker.asked).toHaveLength(2)
    worker.asked[1]!.answer()
    await settle()
    expect(shownRows(store)).toEqual({ rows: 2, analysed: 2 })
  })

  it('drops an answer asked ahead for an edit that was not made', async () => {
    const { store, worker, scenarios, addRow } = setUp(1)
    const ahead = scenarios.preview({ type: 'addTenant', today, id: 'b' })
    void store.askAhead(ahead.scenario)
    addRow('c')
    worker.asked[1]!.answer()
    await settle()
    expect(store.getState().status).toBe('computing')
    worker.asked[2]!.answer()
    await settle()
    expect(shownRows(store)).toEqual({ rows: 2, analysed: 2 })
  })

  it('says the analysis failed when the worker fails, and recovers with the next edit', async () => {
    const { store, worker, addRow } = setUp(1)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    worker.asked[0]!.fail(new Error('worker crashed'))
    await settle()
    expect(store.getState()).toEqual({ status: 'failed', message: 'worker crashed' })
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
    addRow('b')
    worker.asked[1]!.answer()
    await settle()
    expect(shownRows(store)).toEqual({ rows: 2, analysed: 2 })
  })

  it('shows nothing for an empty rent roll, and never the figures of the rows it had', async () => {
    const { store, worker, scenarios, addRow } = setUp(1)
    worker.asked[0]!.answer()
    await settle()
    scenarios.dispatch({ type: 'removeTenant', id: 'row-0' })
    expect(store.getState()).toEqual({ status: 'empty' })
    addRow('b')
    expect(store.getState()).toEqual({ status: 'computing' })
    expect(worker.asked).toHaveLength(2)
  })

  it('stops following the scenario once nobody is subscribed', () => {
    const scenarios = new ScenarioStore(emptyScenario(today))
    const worker = stubWorker()
    const store = new AnalysisStore(scenarios, worker.analyze)
    const unsubscribe = store.subscribe(() => undefined)
    unsubscribe()
    scenarios.dispatch({ type: 'setTenants', tenants: [newTenant([], today, 'a')] })
    expect(worker.asked).toHaveLength(0)
  })
})
