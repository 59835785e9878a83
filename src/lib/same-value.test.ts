import { describe, expect, it } from 'vitest'
import { sameValue } from './same-value'

describe('sameValue', () => {
  it('finds two copies of a result the same, and any changed figure different', () => {
    const result = { years: [{ year: 2026, noi: 100.5, dscr: null }], limitingTest: 'DSCR' }
    expect(sameValue(result, structuredClone(result))).toBe(true)
    const moved = structuredClone(result)
    moved.years[0]!.noi = 100.50001
    expect(sameValue(result, moved)).toBe(false)
  })

  it('tells missing, extra and reordered items apart', () => {
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false)
    expect(sameValue([1, 2], [2, 1])).toBe(false)
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(sameValue({ a: undefined }, { b: undefined })).toBe(false)
  })

  it('treats NaN as NaN, and +0 and -0 as different figures', () => {
    expect(sameValue({ irr: Number.NaN }, { irr: Number.NaN })).toBe(true)
    expect(sameValue(0, -0)).toBe(false)
  })

  it('compares functions and class instances by identity only', () => {
    const format = (value: number) => String(value)
    expect(sameValue({ format }, { format })).toBe(true)
    expect(sameValue({ format }, { format: (value: number) => String(value) })).toBe(false)
    expect(sameValue(new Date(0), new Date(0))).toBe(false)
  })
})
