import { TimelineInputs } from '../../inputs/timeline-fields'
import type { Timeline } from '../../scenario/scenario-reducer'
import type { AsOfDate } from './as-of-date'

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
  return (
    <fieldset className="import-dialog__timeline">
      <legend>Analysis</legend>
      <TimelineInputs
        timeline={timeline}
        hint={startHint(asOf)}
        onChange={(patch) => onChange({ ...timeline, ...patch })}
      />
    </fieldset>
  )
}
