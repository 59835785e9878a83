import { Card } from '../../../components/card'
import type { ProjectionYear } from '../../../finance/mortgage'
import { Chart } from '../../../components/chart'
import { formatCurrency, formatDscr } from '../../../lib/format'
import {
  dscrTrendChart,
  dscrTrendDescription,
  noiVsDebtServiceChart,
  noiVsDebtServiceDescription,
} from './chart-figures'
import { FigureTable } from '../../../components/figure-table'

const CHART_HEIGHT = 300
/** On paper the two charts sit side by side in the page's printable width. */
const PRINT_SIZE = { width: 320, height: 260 }

/** NOI against debt service and the DSCR trend over the 5-year projection (NOI +3% a year). */
export function MortgageCharts({ projection }: { projection: ProjectionYear[] }) {
  const charts = [
    {
      title: 'NOI vs Debt Service',
      description: noiVsDebtServiceDescription(projection),
      ...noiVsDebtServiceChart(projection),
    },
    {
      title: 'DSCR Trend',
      description: dscrTrendDescription(projection),
      ...dscrTrendChart(projection),
    },
  ]
  return (
    <Card
      title="5-Year Projection"
      subtitle="NOI grows 3% a year; the debt service stays the same."
      className="projection"
    >
      <div className="projection__charts">
        {charts.map((chart) => (
          <Chart key={chart.title} {...chart} height={CHART_HEIGHT} print={PRINT_SIZE} />
        ))}
      </div>
      <ProjectionTable projection={projection} />
    </Card>
  )
}

/** The charted numbers as a table. */
function ProjectionTable({ projection }: { projection: ProjectionYear[] }) {
  return (
    <FigureTable
      label="Projection figures"
      caption="NOI, debt service and DSCR by projection year"
      className="projection__table"
      columns={['Year', 'NOI', 'Debt Service', 'DSCR']}
      rows={projection.map((row) => ({
        key: row.year,
        header: `Year ${row.year}`,
        cells: [
          { content: formatCurrency(row.noi) },
          { content: formatCurrency(row.debtService) },
          { content: row.dscr === null ? 'N/A' : `${formatDscr(row.dscr)}x` },
        ],
      }))}
    />
  )
}
