import type { Scenario } from '../../../finance/cash-flow/types'
import {
  formatCurrency,
  formatCurrencyCents,
  formatMultiple,
  formatNumber,
  formatPercent,
} from '../../../lib/format'

type Line = [label: string, value: string]

/** The assumptions behind the figures, as a lender reads them (the input cards do not print). */
export function assumptionLines({ operatingExpenses: expenses, marketLeasing, debt }: Scenario) {
  const perSF = (value: number) => `${formatCurrencyCents(value)}/SF`
  const operating: Line[] = [
    ['Management Fee', `${formatPercent(expenses.managementFee)} of income`],
    ['Real Estate Taxes', perSF(expenses.realEstateTaxes)],
    ['Insurance', perSF(expenses.insurance)],
    ['Repairs & Maintenance', perSF(expenses.repairs)],
    ['Utilities', perSF(expenses.utilities)],
    ['Other Expenses', perSF(expenses.other)],
    ['Expense Escalation', `${formatPercent(expenses.escalationRate)} a year`],
  ]
  const leasing: Line[] = marketLeasing.enabled
    ? [
        ['Lease Rent Bump', formatPercent(marketLeasing.leaseRentBump)],
        ['Leasing Commissions', formatPercent(marketLeasing.leasingCommissions)],
        ['CapEx/TI', perSF(marketLeasing.capexTI)],
        ['Free Rent', `${formatNumber(marketLeasing.freeRentMonths)} months`],
      ]
    : [['Market Leasing', "Disabled: rollovers keep each tenant's escalation, TI and commission"]]
  const financing: Line[] = [
    ['Interest Rate', formatPercent(debt.interestRate)],
    ['Amortization', `${formatNumber(debt.amortization)} years`],
    ['Interest-Only', `${formatNumber(debt.ioYears)} years`],
    ['Loan Term', `${formatNumber(debt.loanTerm)} years`],
    ['Minimum DSCR', formatMultiple(debt.maxDSCR)],
    ['Maximum Debt Yield', formatPercent(debt.maxDebtYield)],
    [
      'Maximum LTV',
      debt.propertyValue
        ? `${formatPercent(debt.maxLTV)} of ${formatCurrency(debt.propertyValue)}`
        : 'Not applied (no property value)',
    ],
  ]
  return [
    { title: 'Operating Expenses', lines: operating },
    { title: 'Market Leasing', lines: leasing },
    { title: 'Debt Sizing Parameters', lines: financing },
  ]
}

export function AssumptionsPrint({ scenario }: { scenario: Scenario }) {
  return (
    <div className="print-only report-print">
      <h3 className="report-heading">Assumptions</h3>
      <div className="report-assumptions">
        {assumptionLines(scenario).map(({ title, lines }) => (
          <section key={title}>
            <h4 className="report-assumptions__title">{title}</h4>
            <dl>
              {lines.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </div>
  )
}
