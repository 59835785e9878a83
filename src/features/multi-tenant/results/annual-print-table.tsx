import type { SizeLoanOn, YearRow } from '../../../finance/cash-flow/types'
import { annualColumnsOf, formatAnnualValue } from './annual-columns'
import { memoByValue } from '../../../components/memo-by-value'

/**
 * The annual table on paper: all 10 rows and the grid's columns as a plain table (the grid is
 * hidden in print). Figures repeat the grid's, so they carry no data-metric.
 */
export const AnnualPrintTable = memoByValue(function AnnualPrintTable({
  years,
  sizedOn,
}: {
  years: readonly YearRow[]
  sizedOn: SizeLoanOn
}) {
  const columns = annualColumnsOf(years, sizedOn)
  return (
    <div className="print-only report-print">
      <table className="data-table report-table annual-print-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.field}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {years.map((row) => (
            <tr key={row.year}>
              {columns.map((column) =>
                column.kind === 'year' ? (
                  <th scope="row" key={column.field}>
                    {row.year}
                  </th>
                ) : (
                  <td key={column.field}>
                    {formatAnnualValue(column.kind, row[column.field], row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
})
