import { useId, useState } from 'react'
import { SelectField } from '../../../../components/select-field'
import { readMonth } from '../../../../finance/cash-flow/timeline'
import { ANALYSIS_START, RENT_BASIS, type RentBasis } from '../../../../finance/field-table'
import { ruleMessage } from '../../../../lib/field-messages'
import type { Timeline } from '../../scenario/scenario-reducer'
import type { AsOfDate } from './as-of-date'

const RENT_BASIS_OPTIONS = Object.entries(RENT_BASIS.options).map(([value, label]) => ({
  value,
  label,
}))

/** Where the proposed analysis start comes from, under its field. */
function startHint(asOf: AsOfDate | null): string {
  return asOf
    ? `Proposed from the file's date, as of ${asOf.text} (line ${asOf.line}).`
    : "The file gives no as-of date: the scenario's analysis start."
}

/**
 * The analysis start and rent basis Import applies with the rows (PRODUCT.md 11.7): proposed
 * from the file's as-of date (else the scenario's start) and "In Place at Analysis Start",
 * both editable. A month being typed that is not yet whole keeps the last one and says so.
 */
export function ImportTimeline(props: {
  timeline: Timeline
  asOf: AsOfDate | null
  onChange: (timeline: Timeline) => void
}) {
  const { timeline, asOf, onChange } = props
  const id = useId()
  const [typed, setTyped] = useState<string | null>(null)
  const reading = typed === null ? null : readMonth(typed)
  const problem = reading && !reading.ok ? ruleMessage({ kind: 'month', ...reading }) : null
  return (
    <fieldset className="import-dialog__timeline">
      <legend>Analysis</legend>
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
            if (month.ok) onChange({ ...timeline, analysisStart: text })
          }}
          onBlur={() => setTyped(null)}
        />
        <p id={`${id}-hint`} className="field__hint" role={problem ? 'alert' : undefined}>
          {problem ? `${problem} Kept ${timeline.analysisStart}.` : startHint(asOf)}
        </p>
      </div>
      <SelectField
        label={RENT_BASIS.label}
        value={timeline.rentBasis}
        options={RENT_BASIS_OPTIONS}
        onChange={(value) => onChange({ ...timeline, rentBasis: value as RentBasis })}
      />
    </fieldset>
  )
}
