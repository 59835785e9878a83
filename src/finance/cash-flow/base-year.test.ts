import { describe, expect, it } from 'vitest'
import { analysisOf, noExpenses, singleTenant } from '../../../tests/cash-flow-scenarios'
import type { Tenant } from './types'

/**
 * PRODUCT.md 10.5 by hand. Reimbursable expenses $10/SF in year 1 (2026), growing 10% a year:
 * 2026 10, 2027 11, 2028 12.1, ... A Base Year tenant reimburses SF x max(0, E_i - E_b), E_b being
 * the expenses of its lease's first year (before year 1: E_1 x 1.1^(b - 2026)).
 */
const reimbursementsOf = (overrides: Partial<Tenant>) =>
  analysisOf(
    singleTenant(
      { squareFootage: 1_000, baseRent: 20, leaseType: 'Base Year', ...overrides },
      { operatingExpenses: { ...noExpenses, realEstateTaxesPerSf: 10, escalationPercent: 10 } },
    ),
  ).years.map((row) => row.reimbursements)

describe('a Base Year lease', () => {
  it('that started before year 1 pays the growth over its base year, from year 1 on', () => {
    // Lease 2024-04-01 to 2030-12-31: E_2024 = 10 / 1.1^2 = 8.264463. 2026: 1,000 x (10 -
    // 8.264463) = 1,735.54; 2027: 1,000 x (11 - 8.264463) = 2,735.54; no proration (it started
    // in 2024). Its 7-year renewal (2,465 days = 6.75 years, rounded) starts 2031, the new base
    // year: 2031 pays 0 and 2032 1,000 x 10 x (1.1^6 - 1.1^5) = 1,610.51.
    const paid = reimbursementsOf({ leaseStart: '2024-04-01', leaseExpiration: '2030-12-31' })
    const base2024 = 10 / 1.1 ** 2
    expect(paid[0]).toBeCloseTo(1_000 * (10 - base2024), 6)
    expect(paid[1]).toBeCloseTo(1_000 * (11 - base2024), 6)
    expect(paid[0]).toBeCloseTo(1_735.54, 2)
    expect(paid[1]).toBeCloseTo(2_735.54, 2)
    expect(paid[5]).toBe(0)
    expect(paid[6]).toBeCloseTo(1_610.51, 2)
  })

  it('that starts during the analysis pays nothing in its first year, then the growth', () => {
    // Lease 2027-07-01 to 2031-06-30: 2026 vacant, 2027 its base year (x 6/12: 0 anyway),
    // 2028 1,000 x (12.1 - 11) = 1,100, 2029 1,000 x (13.31 - 11) = 2,310.
    const paid = reimbursementsOf({ leaseStart: '2027-07-01', leaseExpiration: '2031-06-30' })
    expect(paid.slice(0, 4)).toEqual([0, 0, expect.closeTo(1_100, 6), expect.closeTo(2_310, 6)])
  })

  it('pays nothing while the expenses fall below the base year', () => {
    const falling = analysisOf(
      singleTenant(
        { leaseType: 'Base Year', leaseStart: '2024-01-01', leaseExpiration: '2030-12-31' },
        { operatingExpenses: { ...noExpenses, realEstateTaxesPerSf: 10, escalationPercent: -5 } },
      ),
    )
    expect(falling.years.every((row) => row.reimbursements === 0)).toBe(true)
  })
})
