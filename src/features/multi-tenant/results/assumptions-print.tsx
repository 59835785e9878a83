import type { Scenario } from '../../../finance/cash-flow/types'
import { type ChoiceSpec, type NumberSpec } from '../../../finance/field-specs'
import {
  ASSUMPTION_CHOICES,
  ASSUMPTION_FIELDS,
  MARKET_TERMS_FIELDS,
  RENEWAL_FIELDS,
} from '../../../finance/field-table'
import { formatWithUnit } from '../../../lib/format'
import { memoByValue } from '../../../components/memo-by-value'

/** A figure (label and value on one line), or a sentence that may wrap (`text`). */
type Line = [label: string, value: string, kind?: 'text']

/** Each field of a group as a line: its label and its value in its unit (`empty` if none). */
function lines(fields: Record<string, NumberSpec>, values: object, empty = 'Not given'): Line[] {
  return Object.entries(fields).map(([key, spec]) => {
    const value = (values as Record<string, number | null>)[key]
    return [
      spec.label,
      value === null || value === undefined ? empty : formatWithUnit(value, spec.unit),
    ]
  })
}

/** Each choice of a group as a line: its label and the name of the option chosen. */
function choiceLines(choices: Record<string, ChoiceSpec>, values: object): Line[] {
  return Object.entries(choices).map(([key, spec]) => [
    spec.label,
    spec.options[(values as Record<string, string>)[key]!] ?? '',
  ])
}

/** Market leasing when enabled: the market terms, renewal and downtime (an empty item is market). */
function leasingLines(marketLeasing: Scenario['marketLeasing']): Line[] {
  return [
    ...lines(MARKET_TERMS_FIELDS, marketLeasing),
    ...lines(RENEWAL_FIELDS, marketLeasing, 'Market value'),
    ...choiceLines(ASSUMPTION_CHOICES.marketLeasing, marketLeasing),
  ]
}

/** The assumptions behind the figures, as a lender reads them (the input cards do not print). */
export function assumptionLines(scenario: Scenario) {
  const { operatingExpenses, marketLeasing, underwriting, debt, exit } = scenario
  const leasing: Line[] = marketLeasing.enabled
    ? leasingLines(marketLeasing)
    : [
        [
          'Market Leasing',
          "Disabled: rollovers keep each tenant's escalation, TI and commission",
          'text',
        ],
      ]
  const financing = lines(ASSUMPTION_FIELDS.debt, debt)
  if (debt.propertyValue === null)
    financing.push(['LTV Test', 'Not applied (no property value)', 'text'])
  return [
    {
      title: 'Operating Expenses',
      lines: lines(ASSUMPTION_FIELDS.operatingExpenses, operatingExpenses),
    },
    { title: 'Market Leasing', lines: leasing },
    {
      title: 'Underwriting Adjustments',
      lines: [
        ...lines(ASSUMPTION_FIELDS.underwriting, underwriting),
        ...choiceLines(ASSUMPTION_CHOICES.underwriting, underwriting),
      ],
    },
    { title: 'Debt Sizing Parameters', lines: financing },
    {
      title: 'Exit & Refinance',
      lines: lines(ASSUMPTION_FIELDS.exit, {
        ...exit,
        refinanceRatePercent: exit.refinanceRatePercent ?? debt.interestRatePercent,
      }),
    },
  ]
}

export const AssumptionsPrint = memoByValue(function AssumptionsPrint({
  scenario,
}: {
  scenario: Scenario
}) {
  return (
    <div className="print-only report-print">
      <h3 className="report-heading">Assumptions</h3>
      <div className="report-assumptions">
        {assumptionLines(scenario).map(({ title, lines: items }) => (
          <section key={title}>
            <h4 className="report-assumptions__title">{title}</h4>
            <dl>
              {items.map(([label, value, kind]) => (
                <div key={label} className={kind && 'report-assumptions__text'}>
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
})
