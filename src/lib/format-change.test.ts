import { describe, expect, it } from 'vitest'
import { formatChange } from './format'

describe('formatChange', () => {
  it.each([
    [12345.4, 'usd', '+$12,345'],
    [-500, 'usd', '($500)'],
    [-1_234.4, 'usd', '($1,234)'],
    [0.049, 'multiple', '+0.05x'],
    [-0.049, 'multiple', '(0.05x)'],
    [-0.0125, 'percentPoints', '(1.25 pts)'],
    [0.4, 'usd', 'no change'],
    [0, 'usd', 'no change'],
    [0.001, 'multiple', 'no change'],
    [null, 'usd', '—'],
    [Number.NaN, 'multiple', '—'],
  ] as const)('%s in %s reads %s', (change, unit, text) => {
    expect(formatChange(change, unit)).toBe(text)
  })
})
