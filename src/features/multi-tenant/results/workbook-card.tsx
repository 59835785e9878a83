import { memo } from 'react'
import { Card } from '../../../components/card'
import { PAGE_SECTION_IDS } from '../page-sections'
import { WorkbookDownload } from '../../../components/workbook-download'
import type { Analysis, Scenario } from '../../../finance/cash-flow/types'
import { exclusionWords } from './rent-roll-model'
import { datedFileName } from '../../../lib/file-name'

/** Whose analysis a workbook is: the property's name, or the first tenant's when it has none. */
const workbookName = (scenario: Scenario) =>
  scenario.propertyName?.trim() || scenario.tenants[0]?.name.trim() || null

/**
 * 'Excel Workbook': the whole analysis as an .xlsx with live formulas (PRODUCT.md 9.4), written
 * from the analysis on screen and the scenario it was computed for. Hidden on paper.
 */
export const WorkbookCard = memo(function WorkbookCard(props: {
  scenario: Scenario
  analysis: Analysis
}) {
  const { scenario, analysis } = props
  return (
    <Card
      title="Excel Workbook"
      subtitle="Assumptions, rent roll, cash flow and debt as an Excel model: change InterestRate there and the loan re-sizes."
      className="results-card no-print"
      id={PAGE_SECTION_IDS.workbook}
    >
      <WorkbookDownload
        fileName={() => datedFileName('cash-flow', workbookName(scenario), new Date(), 'xlsx')}
        build={async () => {
          const { scenarioWorkbook } = await import('./workbook/scenario-workbook')
          return scenarioWorkbook(scenario, analysis, exclusionWords)
        }}
        note="Every formula also holds the figure shown here."
      />
    </Card>
  )
})
