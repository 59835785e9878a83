import { describe, expect, it } from 'vitest'
import example from '../../../../tests/fixtures/worked-example-multi-tenant.json'
import { parseScenarioText, scenarioToJson } from './scenario-codec'
import { decodeShareHash, encodeShareHash } from './share-link'

/** The worked example's file text with these top-level keys replaced. */
const exampleWith = (changes: Record<string, unknown>) => JSON.stringify({ ...example, ...changes })

describe("a row's unreadable cells", () => {
  const withUnreadable = (unreadable: unknown) =>
    exampleWith({ tenants: [{ ...example.tenants[0], unreadable }] })

  it('travel in files and share links, so the row stays left out until fixed', async () => {
    const read = parseScenarioText(withUnreadable({ leaseStart: 'sometime', leaseType: 'Ground' }))
    expect(read.ok && read.scenario.tenants[0]!.unreadable).toEqual({
      leaseStart: 'sometime',
      leaseType: 'Ground',
    })
    if (!read.ok) return
    const shared = await decodeShareHash(`#${await encodeShareHash(read.scenario)}`)
    expect(shared?.ok && shared.scenario.tenants[0]!.unreadable).toEqual({
      leaseStart: 'sometime',
      leaseType: 'Ground',
    })
    const file = parseScenarioText(scenarioToJson(read.scenario))
    expect(file.ok && file.scenario).toEqual(read.scenario)
  })

  it('are absent from rows without any, and refused when not column names with text', () => {
    const none = parseScenarioText(withUnreadable({}))
    expect(none.ok && 'unreadable' in none.scenario.tenants[0]!).toBe(false)
    for (const bad of [['x'], { rent: 'x' }, { leaseStart: 5 }, 'x'])
      expect(parseScenarioText(withUnreadable(bad))).toEqual({
        ok: false,
        message: 'Tenant 1: "unreadable" must map column names to text.',
      })
  })
})
