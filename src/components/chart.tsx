import { lazy, Suspense, type ReactNode } from 'react'
import type { PlotlyChartProps } from './plotly-chart'

const PlotlyChart = lazy(() => import('./plotly-chart'))

export interface ChartProps extends PlotlyChartProps {
  title: string
  /** What the chart shows in words and numbers, for screen readers (its text alternative). */
  description: string
  /** Optional visible content under the chart (e.g. a table of the same numbers). */
  children?: ReactNode
}

/** A titled chart whose Plotly code loads only when the chart is first shown. */
export function Chart({ title, description, children, ...plot }: ChartProps) {
  return (
    <figure className="chart">
      <figcaption className="chart__title">{title}</figcaption>
      <div
        className="chart__plot"
        role="img"
        aria-label={description}
        style={{ minHeight: plot.height }}
      >
        <Suspense fallback={<p className="chart__loading">Loading chart…</p>}>
          <PlotlyChart {...plot} />
        </Suspense>
      </div>
      {children}
    </figure>
  )
}
