import { useId, useState } from 'react'
import { SelectField } from '../../../components/select-field'
import { ANALYSIS_START, RENT_BASIS, type RentBasis } from '../../../finance/field-table'
import { readMonth } from '../../../finance/cash-flow/timeline'
import { ruleMessage } from '../../../lib/field-messages'
import type { ScenarioState } from '../scenario/use-scenario'

const RENT_BASIS_OPTIONS = Object.entries(RENT_BASIS.options).map(([value, label]) => ({
  value,
  label,
}))

/**
 * When the analysis starts (a month: month 1 of the analysis) and what the rent roll's rents are
 * (PRODUCT.md 11.1, 11.2), beside the rent roll they describe. A month being typed that is not
 * yet a whole month keeps the scenario's and says so.
 */
export function TimelineFields({ state }: { state: ScenarioState }) {
  const { scenario, dispatch } = state
  const id = useId()
  const [typed, setTyped] = useState<string | null>(null)
  const reading = typed === null ? null : readMonth(typed)
  const problem = reading && !reading.ok ? ruleMessage({ kind: 'month', ...reading }) : null
  return (
    <div className="timeline-fields">
      <div className={`field${problem ? ' field--invalid' : ''}`}>
        <label htmlFor={id}>{ANALYSIS_START.label}</label>
        <input
          id={id}
          type="month"
          min="1900-01"
          max="2999-12"
          value={typed ?? scenario.analysisStart}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const text = event.target.value
            const month = readMonth(text)
            setTyped(month.ok ? null : text)
            if (month.ok) dispatch({ type: 'setTimeline', patch: { analysisStart: text } })
          }}
          onBlur={() => setTyped(null)}
        />
        <p id={`${id}-hint`} className="field__hint" role={problem ? 'alert' : undefined}>
          {problem
            ? `${problem} Kept ${scenario.analysisStart}.`
            : 'Month 1 of the 10-year analysis.'}
        </p>
      </div>
      <SelectField
        label={RENT_BASIS.label}
        value={scenario.rentBasis}
        options={RENT_BASIS_OPTIONS}
        onChange={(value) =>
          dispatch({ type: 'setTimeline', patch: { rentBasis: value as RentBasis } })
        }
      />
    </div>
  )
}
