/**
 * Every number a user enters on the multi-tenant page, once: its label, unit, allowed range and
 * default (the home calculators' are in calculator-fields.ts; field-specs.ts says how a field is
 * described). Engines validate from this table, forms and cards render from it, the scenario codec
 * reads and writes through it, and tests import it. Problems travel as data (`{ field, rule }`);
 * the UI writes the words.
 */

import { FIRST_YEAR, LAST_YEAR } from './calendar-date'
import { MAX_LOAN_FIELDS } from './calculator-fields'
import {
  defaultsOf,
  growth,
  interestRate,
  money,
  months,
  percent,
  perSf,
  years,
  type ChoiceSpec,
  type NumberSpec,
} from './field-specs'

// ---- Multi-tenant scenario (PRODUCT.md 4.3, 4.4, 9.2) ----

export const OPERATING_EXPENSE_FIELDS = {
  managementFeePercent: { ...percent('Management Fee (%)', 3), json: 'managementFee' },
  realEstateTaxesPerSf: perSf('Real Estate Taxes ($/SF)', 'realEstateTaxes', 8.5),
  insurancePerSf: perSf('Insurance ($/SF)', 'insurance', 1.25),
  repairsPerSf: perSf('Repairs & Maintenance ($/SF)', 'repairs', 2),
  utilitiesPerSf: perSf('Utilities ($/SF)', 'utilities', 3.75),
  otherPerSf: perSf('Other Expenses ($/SF)', 'other', 1.5),
  escalationPercent: growth('Expense Escalation (%)', 'escalationRate', 3),
} as const satisfies Record<string, NumberSpec>

/** How a lease that rolls over is re-let at market (PRODUCT.md 4.3). */
export const MARKET_TERMS_FIELDS = {
  rentBumpPercent: { ...growth('Lease Rent Bump (%)', 'leaseRentBump', 5), step: 0.5 },
  leasingCommissionPercent: {
    ...percent('Leasing Commissions (%)', 3, 100, 0.5),
    json: 'leasingCommissions',
  },
  capexTiPerSf: perSf('CapEx/TI ($/SF)', 'capexTI', 5),
  freeRentMonths: months('Free Rent (Months)', 3),
} as const satisfies Record<string, NumberSpec>

/**
 * The chance that a tenant renews, the months a space stands empty when it does not, and the
 * renewal's own terms (PRODUCT.md 10.4). An empty renewal item is the market value of the same
 * item. With the defaults (certain renewal, no downtime) every rollover is as in 4.3.
 */
export const RENEWAL_FIELDS = {
  renewalProbabilityPercent: {
    ...percent('Renewal Probability (%)', 100, 100, 5),
    json: 'renewalProbability',
  },
  downtimeMonths: months('Downtime (Months)', 0),
  renewalTiPerSf: { ...perSf('Renewal TI ($/SF)', 'renewalTI', null), optional: true },
  renewalLeasingCommissionPercent: {
    ...percent('Renewal Leasing Commissions (%)', null, 100, 0.5),
    json: 'renewalLeasingCommissions',
    optional: true,
  },
  renewalFreeRentMonths: {
    ...months('Renewal Free Rent (Months)', null),
    json: 'renewalFreeRent',
    optional: true,
  },
} as const satisfies Record<string, NumberSpec>

/** The market leasing card's numbers: the market terms, then renewal and downtime. */
export const MARKET_LEASING_FIELDS = {
  ...MARKET_TERMS_FIELDS,
  ...RENEWAL_FIELDS,
} as const satisfies Record<string, NumberSpec>

/**
 * How the vacancy of a rolled lease is modelled (PRODUCT.md 10.4): the rule of thumb of 4.3
 * (10% of rent in an expiration year and the year after, 5% otherwise), or the downtime months.
 */
export const VACANCY_METHOD = {
  label: 'Vacancy Method',
  options: { ruleOfThumb: 'Rule of Thumb', downtime: 'Downtime' },
  default: 'ruleOfThumb',
} as const satisfies ChoiceSpec
export type VacancyMethod = keyof typeof VACANCY_METHOD.options

/**
 * The lender's adjustments below the rent roll (PRODUCT.md 10.3): a vacancy floor, a credit loss
 * on collected rent and a capital reserve below NOI, all 0 by default.
 */
export const UNDERWRITING_FIELDS = {
  generalVacancyPercent: { ...percent('General Vacancy (%)', 0, 50), json: 'generalVacancy' },
  creditLossPercent: { ...percent('Credit Loss (%)', 0, 20), json: 'creditLoss' },
  capitalReservesPerSf: {
    ...perSf('Capital Reserves ($/SF/yr)', 'capitalReserves', 0),
    max: 100,
    step: 0.05,
  },
  /** A reserve for future TI and leasing commissions, below NOI in Underwritten NCF only (11.6). */
  tiLcReservePerSf: {
    ...perSf('TI/LC Reserve ($/SF/yr)', 'tiLcReserve', 0),
    max: 100,
    step: 0.05,
  },
} as const satisfies Record<string, NumberSpec>

