import { useState, type ReactNode } from 'react'
import { copyText, downloadText } from '../lib/browser-files'

export interface SpreadsheetExportProps {
  /** The rows as delimited text, header row first: tab-separated for Excel, comma-separated for CSV. */
  toText: (separator: '\t' | ',') => string
  /** Data rows exported (the header row not counted). */
  rowCount: number
  fileName: string
  /** A note beside the buttons, e.g. which rows are exported. */
  note?: ReactNode
  /** What the buttons export, for their names when a page has several ("Copy Debt Summary for Excel"). */
  label?: string
}

type Status = { kind: 'success' | 'error'; text: string } | null

/**
 * 'Copy for Excel' (tab-separated text on the clipboard) and 'Download CSV', saying what was
 * exported or why it could not be. Hidden on paper.
 */
export function SpreadsheetExport(props: SpreadsheetExportProps) {
  const { toText, rowCount, fileName, note, label } = props
  const [status, setStatus] = useState<Status>(null)

  async function copy() {
    try {
      await copyText(toText('\t'))
      setStatus({
        kind: 'success',
        text: `Copied ${rowCount} rows with a header row: paste them into Excel.`,
      })
    } catch (error) {
      console.warn('Copy for Excel failed', error)
      setStatus({
        kind: 'error',
        text: 'The browser did not allow copying to the clipboard. Use Download CSV instead.',
      })
    }
  }

  function download() {
    try {
      downloadText(fileName, toText(','), 'text/csv;charset=utf-8')
      setStatus({ kind: 'success', text: `Downloaded ${fileName} (${rowCount} rows).` })
    } catch (error) {
      console.warn('Download CSV failed', error)
      setStatus({ kind: 'error', text: 'The browser could not save the CSV file.' })
    }
  }

  return (
    <div className="spreadsheet-export no-print">
      <div className="spreadsheet-export__buttons">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {label ? `Copy ${label} for Excel` : 'Copy for Excel'}
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          {label ? `Download ${label} CSV` : 'Download CSV'}
        </button>
        {note ? <span className="spreadsheet-export__note">{note}</span> : null}
      </div>
      <p
        role="status"
        className={`spreadsheet-export__status${status?.kind === 'error' ? ' spreadsheet-export__status--error' : ''}`}
      >
        {status?.text}
      </p>
    </div>
  )
}
