import { memo } from 'react'
import { Card } from '../../../components/card'
import { assumptionProblems } from '../../../finance/cash-flow/scenario-validation'
import type { Scenario } from '../../../finance/cash-flow/types'
import { ASSUMPTION_FIELDS, type NumberSpec } from '../../../finance/field-table'
import type { Rule } from '../../../finance/problems'
import { AssumptionField, type Fallback } from './assumption-field'
import type { AssumptionGroup } from '../scenario/scenario-reducer'

type Patch<G extends AssumptionGroup> = Partial<Scenario[G]>

/** The field of a group that may be left empty on purpose, and what empty means there. */
interface OptionalField {
  key: string
  hint: string
  emptyMeaning: string
}

/** An assumption group's card: its fields from the field table and how they read. */
interface GroupSpec<G extends AssumptionGroup> {
  group: G
  title: string
  subtitle: string
  fields: Record<string, NumberSpec>
  /** What an empty or unreadable field means; the optional field's empty is 'clear'. */
  fallback: Exclude<Fallback, 'clear'>
  optional?: OptionalField
  placeholders?: Record<string, string>
}

interface CardProps<G extends AssumptionGroup> {
  values: Scenario[G]
  onChange: (patch: Patch<G>) => void
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
function GroupFields<G extends AssumptionGroup>(props: CardProps<G> & { spec: GroupSpec<G> }) {
  const { spec, values, onChange } = props
  const check = checker(spec.group, values)
  const current = values as unknown as Record<string, number | null>
  const optional = (key: string) => (spec.optional?.key === key ? spec.optional : undefined)
  return (
    <div className="form-grid">
      {Object.entries(spec.fields).map(([key, field]) => (
        <AssumptionField
          key={key}
          spec={field}
          value={current[key] ?? null}
          check={check(key)}
          onValue={(value) => onChange({ [key]: value } as Patch<G>)}
          fallback={optional(key) ? 'clear' : spec.fallback}
          emptyMeaning={optional(key)?.emptyMeaning}
          placeholder={spec.placeholders?.[key]}
          hint={optional(key)?.hint}
        />
      ))}
    </div>
  )
}

/** The card of an assumption group whose fields always show. */
function GroupCard<G extends AssumptionGroup>(props: CardProps<G> & { spec: GroupSpec<G> }) {
  const { title, subtitle } = props.spec
  return (
    <Card className="assumption-card" title={title} subtitle={subtitle}>
      <GroupFields {...props} />
    </Card>
  )
}

const OPERATING_EXPENSES: GroupSpec<'operatingExpenses'> = {
  group: 'operatingExpenses',
  title: 'Operating Expenses',
  subtitle: 'Per square foot per year; reimbursed by NNN and Modified leases.',
  fields: ASSUMPTION_FIELDS.operatingExpenses,
  fallback: 'keep',
}

const DEBT: GroupSpec<'debt'> = {
  group: 'debt',
  title: 'Debt Sizing Parameters',
  subtitle:
    'The loan is sized on the stabilized NOI by DSCR and debt yield (and LTV with a value).',
  fields: ASSUMPTION_FIELDS.debt,
  fallback: 'keep',
  optional: {
    key: 'propertyValue',
    hint: 'Leave empty to skip the LTV test and the investment returns.',
    emptyMeaning: 'No value is used (no LTV test).',
  },
}

const EXIT: GroupSpec<'exit'> = {
  group: 'exit',
  title: 'Exit & Refinance Assumptions',
  subtitle:
    "How the property is valued and refinanced at the loan's maturity, and sold after year 10.",
  fields: ASSUMPTION_FIELDS.exit,
  fallback: 'keep',
  optional: {
    key: 'refinanceRatePercent',
    hint: "Leave empty to use the loan's interest rate.",
    emptyMeaning: "Using the loan's interest rate.",
  },
}

/** Market leasing: the seed's placeholders; an empty input counts as 0, as the seed does. */
const MARKET_LEASING: GroupSpec<'marketLeasing'> = {
  group: 'marketLeasing',
  title: 'Market Leasing Assumptions',
  subtitle: 'Leases that roll over get a rent bump, free rent, commissions and TI at market.',
  fields: ASSUMPTION_FIELDS.marketLeasing,
  fallback: 'zero',
  placeholders: {
    rentBumpPercent: '5.0',
    leasingCommissionPercent: '3.0',
    capexTiPerSf: '5.00',
    freeRentMonths: '3',
  },
}

export const OperatingExpensesCard = memo(function OperatingExpensesCard(
  props: CardProps<'operatingExpenses'>,
) {
  return <GroupCard spec={OPERATING_EXPENSES} {...props} />
})

export const DebtCard = memo(function DebtCard(props: CardProps<'debt'>) {
  return <GroupCard spec={DEBT} {...props} />
})

export const ExitCard = memo(function ExitCard(props: CardProps<'exit'>) {
  return <GroupCard spec={EXIT} {...props} />
})

/** Market leasing, with a switch: when off, its fields hide and rollovers keep tenant terms. */
export const MarketLeasingCard = memo(function MarketLeasingCard(
  props: CardProps<'marketLeasing'>,
) {
  const { values, onChange } = props
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
      title={MARKET_LEASING.title}
      actions={toggle}
      subtitle={
        enabled
          ? MARKET_LEASING.subtitle
          : "Leases that roll over continue at the tenant's escalation, TI and commission."
      }
    >
      {enabled ? <GroupFields spec={MARKET_LEASING} {...props} /> : null}
    </Card>
  )
})
