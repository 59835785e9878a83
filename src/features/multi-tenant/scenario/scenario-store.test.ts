import { describe, expect, it, vi } from 'vitest'
import { emptyScenario } from './scenario-defaults'
import { ScenarioStore } from './scenario-store'

const today = new Date(2026, 5, 15, 12)

describe('ScenarioStore', () => {
  it('tells its subscribers of each change, and not of an action that changes nothing', () => {
    const store = new ScenarioStore(emptyScenario())
    const listener = vi.fn()
    store.subscribe(listener)
    store.dispatch({ type: 'addTenant', today, id: 'a' })
    expect(listener).toHaveBeenCalledTimes(1)
    store.dispatch({ type: 'removeTenant', id: 'missing' })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('applies a previewed change as it was worked out, once, while nothing changed meanwhile', () => {
    const store = new ScenarioStore(emptyScenario())
    store.dispatch({ type: 'addTenant', today, id: 'a' })
    const from = store.getModel()
    const to = store.preview({ type: 'updateTenant', id: 'a', patch: { name: 'Grocer' } })
    expect(store.getModel()).toBe(from)
    expect(store.apply(from, to)).toBe(true)
    expect(store.getModel()).toBe(to)
    store.dispatch({ type: 'undo' })
    expect(store.getModel().scenario.tenants[0]!.name).toBe('Tenant 1')
  })

  it('refuses a previewed change once the scenario moved on', () => {
    const store = new ScenarioStore(emptyScenario())
    store.dispatch({ type: 'addTenant', today, id: 'a' })
    const from = store.getModel()
    const to = store.preview({ type: 'updateTenant', id: 'a', patch: { name: 'Grocer' } })
    store.dispatch({ type: 'addTenant', today, id: 'b' })
    expect(store.apply(from, to)).toBe(false)
    expect(store.getModel().scenario.tenants.map(({ name }) => name)).toEqual([
      'Tenant 1',
      'Tenant 2',
    ])
  })
})
