import { useState, type ReactNode } from 'react'
import { downloadBlob } from '../lib/browser-files'
import type { WorkbookModel } from '../lib/workbook/workbook-model'
import { loadExcelJs } from '../lib/workbook/load-exceljs'

export interface WorkbookDownloadProps {
  /** The file's name, taken on click (it carries the day of the browser clock). */
  fileName: () => string
  /**
   * The workbook of the figures on screen, called on click after exceljs has loaded (callers
   * import the builder then, so no page loads it up front).
   */
  build: () => Promise<WorkbookModel>
  /** A note beside the button: what the workbook holds. */
  note?: ReactNode
}

type Status =
  { kind: 'working' } | { kind: 'success'; text: string } | { kind: 'error'; text: string } | null

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

/** Runs one step of the download; a failure says in words what went wrong. */
async function step<T>(run: () => Promise<T>, failure: string): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw new Error(failure, { cause: error })
  }
}

/**
 * 'Download Excel Workbook': loads exceljs on the first click (no page loads it up front), writes
 * the workbook with live formulas and saves it. While it works the button says so; a failure is
 * explained and the page stays as it was. Hidden on paper.
 */
export function WorkbookDownload({ fileName, build, note }: WorkbookDownloadProps) {
  const [status, setStatus] = useState<Status>(null)
  const working = status?.kind === 'working'

  async function download() {
    if (working) return
    setStatus({ kind: 'working' })
    try {
      // exceljs first: when the network is down that load fails, and a failed script loads on
      // the next click (a failed import() of the small modules below needs a page reload).
      const ExcelJS = await step(
        loadExcelJs,
        'the spreadsheet writer could not be loaded (check the connection)',
      )
      const [writer, model] = await step(
        () => Promise.all([import('../lib/workbook/xlsx-writer'), build()]),
        'part of the page could not be loaded (reload the page)',
      )
      const bytes = await writer.writeXlsx(ExcelJS, model)
      const name = fileName()
      downloadBlob(name, new Blob([bytes], { type: writer.XLSX_MIME_TYPE }))
      setStatus({
        kind: 'success',
        text: `Downloaded ${name} (${kilobytes(bytes.length)}): its formulas recalculate in Excel.`,
      })
    } catch (error) {
      console.warn('Download Excel Workbook failed', error)
      const reason = error instanceof Error ? error.message : String(error)
      setStatus({
        kind: 'error',
        text: `The Excel workbook could not be created: ${reason}. Your figures are unchanged; try again.`,
      })
    }
  }

  return (
    <div className="spreadsheet-export no-print">
      <div className="spreadsheet-export__buttons">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={working}
          onClick={() => void download()}
        >
          {working ? 'Preparing Workbook…' : 'Download Excel Workbook'}
        </button>
        {note ? <span className="spreadsheet-export__note">{note}</span> : null}
      </div>
      <WorkbookStatus status={status} />
    </div>
  )
}

/** Progress and success as a status; a failure as an alert. */
function WorkbookStatus({ status }: { status: Status }) {
  return (
    <>
      <p role="status" className="spreadsheet-export__status">
        {status?.kind === 'working'
          ? 'Loading the spreadsheet writer and building the workbook…'
          : null}
        {status?.kind === 'success' ? status.text : null}
      </p>
      {status?.kind === 'error' ? (
        <p role="alert" className="spreadsheet-export__status spreadsheet-export__status--error">
          {status.text}
        </p>
      ) : null}
    </>
  )
}
