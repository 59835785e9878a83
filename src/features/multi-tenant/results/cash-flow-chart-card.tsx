import { memo } from 'react'
import { Card } from '../../../components/card'
import { Chart } from '../../../components/chart'
import type { YearRow } from '../../../finance/cash-flow/types'
import {
  cashFlowDescription,
  cashFlowLayout,
  cashFlowTraces,
  sameChartSeries,
  SERIES,
} from './cash-flow-chart'

/** On paper the chart is a little shorter, so it fits under the assumptions on page 1. */
const PRINT_SIZE = { height: 240 }
const CHART_HEIGHT = 380

/**
 * The 10-year chart. Redrawn only when a charted figure changes: an edit that moves only, say,
 * the DSCR leaves Plotly alone.
 */
export const CashFlowChartCard = memo(
  function CashFlowChartCard({ years }: { years: readonly YearRow[] }) {
    // No useMemo: the card renders only when a charted figure changes (the comparison below).
    const data = cashFlowTraces(years)
    const layout = cashFlowLayout(years)
    const description = cashFlowDescription(years)
    return (
      <Card
        title="10-Year Cash Flow Projections"
        subtitle="NOI, net cash flow and cash flow after debt service"
        className="results-card cash-flow-card"
      >
        <Chart
          title="Annual NOI and cash flow"
          description={description}
          data={data}
          layout={layout}
          height={CHART_HEIGHT}
          print={PRINT_SIZE}
        >
          <ul className="chart-legend" aria-label="Legend">
            {SERIES.map(({ name, color }) => (
              <li key={name}>
                <span className="chart-legend__line" style={{ backgroundColor: color }} />
                {name}
              </li>
            ))}
          </ul>
        </Chart>
      </Card>
    )
  },
  (previous, next) => sameChartSeries(previous.years, next.years),
)
