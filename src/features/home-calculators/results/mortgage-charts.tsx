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
import { ScrollTable } from '../../../components/scroll-table'

const CHART_HEIGHT = 300
/** On paper the two charts sit side by side in the page's printable width. */
const PRINT_SIZE = { width: 320, height: 260 }

/** NOI against debt service and the DSCR trend over the 5-year projection (NOI +3% a year). */
export function MortgageCharts({ projection }: { projection: ProjectionYear[] }) {
  const bars = noiVsDebtServiceChart(projection)
  const trend = dscrTrendChart(projection)
  return (
    <Card
      title="5-Year Projection"
      subtitle="NOI grows 3% a year; the debt service stays the same."
      className="projection"
    >
      <div className="projection__charts">
        <Chart
          title="NOI vs Debt Service"
          description={noiVsDebtServiceDescription(projection)}
          data={bars.data}
          layout={bars.layout}
          height={CHART_HEIGHT}
          print={PRINT_SIZE}
        />
        <Chart
          title="DSCR Trend"
          description={dscrTrendDescription(projection)}
          data={trend.data}
          layout={trend.layout}
          height={CHART_HEIGHT}
          print={PRINT_SIZE}
        />
      </div>
      <ProjectionTable projection={projection} />
    </Card>
  )
}

/** The charted numbers as a table. */
function ProjectionTable({ projection }: { projection: ProjectionYear[] }) {
  return (
    <ScrollTable label="Projection figures">
      <table className="data-table projection__table">
        <caption className="visually-hidden">NOI, debt service and DSCR by projection year</caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">NOI</th>
            <th scope="col">Debt Service</th>
            <th scope="col">DSCR</th>
          </tr>
        </thead>
        <tbody>
          {projection.map((row) => (
            <tr key={row.year}>
              <th scope="row">Year {row.year}</th>
              <td>{formatCurrency(row.noi)}</td>
              <td>{formatCurrency(row.debtService)}</td>
              <td>{row.dscr === null ? 'N/A' : `${formatDscr(row.dscr)}x`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
