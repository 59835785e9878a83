import { sizeDebt } from './debt'
import type { DebtModel } from './engine-terms'
import type { RateDscrGrid, SensitivityScenario } from './types'

/** Interest rate offsets (decimal: 0.01 is one point) and minimum DSCRs of the rate x DSCR grid. */
export const RATE_OFFSETS = [-0.01, -0.005, 0, 0.005, 0.01]
export const GRID_MIN_DSCRS = [1.15, 1.25, 1.35, 1.45]

/**
 * The recommended loan sized on Year 1, Year 2 and the worst year's NOI, each with its
 * difference from the Year 2 loan.
 */
export function noiScenarios(noiByYear: readonly number[], debt: DebtModel): SensitivityScenario[] {
  const scenarios = [
    { label: 'Year 1 NOI', noi: noiByYear[0]! },
    { label: 'Year 2 NOI', noi: noiByYear[1]! },
    { label: 'Worst Year NOI', noi: Math.min(...noiByYear) },
  ] as const
  const loans = scenarios.map(({ noi }) => sizeDebt(noi, debt).recommendedLoan)
  return scenarios.map((scenario, index) => ({
    ...scenario,
    loan: loans[index]!,
    differenceFromYear2: loans[index]! - loans[1]!,
  }))
}

/** `base + offset` without the float noise of the sum (0.065 - 0.005 is 0.06, not 0.0600...01). */
export const offsetRate = (base: number, offset: number) =>
  Math.round((base + offset) * 1e12) / 1e12

/**
 * The grid's minimum DSCRs with the scenario's own among them, in order: a lender's 1.30x gets a
 * column between 1.25x and 1.35x. gridMinDscrs(1.3) is [1.15, 1.25, 1.3, 1.35, 1.45].
 */
export function gridMinDscrs(minDscr: number): number[] {
  if (GRID_MIN_DSCRS.some((column) => Math.abs(column - minDscr) < 1e-9)) return GRID_MIN_DSCRS
  return [...GRID_MIN_DSCRS, minDscr].sort((a, b) => a - b)
}

/**
 * The recommended loan on `noi` for each interest rate (base -1 to +1 point; a rate below 0 is
 * left out, 0 is kept) and each minimum DSCR of the grid and the scenario's own, the other tests
 * unchanged.
 */
export function rateDscrGrid(noi: number, debt: DebtModel): RateDscrGrid {
  const annualRates = RATE_OFFSETS.map((offset) =>
    offset === 0 ? debt.annualRate : offsetRate(debt.annualRate, offset),
  ).filter((rate) => rate >= 0)
  const minDscrs = gridMinDscrs(debt.minDscr)
  return {
    annualRates,
    minDscrs,
    loans: annualRates.map((annualRate) =>
      minDscrs.map((minDscr) => sizeDebt(noi, { ...debt, annualRate, minDscr }).recommendedLoan),
    ),
    baseRate: debt.annualRate,
    baseMinDscr: debt.minDscr,
  }
}
