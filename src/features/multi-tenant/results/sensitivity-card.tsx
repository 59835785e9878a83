import { memo, useMemo } from 'react'
import { Card } from '../../../components/card'
import { ScrollTable } from '../../../components/scroll-table'
import type { RateDscrGrid, SensitivityScenario } from '../../../finance/cash-flow/types'
import { SpreadsheetExport } from '../../../components/spreadsheet-export'
import {
  rateDscrDelimited,
  rateDscrTable,
  sensitivityDelimited,
  sensitivityRows,
} from './sensitivity-model'

/** The loan sized on Year 1, Year 2 and the worst year's NOI. */
function LoanSizingTable({ scenarios }: { scenarios: readonly SensitivityScenario[] }) {
  const rows = useMemo(() => sensitivityRows(scenarios), [scenarios])
  return (
    <div className="sensitivity-block">
      <h3 id="loan-sizing-sensitivity" className="results-subheading">
        Loan Sizing Sensitivity
      </h3>
      <SpreadsheetExport
        label="Loan Sizing Sensitivity"
        toText={(separator) => sensitivityDelimited(scenarios, separator)}
        rowCount={scenarios.length}
        fileName="loan-sizing-sensitivity.csv"
      />
      <ScrollTable labelledBy="loan-sizing-sensitivity">
        <table className="data-table" aria-labelledby="loan-sizing-sensitivity">
          <thead>
            <tr>
              <th scope="col">Scenario</th>
              <th scope="col">NOI</th>
              <th scope="col">Recommended Loan</th>
              <th scope="col">Difference vs Year 2</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td data-value={row.noi}>{row.noiText}</td>
                <td data-value={row.loan}>{row.loanText}</td>
                <td data-value={row.difference}>{row.differenceText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  )
}

/** Recommended loans by interest rate (down) and minimum DSCR (across); today's terms marked. */
function RateDscrTableView({ grid }: { grid: RateDscrGrid }) {
  const table = useMemo(() => rateDscrTable(grid), [grid])
  return (
    <div className="sensitivity-block">
      <h3 id="rate-dscr-sensitivity" className="results-subheading">
        Rate x DSCR Sensitivity
      </h3>
      <SpreadsheetExport
        label="Rate x DSCR Grid"
        toText={(separator) => rateDscrDelimited(grid, separator)}
        rowCount={grid.annualRates.length}
        fileName="rate-dscr-sensitivity.csv"
      />
      <ScrollTable labelledBy="rate-dscr-sensitivity">
        <table className="data-table rate-dscr-table" aria-labelledby="rate-dscr-sensitivity">
          <thead>
            <tr>
              {/* The corner names both axes; only the minimum DSCRs are column headers. */}
              <td className="rate-dscr-table__corner">Interest Rate \ Min DSCR</td>
              {table.columns.map((column) => (
                <th scope="col" key={column.minDscr}>
                  {column.text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {/* Keyed by place (1 point below the rate ... 1 above): the rates move with the
                input, and an edit then rewrites the cells instead of replacing every row. */}
            {table.rows.map((row, place) => (
              <tr key={place}>
                <th scope="row">{row.rateText}</th>
                {row.cells.map((cell) => (
                  <td
                    key={cell.minDscr}
                    data-value={cell.loan}
                    data-current={cell.current || undefined}
                    className={cell.current ? 'rate-dscr-table__current' : undefined}
                  >
                    {cell.text}
                    {cell.current && <span className="visually-hidden"> (current terms)</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      {!table.currentInGrid && (
        <p className="results-note">
          Your minimum DSCR is not one of the columns, so no cell is marked as current.
        </p>
      )}
    </div>
  )
}

interface SensitivityCardProps {
  scenarios: readonly SensitivityScenario[]
  grid: RateDscrGrid
}

/** How the recommended loan moves with the NOI, the interest rate and the lender's minimum DSCR. */
export const SensitivityCard = memo(function SensitivityCard(props: SensitivityCardProps) {
  return (
    <Card
      title="Sensitivity Analysis"
      subtitle="The recommended loan on other NOIs, interest rates and minimum DSCRs"
      className="results-card"
    >
      <div className="sensitivity-tables">
        <LoanSizingTable scenarios={props.scenarios} />
        <RateDscrTableView grid={props.grid} />
      </div>
      <p className="results-note">
        Each cell is the recommended loan with that interest rate and minimum DSCR, the other tests
        unchanged. The marked cell is your current rate and minimum DSCR.
      </p>
    </Card>
  )
})
