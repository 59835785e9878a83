import { Card } from '../../../components/card'
import { PAGE_SECTION_IDS } from '../page-sections'
import { Chart } from '../../../components/chart'
import { OptionalMetric } from '../../../components/metric'
import { FigureTable } from '../../../components/figure-table'
import { HIGH_NEAR_TERM_ROLLOVER } from '../../../finance/cash-flow/rollover'
import type { RolloverExposure } from '../../../finance/cash-flow/types'
import { formatRatioAsPercent, formatYears } from '../../../lib/format'
import { FigureTiles, type TileSpec } from './figure-tiles'
import { ROLLOVER_COLUMNS, rolloverChart, rolloverDelimited, rolloverRows } from './rollover-model'
import { memoByValue } from '../../../components/memo-by-value'
import { ExportedTable } from './exported-table'

/** On paper the chart sits beside the table: two fifths of the printable width of a Letter page. */
const CHART_ON_PAPER = { width: 270, height: 210 }

function ExpirationTable({ rollover }: { rollover: RolloverExposure }) {
  const rows = rolloverRows(rollover)
  return (
    <FigureTable
      labelledBy="lease-expirations"
      columns={['Expiration Year', ...ROLLOVER_COLUMNS]}
      rows={rows.map(({ label, metric, rentShare, cells }) => ({
        key: label,
        header: label,
        cells: [
          { content: cells.sf },
          { content: cells.sfShare },
          { content: cells.rent },
          {
            content: metric ? (
              <OptionalMetric name={metric} value={rentShare} format={formatRatioAsPercent} />
            ) : (
              cells.rentShare
            ),
          },
          { content: cells.cumulative },
        ],
      }))}
    />
  )
}

function rolloverTiles(rollover: RolloverExposure): TileSpec[] {
  const share = formatRatioAsPercent
  return [
    {
      label: 'WALT (by Rent)',
      note: 'Years left, weighted by in-place rent',
      metric: 'walt',
      value: rollover.waltByRent,
      format: formatYears,
    },
    {
      label: 'WALT (by Area)',
      note: 'Years left, weighted by square feet',
      metric: 'waltByArea',
      value: rollover.waltByArea,
      format: formatYears,
    },
    {
      label: 'Top Tenant Share',
      note: "Largest tenant's share of in-place rent",
      metric: 'topTenantShare',
      value: rollover.topTenantShare,
      format: share,
    },
    {
      label: 'Near-Term Rollover',
      note: `Rent expiring in years 1-2; ${share(HIGH_NEAR_TERM_ROLLOVER)} or more is high`,
      metric: 'nearTermRolloverShare',
      value: rollover.nearTermRolloverShare,
      format: share,
    },
  ]
}

/**
 * Lease Rollover (PRODUCT.md 9.1): when the in-place leases expire, by square feet and by rent,
 * as a table and a bar chart, with the WALTs, the top tenant's share and the near-term rollover.
 */
export const RolloverCard = memoByValue(function RolloverCard(props: {
  rollover: RolloverExposure
}) {
  const { rollover } = props
  const chart = rolloverChart(rollover)
  return (
    <Card
      title="Lease Rollover"
      subtitle="When the in-place leases expire, as entered (before any renewal)"
      className="results-card rollover-card"
      id={PAGE_SECTION_IDS.rollover}
    >
      {rollover.highNearTermRollover ? (
        <p className="notice notice--warning rollover-warning">
          <strong>High near-term rollover:</strong>{' '}
          {formatRatioAsPercent(rollover.nearTermRolloverShare)} of the in-place rent expires in
          years 1 and 2.
        </p>
      ) : null}
      <FigureTiles tiles={rolloverTiles(rollover)} />
      <div className="card-split">
        <div>
          <Chart
            title="Share of in-place rent expiring by year"
            height={280}
            print={CHART_ON_PAPER}
            {...chart}
          />
          <p className="results-note">
            In-place rent = square feet x base rent. A lease that has already expired counts in year
            1. WALT counts the years left from January 1 of year 1. With no in-place rent, shares
            and WALTs show "-".
          </p>
        </div>
        <ExportedTable
          id="lease-expirations"
          heading="Lease Expirations"
          exported={{
            label: 'Lease Expirations',
            toText: (separator) => rolloverDelimited(rollover, separator),
            rowCount: rollover.buckets.length,
            fileName: 'lease-expirations.csv',
          }}
        >
          <ExpirationTable rollover={rollover} />
        </ExportedTable>
      </div>
    </Card>
  )
})
