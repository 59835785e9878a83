import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validTenant } from '../../../tests/arbitraries'
import { analysisOf, depthExample, tenant } from '../../../tests/cash-flow-scenarios'
import { DEPTH_WORKED_EXAMPLE } from '../../../tests/worked-example-figures'
import { HIGH_NEAR_TERM_ROLLOVER, rolloverExposure } from './rollover'
import { checkTenant, validateTenants } from './tenant-validation'
import type { Tenant } from './types'

/** The exposure of a rent roll whose rents are at lease start, analysed from January. */
function exposureOf(tenants: Tenant[], startYear = 2026) {
  const start = { year: startYear, month: 1 }
  const { valid } = validateTenants(tenants, (row) => checkTenant(row, start))
  return rolloverExposure(valid, { start, rentBasis: 'leaseStart' })
}

describe('lease rollover on the PRODUCT.md 9.7 worked example', () => {
  const rollover = analysisOf(depthExample).rollover
  const expected = DEPTH_WORKED_EXAMPLE.rollover

  it('expires the grocer in 2028 and the dental office in 2029', () => {
    const shares = rollover.buckets.slice(0, 10).map((bucket) => bucket.rentShare!)
    shares.forEach((share, index) =>
      expect(share).toBeCloseTo(expected.expiringRentShareByYear[index]!, 4),
    )
    expect(rollover.buckets[2]).toMatchObject({ year: 2028, expiringSf: 20_000 })
    // Rents at lease start: the grocer's $18.00 of 2024 is $19.0962 by January 2026 (two steps).
    expect(rollover.buckets[2]!.expiringRent).toBeCloseTo(20_000 * 18 * 1.03 ** 2, 6)
    expect(rollover.buckets[10]).toMatchObject({ year: null, expiringSf: 0, rentShare: 0 })
    expect(rollover.buckets[3]!.cumulativeRentShare).toBeCloseTo(1, 12)
  })

  it('gives the published WALTs, top tenant share and near-term rollover', () => {
    expect(rollover.waltByRent).toBeCloseTo(expected.walt, 4)
    expect(rollover.waltByArea).toBeCloseTo(expected.waltByArea, 4)
    expect(rollover.topTenantShare).toBeCloseTo(expected.topTenantShare, 4)
    expect(rollover.nearTermRolloverShare).toBe(expected.nearTermRolloverShare)
    expect(rollover.highNearTermRollover).toBe(false)
  })
})

