import { memo, useMemo } from 'react'
import { Card } from '../../../components/card'
import { Chart } from '../../../components/chart'
import { OptionalMetric } from '../../../components/metric'
import { ScrollTable } from '../../../components/scroll-table'
import { SpreadsheetExport } from '../../../components/spreadsheet-export'
import { HIGH_NEAR_TERM_ROLLOVER } from '../../../finance/cash-flow/rollover'
import type { RolloverExposure } from '../../../finance/cash-flow/types'
import { formatRatioAsPercent, formatWithUnit } from '../../../lib/format'
import { FigureTile } from './figure-tile'
import { ROLLOVER_COLUMNS, rolloverChart, rolloverDelimited, rolloverRows } from './rollover-model'

const years = (value: number) => formatWithUnit(value, 'years')

function ExpirationTable({ rollover }: { rollover: RolloverExposure }) {
  const rows = useMemo(() => rolloverRows(rollover), [rollover])
  return (
    <ScrollTable labelledBy="lease-expirations">
      <table className="data-table" aria-labelledby="lease-expirations">
        <thead>
          <tr>
            <th scope="col">Expiration Year</th>
            {ROLLOVER_COLUMNS.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ label, metric, rentShare, cells }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{cells.sf}</td>
              <td>{cells.sfShare}</td>
              <td>{cells.rent}</td>
              <td>
                {metric ? (
                  <OptionalMetric name={metric} value={rentShare} format={formatRatioAsPercent} />
                ) : (
                  cells.rentShare
                )}
              </td>
              <td>{cells.cumulative}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}

function RolloverFigures({ rollover }: { rollover: RolloverExposure }) {
  const threshold = formatRatioAsPercent(HIGH_NEAR_TERM_ROLLOVER)
  return (
    <dl className="sizing-tiles">
      <FigureTile label="WALT (by Rent)" note="Years left, weighted by in-place rent">
        <OptionalMetric name="walt" value={rollover.waltByRent} format={years} />
      </FigureTile>
      <FigureTile label="WALT (by Area)" note="Years left, weighted by square feet">
        <OptionalMetric name="waltByArea" value={rollover.waltByArea} format={years} />
      </FigureTile>
      <FigureTile label="Top Tenant Share" note="Largest tenant's share of in-place rent">
        <OptionalMetric
          name="topTenantShare"
          value={rollover.topTenantShare}
          format={formatRatioAsPercent}
        />
      </FigureTile>
      <FigureTile
        label="Near-Term Rollover"
        note={`Rent expiring in years 1-2; ${threshold} is high`}
      >
        <OptionalMetric
          name="nearTermRolloverShare"
          value={rollover.nearTermRolloverShare}
          format={formatRatioAsPercent}
        />
      </FigureTile>
    </dl>
  )
}

/**
 * Lease Rollover (PRODUCT.md 9.1): when the in-place leases expire, by square feet and by rent,
 * as a table and a bar chart, with the WALTs, the top tenant's share and the near-term rollover.
 */
export const RolloverCard = memo(function RolloverCard(props: { rollover: RolloverExposure }) {
  const { rollover } = props
  const chart = useMemo(() => rolloverChart(rollover), [rollover])
  return (
    <Card
      title="Lease Rollover"
      subtitle="When the in-place leases expire, as entered (before any renewal)"
      className="results-card"
    >
      {rollover.highNearTermRollover ? (
        <p className="notice notice--warning rollover-warning">
          <strong>High near-term rollover:</strong>{' '}
          {formatRatioAsPercent(rollover.nearTermRolloverShare)} of the in-place rent expires in
          years 1 and 2.
        </p>
      ) : null}
      <RolloverFigures rollover={rollover} />
      <Chart title="Share of in-place rent expiring by year" height={280} {...chart} />
      <h3 id="lease-expirations" className="results-subheading">
        Lease Expirations
      </h3>
      <SpreadsheetExport
        label="Lease Expirations"
        toText={(separator) => rolloverDelimited(rollover, separator)}
        rowCount={rollover.buckets.length}
        fileName="lease-expirations.csv"
      />
      <ExpirationTable rollover={rollover} />
      <p className="results-note">
        In-place rent = square feet x base rent. A lease that has already expired counts in year 1.
        WALT counts the years left from January 1 of year 1. With no in-place rent, shares and WALTs
        show "-".
      </p>
    </Card>
  )
})
