import { Metric } from '../../../components/metric'
import { formatNumber, formatRatioAsPercent } from '../../../lib/format'
import { useLatestAnalysis } from '../results/latest-analysis'

/**
 * The building area (every row in the analysis, vacant suites too) and the share of it occupied
 * in month 1 (PRODUCT.md 11.4), beside the rent roll's totals, from the latest analysis.
 */
export function RentRollFigures() {
  const analysis = useLatestAnalysis()
  if (!analysis) return null
  return (
    <>
      <span>
        Building area:{' '}
        <Metric name="buildingArea" value={analysis.buildingArea}>
          {formatNumber(analysis.buildingArea)}
        </Metric>{' '}
        SF
      </span>
      <span>
        Occupancy at start:{' '}
        <Metric name="occupancyAtStart" value={analysis.occupancyAtStart}>
          {formatRatioAsPercent(analysis.occupancyAtStart)}
        </Metric>
      </span>
      {analysis.vacantRows > 0 ? <span>Vacant suites: {analysis.vacantRows}</span> : null}
    </>
  )
}