/**
 * The yearly figure the loan is sized on: NOI, or Underwritten NCF (NOI - capital reserves - TI/LC
 * reserve, PRODUCT.md 11.6).
 */
export const SIZE_LOAN_ON = {
  label: 'Size Loan On',
  options: { NOI: 'NOI', NCF: 'Underwritten NCF' },
  default: 'NOI',
  json: 'sizeOn',
} as const satisfies ChoiceSpec
export type SizeLoanOn = keyof typeof SIZE_LOAN_ON.options

/** The loan terms every scenario has. */
export const LOAN_FIELDS = {
  interestRatePercent: { ...interestRate(6.5), json: 'interestRate' },
  amortizationYears: { ...years('Amortization (Years)', [0, false], 25), json: 'amortization' },
  interestOnlyYears: { ...years('Interest-Only (Years)', [0, true], 2), json: 'ioYears' },
  loanTermYears: { ...years('Loan Term (Years)', [0, false], 10), json: 'loanTerm' },
  minDscr: { ...MAX_LOAN_FIELDS.minDscr, min: 0, minIncluded: false, json: 'maxDSCR' },
  maxDebtYieldPercent: {
    ...percent('Maximum Debt Yield (%)', 10),
    minIncluded: false,
    json: 'maxDebtYield',
  },
  maxLtvPercent: { ...percent('Maximum LTV (%)', 75, 100, 1), minIncluded: false, json: 'maxLTV' },
} as const satisfies Record<string, NumberSpec>

/** The debt card's fields: the loan terms and the optional property value (no LTV test without). */
export const DEBT_FIELDS = {
  ...LOAN_FIELDS,
  propertyValue: { ...money('Property Value (optional)', 0, false), step: 100_000, optional: true },
} as const satisfies Record<string, NumberSpec>

/**
 * The exit and refinance assumptions (PRODUCT.md 9.2, 9.3). An empty refinance rate means the
 * loan's own interest rate.
 */
export const EXIT_FIELDS = {
  exitCapRatePercent: {
    ...percent('Exit Cap Rate (%)', 8, 25, 0.25),
    minIncluded: false,
    json: 'exitCapRate',
  },
  refinanceRatePercent: {
    ...percent('Refinance Rate (%)', null, 100, 0.01),
    json: 'refinanceRate',
    optional: true,
  },
  sellingCostsPercent: { ...percent('Selling Costs (%)', 2, 20, 0.5), json: 'sellingCosts' },
} as const satisfies Record<string, NumberSpec>

/**
 * The scenario's groups of number assumptions and the fields of each: the cards that edit them,
 * the printed report, the problem messages and the validation all read this one map.
 */
export const ASSUMPTION_FIELDS = {
  operatingExpenses: OPERATING_EXPENSE_FIELDS,
  marketLeasing: MARKET_LEASING_FIELDS,
  underwriting: UNDERWRITING_FIELDS,
  debt: DEBT_FIELDS,
  exit: EXIT_FIELDS,
} as const satisfies Record<string, Record<string, NumberSpec>>

/** Each group's choice fields, read, checked and shown like its numbers. */
export const ASSUMPTION_CHOICES = {
  operatingExpenses: {},
  marketLeasing: { vacancyMethod: VACANCY_METHOD },
  underwriting: { sizeLoanOn: SIZE_LOAN_ON },
  debt: {},
  exit: {},
} as const satisfies Record<keyof typeof ASSUMPTION_FIELDS, Record<string, ChoiceSpec>>

/** Fields whose upper bound is another field of the same group (`{ field: other }`). */
export const DEBT_AT_MOST = { interestOnlyYears: 'loanTermYears' } as const

// ---- The analysis timeline (PRODUCT.md 11.1, 11.2) ----

/** The first month of the analysis, "YYYY-MM" (a month input). */
export const ANALYSIS_START = { label: 'Analysis Start', json: 'analysisStart' } as const

/**
 * What a rent roll's base rents are: the rent in effect at the analysis start (a property
 * manager's rent roll, the default), or the rent of each lease's first month.
 */
export const RENT_BASIS = {
  label: 'Rents Are',
  options: { current: 'In Place at Analysis Start', leaseStart: 'At Lease Start' },
  default: 'current',
  json: 'rentBasis',
} as const satisfies ChoiceSpec
export type RentBasis = keyof typeof RENT_BASIS.options

// ---- Rent roll (one row per tenant) ----

