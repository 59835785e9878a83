import { Card } from '../../../components/card'
import { assumptionProblems } from '../../../finance/cash-flow/scenario-validation'
import type { Scenario } from '../../../finance/cash-flow/types'
import {
  DEBT_FIELDS,
  EXIT_FIELDS,
  MARKET_LEASING_FIELDS,
  OPERATING_EXPENSE_FIELDS,
  type NumberSpec,
} from '../../../finance/field-table'
import type { Rule } from '../../../finance/problems'
import { AssumptionField, type Fallback } from './assumption-field'
import type { AssumptionGroup } from './scenario-reducer'

type Patch<G extends AssumptionGroup> = Partial<Scenario[G]>

interface GroupFieldsProps<G extends AssumptionGroup> {
  group: G
  fields: Record<string, NumberSpec>
  values: Scenario[G]
  onChange: (patch: Patch<G>) => void
  fallback: (key: string) => Fallback
  placeholders?: Record<string, string>
  hints?: Record<string, string>
  /** What an empty optional field means (fallback 'clear'). */
  emptyMeanings?: Record<string, string>
}

/** The rule a value would break in its group, given the group's other values (or null). */
function checker<G extends AssumptionGroup>(group: G, values: Scenario[G]) {
  return (key: string) =>
    (value: number): Rule | null =>
      assumptionProblems(group, { ...values, [key]: value }).find(
        (problem) => problem.field === `${group}.${key}`,
      )?.rule ?? null
}

/** One AssumptionField per field of the group, in field table order. */
function GroupFields<G extends AssumptionGroup>(props: GroupFieldsProps<G>) {
  const { group, fields, values, onChange } = props
  const check = checker(group, values)
  const current = values as unknown as Record<string, number | null>
  return (
    <div className="form-grid">
      {Object.entries(fields).map(([key, spec]) => (
        <AssumptionField
          key={key}
          spec={spec}
          value={current[key] ?? null}
          check={check(key)}
          onValue={(value) => onChange({ [key]: value } as Patch<G>)}
          fallback={props.fallback(key)}
          emptyMeaning={props.emptyMeanings?.[key]}
          placeholder={props.placeholders?.[key]}
          hint={props.hints?.[key]}
        />
      ))}
    </div>
  )
}

interface CardProps<G extends AssumptionGroup> {
  values: Scenario[G]
  onChange: (patch: Patch<G>) => void
}

export function OperatingExpensesCard({ values, onChange }: CardProps<'operatingExpenses'>) {
  return (
    <Card
      className="assumption-card"
      title="Operating Expenses"
      subtitle="Per square foot per year; reimbursed by NNN and Modified leases."
    >
      <GroupFields
        group="operatingExpenses"
        fields={OPERATING_EXPENSE_FIELDS}
        values={values}
        onChange={onChange}
        fallback={() => 'keep'}
      />
    </Card>
  )
}

/** The seed's placeholders of the market leasing inputs. */
const MARKET_PLACEHOLDERS = {
  rentBumpPercent: '5.0',
  leasingCommissionPercent: '3.0',
  capexTiPerSf: '5.00',
  freeRentMonths: '3',
}

export function MarketLeasingCard({ values, onChange }: CardProps<'marketLeasing'>) {
  const { enabled } = values
  // The switch's name is what it turns on; aria-checked says whether it is.
  const toggle = (
    <button
      type="button"
      role="switch"
      aria-checked={enabled}
      aria-label="Market Leasing"
      className={`switch${enabled ? ' switch--on' : ''}`}
      onClick={() => onChange({ enabled: !enabled })}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span aria-hidden="true">{enabled ? 'Enabled' : 'Disabled'}</span>
    </button>
  )
  return (
    <Card
      className="assumption-card"
      title="Market Leasing Assumptions"
      actions={toggle}
      subtitle={
        enabled
          ? 'Leases that roll over get a rent bump, free rent, commissions and TI at market.'
          : "Leases that roll over continue at the tenant's escalation, TI and commission."
      }
    >
      {enabled ? (
        <GroupFields
          group="marketLeasing"
          fields={MARKET_LEASING_FIELDS}
          values={values}
          onChange={onChange}
          fallback={() => 'zero'}
          placeholders={MARKET_PLACEHOLDERS}
        />
      ) : null}
    </Card>
  )
}

export function DebtCard({ values, onChange }: CardProps<'debt'>) {
  return (
    <Card
      className="assumption-card"
      title="Debt Sizing Parameters"
      subtitle="The loan is sized on the stabilized NOI by DSCR and debt yield (and LTV with a value)."
    >
      <GroupFields
        group="debt"
        fields={DEBT_FIELDS}
        values={values}
        onChange={onChange}
        fallback={(key) => (key === 'propertyValue' ? 'clear' : 'keep')}
        hints={{ propertyValue: 'Leave empty to skip the LTV test and the investment returns.' }}
        emptyMeanings={{ propertyValue: 'No value is used (no LTV test).' }}
      />
    </Card>
  )
}

export function ExitCard({ values, onChange }: CardProps<'exit'>) {
  return (
    <Card
      className="assumption-card"
      title="Exit & Refinance Assumptions"
      subtitle="How the property is valued and refinanced at the loan's maturity, and sold after year 10."
    >
      <GroupFields
        group="exit"
        fields={EXIT_FIELDS}
        values={values}
        onChange={onChange}
        fallback={(key) => (key === 'refinanceRatePercent' ? 'clear' : 'keep')}
        hints={{ refinanceRatePercent: "Leave empty to use the loan's interest rate." }}
        emptyMeanings={{ refinanceRatePercent: "Using the loan's interest rate." }}
      />
    </Card>
  )
}
