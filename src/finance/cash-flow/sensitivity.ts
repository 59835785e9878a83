import { sizeLoan } from './debt'
import type { DebtInputs, RateDscrGrid, SensitivityScenario } from './types'

/** Interest rate offsets (percentage points) and minimum DSCRs of the rate x DSCR grid. */
export const RATE_OFFSETS = [-1, -0.5, 0, 0.5, 1]
export const GRID_MIN_DSCRS = [1.15, 1.25, 1.35, 1.45]

/**
 * The recommended loan sized on Year 1, Year 2 and the worst year's NOI, each with its
 * difference from the Year 2 loan.
 */
export function noiScenarios(noiByYear: number[], debt: DebtInputs): SensitivityScenario[] {
  const scenarios = [
    { label: 'Year 1 NOI', noi: noiByYear[0]! },
    { label: 'Year 2 NOI', noi: noiByYear[1]! },
    { label: 'Worst Year NOI', noi: Math.min(...noiByYear) },
  ] as const
  const loans = scenarios.map(({ noi }) => sizeLoan(noi, debt).recommendedLoan)
  return scenarios.map((scenario, index) => ({
    ...scenario,
    loan: loans[index]!,
    differenceFromYear2: loans[index]! - loans[1]!,
  }))
}

/** The recommended loan on `noi` for each interest rate (base +-1 point) and minimum DSCR. */
export function rateDscrGrid(noi: number, debt: DebtInputs): RateDscrGrid {
  const interestRates = RATE_OFFSETS.map((offset) => debt.interestRate + offset)
  return {
    interestRates,
    minDscrs: GRID_MIN_DSCRS,
    loans: interestRates.map((interestRate) =>
      GRID_MIN_DSCRS.map(
        (maxDSCR) => sizeLoan(noi, { ...debt, interestRate, maxDSCR }).recommendedLoan,
      ),
    ),
  }
}
