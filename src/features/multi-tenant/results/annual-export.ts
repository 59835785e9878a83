import type { CsvExportParams } from 'ag-grid-community'
import type { AgGridReact } from 'ag-grid-react'
import type { YearRow } from '../../../finance/cash-flow/types'
import { annualDelimited } from './annual-columns'
import { exportGridCell } from './annual-grid-columns'

export const CSV_FILE_NAME = 'cash-flow-analysis.csv'

/** The annual grid's rows as spreadsheet text: raw numbers, deductions negative, the header row first. */
export function exportText(
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
