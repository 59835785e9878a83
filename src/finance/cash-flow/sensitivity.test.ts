import { describe, expect, it } from 'vitest'
import { sizeDebt } from './debt'
import { debtModel } from './engine-terms'
import { GRID_MIN_DSCRS, gridMinDscrs, rateDscrGrid } from './sensitivity'
import { workedExample } from '../../../tests/cash-flow-scenarios'

const NOI = 400_000
const debtWith = (minDscr: number) => debtModel({ ...workedExample.debt, minDscr })

describe("the rate x DSCR grid's minimum DSCRs", () => {
  it('adds a 1.30x minimum between 1.25x and 1.35x', () => {
    expect(gridMinDscrs(1.3)).toEqual([1.15, 1.25, 1.3, 1.35, 1.45])
  })

  it('adds minimums outside the range at its ends', () => {
    expect(gridMinDscrs(1.1)).toEqual([1.1, ...GRID_MIN_DSCRS])
    expect(gridMinDscrs(2)).toEqual([...GRID_MIN_DSCRS, 2])
  })

  it('keeps the four columns when the minimum is one of them', () => {
    expect(gridMinDscrs(1.25)).toEqual(GRID_MIN_DSCRS)
    expect(gridMinDscrs(1.15 + 1e-12)).toEqual(GRID_MIN_DSCRS)
  })

  it("sizes the scenario's own column as the recommended loan at each rate", () => {
    const debt = debtWith(1.3)
    const grid = rateDscrGrid(NOI, debt)
    const column = grid.minDscrs.indexOf(1.3)
    expect(column).toBe(2)
    grid.annualRates.forEach((annualRate, row) =>
      expect(grid.loans[row]![column]).toBe(sizeDebt(NOI, { ...debt, annualRate }).recommendedLoan),
    )
    expect(grid.loans.every((loans) => loans.length === 5)).toBe(true)
    expect(grid.baseMinDscr).toBe(1.3)
  })
})
