import { describe, expect, it } from 'vitest'
import { emptyScenario, newTenant } from '../scenario/scenario-defaults'
import { inPlaceRent, leftOutNote, rentRollTotals, totalsLabel } from './rent-roll-totals'

const today = new Date(2026, 5, 15)
const tenant = (squareFootage: number, baseRent: number) => ({
  ...newTenant(emptyScenario().tenants, today),
  squareFootage,
  baseRent,
})
const noneLeftOut = () => false

describe('the rent roll totals row', () => {
  it('adds square feet and in-place rent (SF x base rent) and averages the rent per SF', () => {
    const rows = [tenant(20_000, 18), tenant(3_500, 28)]
    expect(inPlaceRent(rows[0]!)).toBe(360_000)
    expect(rentRollTotals(rows, 2, noneLeftOut)).toEqual({
      count: 2,
      leftOut: 0,
      of: 2,
      squareFootage: 23_500,
      inPlaceRent: 458_000,
      averageRentPerSf: 458_000 / 23_500,
    })
  })

  it('has no average without square feet, and says how many rows a filter shows', () => {
    const totals = rentRollTotals([tenant(0, 18)], 40, noneLeftOut)
    expect(totals.averageRentPerSf).toBeNull()
    expect(totalsLabel(totals)).toBe('Total: 1 of 40 tenants')
    expect(totalsLabel(rentRollTotals([tenant(10, 1)], 1, noneLeftOut))).toBe('Total: 1 tenant')
    expect(totalsLabel(rentRollTotals([], 0, noneLeftOut))).toBe('Total: 0 tenants')
  })

  it('does not count the rows left out of the analysis, and says so', () => {
    const invalid = tenant(3_090, 20)
    const rows = [tenant(20_000, 18), invalid, tenant(3_500, 28)]
    const totals = rentRollTotals(rows, 3, (row) => row === invalid)
    expect(totals).toMatchObject({ count: 2, leftOut: 1, squareFootage: 23_500 })
    expect(totalsLabel(totals)).toBe('Total: 2 tenants, not counting 1 row left out')
    const filtered = rentRollTotals([invalid, rows[0]!], 12, (row) => row === invalid)
    expect(totalsLabel(filtered)).toBe('Total: 1 of 12 tenants, not counting 1 row left out')
    expect(leftOutNote(0)).toBe('')
    expect(leftOutNote(2)).toBe(', not counting 2 rows left out')
  })
})
