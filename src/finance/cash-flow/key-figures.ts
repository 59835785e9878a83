import type { Analysis, Baseline, KeyFigures, YearRow } from './types'

/** The numeric key figures, in the bar's order (the limiting test is text). */
export const NUMERIC_KEY_FIGURES = [
  'recommendedLoan',
  'goingInDebtYield',
  'stabilizedNoi',
  'year1Dscr',
  'minDscr',
  'refinanceGap',
  'leveredIrr',
] as const satisfies readonly (keyof KeyFigures)[]

export type NumericKeyFigure = (typeof NUMERIC_KEY_FIGURES)[number]

const yearDscr = (row: YearRow | undefined) => (row && row.debtService > 0 ? row.dscr : null)

export function keyFigures(analysis: Analysis): KeyFigures {
  return {
    recommendedLoan: analysis.debtSizing.recommendedLoan,
    limitingTest: analysis.debtSizing.limitingTest,
    goingInDebtYield: analysis.goingInDebtYield,
    stabilizedNoi: analysis.debtSizing.stabilizedNoi,
    year1Dscr: yearDscr(analysis.years[0]),
    minDscr: analysis.debtSummary.minDscr,
    refinanceGap: analysis.exitRefinance?.refinanceGap ?? null,
    leveredIrr: analysis.returns?.leveredIrr ?? null,
  }
}

/** The analysis as a baseline: its key figures and its yearly figures. */
export function pinBaseline(analysis: Analysis): Baseline {
  return {
    figures: keyFigures(analysis),
    years: analysis.years.map((row) => ({
      year: row.year,
      noi: row.noi,
      debtService: row.debtService,
      cashFlowAfterDebt: row.cashFlowAfterDebt,
      dscr: yearDscr(row),
    })),
  }
}

/** now - then, unrounded; null when either side has no figure. */
export function change(now: number | null, then: number | null): number | null {
  return now === null || then === null ? null : now - then
}
