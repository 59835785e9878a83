import { describe, expect, it } from 'vitest'
import { heldDates, monthToMonthExpiration, vacantDowntime, vacantLease } from './lease-dates'

const NOVEMBER_2026 = { year: 2026, month: 11 }

describe('the dates an import works out from the analysis start (PRODUCT.md 11.7)', () => {
  it("leases a vacant suite from month 1 + downtime for 60 months (11.10's example)", () => {
    expect(vacantLease(NOVEMBER_2026, vacantDowntime(0))).toEqual({
      leaseStart: '2027-05-01',
      leaseExpiration: '2032-04-30',
    })
    expect(vacantLease({ year: 2026, month: 1 }, 3)).toEqual({
      leaseStart: '2026-04-01',
      leaseExpiration: '2031-03-31',
    })
  })

  it('takes the market downtime rounded, 6 months when it is 0', () => {
    expect([0, 0.4, 2.5, 3, 12].map(vacantDowntime)).toEqual([6, 6, 3, 3, 12])
  })

  it('ends a month-to-month lease with analysis year 1: the last day of month 12', () => {
    expect(monthToMonthExpiration(NOVEMBER_2026)).toBe('2027-10-31')
    expect(monthToMonthExpiration({ year: 2026, month: 1 })).toBe('2026-12-31')
    expect(monthToMonthExpiration({ year: 2027, month: 3 })).toBe('2028-02-29')
  })

  it('holds a 60-month lease around the date a row has while its other one is missing', () => {
    expect(heldDates({ leaseStart: null, leaseExpiration: null }, NOVEMBER_2026)).toEqual({
      leaseStart: '2026-11-01',
      leaseExpiration: '2031-10-31',
    })
    expect(heldDates({ leaseStart: '2024-03-15', leaseExpiration: null }, NOVEMBER_2026)).toEqual({
      leaseStart: '2024-03-15',
      leaseExpiration: '2029-02-28',
    })
    expect(heldDates({ leaseStart: null, leaseExpiration: '2029-02-28' }, NOVEMBER_2026)).toEqual({
      leaseStart: '2024-03-01',
      leaseExpiration: '2029-02-28',
    })
  })
})
