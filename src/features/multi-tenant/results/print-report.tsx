import { memo, useMemo } from 'react'
import type { Analysis, InvalidTenant, Tenant } from '../../../finance/cash-flow/types'
import { formatNumber, formatRatioAsPercent } from '../../../lib/format'
import { exclusionsById, generatedOn, rentRollRow } from './rent-roll-model'
import { useGeneratedDate } from './use-generated-date'
import { memoByValue } from '../../../components/memo-by-value'
import { CreditSummary } from './credit-summary-print'

/**
 * The parts of the report that exist only on paper: its title and date, the credit summary that
 * fills its first page, the disclaimer and the rent roll. Figures repeat the page's, so they
 * carry no data-metric.
 */

export const ReportHeader = memoByValue(function ReportHeader(props: {
  analysis: Analysis
  propertyName?: string | undefined
}) {
  const { analysis, propertyName } = props
  const date = useGeneratedDate()
  return (
    <div className="print-only report-header credit-summary">
      <h2 className="report-header__title">Commercial Real Estate Cash Flow Analysis</h2>
      {propertyName?.trim() ? (
        <p className="report-header__property">{propertyName.trim()}</p>
      ) : null}
      <p className="report-header__date">{generatedOn(date)}</p>
      <CreditSummary analysis={analysis} propertyName={propertyName} />
      {/* On the title page: the last page is the landscape tables', which it would not fit under. */}
      <p className="report-disclaimer">
        This analysis is for informational purposes only. Please consult with financial
        professionals before making investment decisions.
      </p>
    </div>
  )
})

interface RentRollProps {
  tenants: readonly Tenant[]
  /** The rows the analysis leaves out, and why (its `invalidTenants`). */
  invalid: readonly InvalidTenant[]
  /** The building the analysis reads from the rows, for the note under them. */
  building: Pick<Analysis, 'buildingArea' | 'occupiedRows' | 'vacantRows' | 'occupancyAtStart'>
}

/** One printed row, drawn again only when its tenant or its reason changes (one edit: one row). */
const PrintRow = memo(function PrintRow(props: { tenant: Tenant; excludedBecause: string | null }) {
  const row = rentRollRow(props.tenant, props.excludedBecause)
  return (
    <tr className={row.excludedBecause ? 'rent-roll-print__excluded' : undefined}>
      <th scope="row">
        {row.name}
        {row.excludedBecause && (
          <span className="rent-roll-print__reason">
            {' '}
            (Excluded from the analysis: {row.excludedBecause})
          </span>
        )}
      </th>
      <td>{row.status}</td>
      <td>{row.squareFootage}</td>
      <td>{row.baseRent}</td>
      <td>{row.annualEscalation}</td>
      <td>{row.leaseStart}</td>
      <td>{row.leaseExpiration}</td>
      <td>{row.leaseType}</td>
      <td>{row.tiPerSF}</td>
      <td>{row.leasingCommission}</td>
    </tr>
  )
})

/**
 * Every tenant row as entered; rows the analysis leaves out are marked with the reason. Given
 * only what it shows, so a debt edit leaves its 500 rows alone (it redrew them after each).
 */
export const RentRollPrint = memoByValue(function RentRollPrint({
  tenants,
  invalid,
  building,
}: RentRollProps) {
  const reasons = useMemo(() => exclusionsById(invalid), [invalid])
  return (
    <div className="print-only report-print">
      <h3 className="report-heading" id="report-rent-roll">
        Rent Roll
      </h3>
      <table className="data-table report-table rent-roll-print" aria-labelledby="report-rent-roll">
        <thead>
          <tr>
            <th scope="col">Tenant</th>
            <th scope="col">Status</th>
            <th scope="col">SF</th>
            <th scope="col">Rent ($/SF/yr)</th>
            <th scope="col">Escalation</th>
            <th scope="col">Lease Start</th>
            <th scope="col">Lease Expiration</th>
            <th scope="col">Type</th>
            <th scope="col">TI ($/SF)</th>
            <th scope="col">LC</th>
          </tr>
        </thead>
        <tbody>
          {tenants.map((tenant) => (
            <PrintRow
              key={tenant.id}
              tenant={tenant}
              excludedBecause={reasons.get(tenant.id) ?? null}
            />
          ))}
        </tbody>
      </table>
      <p className="report-note">
        Building area {formatNumber(building.buildingArea)} SF ({building.occupiedRows} leases in
        place, {building.vacantRows} vacant {building.vacantRows === 1 ? 'suite' : 'suites'});
        occupancy at the analysis start {formatRatioAsPercent(building.occupancyAtStart)}.
      </p>
    </div>
  )
})
