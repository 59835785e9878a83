import {
  change,
  keyFigures,
  NUMERIC_KEY_FIGURES,
  pinBaseline,
  type NumericKeyFigure,
} from '../../../finance/cash-flow/key-figures'
import type { Analysis, Baseline, KeyFigures, SizeLoanOn } from '../../../finance/cash-flow/types'
import {
  formatChange,
  formatCurrency,
  formatMultiple,
  formatRatioAsPercent,
  type ChangeUnit,
} from '../../../lib/format'

import type { AnalysisState } from '../scenario/analysis-store'
import { memoByValue } from '../../../components/memo-by-value'
import { useClearOfBar } from './use-clear-of-bar'
import { sizingFigureName } from './sizing-figure-name'

interface FigureSpec {
  /**
   * Its label when the loan is sized on NOI; on Underwritten NCF, "NOI" reads "Underwritten NCF"
   * and DSCRs say "(Underwritten NCF)".
   */
  label: string
  format: (value: number | null) => string
  unit: ChangeUnit
  /** Shown only when the analysis has the figure (refinance gap, levered IRR). */
  optional?: boolean
}

const FIGURES: Record<NumericKeyFigure, FigureSpec> = {
  recommendedLoan: { label: 'Recommended Loan', format: formatCurrency, unit: 'usd' },
  stabilizedNoi: { label: 'Stabilized NOI', format: formatCurrency, unit: 'usd' },
  year1Dscr: {
    label: 'Year-1 DSCR',
    format: (v) => (v === null ? 'N/A' : formatMultiple(v)),
    unit: 'multiple',
  },
  minDscr: {
    label: 'Lowest Annual DSCR',
    format: (v) => (v === null ? 'N/A' : formatMultiple(v)),
    unit: 'multiple',
  },
  goingInDebtYield: {
    label: 'Going-In Debt Yield',
    format: formatRatioAsPercent,
    unit: 'percentPoints',
  },
  refinanceGap: { label: 'Refinance Gap', format: formatCurrency, unit: 'usd', optional: true },
  leveredIrr: {
    label: 'Levered IRR',
    format: formatRatioAsPercent,
    unit: 'percentPoints',
    optional: true,
  },
}

/** The figures read on the sizing figure: the stabilized figure and the DSCRs. */
const ON_SIZING_FIGURE = new Set<NumericKeyFigure>(['stabilizedNoi', 'year1Dscr', 'minDscr'])

/**
 * A figure's label for what the loan is sized on: "Stabilized Underwritten NCF", "Year-1 DSCR
 * (Underwritten NCF)".
 */
function labelOf(name: NumericKeyFigure, sizedOn: SizeLoanOn): string {
  const { label } = FIGURES[name]
  if (sizedOn === 'NOI' || !ON_SIZING_FIGURE.has(name)) return label
  const figure = sizingFigureName(sizedOn)
  return label.includes('NOI') ? label.replace('NOI', figure) : `${label} (${figure})`
}

interface FigureProps {
  name: NumericKeyFigure
  figures: KeyFigures
  baseline: Baseline | null
  sizedOn: SizeLoanOn
}

function Figure(props: FigureProps) {
  const { name, figures, baseline } = props
  const spec = FIGURES[name]
  const value = figures[name]
  if (spec.optional && value === null) return null
  const delta = baseline ? change(value, baseline.figures[name]) : null
  return (
    <div className="key-figures__item">
      <dt>{labelOf(name, props.sizedOn)}</dt>
      <dd>
        <span
          data-summary={name}
          data-value={value === null ? 'N/A' : String(value)}
          {...(baseline ? { 'data-delta': delta === null ? '' : String(delta) } : {})}
        >
          {spec.format(value)}
        </span>
        {baseline ? (
          <span className="key-figures__delta">{formatChange(delta, spec.unit)}</span>
        ) : null}
      </dd>
    </div>
  )
}

interface KeyFiguresBarProps {
  state: AnalysisState
  /** The baseline of the scenario being edited (the ready analysis may be one edit behind). */
  baseline: Baseline | null
  onBaseline: (baseline: Baseline | null) => void
}

/**
 * The key-figures bar of PRODUCT.md 9.5: stays in view at the bottom of the window while the
 * inputs above are edited, reads the same analysis as the cards, and with a pinned baseline
 * shows what changed since.
 */
export const KeyFiguresBar = memoByValue(function KeyFiguresBar({
  state,
  baseline,
  onBaseline,
}: KeyFiguresBarProps) {
  const barRef = useClearOfBar()
  return (
    <section ref={barRef} className="key-figures no-print" aria-label="Key figures">
      {state.status === 'ready' ? (
        <ReadyFigures analysis={state.analysis} baseline={baseline} onBaseline={onBaseline} />
      ) : (
        <p className="key-figures__empty">
          {state.status === 'computing'
            ? 'Calculating…'
            : 'Key figures appear with a complete analysis.'}
        </p>
      )}
    </section>
  )
})

/** The figures of a complete analysis, their changes against a pinned baseline, and its buttons. */
function ReadyFigures(props: {
  analysis: Analysis
  baseline: Baseline | null
  onBaseline: (baseline: Baseline | null) => void
}) {
  const { analysis, baseline, onBaseline } = props
  const figures = keyFigures(analysis)
  const { sizedOn } = analysis.debtSizing
  const limitingChanged = baseline && baseline.figures.limitingTest !== figures.limitingTest
  return (
    <>
      <dl className="key-figures__list">
        {NUMERIC_KEY_FIGURES.slice(0, 1).map((name) => (
          <Figure key={name} name={name} figures={figures} baseline={baseline} sizedOn={sizedOn} />
        ))}
        <div className="key-figures__item">
          <dt>Limiting Test</dt>
          <dd>
            <span data-summary="limitingTest" data-value={figures.limitingTest}>
              {figures.limitingTest}
            </span>
            {limitingChanged ? (
              <span className="key-figures__delta">was {baseline.figures.limitingTest}</span>
            ) : null}
          </dd>
        </div>
        {NUMERIC_KEY_FIGURES.slice(1).map((name) => (
          <Figure key={name} name={name} figures={figures} baseline={baseline} sizedOn={sizedOn} />
        ))}
      </dl>
      <div className="key-figures__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onBaseline(pinBaseline(analysis))}
        >
          Pin as Baseline
        </button>
        {baseline ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onBaseline(null)}
          >
            Clear Baseline
          </button>
        ) : null}
      </div>
    </>
  )
}
