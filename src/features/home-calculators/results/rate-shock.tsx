import { Card } from '../../../components/card'
import type { MortgageInput, MortgageResult, RateShock } from '../../../finance/mortgage'
import { formatCurrency, formatDscr, formatNumber } from '../../../lib/format'
import { FigureTable } from '../../../components/figure-table'
import { rowsByLabel } from '../../../lib/figure-grid'

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
      <FigureTable
        label="Payment and DSCR at higher rates"
        columns={['Scenario', 'Interest Rate', 'Monthly Payment', 'DSCR']}
        rows={rowsByLabel(rows, (row) => [
          { content: `${formatNumber(row.annualRatePercent)}%` },
          { content: formatCurrency(row.monthlyPayment) },
          { content: formatDscr(row.dscr) },
        ])}
      />
    </Card>
  )
}
