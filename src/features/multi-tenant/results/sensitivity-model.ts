import { sizingFigureName } from './sizing-figure-name'
import type {
  RateDscrGrid,
  SensitivityScenario,
  SizeLoanOn,
} from '../../../finance/cash-flow/types'
import {
  formatChange,
  formatCurrency,
  formatMultiple,
  formatRatioAsPercent,
} from '../../../lib/format'
import { percentHeader, percentNumber, toDelimited } from '../../../lib/delimited'
import type { GridTableSpec } from './grid-table'

/** The loan sizing and rate x DSCR sensitivity tables as plain rows and cells. */

export interface SensitivityRow {
  label: string
  noi: number
  loan: number
  difference: number
  noiText: string
  loanText: string
  differenceText: string
}

/** A scenario's name for what the loan is sized on: "Year 1 NOI", or "Year 1 Underwritten NCF". */
export const scenarioLabel = (scenario: SensitivityScenario, sizedOn: SizeLoanOn) =>
  scenario.label.replace('NOI', sizingFigureName(sizedOn))

/** The loan sizing sensitivity table's headers; its figure column is what the loan is sized on. */
export const sensitivityHeaders = (sizedOn: SizeLoanOn) => [
  'Scenario',
  sizingFigureName(sizedOn),
  'Recommended Loan',
  'Difference vs Year 2',
]

export function sensitivityRows(
  scenarios: readonly SensitivityScenario[],
  sizedOn: SizeLoanOn,
): SensitivityRow[] {
  return scenarios.map((scenario) => ({
    label: scenarioLabel(scenario, sizedOn),
    noi: scenario.noi,
    loan: scenario.loan,
    difference: scenario.differenceFromYear2,
    noiText: formatCurrency(scenario.noi),
    loanText: formatCurrency(scenario.loan),
    differenceText: formatChange(scenario.differenceFromYear2, 'usd'),
  }))
}

/** The grid's DSCR columns match the one typed when equal to the cent (float noise aside). */
const sameDscr = (a: number, b: number) => Math.abs(a - b) < 1e-9

/**
 * The rate x DSCR grid: rates down the side, minimum DSCRs across, each cell the recommended
 * loan; the cell of the scenario's own rate and minimum DSCR is marked.
 */
export function rateDscrGridSpec(grid: RateDscrGrid): GridTableSpec {
  return {
    id: 'rate-dscr-sensitivity',
    heading: 'Rate x DSCR Sensitivity',
    current: 'current terms',
    exportLabel: 'Rate x DSCR Grid',
    fileName: 'rate-dscr-sensitivity.csv',
    down: grid.annualRates,
    across: grid.minDscrs,
    downText: formatRatioAsPercent,
    acrossText: formatMultiple,
    figures: grid.loans,
    figureText: formatCurrency,
    isCurrent: (rate, minDscr) => rate === grid.baseRate && sameDscr(minDscr, grid.baseMinDscr),
    corner: 'Interest Rate \\ Min DSCR',
    exportCorner: `${percentHeader('Interest Rate')} \\ Min DSCR`,
    downExport: percentNumber,
    acrossExport: (minDscr) => minDscr,
  }
}

/** The loan sizing sensitivity as spreadsheet text: raw dollars, header first. */
export function sensitivityDelimited(
  scenarios: readonly SensitivityScenario[],
  sizedOn: SizeLoanOn,
  separator: '\t' | ',',
): string {
  const rows = scenarios.map((row) => [
    scenarioLabel(row, sizedOn),
    row.noi,
    row.loan,
    row.differenceFromYear2,
  ])
  return toDelimited([sensitivityHeaders(sizedOn), ...rows], separator)
}
