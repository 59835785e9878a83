import type { Baseline, BaselineYear, KeyFigures } from '../../../finance/cash-flow/types'
import { NUMERIC_KEY_FIGURES } from '../../../finance/cash-flow/key-figures'
import { LOAN_TEST_ORDER, type LoanTest } from '../../../finance/loan-tests'

/**
 * The optional `"baseline"` block of the scenario JSON (PRODUCT.md 9.6): the key figures and
 * yearly figures pinned with Pin as Baseline. Written as the app holds it; read back checked,
 * so a hand-edited file cannot put text where a figure belongs.
 */

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isFigure = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)
const isFigureOrNull = (value: unknown) => value === null || isFigure(value)

const YEAR_FIGURES = ['year', 'noi', 'debtService', 'cashFlowAfterDebt'] as const
const NULLABLE_FIGURES = new Set<string>([
  'goingInDebtYield',
  'year1Dscr',
  'minDscr',
  'refinanceGap',
  'leveredIrr',
])
/** Figures added after baselines were first saved: a baseline pinned before has none (null). */
const ADDED_LATER = new Set<string>(['goingInDebtYield'])

const BAD = 'The "baseline" block is not readable: pin the baseline again.'

function readFigures(json: unknown): KeyFigures | null {
  if (!isObject(json)) return null
  const numbersOk = NUMERIC_KEY_FIGURES.every((name) =>
    NULLABLE_FIGURES.has(name)
      ? isFigureOrNull(json[name]) || (ADDED_LATER.has(name) && json[name] === undefined)
      : isFigure(json[name]),
  )
  if (!numbersOk || !LOAN_TEST_ORDER.includes(json.limitingTest as LoanTest)) return null
  return json as unknown as KeyFigures
}

function readYear(json: unknown): BaselineYear | null {
  if (!isObject(json)) return null
  const ok = YEAR_FIGURES.every((name) => isFigure(json[name])) && isFigureOrNull(json.dscr)
  return ok ? (json as unknown as BaselineYear) : null
}

/** The baseline of a scenario JSON value: null when absent, an error when unreadable. */
export function readBaseline(json: unknown): { value: Baseline | null } | { error: string } {
  if (json === undefined || json === null) return { value: null }
  if (!isObject(json) || !Array.isArray(json.years) || json.years.length > 11) return { error: BAD }
  const figures = readFigures(json.figures)
  const years = json.years.map(readYear)
  if (!figures || years.some((year) => year === null)) return { error: BAD }
  return {
    value: {
      figures: Object.fromEntries(
        [...NUMERIC_KEY_FIGURES, 'limitingTest'].map((name) => [
          name,
          figures[name as keyof KeyFigures] ?? null,
        ]),
      ) as unknown as KeyFigures,
      years: (years as BaselineYear[]).map(
        ({ year, noi, debtService, cashFlowAfterDebt, dscr }) => ({
          year,
          noi,
          debtService,
          cashFlowAfterDebt,
          dscr,
        }),
      ),
    },
  }
}
