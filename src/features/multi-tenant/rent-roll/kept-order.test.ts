import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keptOrder } from './kept-order'

describe('keptOrder', () => {
  it('shows the rows as sorted when they were just sorted', () => {
    expect(keptOrder(['b', 'c', 'a'], null)).toEqual(['b', 'c', 'a'])
  })

  it('keeps an edited row in place under the same sort', () => {
    // Sorted by square feet, then "a" was given the most: the sort puts it last, the view does not.
    expect(keptOrder(['b', 'c', 'a'], ['a', 'b', 'c'])).toEqual(['a', 'b', 'c'])
  })

  it('puts a row new to the view in its sorted place among the kept ones', () => {
    expect(keptOrder(['d', 'b', 'c', 'a'], ['a', 'b', 'c'])).toEqual(['d', 'a', 'b', 'c'])
    expect(keptOrder(['b', 'd', 'a'], ['a', 'b'])).toEqual(['a', 'd', 'b'])
  })

  it('leaves out rows no longer shown (removed, or hidden by a filter)', () => {
    expect(keptOrder(['c', 'a'], ['a', 'b', 'c'])).toEqual(['a', 'c'])
  })

  it('shows every row exactly once, and the kept ones in their kept order', () => {
    const ids = fc.uniqueArray(fc.constantFrom(...'abcdefghij'), { maxLength: 10 })
    fc.assert(
      fc.property(ids, ids, (sorted, kept) => {
        const shown = keptOrder(sorted, kept)
        expect([...shown].sort()).toEqual([...sorted].sort())
        const keptShown = shown.filter((id) => kept.includes(id))
        expect(keptShown).toEqual(kept.filter((id) => sorted.includes(id)))
      }),
    )
  })
})
