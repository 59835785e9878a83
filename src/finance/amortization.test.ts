import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { monthlySchedule, yearlySchedule } from './amortization'
import { pmt } from './time-value'

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

describe('monthlySchedule', () => {
  it('reaches the PRODUCT.md 4.1 balloon of 1,162,670.39 after 120 payments of 10,128.11', () => {
    const rows = monthlySchedule({
      principal: 1_500_000,
      annualRate: 0.065,
      amortizationMonths: 300,
      termMonths: 120,
    })
    expect(rows).toHaveLength(120)
    expect(rows[0]!.payment).toBeCloseTo(10_128.11, 2)
    expect(rows[0]!.interest).toBeCloseTo(8_125, 6)
    expect(rows[119]!.endingBalance).toBeCloseTo(1_162_670.39, 2)
  })

  it('pays interest only first, then level payments, and nothing once the loan is repaid', () => {
    const rows = monthlySchedule({
      principal: 120_000,
      annualRate: 0.06,
      interestOnlyMonths: 12,
      amortizationMonths: 24,
      termMonths: 48,
    })
    for (const row of rows.slice(0, 12))
      expect(row).toMatchObject({ payment: 600, principal: 0, endingBalance: 120_000 })
    const level = pmt(0.005, 24, 120_000)
    for (const row of rows.slice(12, 36)) expect(row.payment).toBeCloseTo(level, 8)
    expect(rows[35]!.endingBalance).toBe(0)
    for (const row of rows.slice(36))
      expect(row).toMatchObject({ payment: 0, interest: 0, principal: 0, endingBalance: 0 })
    expect(yearlySchedule(rows).map((year) => year.payment)).toEqual([
      7_200,
      expect.closeTo(12 * level, 6),
      expect.closeTo(12 * level, 6),
      0,
    ])
  })

  it('repays exactly the principal less the balance due at the end of the term', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        fc.integer({ min: 1, max: 480 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 480 }),
        fc.double({ min: 1, max: 1e9, noNaN: true }),
        (annualRate, amortizationMonths, interestOnlyMonths, termMonths, principal) => {
          const rows = monthlySchedule({
            principal,
            annualRate,
            amortizationMonths,
            interestOnlyMonths,
            termMonths,
          })
          const repaid = sum(rows.map((row) => row.principal))
          expect(Math.abs(repaid + rows.at(-1)!.endingBalance - principal)).toBeLessThanOrEqual(
            1e-6 * principal,
          )
          for (const row of rows) {
            expect(row.endingBalance).toBeGreaterThanOrEqual(0)
            expect(row.payment).toBeCloseTo(row.interest + row.principal, 6)
          }
        },
      ),
    )
  })
})
