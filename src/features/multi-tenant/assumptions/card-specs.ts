import type { Scenario } from '../../../finance/cash-flow/types'
import { type ChoiceSpec, type NumberSpec } from '../../../finance/field-specs'
import {
  ASSUMPTION_CHOICES,
  ASSUMPTION_FIELDS,
  MARKET_TERMS_FIELDS,
} from '../../../finance/field-table'
import { formatWithUnit } from '../../../lib/format'
import type { Fallback } from './assumption-field'
import type { AssumptionGroup } from '../scenario/scenario-reducer'

/** A field of a group that may be left empty on purpose, and what empty means there. */
export interface OptionalField<G extends AssumptionGroup> {
  hint: (values: Scenario[G]) => string
  emptyMeaning: string
}

/** An assumption group's card: its fields from the field table and how they read. */
export interface GroupSpec<G extends AssumptionGroup> {
  group: G
  title: string
  subtitle: string
  fields: Record<string, NumberSpec>
  /** The group's choices, shown as selects after its numbers. */
  choices: Record<string, ChoiceSpec>
  /** What an empty or unreadable field means; an optional field's empty is 'clear'. */
  fallback: Exclude<Fallback, 'clear'>
  optional?: Partial<Record<string, OptionalField<G>>>
  /** A line under a field that depends on the group's other values. */
  notes?: (values: Scenario[G]) => Partial<Record<string, string>>
  placeholders?: Record<string, string>
}

export const OPERATING_EXPENSES: GroupSpec<'operatingExpenses'> = {
  group: 'operatingExpenses',
  title: 'Operating Expenses',
  subtitle: 'Per square foot per year; reimbursed by NNN and Modified leases.',
  fields: ASSUMPTION_FIELDS.operatingExpenses,
  choices: ASSUMPTION_CHOICES.operatingExpenses,
  fallback: 'keep',
}

export const DEBT: GroupSpec<'debt'> = {
  group: 'debt',
  title: 'Debt Sizing Parameters',
  subtitle:
    'The loan is sized on the stabilized NOI by DSCR and debt yield (and LTV with a value).',
  fields: ASSUMPTION_FIELDS.debt,
  choices: ASSUMPTION_CHOICES.debt,
  fallback: 'keep',
  optional: {
    propertyValue: {
      hint: () => 'Leave empty to skip the LTV test and the investment returns.',
      emptyMeaning: 'No value is used (no LTV test).',
    },
  },
}

export const EXIT: GroupSpec<'exit'> = {
  group: 'exit',
  title: 'Exit & Refinance Assumptions',
  subtitle:
    "How the property is valued and refinanced at the loan's maturity, and sold after year 10.",
  fields: ASSUMPTION_FIELDS.exit,
  choices: ASSUMPTION_CHOICES.exit,
  fallback: 'keep',
  optional: {
    refinanceRatePercent: {
      hint: () => "Leave empty to use the loan's interest rate.",
      emptyMeaning: "Using the loan's interest rate.",
    },
  },
}

type MarketLeasing = Scenario['marketLeasing']

/** A renewal item left empty is the market value of the same item (PRODUCT.md 10.4). */
function renewalItem(marketKey: keyof typeof MARKET_TERMS_FIELDS): OptionalField<'marketLeasing'> {
  const { unit } = MARKET_TERMS_FIELDS[marketKey]
  return {
    hint: (values) =>
      `Leave empty for the market value (${formatWithUnit(values[marketKey], unit)}).`,
    emptyMeaning: 'Using the market value.',
  }
}

/**
 * Market leasing: the seed's placeholders; an empty input counts as 0, as the seed does, except
 * a renewal item, which is then the market value.
 */
export const MARKET_LEASING: GroupSpec<'marketLeasing'> = {
  group: 'marketLeasing',
  title: 'Market Leasing Assumptions',
  subtitle: 'Leases that roll over get a rent bump, free rent, commissions and TI at market.',
  fields: ASSUMPTION_FIELDS.marketLeasing,
  choices: ASSUMPTION_CHOICES.marketLeasing,
  fallback: 'zero',
  optional: {
    renewalTiPerSf: renewalItem('capexTiPerSf'),
    renewalLeasingCommissionPercent: renewalItem('leasingCommissionPercent'),
    renewalFreeRentMonths: renewalItem('freeRentMonths'),
  },
  notes: (values: MarketLeasing) => ({
    downtimeMonths:
      values.vacancyMethod === 'ruleOfThumb'
        ? 'No effect with the Rule of Thumb vacancy method: choose Downtime to use it.'
        : undefined,
  }),
  placeholders: {
    rentBumpPercent: '5.0',
    leasingCommissionPercent: '3.0',
    capexTiPerSf: '5.00',
    freeRentMonths: '3',
  },
}

export const UNDERWRITING: GroupSpec<'underwriting'> = {
  group: 'underwriting',
  title: 'Underwriting Adjustments',
  subtitle:
    "A lender's vacancy floor, credit loss and capital reserves, and the cash flow the loan is sized on.",
  fields: ASSUMPTION_FIELDS.underwriting,
  choices: ASSUMPTION_CHOICES.underwriting,
  fallback: 'keep',
  notes: () => ({
    generalVacancyPercent: "A floor: each year's vacancy is at least this share of gross rent.",
    capitalReservesPerSf: 'Deducted below NOI; grows with the expense escalation.',
  }),
}
