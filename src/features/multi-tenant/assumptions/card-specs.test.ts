import { describe, expect, it } from 'vitest'
import { emptyScenario } from '../scenario/scenario-defaults'
import { MARKET_LEASING, UNDERWRITING } from './card-specs'

const leasing = { ...emptyScenario().marketLeasing, enabled: true }

describe('the market leasing card (PRODUCT.md 10.4)', () => {
  it('says the downtime has no effect with the rule of thumb, and nothing with Downtime', () => {
    expect(MARKET_LEASING.notes!(leasing).downtimeMonths).toMatch(
      /No effect with the Rule of Thumb/,
    )
    expect(MARKET_LEASING.notes!({ ...leasing, vacancyMethod: 'downtime' }).downtimeMonths).toBe(
      undefined,
    )
  })

  it('says an empty renewal item is the market value, and which', () => {
    const optional = MARKET_LEASING.optional!
    expect(optional.renewalTiPerSf!.hint(leasing)).toBe(
      'Leave empty for the market value ($5.00/SF).',
    )
    expect(optional.renewalLeasingCommissionPercent!.hint(leasing)).toBe(
      'Leave empty for the market value (3.00%).',
    )
    expect(optional.renewalFreeRentMonths!.hint({ ...leasing, freeRentMonths: 1 })).toBe(
      'Leave empty for the market value (1 month).',
    )
    expect(Object.keys(optional)).toEqual([
      'renewalTiPerSf',
      'renewalLeasingCommissionPercent',
      'renewalFreeRentMonths',
    ])
  })
})

describe('the Underwriting Adjustments card (PRODUCT.md 10.3)', () => {
  it('labels its fields as PRODUCT.md does, then Size Loan On', () => {
    expect(Object.values(UNDERWRITING.fields).map((field) => field.label)).toEqual([
      'General Vacancy (%)',
      'Credit Loss (%)',
      'Capital Reserves ($/SF/yr)',
      'TI/LC Reserve ($/SF/yr)',
    ])
    expect(Object.values(UNDERWRITING.choices).map((choice) => choice.label)).toEqual([
      'Size Loan On',
    ])
    expect(UNDERWRITING.title).toBe('Underwriting Adjustments')
  })
})
