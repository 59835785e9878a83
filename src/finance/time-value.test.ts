import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { irr, npv, periodInterest, pmt, pv, remainingBalance } from './time-value'

describe('pmt', () => {
  it('matches PRODUCT.md 4.1: 1,500,000 at 6.5% over 25 years is 10,128.11 a month', () => {
    expect(pmt(0.065 / 12, 300, 1_500_000)).toBeCloseTo(10_128.11, 2)
  })

  it('matches Excel PMT on textbook loans', () => {
    expect(pmt(0.05 / 12, 360, 300_000)).toBeCloseTo(1_610.46, 2) // =PMT(5%/12,360,-300000)
    expect(pmt(0.04 / 12, 180, 200_000)).toBeCloseTo(1_479.38, 2) // =PMT(4%/12,180,-200000)
    expect(pmt(0.1, 10, 10_000)).toBeCloseTo(1_627.45, 2) // =PMT(10%,10,-10000)
  })

  it('divides the loan evenly when the rate is 0', () => {
    expect(pmt(0, 120, 1_200_000)).toBe(10_000)
  })

  it('is 0 without a loan or without periods', () => {
    expect(pmt(0.005, 360, 0)).toBe(0)
    expect(pmt(0.005, 360, -5)).toBe(0)
    expect(pmt(0.005, 0, 100_000)).toBe(0)
  })
})

describe('pv', () => {
  it('matches PRODUCT.md 4.2: 200,000 a year over 25 years at 7.25% supports 2,305,825.73', () => {
    expect(pv(0.0725 / 12, 300, 250_000 / 1.25 / 12)).toBeCloseTo(2_305_825.73, 2)
  })

  it('matches Excel PV and is P x n at a 0 rate', () => {
    expect(pv(0.08 / 12, 240, 500)).toBeCloseTo(59_777.15, 2) // =PV(8%/12,240,-500)
    expect(pv(0, 12, 100)).toBe(1_200)
    expect(pv(0.01, 0, 100)).toBe(0)
  })
})

describe('periodInterest', () => {
  it('is the balance times the periodic rate', () => {
    expect(periodInterest(0.065 / 12, 1_500_000)).toBeCloseTo(8_125, 8)
  })

  it('is 0 for a rate pmt and pv treat as 0, so interest-only and amortizing agree', () => {
    expect(periodInterest(5e-146, 1e6)).toBe(0)
    expect(pmt(5e-146, 12, 1_200)).toBe(100)
    expect(periodInterest(0.01, 0)).toBe(0)
  })
})

describe('remainingBalance', () => {
  it('matches PRODUCT.md 4.1: the balloon after 10 of 25 years is 1,162,670.39', () => {
    expect(remainingBalance(0.065 / 12, 300, 1_500_000, 120)).toBeCloseTo(1_162_670.39, 2)
  })

  it('is the whole loan before any payment and exactly 0 once repaid', () => {
    expect(remainingBalance(0.005, 360, 250_000, 0)).toBeCloseTo(250_000, 6)
    expect(remainingBalance(0.005, 360, 250_000, 360)).toBe(0)
    expect(remainingBalance(0.005, 360, 250_000, 480)).toBe(0)
    expect(remainingBalance(0, 10, 1_000, 4)).toBe(600)
  })
})

const rate = fc.double({ min: 0, max: 0.03, noNaN: true })
const periods = fc.integer({ min: 1, max: 600 })
const principal = fc.double({ min: 1, max: 1e9, noNaN: true })

describe('time-value properties', () => {
  it('PV of the PMT of a loan is the loan', () => {
    fc.assert(
      fc.property(rate, periods, principal, (r, n, loan) => {
        expect(pv(r, n, pmt(r, n, loan))).toBeCloseTo(loan, 4)
      }),
    )
  })

  it('the balance never goes negative and never grows while payments are made', () => {
    fc.assert(
      fc.property(rate, periods, principal, fc.integer({ min: 0, max: 700 }), (r, n, loan, k) => {
        const balance = remainingBalance(r, n, loan, k)
        expect(balance).toBeGreaterThanOrEqual(0)
        expect(balance).toBeLessThanOrEqual(remainingBalance(r, n, loan, k - 1) + 1e-6)
      }),
    )
  })

  it('the balance after k payments is the PV of the n - k payments left (PRODUCT.md 8), as a month-by-month loop gives', () => {
    fc.assert(
      fc.property(rate, periods, principal, fc.integer({ min: 0, max: 600 }), (r, n, loan, k) => {
        const payment = pmt(r, n, loan)
        let loop = loan
        for (let month = 1; month <= Math.min(k, n); month++) loop = loop * (1 + r) - payment
        const balance = remainingBalance(r, n, loan, k)
        expect(Math.abs(balance - Math.max(0, loop))).toBeLessThanOrEqual(1e-6 * loan)
        // With no payment made the balance is the loan itself, not PV(PMT) rounded back.
        if (k > 0 && k < n) expect(balance).toBe(pv(r, n - k, payment))
      }),
    )
  })
})

describe('npv', () => {
  it('discounts flows from time 0, the first one undiscounted', () => {
    expect(npv(0.1, [-100, 110])).toBeCloseTo(0, 12)
    expect(npv(0.1, [-1_000, 0, 0, 1_331])).toBeCloseTo(0, 9)
    // =NPV(8%, 500, 500) + -900 in Excel (its NPV starts at time 1): -8.3676...
    expect(npv(0.08, [-900, 500, 500])).toBeCloseTo(-8.3676, 4)
    expect(npv(0, [-100, 30, 30])).toBe(-40)
  })
})

describe('irr', () => {
  it('matches Excel IRR on textbook flows', () => {
    expect(irr([-100, 10, 110])).toBeCloseTo(0.1, 12)
    expect(irr([-1_000, 0, 0, 1_331])).toBeCloseTo(0.1, 12)
    // =IRR({-70000,12000,15000,18000,21000,26000}) = 8.663%
    expect(irr([-70_000, 12_000, 15_000, 18_000, 21_000, 26_000])).toBeCloseTo(0.08663, 5)
    // =IRR({-70000,12000,15000,18000,21000}) = -2.124%
    expect(irr([-70_000, 12_000, 15_000, 18_000, 21_000])).toBeCloseTo(-0.02124, 5)
  })

  it('gives the lowest of several rates: -100, +230, -132 crosses zero at 10% and at 20%', () => {
    expect(irr([-100, 230, -132])).toBeCloseTo(0.1, 10)
  })

  it('is null when the NPV never crosses zero between -99% and 1000%', () => {
    expect(irr([100, 50, 25])).toBeNull()
    expect(irr([-100, -50])).toBeNull()
    expect(irr([0, 0, 0])).toBe(-0.99)
    expect(irr([-1, 20_000])).toBeNull() // 1,999,900% is out of range
  })

  it('leaves an NPV of 0 at the rate it finds (a property)', () => {
    const flows = fc
      .tuple(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: -1_000_000, max: 10_000_000 }), { minLength: 1, maxLength: 11 }),
      )
      .map(([invested, later]) => [-invested, ...later])
    fc.assert(
      fc.property(flows, (cash) => {
        const rate = irr(cash)
        if (rate === null) return
        // Zero to the precision of the discounted flows it sums.
        const magnitude = npv(rate, cash.map(Math.abs))
        expect(Math.abs(npv(rate, cash))).toBeLessThanOrEqual(magnitude * 1e-9)
        expect(rate).toBeGreaterThanOrEqual(-0.99)
        expect(rate).toBeLessThanOrEqual(10)
      }),
    )
  })
})
