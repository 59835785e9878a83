import { useId } from 'react'
import {
  debtProblems,
  marketLeasingProblems,
  operatingExpenseProblems,
} from '../../../finance/cash-flow/scenario-validation'
import type { DebtInputs, MarketLeasing, OperatingExpenses } from '../../../finance/cash-flow/types'
import type { InputProblem } from '../../../finance/problems'
import { AssumptionField } from './assumption-field'
import type { DebtField, MarketLeasingField } from './scenario-reducer'

/** The engine's message for `field` if the values had `value` there, or null. */
function checker<T extends object>(values: T, problems: (values: T) => InputProblem[]) {
  return (field: keyof T & string) => (value: number) =>
    problems({ ...values, [field]: value }).find((problem) => problem.field === field)?.message ??
    null
}

type ExpenseField = keyof OperatingExpenses

const EXPENSE_FIELDS: [ExpenseField, string, number][] = [
  ['managementFee', 'Management Fee (%)', 0.1],
  ['realEstateTaxes', 'Real Estate Taxes ($/SF)', 0.25],
  ['insurance', 'Insurance ($/SF)', 0.25],
  ['repairs', 'Repairs & Maintenance ($/SF)', 0.25],
  ['utilities', 'Utilities ($/SF)', 0.25],
  ['other', 'Other Expenses ($/SF)', 0.25],
  ['escalationRate', 'Expense Escalation (%)', 0.1],
]

export function OperatingExpensesCard(props: {
  values: OperatingExpenses
  onChange: (field: ExpenseField, value: number) => void
}) {
  const headingId = useId()
  const check = checker(props.values, operatingExpenseProblems)
  return (
    <section className="card assumption-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Operating Expenses
      </h2>
      <p className="card__subtitle">
        Per square foot per year; reimbursed by NNN and Modified leases.
      </p>
      <div className="form-grid">
        {EXPENSE_FIELDS.map(([field, label, step]) => (
          <AssumptionField
            key={field}
            label={label}
            value={props.values[field]}
            check={check(field)}
            onValue={(value) => props.onChange(field, value ?? 0)}
            fallback="keep"
            step={step}
          />
        ))}
      </div>
    </section>
  )
}

const MARKET_FIELDS: [MarketLeasingField, string, string, number][] = [
  ['leaseRentBump', 'Lease Rent Bump (%)', '5.0', 0.5],
  ['leasingCommissions', 'Leasing Commissions (%)', '3.0', 0.5],
  ['capexTI', 'CapEx/TI ($/SF)', '5.00', 0.25],
  ['freeRentMonths', 'Free Rent (Months)', '3', 1],
]

export function MarketLeasingCard(props: {
  values: MarketLeasing
  onEnabled: (enabled: boolean) => void
  onChange: (field: MarketLeasingField, value: number) => void
}) {
  const headingId = useId()
  const stateId = useId()
  const { enabled } = props.values
  const check = checker(props.values, marketLeasingProblems)
  return (
    <section className="card assumption-card" aria-labelledby={headingId}>
      <div className="assumption-card__header">
        <h2 id={headingId} className="card__title">
          Market Leasing Assumptions
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={`${headingId} ${stateId}`}
          className={`switch${enabled ? ' switch--on' : ''}`}
          onClick={() => props.onEnabled(!enabled)}
        >
          <span className="switch__track" aria-hidden="true">
            <span className="switch__thumb" />
          </span>
          <span id={stateId}>{enabled ? 'Enabled' : 'Disabled'}</span>
        </button>
      </div>
      <p className="card__subtitle">
        {enabled
          ? 'Leases that roll over get a rent bump, free rent, commissions and TI at market.'
          : "Leases that roll over continue at the tenant's escalation, TI and commission."}
      </p>
      {enabled ? (
        <div className="form-grid">
          {MARKET_FIELDS.map(([field, label, placeholder, step]) => (
            <AssumptionField
              key={field}
              label={label}
              value={props.values[field]}
              check={check(field)}
              onValue={(value) => props.onChange(field, value ?? 0)}
              fallback="zero"
              placeholder={placeholder}
              step={step}
              integer={field === 'freeRentMonths'}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}

const DEBT_FIELDS: [DebtField, string, number][] = [
  ['interestRate', 'Interest Rate (%)', 0.01],
  ['amortization', 'Amortization (Years)', 1],
  ['ioYears', 'Interest-Only (Years)', 1],
  ['loanTerm', 'Loan Term (Years)', 1],
  ['maxDSCR', 'Minimum DSCR', 0.01],
  ['maxDebtYield', 'Maximum Debt Yield (%)', 0.1],
  ['maxLTV', 'Maximum LTV (%)', 1],
]

export function DebtCard(props: {
  values: DebtInputs
  onChange: (field: DebtField, value: number) => void
  onPropertyValue: (value: number | undefined) => void
}) {
  const headingId = useId()
  const check = checker(props.values, debtProblems)
  return (
    <section className="card assumption-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        Debt Sizing Parameters
      </h2>
      <p className="card__subtitle">
        The loan is sized on the stabilized NOI by DSCR and debt yield (and LTV with a value).
      </p>
      <div className="form-grid">
        {DEBT_FIELDS.map(([field, label, step]) => (
          <AssumptionField
            key={field}
            label={label}
            value={props.values[field]}
            check={check(field)}
            onValue={(value) => props.onChange(field, value ?? 0)}
            fallback="keep"
            step={step}
          />
        ))}
        <AssumptionField
          label="Property Value (optional)"
          value={props.values.propertyValue}
          check={check('propertyValue')}
          onValue={props.onPropertyValue}
          fallback="clear"
          thousands
          step={100_000}
          hint="Leave empty to skip the LTV test."
        />
      </div>
    </section>
  )
}
