import { describe, expect, it } from 'vitest'
import { scenarioToJson } from './scenario-codec'
import { emptyScenario, newTenant } from './scenario-defaults'
import { bootScenario } from './scenario-boot'

const today = new Date(2026, 5, 15, 12)
const saved = { ...emptyScenario(), tenants: [newTenant([], today)] }
const savedState = { kind: 'loaded' as const, scenario: saved, text: scenarioToJson(saved) }
const shared = {
  ...emptyScenario(),
  tenants: [
    { ...newTenant([], today), name: 'Shared' },
    { ...newTenant([], today), id: 'x' },
  ],
}

describe('bootScenario', () => {
  it('opens the saved scenario when there is no share link', () => {
    const boot = bootScenario(savedState, null)
    expect(boot.scenario).toEqual(saved)
    expect(boot).toMatchObject({ notices: [], previous: null, hadShareLink: false })
  })

  it('opens a valid share link and keeps the saved scenario as the previous one', () => {
    const boot = bootScenario(savedState, { ok: true, scenario: shared })
    expect(boot.scenario).toEqual(shared)
    expect(boot.previous?.scenario).toEqual(saved)
    expect(boot.hadShareLink).toBe(true)
    expect(boot.notices[0]?.text).toMatch(/Opened the shared scenario: 2 tenants.*backup/)
  })

  it('refuses a share link that does not validate and keeps the saved scenario', () => {
    const refused = { ok: false as const, message: 'The shared scenario was not loaded. Why.' }
    const boot = bootScenario(savedState, refused)
    expect(boot.scenario).toEqual(saved)
    expect(boot.hadShareLink).toBe(true)
    expect(boot.notices).toEqual([
      {
        tone: 'error',
        text: 'The shared scenario was not loaded. Why. Your saved scenario was kept.',
      },
    ])
  })

  it('starts a new scenario when the saved one is corrupt and hands its text over to keep', () => {
    const boot = bootScenario({ kind: 'corrupt', text: 'garbage', reason: 'x.' }, null)
    expect(boot.scenario).toEqual(emptyScenario())
    expect(boot.corruptText).toBe('garbage')
    expect(boot.notices[0]).toMatchObject({ tone: 'error' })
    expect(boot.notices[0]!.text).toMatch(/could not be read.*kept aside/)
  })

  it('says when the browser cannot save', () => {
    const boot = bootScenario({ kind: 'unavailable', message: 'No storage.' }, null)
    expect(boot.notices).toEqual([{ tone: 'info', text: 'No storage.' }])
  })
})
