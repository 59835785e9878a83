import type { RateDscrGrid, SensitivityScenario } from '../../../finance/cash-flow/types'
import { formatCurrency, formatPercent } from '../../../lib/format'

/** The loan sizing and rate x DSCR sensitivity tables as plain rows and cells. */

/** A change in dollars with its sign: 0 -> "$0", 1234 -> "+$1,234", -1234 -> "-$1,234". */
export function formatDifference(value: number): string {
  const text = formatCurrency(value)
  return value > 0 && text !== '$0' ? `+${text}` : text
}

export interface SensitivityRow {
  label: string
  noi: number
  loan: number
  difference: number
  noiText: string
  loanText: string
  differenceText: string
}

export function sensitivityRows(scenarios: readonly SensitivityScenario[]): SensitivityRow[] {
  return scenarios.map((scenario) => ({
    label: scenario.label,
    noi: scenario.noi,
    loan: scenario.loan,
    difference: scenario.differenceFromYear2,
    noiText: formatCurrency(scenario.noi),
    loanText: formatCurrency(scenario.loan),
    differenceText: formatDifference(scenario.differenceFromYear2),
  }))
}

export interface RateDscrCell {
  minDscr: number
  loan: number
  text: string
  /** The current interest rate and minimum DSCR of the debt inputs. */
  current: boolean
}

export interface RateDscrRow {
  interestRate: number
  rateText: string
  cells: RateDscrCell[]
}

export interface RateDscrTable {
  columns: { minDscr: number; text: string }[]
  rows: RateDscrRow[]
  /** False when the current minimum DSCR is not one of the grid's columns. */
  currentInGrid: boolean
}

/** Rates and DSCRs typed by the user match the grid's when equal to the cent (float noise aside). */
const sameValue = (a: number, b: number) => Math.abs(a - b) < 1e-9

/**
 * The rate x DSCR grid as a table: rates down the side, minimum DSCRs across, each cell the
 * recommended loan; the cell of the current rate and minimum DSCR is marked.
 */
export function rateDscrTable(
  grid: RateDscrGrid,
  current: { interestRate: number; minDscr: number },
): RateDscrTable {
  const columns = grid.minDscrs.map((minDscr) => ({ minDscr, text: `${minDscr.toFixed(2)}x` }))
  const rows = grid.interestRates.map((interestRate, rateIndex) => ({
    interestRate,
    rateText: formatPercent(interestRate),
    cells: grid.minDscrs.map((minDscr, dscrIndex) => {
      const loan = grid.loans[rateIndex]?.[dscrIndex] ?? Number.NaN
      return {
        minDscr,
        loan,
        text: formatCurrency(loan),
        current:
          sameValue(interestRate, current.interestRate) && sameValue(minDscr, current.minDscr),
      }
    }),
  }))
  return {
    columns,
    rows,
    currentInGrid: grid.minDscrs.some((minDscr) => sameValue(minDscr, current.minDscr)),
  }
}
