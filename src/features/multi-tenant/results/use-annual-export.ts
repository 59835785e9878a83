import type { CsvExportParams } from 'ag-grid-community'
import type { AgGridReact } from 'ag-grid-react'
import { useState, type RefObject } from 'react'
import type { YearRow } from '../../../finance/cash-flow/types'
import { copyText, downloadText } from '../../../lib/browser-files'
import { annualDelimited } from './annual-columns'
import { exportGridCell } from './annual-grid-columns'

export const CSV_FILE_NAME = 'cash-flow-analysis.csv'

export type ExportStatus = { kind: 'success' | 'error'; text: string } | null

/** The grid's rows as spreadsheet text: raw numbers, deductions negative, the header row first. */
function exportText(
  grid: AgGridReact<YearRow> | null,
  years: readonly YearRow[],
  separator: '\t' | ',',
) {
  const params: CsvExportParams = {
    columnSeparator: separator,
    suppressQuotes: true,
    processCellCallback: exportGridCell,
  }
  // Before the grid is ready (it mounts asynchronously) the same text comes from the rows.
  return grid?.api?.getDataAsCsv(params) ?? annualDelimited(years, separator)
}

/** Copy for Excel (tab-separated, to the clipboard) and Download CSV, with what happened. */
export function useAnnualExport(
  grid: RefObject<AgGridReact<YearRow> | null>,
  years: readonly YearRow[],
) {
  const [status, setStatus] = useState<ExportStatus>(null)

  const copy = async () => {
    try {
      await copyText(exportText(grid.current, years, '\t'))
      setStatus({
        kind: 'success',
        text: `Copied ${years.length} rows with a header row: paste them into Excel.`,
      })
    } catch (error) {
      console.warn('Copy for Excel failed', error)
      setStatus({
        kind: 'error',
        text: 'The browser did not allow copying to the clipboard. Use Download CSV instead.',
      })
    }
  }

  const download = () => {
    try {
      downloadText(CSV_FILE_NAME, exportText(grid.current, years, ','), 'text/csv;charset=utf-8')
      setStatus({ kind: 'success', text: `Downloaded ${CSV_FILE_NAME} (${years.length} rows).` })
    } catch (error) {
      console.warn('Download CSV failed', error)
      setStatus({ kind: 'error', text: 'The browser could not save the CSV file.' })
    }
  }

  return { status, copy, download }
}
