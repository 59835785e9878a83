import { useId, useState } from 'react'
import { SelectField } from '../../../components/select-field'
import { ANALYSIS_START, RENT_BASIS, type RentBasis } from '../../../finance/field-table'
import { readMonth } from '../../../finance/cash-flow/timeline'
import { ruleMessage } from '../../../lib/field-messages'
import type { Timeline } from '../scenario/scenario-reducer'
import type { ScenarioState } from '../scenario/use-scenario'

const RENT_BASIS_OPTIONS = Object.entries(RENT_BASIS.options).map(([value, label]) => ({
  value,
  label,
}))

/**
 * Analysis Start (a month) and Rents Are, for `timeline`, with `hint` under the month. A month
 * being typed that is not yet whole keeps the last one and says so. The rent roll's fields and
 * the import's both are these.
 */
export function TimelineInputs(props: {
  timeline: Timeline
  hint: string
  onChange: (patch: Partial<Timeline>) => void
}) {
  const { timeline, hint, onChange } = props
  const id = useId()
  const [typed, setTyped] = useState<string | null>(null)
  const reading = typed === null ? null : readMonth(typed)
  const problem = reading && !reading.ok ? ruleMessage({ kind: 'month', ...reading }) : null
  return (
    <>
      <div className={`field${problem ? ' field--invalid' : ''}`}>
        <label htmlFor={id}>{ANALYSIS_START.label}</label>
        <input
          id={id}
          type="month"
          min="1900-01"
          max="2999-12"
          value={typed ?? timeline.analysisStart}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const text = event.target.value
            const month = readMonth(text)
            setTyped(month.ok ? null : text)
            if (month.ok) onChange({ analysisStart: text })
          }}
          onBlur={() => setTyped(null)}
        />
        <p id={`${id}-hint`} className="field__hint" role={problem ? 'alert' : undefined}>
          {problem ? `${problem} Kept ${timeline.analysisStart}.` : hint}
        </p>
      </div>
      <SelectField
        label={RENT_BASIS.label}
        value={timeline.rentBasis}
        options={RENT_BASIS_OPTIONS}
        onChange={(value) => onChange({ rentBasis: value as RentBasis })}
      />
    </>
  )
}

/**
 * When the analysis starts (a month: month 1 of the analysis) and what the rent roll's rents are
 * (PRODUCT.md 11.1, 11.2), beside the rent roll they describe.
 */
export function TimelineFields({ state }: { state: ScenarioState }) {
  const { scenario, dispatch } = state
  return (
    <div className="timeline-fields">
      <TimelineInputs
        timeline={scenario}
        hint="Month 1 of the 10-year analysis."
        onChange={(patch) => dispatch({ type: 'setTimeline', patch })}
      />
    </div>
  )
}