describe('lease rollover, worked by hand', () => {
  // From January 2026: 1,000 SF at $10 expired in 2024 (counts in year 1, 0 years left); 2,000
  // SF at $20 expiring 2027-12-31 (year 2, months 1-24 left: 2 years); 1,000 SF at $50 to
  // 2040-06-30 (after year 10: 174 months, 14.5 years). Rent 10,000 + 40,000 + 50,000 = 100,000.
  const tenants = [
    tenant({
      id: 'a',
      squareFootage: 1_000,
      baseRent: 10,
      leaseStart: '2020-01-01',
      leaseExpiration: '2024-12-31',
    }),
    tenant({
      id: 'b',
      squareFootage: 2_000,
      baseRent: 20,
      leaseStart: '2023-01-01',
      leaseExpiration: '2027-12-31',
    }),
    tenant({
      id: 'c',
      squareFootage: 1_000,
      baseRent: 50,
      leaseStart: '2025-07-01',
      leaseExpiration: '2040-06-30',
    }),
  ]
  const rollover = exposureOf(tenants)

  it('counts an expiration before year 1 in year 1 and one after year 10 after it', () => {
    expect(rollover.buckets.map((bucket) => bucket.expiringRent)).toEqual([
      10_000, 40_000, 0, 0, 0, 0, 0, 0, 0, 0, 50_000,
    ])
    expect(rollover.buckets.map((bucket) => bucket.sfShare)).toEqual([
      0.25, 0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0.25,
    ])
  })

  it('weights the years left by rent and by area, an expired lease counting 0', () => {
    const left = { b: 24 / 12, c: 174 / 12 }
    expect(rollover.waltByRent).toBeCloseTo((40_000 * left.b + 50_000 * left.c) / 100_000, 10)
    expect(rollover.waltByArea).toBeCloseTo((2_000 * left.b + 1_000 * left.c) / 4_000, 10)
  })

  it('flags 50% of the rent expiring in years 1 and 2 as high near-term rollover', () => {
    expect(rollover.nearTermRolloverShare).toBe(0.5)
    expect(rollover.topTenantShare).toBe(0.5)
    expect(rollover.highNearTermRollover).toBe(true)
  })

  it('flags exactly 30% but not just under it', () => {
    const share = (nearRent: number) =>
      exposureOf([
        tenant({ id: 'n', squareFootage: 1, baseRent: nearRent, leaseExpiration: '2027-06-30' }),
        tenant({
          id: 'f',
          squareFootage: 1,
          baseRent: 100 - nearRent,
          leaseExpiration: '2031-06-30',
        }),
      ])
    expect(share(30).highNearTermRollover).toBe(true)
    expect(share(29.99).highNearTermRollover).toBe(false)
    expect(HIGH_NEAR_TERM_ROLLOVER).toBe(0.3)
  })

  it('flags exactly 30% when the division of the rents lands a hair under it', () => {
    // Near term 1,700 SF x $34.62 + 300 SF x $44.73 = 72,273 of 240,910 in all: exactly 30%,
    // which divides to 0.29999999999999993 and showed "30.00%" without the warning.
    const lease = (id: string, squareFootage: number, baseRent: number, leaseExpiration: string) =>
      tenant({ id, squareFootage, baseRent, leaseExpiration })
    const rollover = exposureOf([
      lease('a', 1_700, 34.62, '2026-09-30'),
      lease('b', 300, 44.73, '2027-12-31'),
      lease('c', 400, 12.65, '2030-06-30'),
      lease('d', 3_700, 44.21, '2033-12-31'),
    ])
    expect(rollover.totalRent).toBeCloseTo(240_910, 6)
    expect(rollover.nearTermRolloverShare).toBeLessThan(0.3)
    expect(rollover.nearTermRolloverShare).toBeCloseTo(0.3, 12)
    expect(rollover.highNearTermRollover).toBe(true)
  })

  it('shows no rent share or WALT by rent without in-place rent, and never NaN', () => {
    const free = exposureOf([tenant({ baseRent: 0 })])
    expect(free).toMatchObject({
      totalRent: 0,
      waltByRent: null,
      topTenantShare: null,
      nearTermRolloverShare: null,
      highNearTermRollover: false,
    })
    expect(free.buckets.every((bucket) => bucket.rentShare === null)).toBe(true)
    expect(exposureOf([]).buckets).toHaveLength(11)
  })

  it('shows the share of SF and the WALT by area whenever there is SF, rent or not (10.7)', () => {
    // 1,000 SF at $0 to 2027-12-31 and 3,000 SF at $0 to 2030-12-31, from January 2026: 25% of
    // SF expires in 2027, 75% in 2030; WALT by area = (1,000 x 24 + 3,000 x 60) months / 4,000
    // SF / 12 = 4.25 years.
    const rentFree = exposureOf([
      tenant({ id: 'a', squareFootage: 1_000, baseRent: 0, leaseExpiration: '2027-12-31' }),
      tenant({ id: 'b', squareFootage: 3_000, baseRent: 0, leaseExpiration: '2030-12-31' }),
    ])
    expect(rentFree.buckets.map((bucket) => bucket.sfShare)).toEqual([
      0, 0.25, 0, 0, 0.75, 0, 0, 0, 0, 0, 0,
    ])
    expect(rentFree.waltByArea).toBeCloseTo(4.25, 12)
    expect(rentFree.waltByRent).toBeNull()
    const noArea = exposureOf([tenant({ squareFootage: 0 })])
    expect(noArea.waltByArea).toBeNull()
    expect(noArea.buckets.every((bucket) => bucket.sfShare === null)).toBe(true)
  })
})

describe('lease rollover properties', () => {
  it('shares of rent and of area each sum to 100% over the 11 buckets', () => {
    fc.assert(
      fc.property(fc.array(validTenant, { minLength: 1, maxLength: 10 }), (tenants) => {
        const rollover = exposureOf(tenants.map((row, index) => ({ ...row, id: `${index}` })))
        if (rollover.totalRent === 0) return
        const sum = (key: 'rentShare' | 'sfShare') =>
          rollover.buckets.reduce((total, bucket) => total + bucket[key]!, 0)
        expect(sum('rentShare')).toBeCloseTo(1, 9)
        expect(sum('sfShare')).toBeCloseTo(1, 9)
        expect(rollover.buckets.at(-1)!.cumulativeRentShare).toBeCloseTo(1, 9)
        expect(rollover.waltByRent).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})
