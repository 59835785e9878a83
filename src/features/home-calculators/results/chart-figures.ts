import type { ProjectionYear } from '../../../finance/mortgage'
import { formatCurrency, formatDscr } from '../../../lib/format'

/** The DSCR most lenders require, drawn as a reference line on the DSCR trend. */
export const LENDER_MINIMUM_DSCR = 1.25

const NOI_COLOR = '#1565c0'
const DEBT_SERVICE_COLOR = '#b3261e'
const DSCR_COLOR = '#1b6e3a'
const MINIMUM_COLOR = '#a64b00'

const yearLabels = (rows: ProjectionYear[]) => rows.map((row) => `Year ${row.year}`)

/** Grouped bars of NOI and debt service by projection year. */
export function noiVsDebtServiceChart(rows: ProjectionYear[]) {
  const x = yearLabels(rows)
  return {
    data: [
      {
        type: 'bar',
        name: 'NOI',
        x,
        y: rows.map((row) => row.noi),
        marker: { color: NOI_COLOR },
        hovertemplate: '%{x}<br>NOI: %{y:$,.0f}<extra></extra>',
      },
      {
        type: 'bar',
        name: 'Debt Service',
        x,
        y: rows.map((row) => row.debtService),
        marker: { color: DEBT_SERVICE_COLOR },
        hovertemplate: '%{x}<br>Debt service: %{y:$,.0f}<extra></extra>',
      },
    ],
    layout: {
      barmode: 'group',
      yaxis: { tickprefix: '$', tickformat: ',.0f', rangemode: 'tozero' },
      legend: { orientation: 'h', y: -0.18 },
    },
  }
}

/** NOI and debt service by year, in words: the chart's text alternative. */
export function noiVsDebtServiceDescription(rows: ProjectionYear[]): string {
  const years = rows.map((row) => `year ${row.year} NOI ${formatCurrency(row.noi)}`).join(', ')
  const debtService = formatCurrency(rows[0]?.debtService ?? 0)
  return `Bar chart of NOI against annual debt service over ${rows.length} years: ${years}; debt service ${debtService} every year.`
}

/** The DSCR by year, with the lender minimum as a labelled horizontal line. */
export function dscrTrendChart(rows: ProjectionYear[]) {
  const dscr = rows.map((row) => row.dscr)
  const highest = Math.max(LENDER_MINIMUM_DSCR, ...dscr.map((value) => value ?? 0))
  return {
    data: [
      {
        type: 'scatter',
        mode: 'lines+markers',
        name: 'DSCR',
        x: yearLabels(rows),
        y: dscr,
        line: { color: DSCR_COLOR, width: 3 },
        hovertemplate: '%{x}<br>DSCR: %{y:.2f}x<extra></extra>',
      },
    ],
    layout: {
      showlegend: false,
      yaxis: { ticksuffix: 'x', tickformat: '.2f', range: [0, highest * 1.15] },
      shapes: [
        {
          type: 'line',
          xref: 'paper',
          x0: 0,
          x1: 1,
          yref: 'y',
          y0: LENDER_MINIMUM_DSCR,
          y1: LENDER_MINIMUM_DSCR,
          line: { color: MINIMUM_COLOR, width: 2, dash: 'dash' },
        },
      ],
      annotations: [
        {
          xref: 'paper',
          x: 0,
          xanchor: 'left',
          yref: 'y',
          y: LENDER_MINIMUM_DSCR,
          yanchor: 'bottom',
          text: 'Lender minimum 1.25x',
          showarrow: false,
          font: { color: MINIMUM_COLOR },
        },
      ],
    },
  }
}

/** The DSCR by year in words. */
export function dscrTrendDescription(rows: ProjectionYear[]): string {
  const years = rows.map((row) => `year ${row.year} ${formatDscr(row.dscr)}`).join(', ')
  return `Line chart of DSCR by year against the lender minimum of 1.25x: ${years}.`
}
