import { describe, expect, it } from 'vitest'
import { analysisOf, workedExample } from '../../../../tests/cash-flow-scenarios'
import { sameYears } from './same-years'

const years = analysisOf(workedExample).years

describe('sameYears', () => {
  it('is true for the same figures in new objects', () => {
    expect(
      sameYears(
        years,
        years.map((row) => ({ ...row })),
      ),
    ).toBe(true)
  })

  it('is false when any figure of any year changes', () => {
    const changed = years.map((row, index) =>
      index === 9 ? { ...row, dscr: row.dscr + 0.01 } : row,
    )
    expect(sameYears(years, changed)).toBe(false)
    expect(sameYears(years, years.slice(0, 9))).toBe(false)
  })
})
