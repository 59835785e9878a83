import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { centsOf, roundAsShown } from './rounding'

describe('roundAsShown', () => {
  it('rounds half up on the shortest decimal form, as the page shows figures', () => {
    expect(roundAsShown(1.295, 2)).toBe(1.3)
    expect(roundAsShown(0.995, 2)).toBe(1)
    expect(roundAsShown(1.005, 2)).toBe(1.01)
    expect(roundAsShown(1.2949, 2)).toBe(1.29)
    expect(roundAsShown(-2.675, 2)).toBe(-2.68)
    expect(roundAsShown(5e-7, 6)).toBe(0.000001)
    expect(roundAsShown(1e-9, 2)).toBe(0)
    expect(roundAsShown(1e21, 2)).toBe(1e21)
    expect(roundAsShown(12, 2)).toBe(12)
  })

  it('agrees with Intl.NumberFormat for any number', () => {
    const shown = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false })
    const value = fc.oneof(
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((thousandths) => thousandths / 1_000),
    )
    fc.assert(
      fc.property(value, (number) => {
        expect(roundAsShown(number, 2) + 0).toBe(Number(shown.format(number)) + 0)
      }),
    )
  })
})

describe('centsOf', () => {
  it('counts whole cents as shown', () => {
    expect(centsOf(5_276_093.595)).toBe(527_609_360)
    expect(centsOf(5_276_093.6)).toBe(527_609_360)
    expect(centsOf(0.004)).toBe(0)
  })
})
