import { describe, expect, it } from 'vitest'
import example from '../../../../tests/fixtures/worked-example-multi-tenant.json'
import monthlyExample from '../../../../tests/fixtures/worked-example-monthly.json'
import { parseScenarioText, scenarioFromJson, scenarioToJson } from './scenario-codec'

describe('version 2: the monthly model (PRODUCT.md 11.8)', () => {
  const refusal = (text: string) => {
    const result = parseScenarioText(text)
    return result.ok ? 'accepted' : result.message
  }

  it('opens a version 1 file in January of the year it is opened in, rents at lease start, and says so', () => {
    const decoded = scenarioFromJson(example, 2027)
    expect(decoded).toMatchObject({
      ok: true,
      scenario: { analysisStart: '2027-01', rentBasis: 'leaseStart' },
      upgraded: expect.stringMatching(/January 2027.*monthly model/),
    })
  })

  it('reads the monthly worked example as written, and writes it back the same', () => {
    const decoded = scenarioFromJson(monthlyExample)
    expect(decoded.ok && decoded.upgraded).toBeFalsy()
    if (!decoded.ok) return
    expect(decoded.scenario).toMatchObject({ analysisStart: '2026-11', rentBasis: 'current' })
    expect(decoded.scenario.tenants.map((tenant) => tenant.status)).toEqual([
      'occupied',
      'occupied',
      'vacant',
    ])
    expect(decoded.scenario.tenants[1]).toMatchObject({
      escalationType: 'dollars',
      annualEscalation: 0.75,
      baseYear: 2025,
    })
    expect(decoded.scenario.tenants[0]!.baseYear).toBeNull()
    // Written back whole: the market leasing keys it leaves out at their defaults.
    expect(JSON.parse(scenarioToJson(decoded.scenario))).toMatchObject(monthlyExample)
  })

  it('refuses an analysis start that is not a month, and unknown statuses and escalation types', () => {
    for (const analysisStart of ['2026-13', '2026-1', 'November 2026', 1900])
      expect(refusal(JSON.stringify({ ...monthlyExample, analysisStart }))).toBe(
        '"analysisStart" must be a month written yyyy-mm, from 1900 to 2999.',
      )
    const tenant = monthlyExample.tenants[0]!
    const withTenant = (patch: object) =>
      JSON.stringify({ ...monthlyExample, tenants: [{ ...tenant, ...patch }] })
    expect(refusal(withTenant({ status: 'leased' }))).toBe(
      'Tenant 1: "status" must be "occupied" or "vacant".',
    )
    expect(refusal(withTenant({ escalationType: 'cpi' }))).toBe(
      'Tenant 1: "escalationType" must be "percent" or "dollars".',
    )
    expect(refusal(JSON.stringify({ ...monthlyExample, rentBasis: 'today' }))).toBe(
      'Scenario: "rentBasis" must be "current" or "leaseStart".',
    )
  })
})
