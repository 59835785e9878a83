import { Card } from '../../../components/card'
import { PAGE_SECTION_IDS } from '../page-sections'
import { FigureTable } from '../../../components/figure-table'
import { rowsByLabel } from '../../../lib/figure-grid'
import type {
  RateDscrGrid,
  SensitivityScenario,
  SizeLoanOn,
} from '../../../finance/cash-flow/types'
import {
  rateDscrGridSpec,
  sensitivityDelimited,
  sensitivityHeaders,
  sensitivityRows,
} from './sensitivity-model'
import { memoByValue } from '../../../components/memo-by-value'
import { ExportedTable } from './exported-table'
import { GridTable } from './grid-table'

/** The loan sized on Year 1, Year 2 and the worst year's NOI (or NCF). */
function LoanSizingTable(props: {
  scenarios: readonly SensitivityScenario[]
  sizedOn: SizeLoanOn
}) {
  const { scenarios, sizedOn } = props
  const rows = sensitivityRows(scenarios, sizedOn)
  return (
    <ExportedTable
      id="loan-sizing-sensitivity"
      heading="Loan Sizing Sensitivity"
      className="sensitivity-block"
      exported={{
        label: 'Loan Sizing Sensitivity',
        toText: (separator) => sensitivityDelimited(scenarios, sizedOn, separator),
        rowCount: scenarios.length,
        fileName: 'loan-sizing-sensitivity.csv',
      }}
    >
      <FigureTable
        labelledBy="loan-sizing-sensitivity"
        columns={sensitivityHeaders(sizedOn)}
        rows={rowsByLabel(rows, (row) => [
          { content: row.noiText, value: row.noi },
          { content: row.loanText, value: row.loan },
          { content: row.differenceText, value: row.difference },
        ])}
      />
    </ExportedTable>
  )
}

interface SensitivityCardProps {
  scenarios: readonly SensitivityScenario[]
  grid: RateDscrGrid
  /** What the loans are sized on: NOI, or NCF (NOI - capital reserves). */
  sizedOn: SizeLoanOn
}

/** How the recommended loan moves with the NOI, the interest rate and the lender's minimum DSCR. */
export const SensitivityCard = memoByValue(function SensitivityCard(props: SensitivityCardProps) {
  return (
    <Card
      title="Sensitivity Analysis"
      subtitle={`The recommended loan on other ${props.sizedOn}s, interest rates and minimum DSCRs`}
      className="results-card sensitivity-card"
      id={PAGE_SECTION_IDS.sensitivity}
    >
      <div className="sensitivity-tables">
        <LoanSizingTable scenarios={props.scenarios} sizedOn={props.sizedOn} />
        {/* Recommended loans by interest rate (down) and minimum DSCR (across), yours among them. */}
        <GridTable spec={rateDscrGridSpec(props.grid)} />
      </div>
      <p className="results-note">
        Each cell is the recommended loan with that interest rate and minimum DSCR, the other tests
        unchanged. The marked cell is your current rate and minimum DSCR.
      </p>
    </Card>
  )
})
