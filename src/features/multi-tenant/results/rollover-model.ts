import type { ExpirationBucket, RolloverExposure } from '../../../finance/cash-flow/types'
import { percentCell, percentHeader, toDelimited } from '../../../lib/delimited'
import {
  formatCurrency,
  formatNumber,
  formatOrDash,
  formatRatioAsPercent,
} from '../../../lib/format'

/** The Lease Rollover card's table, chart and copy, as plain data (PRODUCT.md 9.1). */

export const AFTER_ANALYSIS = 'After Year 10'

export interface RolloverRow {
  label: string
  /** `expiringRentShareYear1`..`10` for the analysis years (PRODUCT.md 9.6); none after. */
  metric: string | null
  rentShare: number | null
  cells: { sf: string; sfShare: string; rent: string; rentShare: string; cumulative: string }
}

const share = (value: number | null) => formatOrDash(value, formatRatioAsPercent)
const bucketLabel = (bucket: ExpirationBucket) => bucket.label ?? AFTER_ANALYSIS

export function rolloverRows(rollover: RolloverExposure): RolloverRow[] {
  return rollover.buckets.map((bucket, index) => ({
    label: bucketLabel(bucket),
    metric: bucket.year === null ? null : `expiringRentShareYear${index + 1}`,
    rentShare: bucket.rentShare,
    cells: {
      sf: formatNumber(bucket.expiringSf),
      sfShare: share(bucket.sfShare),
      rent: formatCurrency(bucket.expiringRent),
      rentShare: share(bucket.rentShare),
      cumulative: share(bucket.cumulativeRentShare),
    },
  }))
}

export const ROLLOVER_COLUMNS = [
  'Expiring SF',
  '% of SF',
  'Expiring Rent',
  '% of Rent',
  'Cumulative % of Rent',
] as const

/** The copy's headers: the table's, with each share named in words and marked "(%)". */
const ROLLOVER_COPY_HEADERS = [
  'Expiration Year',
  'Expiring SF',
  percentHeader('Share of SF'),
  'Expiring Rent',
  percentHeader('Share of Rent'),
  percentHeader('Cumulative Share of Rent'),
]

/** The table as spreadsheet text: SF, shares in percent and rent as raw numbers; "-" empty. */
export function rolloverDelimited(rollover: RolloverExposure, separator: '\t' | ','): string {
  const rows = rollover.buckets.map((bucket) => [
    bucketLabel(bucket),
    bucket.expiringSf,
    percentCell(bucket.sfShare),
    bucket.expiringRent,
    percentCell(bucket.rentShare),
    percentCell(bucket.cumulativeRentShare),
  ])
  return toDelimited([ROLLOVER_COPY_HEADERS, ...rows], separator)
}

/** The bar chart of the share of in-place rent expiring each year (Plotly trace and layout). */
export function rolloverChart(rollover: RolloverExposure) {
  const labels = rollover.buckets.map(bucketLabel)
  const shares = rollover.buckets.map((bucket) => bucket.rentShare ?? 0)
  const data = [
    {
      type: 'bar',
      name: '% of rent expiring',
      x: labels,
      y: shares,
      marker: { color: '#1565c0' },
      hovertemplate: '%{x}: %{y:.2%} of rent<extra></extra>',
    },
  ]
  const layout = {
    xaxis: { type: 'category', title: { text: 'Expiration year' }, automargin: true },
    yaxis: { title: { text: '% of in-place rent' }, tickformat: '.0%', rangemode: 'tozero' },
    showlegend: false,
    margin: { t: 16, r: 16, b: 64, l: 64 },
  }
  const described = rollover.buckets
    .filter((bucket) => (bucket.rentShare ?? 0) > 0)
    .map((bucket) => `${bucketLabel(bucket)} ${share(bucket.rentShare)}`)
  const description =
    described.length === 0
      ? 'Bar chart of in-place rent expiring by year: no in-place rent.'
      : `Bar chart of in-place rent expiring by year: ${described.join(', ')}; other years 0%.`
  return { data, layout, description }
}
