import { describe, expect, it } from 'vitest'
import { emptyScenario, newTenant } from '../scenario/scenario-defaults'
import { inPlaceRent, rentRollTotals, totalsLabel } from './rent-roll-totals'

const today = new Date(2026, 5, 15)
const tenant = (squareFootage: number, baseRent: number) => ({
  ...newTenant(emptyScenario().tenants, today),
  squareFootage,
  baseRent,
})

describe('the rent roll totals row', () => {
  it('adds square feet and in-place rent (SF x base rent) and averages the rent per SF', () => {
    const rows = [tenant(20_000, 18), tenant(3_500, 28)]
    expect(inPlaceRent(rows[0]!)).toBe(360_000)
    expect(rentRollTotals(rows, 2)).toEqual({
      count: 2,
      of: 2,
      squareFootage: 23_500,
      inPlaceRent: 458_000,
      averageRentPerSf: 458_000 / 23_500,
    })
  })

  it('has no average without square feet, and says how many rows a filter shows', () => {
    const totals = rentRollTotals([tenant(0, 18)], 40)
    expect(totals.averageRentPerSf).toBeNull()
    expect(totalsLabel(totals)).toBe('Total: 1 of 40 tenants')
    expect(totalsLabel(rentRollTotals([tenant(10, 1)], 1))).toBe('Total: 1 tenant')
    expect(totalsLabel(rentRollTotals([], 0))).toBe('Total: 0 tenants')
  })
})
