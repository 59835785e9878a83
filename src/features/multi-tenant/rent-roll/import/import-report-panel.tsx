import { useId } from 'react'
import type { ImportReportText } from './report-text'
import type { ImportPhase } from './use-rent-roll-import'

/** Every section of the report, in the order it is shown. */
const SECTIONS: Record<Exclude<keyof ImportReportText, 'summary'>, string> = {
  reconciliation: "The file's totals",
  unreadable: 'Rows left out of the analysis until fixed',
  skipped: 'Rows not imported',
  vacant: 'Vacant suites',
  duplicates: 'Possible duplicates',
  defaults: 'Month-to-month leases and defaults',
}
const SECTION_KEYS = Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]

/** The report after Import: rows imported, the totals check, rows not imported and why, defaults. */
function ImportReport({ fileName, text }: { fileName: string; text: ImportReportText }) {
  return (
    <>
      <p role="status">
        {fileName}: {text.summary} Ctrl+Z in the rent roll undoes the import (its rows, analysis
        start and rent basis).
      </p>
      {SECTION_KEYS.map((key) =>
        text[key].length === 0 ? null : (
          <div key={key}>
            <h4 className="import-report__heading">{SECTIONS[key]}</h4>
            <ul>
              {text[key].map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ),
      )}
    </>
  )
}

/** What Import Rent Roll has to say: reading a file, why a file was refused, or its report. */
export function ImportReportPanel({ phase, onClose }: { phase: ImportPhase; onClose: () => void }) {
  const headingId = useId()
  if (phase.kind === 'reading')
    return (
      <p role="status" className="notice notice--info import-report">
        Reading {phase.fileName}…
      </p>
    )
  if (phase.kind !== 'done' && phase.kind !== 'failed') return null
  const failed = phase.kind === 'failed'
  return (
    <section
      aria-labelledby={headingId}
      className={`notice notice--${failed ? 'error' : 'info'} import-report`}
    >
      <h3 id={headingId} className="import-report__title">
        Import Report
      </h3>
      {failed ? (
        <div role="alert">
          <p>{phase.message}</p>
          <p>Nothing was imported from {phase.fileName}; the rent roll was not changed.</p>
        </div>
      ) : (
        <ImportReport fileName={phase.fileName} text={phase.text} />
      )}
      <div className="notice__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close Report
        </button>
      </div>
    </section>
  )
}
