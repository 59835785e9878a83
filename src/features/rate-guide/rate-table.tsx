import { ScrollTable } from '../../components/scroll-table'
import { INDICATIVE_RATES } from './indicative-rates'

/** A cell the guide leaves open: a dash on screen, "Varies by lender" for screen readers. */
function Cell({ value }: { value: string | null }) {
  if (value !== null) return <td>{value}</td>
  return (
    <td>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Varies by lender</span>
    </td>
  )
}

/** The indicative rate table; it scrolls sideways inside its own box on narrow screens. */
export function RateTable() {
  return (
    <ScrollTable className="rate-table__scroll" labelledBy="rate-table-caption">
      <table className="data-table rate-table">
        <caption id="rate-table-caption" className="visually-hidden">
          Indicative rates and terms by asset type and loan program
        </caption>
        <thead>
          <tr>
            <th scope="col">Asset / Product</th>
            <th scope="col">Rate</th>
            <th scope="col">Term (yr)</th>
            <th scope="col">Amortization (yr)</th>
            <th scope="col">IO (yr)</th>
          </tr>
        </thead>
        <tbody>
          {INDICATIVE_RATES.map((row) => (
            <tr key={`${row.asset} ${row.product}`}>
              <th scope="row">
                {row.asset} {row.product}
              </th>
              <td>{row.rate}</td>
              <td>{row.termYears}</td>
              <Cell value={row.amortizationYears} />
              <Cell value={row.interestOnlyYears} />
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
