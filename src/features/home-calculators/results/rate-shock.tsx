import { Card } from '../../../components/card'
import type { MortgageInput, MortgageResult, RateShock } from '../../../finance/mortgage'
import { formatCurrency, formatDscr, formatNumber } from '../../../lib/format'
import { ScrollTable } from '../../../components/scroll-table'

/** Payment and DSCR if a variable rate rises 1 and 2 points. */
export function RateShockTable({
  input,
  result,
}: {
  input: MortgageInput
  result: MortgageResult
}) {
  if (!result.rateShock) return null
  const rows: (RateShock & { label: string })[] = [
    {
      label: 'Current rate',
      rateIncreasePoints: 0,
      annualRatePercent: input.annualRatePercent,
      monthlyPayment: result.monthlyPayment,
      dscr: result.dscr,
    },
    ...result.rateShock.map((shock) => ({
      ...shock,
      label: `+${shock.rateIncreasePoints.toFixed(2)} points`,
    })),
  ]
  return (
    <Card
      title="Rate Shock"
      subtitle="A variable rate can rise: the payment and DSCR if it goes up by 1 or 2 percentage points."
      className="rate-shock"
    >
      <ScrollTable label="Payment and DSCR at higher rates">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Scenario</th>
              <th scope="col">Interest Rate</th>
              <th scope="col">Monthly Payment</th>
              <th scope="col">DSCR</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{formatNumber(row.annualRatePercent)}%</td>
                <td>{formatCurrency(row.monthlyPayment)}</td>
                <td>{formatDscr(row.dscr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </Card>
  )
}
