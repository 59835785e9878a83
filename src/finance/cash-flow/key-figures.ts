import type { LoanTest } from '../loan-tests'
import type { Analysis, YearRow } from './types'

/**
 * The figures of the key-figures bar (PRODUCT.md 9.5), read from one analysis, and the
 * baseline a user pins to see what an edit changed. Refinance gap and levered IRR are null
 * where the analysis has none (a loan maturing after the analysis, no property value).
 */
export interface KeyFigures {
  recommendedLoan: number
  limitingTest: LoanTest
  stabilizedNoi: number
  /** null without debt service in year 1. */
  year1Dscr: number | null
  minDscr: number | null
  refinanceGap: number | null
  leveredIrr: number | null
}

/** The yearly figures a baseline keeps, to show the change by year. */
export type BaselineYear = Pick<YearRow, 'year' | 'noi' | 'debtService' | 'cashFlowAfterDebt'> & {
  /** null in a year without debt service. */
  dscr: number | null
}

export interface Baseline {
  figures: KeyFigures
  years: BaselineYear[]
}

/** The numeric key figures, in the bar's order (the limiting test is text). */
export const NUMERIC_KEY_FIGURES = [
  'recommendedLoan',
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
