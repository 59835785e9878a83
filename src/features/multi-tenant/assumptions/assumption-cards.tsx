import { memo } from 'react'
import { Card } from '../../../components/card'
import { SelectField } from '../../../components/select-field'
import { assumptionProblems } from '../../../finance/cash-flow/scenario-validation'
import type { Scenario } from '../../../finance/cash-flow/types'
import type { ChoiceSpec } from '../../../finance/field-specs'
import type { Rule } from '../../../finance/problems'
import { AssumptionField } from './assumption-field'
import {
  DEBT,
  EXIT,
  MARKET_LEASING,
  OPERATING_EXPENSES,
  UNDERWRITING,
  type GroupSpec,
} from './card-specs'
import type { AssumptionGroup } from '../scenario/scenario-reducer'

type Patch<G extends AssumptionGroup> = Partial<Scenario[G]>

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

/** A choice field of the field table as a labelled select of its options. */
function ChoiceField(props: { spec: ChoiceSpec; value: string; onValue: (value: string) => void }) {
  const options = Object.entries(props.spec.options).map(([value, label]) => ({ value, label }))
  return (
    <SelectField
      label={props.spec.label}
      value={props.value}
      options={options}
      onChange={props.onValue}
    />
  )
}

/** One AssumptionField per number of the group, then its choices, in field table order. */
function GroupFields<G extends AssumptionGroup>(props: CardProps<G> & { spec: GroupSpec<G> }) {
  const { spec, values, onChange } = props
  const check = checker(spec.group, values)
  const current = values as unknown as Record<string, number | null>
  const notes = spec.notes?.(values) ?? {}
  return (
    <div className="form-grid">
      {Object.entries(spec.fields).map(([key, field]) => {
        const optional = spec.optional?.[key]
        return (
          <AssumptionField
            key={key}
            spec={field}
            value={current[key] ?? null}
            check={check(key)}
            onValue={(value) => onChange({ [key]: value } as Patch<G>)}
            fallback={optional ? 'clear' : spec.fallback}
            emptyMeaning={optional?.emptyMeaning}
            placeholder={spec.placeholders?.[key]}
            hint={notes[key] ?? optional?.hint(values)}
          />
        )
      })}
      {Object.entries(spec.choices).map(([key, choice]) => (
        <ChoiceField
          key={key}
          spec={choice}
          value={(values as unknown as Record<string, string>)[key]!}
          onValue={(value) => onChange({ [key]: value } as Patch<G>)}
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

export const OperatingExpensesCard = memo(function OperatingExpensesCard(
  props: CardProps<'operatingExpenses'>,
) {
  return <GroupCard spec={OPERATING_EXPENSES} {...props} />
})

/** General vacancy, credit loss, capital reserves and what the loan is sized on (10.3). */
export const UnderwritingCard = memo(function UnderwritingCard(props: CardProps<'underwriting'>) {
  return <GroupCard spec={UNDERWRITING} {...props} />
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
