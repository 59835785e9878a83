import type { YearRow } from '../../../finance/cash-flow/types'
import { formatCurrency, formatScaledDollars } from '../../../lib/format'

/**
 * Plotly traces and layout of the '10-Year Cash Flow Projections' chart: NOI (red), Cash Flow
 * Before Debt Service (cyan) and Cash Flow After Debt Service (green) by year (the calendar year
 * of its first month), y ticks in $K or $M.
 */

export const SERIES = [
  { field: 'noi', name: 'NOI', color: '#d32f2f' },
  // A darker cyan than #00b8d4: the line keeps a 3:1 contrast on white (WCAG 1.4.11).
  { field: 'netCashFlow', name: 'Cash Flow Before Debt Service', color: '#00838f' },
  { field: 'cashFlowAfterDebt', name: 'Cash Flow After Debt Service', color: '#2e7d32' },
] as const

type SeriesField = (typeof SERIES)[number]['field']

export interface ChartTrace {
  type: 'scatter'
  mode: 'lines+markers'
  name: string
  x: number[]
  y: number[]
  line: { color: string; width: number }
  marker: { color: string; size: number }
  hovertemplate: string
}

/** The three series, one point per year. */
export function cashFlowTraces(years: readonly YearRow[]): ChartTrace[] {
  return SERIES.map(({ field, name, color }) => ({
    type: 'scatter',
    mode: 'lines+markers',
    name,
    x: years.map((row) => row.year),
    y: years.map((row) => row[field]),
    line: { color, width: 3 },
    marker: { color, size: 7 },
    hovertemplate: `${name}: $%{y:,.0f}<extra></extra>`,
  }))
}

const NICE_STEPS = [1, 2, 2.5, 5, 10]

/** A round step (1, 2, 2.5 or 5 times a power of ten) giving about `count` intervals. */
function niceStep(span: number, count: number): number {
  const raw = span / count
  const power = 10 ** Math.floor(Math.log10(raw))
  return power * NICE_STEPS.find((step) => step * power >= raw)!
}

/** Decimals that write every multiple of `step` exactly in `scale` units: 250,000 in $M -> 2. */
function decimalsOf(step: number, scale: number): number {
  let decimals = 0
  while (
    decimals < 3 &&
    Math.abs(Math.round((step / scale) * 10 ** decimals) - (step / scale) * 10 ** decimals) > 1e-9
  )
    decimals++
  return decimals
}

/**
 * Round y-axis ticks covering the values and 0, about 5 intervals, labelled in thousands
 * ("$400K") or, once a tick reaches a million, in millions ("$1.2M", "$250M"): nine-digit cash
 * flows read "$250M", not "$250,000K". Plotly cannot divide in a tick format, so the labels are
 * given as text.
 */
export function dollarTicks(values: readonly number[]): { tickvals: number[]; ticktext: string[] } {
  const finite = values.filter(Number.isFinite)
  const low = Math.min(0, ...finite)
  const high = Math.max(0, ...finite)
  // At least $1K apart, so no two labels round to the same text.
  const step = high - low > 0 ? Math.max(1000, niceStep(high - low, 5)) : 100_000
  const tickvals: number[] = []
  for (let index = Math.floor(low / step); index <= Math.ceil(high / step); index++)
    tickvals.push(index * step)
  const largest = Math.max(...tickvals.map(Math.abs))
  const scale = largest >= 1_000_000 ? 'M' : 'K'
  const decimals = decimalsOf(step, scale === 'M' ? 1_000_000 : 1_000)
  return { tickvals, ticktext: tickvals.map((tick) => formatScaledDollars(tick, scale, decimals)) }
}

/**
 * A left margin the widest y label fits in ("($12,500K)"): Plotly's 12 px tick font is at most
 * 7 px a character in the fonts it falls back to, plus the gap to the axis.
 */
const labelMargin = (labels: readonly string[]) =>
  12 + 7 * Math.max(0, ...labels.map((label) => label.length))

/**
 * The chart layout: calendar years across (every other year when `narrow`, as in the
 * workspace's side column, so they are not turned on end), $K or $M up, one tooltip per year
 * (the legend is HTML).
 */
export function cashFlowLayout(years: readonly YearRow[], narrow = false): Record<string, unknown> {
  const values = SERIES.flatMap(({ field }) => years.map((row) => row[field]))
  const yTicks = dollarTicks(values)
  // Nothing in the layout makes Plotly measure its text on a redraw (each measure forces a
  // layout of the page): no axis titles (the ticks read "2030" and "$400K"), the legend in
  // HTML beside the plot, the left margin sized from the widest y label instead of automargin,
  // and tick labels allowed to overflow (they always fit). A redraw took 25 ms with them.
  return {
    xaxis: {
      tickmode: 'linear',
      dtick: narrow ? 2 : 1,
      tickformat: 'd',
      ticklabeloverflow: 'allow',
    },
    yaxis: {
      tickmode: 'array',
      ticklabeloverflow: 'allow',
      ...yTicks,
    },
    showlegend: false,
    hovermode: 'x unified',
    margin: { t: 24, r: 16, b: 32, l: labelMargin(yTicks.ticktext) },
  }
}

/** The text alternative: each series' value in each year, in words and whole dollars. */
export function cashFlowDescription(years: readonly YearRow[]): string {
  if (years.length === 0) return 'No years to chart.'
  const first = years[0]!.year
  const last = years[years.length - 1]!.year
  const perYear = years.map(
    (row) =>
      `${row.year}: ${SERIES.map(({ field, name }) => `${name} ${formatCurrency(row[field])}`).join(', ')}`,
  )
  return `Line chart of NOI, net cash flow and cash flow after debt by year, ${first} to ${last}. ${perYear.join('; ')}.`
}

/** True when two projections chart the same points, so the chart need not redraw. */
export function sameChartSeries(a: readonly YearRow[], b: readonly YearRow[]): boolean {
  if (a === b) return true
  if (a.length !== b.length) return false
  const fields: SeriesField[] = SERIES.map((series) => series.field)
  return a.every(
    (row, index) =>
      row.year === b[index]!.year && fields.every((field) => row[field] === b[index]![field]),
  )
}
