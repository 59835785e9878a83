import { describe, expect, it } from 'vitest'
import example from '../../../../tests/fixtures/worked-example-multi-tenant.json'
import underwritingExample from '../../../../tests/fixtures/worked-example-underwriting.json'
import { scenarioFromJson, scenarioToJson } from './scenario-codec'

describe('the underwriting block and the renewal keys (PRODUCT.md 10.8)', () => {
  const read = (changes: Record<string, unknown>) => scenarioFromJson({ ...example, ...changes })
  const underwritingOf = (underwriting: unknown) => {
    const decoded = read({ underwriting })
    return decoded.ok ? decoded.scenario.underwriting : decoded.message
  }
  const leasingOf = (keys: Record<string, unknown>) => {
    const decoded = read({ marketLeasing: { ...example.marketLeasing, ...keys } })
    return decoded.ok ? decoded.scenario.marketLeasing : decoded.message
  }

  it('opens older files without them at the defaults: no adjustment, sized on NOI', () => {
    expect(underwritingOf(undefined)).toEqual({
      generalVacancyPercent: 0,
      creditLossPercent: 0,
      capitalReservesPerSf: 0,
      tiLcReservePerSf: 0,
      sizeLoanOn: 'NOI',
    })
    expect(leasingOf({})).toMatchObject({
      renewalProbabilityPercent: 100,
      downtimeMonths: 0,
      renewalTiPerSf: null,
      renewalLeasingCommissionPercent: null,
      renewalFreeRentMonths: null,
      vacancyMethod: 'ruleOfThumb',
    })
  })

  it('reads the 10.9 worked example under the names PRODUCT.md gives', () => {
    const decoded = scenarioFromJson(underwritingExample)
    expect(decoded.ok).toBe(true)
    if (!decoded.ok) return
    expect(decoded.scenario.underwriting).toEqual({
      generalVacancyPercent: 5,
      creditLossPercent: 1,
      capitalReservesPerSf: 0.25,
      tiLcReservePerSf: 0,
      sizeLoanOn: 'NCF',
    })
    expect(decoded.scenario.marketLeasing).toMatchObject({
      renewalProbabilityPercent: 75,
      downtimeMonths: 6,
      renewalTiPerSf: 2,
      renewalLeasingCommissionPercent: 2,
      renewalFreeRentMonths: 1,
      vacancyMethod: 'downtime',
    })
    expect(decoded.scenario.tenants[1]!.leaseType).toBe('Base Year')
    // Written back as version 2: January of the year it opened in, rents at lease start.
    const written = JSON.parse(scenarioToJson(decoded.scenario))
    expect(written).toMatchObject({ version: 2, rentBasis: 'leaseStart' })
    expect(written.underwriting).toEqual({ ...underwritingExample.underwriting, tiLcReserve: 0 })
    expect(written.tenants[1]).toMatchObject({
      ...underwritingExample.tenants[1],
      status: 'occupied',
    })
  })

  it('takes the default of a key left out and keeps an empty renewal item empty', () => {
    expect(underwritingOf({ creditLoss: 2 })).toMatchObject({
      creditLossPercent: 2,
      generalVacancyPercent: 0,
      sizeLoanOn: 'NOI',
    })
    expect(leasingOf({ renewalTI: null, renewalProbability: 60 })).toMatchObject({
      renewalTiPerSf: null,
      renewalProbabilityPercent: 60,
    })
  })

  it("refuses text, unknown choices and values out of range with the field's words", () => {
    expect(underwritingOf('5%')).toBe('"underwriting" must be an object when given.')
    expect(underwritingOf({ generalVacancy: '5' })).toBe(
      'Underwriting: "generalVacancy" must be a number.',
    )
    expect(underwritingOf({ sizeOn: 'ncf' })).toBe('Underwriting: "sizeOn" must be "NOI" or "NCF".')
    expect(underwritingOf({ generalVacancy: 60 })).toBe(
      'General Vacancy (%): Enter a number from 0% to 50%.',
    )
    expect(underwritingOf({ creditLoss: 21 })).toBe(
      'Credit Loss (%): Enter a number from 0% to 20%.',
    )
    expect(underwritingOf({ capitalReserves: -1 })).toBe(
      'Capital Reserves ($/SF/yr): Enter a number from $0/SF to $100/SF.',
    )
    expect(leasingOf({ vacancyMethod: 'Downtime' })).toBe(
      'Market leasing: "vacancyMethod" must be "ruleOfThumb" or "downtime".',
    )
    expect(leasingOf({ renewalTI: '2' })).toBe(
      'Market leasing: "renewalTI" must be a number or null.',
    )
    expect(leasingOf({ downtimeMonths: 13 })).toBe(
      'Downtime (Months): Enter a number from 0 months to 12 months.',
    )
    expect(leasingOf({ renewalFreeRent: 12.5 })).toBe(
      'Renewal Free Rent (Months): Enter a number from 0 months to 12 months.',
    )
  })
})
