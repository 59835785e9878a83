import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rateDscr } from '../finance/dscr'
import { roundAsShown } from '../finance/rounding'
import { formatDscr, formatMultiple } from './format'

/**
 * PRODUCT.md 10.7: a DSCR is rated as the page shows it. The page writes it with Intl and the
 * rating reads roundAsShown: the two must give the same 2 decimals for every DSCR.
 */
describe('a DSCR shown and rated', () => {
  const dscr = fc.oneof(
    fc.double({ min: -5, max: 50, noNaN: true }),
    fc.integer({ min: 0, max: 5_000 }).map((thousandths) => thousandths / 1_000),
  )

  it('shows the 2 decimals the rating reads, for any DSCR', () => {
    fc.assert(
      fc.property(dscr, (value) => {
        const rated = roundAsShown(value, 2)
        expect(Number(formatDscr(value).replace(/,/g, ''))).toBe(rated + 0)
        expect(formatMultiple(value)).toBe(`${formatDscr(value)}x`)
      }),
    )
  })

  it('shows 1.295 as "1.30", rated Excellent, and 0.995 as "1.00", rated Marginal', () => {
    expect([formatDscr(1.295), rateDscr(1.295)]).toEqual(['1.30', 'Excellent'])
    expect([formatDscr(0.995), rateDscr(0.995)]).toEqual(['1.00', 'Marginal'])
  })
})