/** The rent roll's numeric columns; their keys are the seed's Tenant field names. */
export const TENANT_NUMBER_FIELDS = {
  squareFootage: {
    label: 'Square Feet',
    unit: 'sf',
    min: 0,
    minIncluded: true,
    max: 100_000_000,
    default: 0,
    step: 100,
  },
  baseRent: { ...perSf('Base Rent ($/SF/yr)', 'baseRent', 0), step: 0.5 },
  annualEscalation: growth('Escalation (%)', 'annualEscalation', 3),
  tiPerSF: perSf('TI ($/SF)', 'tiPerSF', 0),
  leasingCommission: percent('Leasing Commission (%)', 6, 100, 0.5),
  /** A Base Year lease's base year; empty: the calendar year of its lease start (11.4). */
  baseYear: {
    label: 'Base Year',
    unit: 'calendarYear',
    min: FIRST_YEAR,
    minIncluded: true,
    max: LAST_YEAR,
    default: null,
    step: 1,
    whole: true,
    optional: true,
  },
} as const satisfies Record<string, NumberSpec>

/**
 * An escalation is a percent a year (3 is 3%) or dollars a year ($/SF/yr added on each
 * anniversary, PRODUCT.md 11.2); the row's `escalationType` says which, and each has its range.
 */
export const ESCALATION_TYPES = ['percent', 'dollars'] as const
export type EscalationType = (typeof ESCALATION_TYPES)[number]
export const ESCALATION_FIELDS = {
  percent: TENANT_NUMBER_FIELDS.annualEscalation,
  dollars: {
    ...perSf('Escalation ($/SF/yr)', 'annualEscalation', 0),
    max: 1_000,
    step: 0.25,
  },
} as const satisfies Record<EscalationType, NumberSpec>

/**
 * Whether a rent roll row is a lease in place or a vacant suite, described by the lease assumed
 * for it (PRODUCT.md 11.3).
 */
export const TENANT_STATUS = {
  label: 'Status',
  options: { occupied: 'Occupied', vacant: 'Vacant' },
  default: 'occupied',
} as const satisfies ChoiceSpec
export type TenantStatus = keyof typeof TENANT_STATUS.options
export const TENANT_STATUSES = Object.keys(TENANT_STATUS.options) as TenantStatus[]
/** The name a vacant row takes when it has none of its own. */
export const VACANT_NAME = 'Vacant'

/**
 * How a lease recovers the reimbursable expenses: all (NNN), half (Modified), none (Gross), or
 * their growth over the lease's first year (Base Year, PRODUCT.md 10.5). Each starts with its own
 * letter (the grid's letter keys pick a type by it).
 */
export const LEASE_TYPES = ['NNN', 'Gross', 'Modified', 'Base Year'] as const
export type LeaseType = (typeof LEASE_TYPES)[number]

/** How a rent roll cell is typed and read. */
export type TenantFieldKind = 'text' | 'number' | 'date' | 'leaseType' | 'status'

export type TenantField =
  | 'name'
  | keyof typeof TENANT_NUMBER_FIELDS
  | 'leaseStart'
  | 'leaseExpiration'
  | 'leaseType'
  | 'status'

export interface TenantColumn {
  field: TenantField
  label: string
  kind: TenantFieldKind
}

const numberColumn = (field: keyof typeof TENANT_NUMBER_FIELDS): TenantColumn => ({
  field,
  label: TENANT_NUMBER_FIELDS[field].label,
  kind: 'number',
})

/**
 * The rent roll's columns in the grid's (and a pasted spreadsheet's) order. Status and Base Year,
 * added by the fourth release, come last, so rows copied in the first nine columns' order still
 * paste where they did.
 */
export const TENANT_COLUMNS: readonly TenantColumn[] = [
  { field: 'name', label: 'Tenant Name', kind: 'text' },
  numberColumn('squareFootage'),
  numberColumn('baseRent'),
  numberColumn('annualEscalation'),
  { field: 'leaseStart', label: 'Lease Start', kind: 'date' },
  { field: 'leaseExpiration', label: 'Lease Expiration', kind: 'date' },
  { field: 'leaseType', label: 'Lease Type', kind: 'leaseType' },
  numberColumn('tiPerSF'),
  numberColumn('leasingCommission'),
  { field: 'status', label: TENANT_STATUS.label, kind: 'status' },
  numberColumn('baseYear'),
]

/**
 * The lease columns a row is typed in, Tab moving from each to the next and from the last to the
 * next row: every column but Status (set with its V key) and Base Year (a Base Year lease's
 * only). A row typed or pasted in the first release's nine columns lands where it did.
 */
export const TYPED_COLUMN_COUNT = TENANT_COLUMNS.findIndex(({ field }) => field === 'status')

/** The most tenants a rent roll holds. */
export const MAX_TENANTS = 500

/** The exit assumptions of a new scenario, or of a file without them (refinance at the loan rate). */
export const EXIT_DEFAULTS = defaultsOf(EXIT_FIELDS)
