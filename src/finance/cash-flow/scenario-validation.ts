import { isFiniteNumber, MAX_AMOUNT, type InputProblem } from '../problems'
import type { DebtInputs, MarketLeasing, OperatingExpenses, Scenario } from './types'

interface Rule {
  field: string
  label: string
  min: number
  /** Whether `min` itself is allowed. */
  minIncluded: boolean
  max: number
}

const amount = (field: string, label: string): Rule => ({
  field,
  label,
  min: 0,
  minIncluded: true,
  max: MAX_AMOUNT,
})
const growthPercent = (field: string, label: string): Rule => ({
  field,
  label,
  min: -100,
  minIncluded: false,
  max: 100,
})

const OPERATING_EXPENSE_RULES: Rule[] = [
  amount('managementFee', 'Management Fee (%)'),
  amount('realEstateTaxes', 'Real Estate Taxes'),
  amount('insurance', 'Insurance'),
  amount('repairs', 'Repairs & Maintenance'),
  amount('utilities', 'Utilities'),
  amount('other', 'Other Expenses'),
  growthPercent('escalationRate', 'Expense Escalation (%)'),
]

const MARKET_LEASING_RULES: Rule[] = [
  growthPercent('leaseRentBump', 'Lease Rent Bump (%)'),
  amount('leasingCommissions', 'Leasing Commissions (%)'),
  amount('capexTI', 'CapEx/TI ($/SF)'),
  // Any number: the engine clamps free rent to 0-12 months (PRODUCT.md 4.3).
  {
    field: 'freeRentMonths',
    label: 'Free Rent (Months)',
    min: -Infinity,
    minIncluded: true,
    max: Infinity,
  },
]

const DEBT_RULES: Rule[] = [
  { field: 'interestRate', label: 'Interest Rate (%)', min: 0, minIncluded: true, max: 100 },
  { field: 'amortization', label: 'Amortization (Years)', min: 0, minIncluded: false, max: 50 },
  { field: 'ioYears', label: 'Interest-Only (Years)', min: 0, minIncluded: true, max: 50 },
  { field: 'loanTerm', label: 'Loan Term (Years)', min: 0, minIncluded: false, max: 50 },
  { field: 'maxDSCR', label: 'Minimum DSCR', min: 0, minIncluded: false, max: 100 },
  { field: 'maxDebtYield', label: 'Maximum Debt Yield (%)', min: 0, minIncluded: false, max: 100 },
  { field: 'maxLTV', label: 'Maximum LTV (%)', min: 0, minIncluded: false, max: 100 },
]

const PROPERTY_VALUE_RULE: Rule = {
  field: 'propertyValue',
  label: 'Property Value',
  min: 0,
  minIncluded: false,
  max: MAX_AMOUNT,
}

/** The problem with one number, or null when it is within its rule's range. */
export function checkRule(rule: Rule, value: unknown): InputProblem | null {
  const { field, label, min, minIncluded, max } = rule
  const aboveMin = isFiniteNumber(value) && (minIncluded ? value >= min : value > min)
  if (aboveMin && value <= max) return null
  const bounds = [
    Number.isFinite(min) ? (minIncluded ? `at least ${min}` : `greater than ${min}`) : '',
    Number.isFinite(max) ? `at most ${max.toLocaleString('en-US')}` : '',
  ].filter(Boolean)
  return {
    field,
    message: `${label} must be a number${bounds.length > 0 ? ` ${bounds.join(' and ')}` : ''}.`,
  }
}

function checkRules<T extends object>(rules: Rule[], values: T): InputProblem[] {
  return rules
    .map((rule) => checkRule(rule, (values as Record<string, unknown>)[rule.field]))
    .filter((problem) => problem !== null)
}

export const operatingExpenseProblems = (values: OperatingExpenses) =>
  checkRules(OPERATING_EXPENSE_RULES, values)
export const marketLeasingProblems = (values: MarketLeasing) =>
  checkRules(MARKET_LEASING_RULES, values)
export function debtProblems(values: DebtInputs): InputProblem[] {
  const problems = checkRules(DEBT_RULES, values)
  if (values.propertyValue !== undefined) {
    const problem = checkRule(PROPERTY_VALUE_RULE, values.propertyValue)
    if (problem) problems.push(problem)
  }
  return problems
}

/** Every problem with the scenario's assumptions (tenant rows are checked separately). */
export function scenarioProblems(scenario: Omit<Scenario, 'tenants'>): InputProblem[] {
  return [
    ...operatingExpenseProblems(scenario.operatingExpenses),
    ...marketLeasingProblems(scenario.marketLeasing),
    ...debtProblems(scenario.debt),
  ]
}
