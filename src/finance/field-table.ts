/**
 * Every number a user enters, once: its label, unit, allowed range and default. Engines validate
 * from this table, forms and cards render from it, the scenario codec reads and writes through
 * it, and tests import it. Problems travel as data (`{ field, rule }`); the UI writes the words.
 */

export type Unit = 'usd' | 'usdPerSf' | 'percent' | 'multiple' | 'years' | 'months' | 'sf'

export interface NumberSpec {
  /** The field's name on screen (PRODUCT.md section 6). */
  label: string
  unit: Unit
  min: number
  /** Whether `min` itself is allowed; `max` always is. */
  minIncluded: boolean
  max: number
  /** The value a new form or scenario starts with; null: left empty until the user types. */
  default: number | null
  /** ArrowUp / ArrowDown change the value by this much. */
  step: number
  /** The only values allowed, when the field is a choice. */
  options?: readonly number[]
  /** The field's name in the scenario JSON (seed-spec.md section 3), where it differs. */
  json?: string
}

/** Money above this is a typing mistake, not a deal; it would also overflow the arithmetic. */
export const MAX_AMOUNT = 1e12
/** Dollars per square foot above this are a typing mistake. */
const MAX_PER_SF = 10_000

const money = (label: string, min: number, minIncluded: boolean): NumberSpec => ({
  label,
  unit: 'usd',
  min,
  minIncluded,
  max: MAX_AMOUNT,
  default: null,
  step: 10_000,
})

const perSf = (label: string, json: string, value: number): NumberSpec => ({
  label,
  unit: 'usdPerSf',
  min: 0,
  minIncluded: true,
  max: MAX_PER_SF,
  default: value,
  step: 0.25,
  json,
})

const percent = (label: string, value: number | null, max = 100, step = 0.1): NumberSpec => ({
  label,
  unit: 'percent',
  min: 0,
  minIncluded: true,
  max,
  default: value,
  step,
})

/** A yearly change in percent: above -100% (nothing left) and at most +100%. */
const growth = (label: string, json: string, value: number): NumberSpec => ({
  label,
  unit: 'percent',
  min: -100,
  minIncluded: false,
  max: 100,
  default: value,
  step: 0.1,
  json,
})

const interestRate = (value: number | null) => percent('Interest Rate (%)', value, 100, 0.01)

// ---- Commercial Mortgage calculator (PRODUCT.md 4.1) ----

export const MORTGAGE_FIELDS = {
  purchasePrice: money('Property Value', 0, false),
  equityPercent: percent('Equity (%)', null),
  annualRatePercent: interestRate(null),
  noiAnnual: money('Net Operating Income (NOI)', 0, true),
  loanTermYears: {
    label: 'Loan Term (Years)',
    unit: 'years',
    min: 10,
    minIncluded: true,
    max: 30,
    default: 25,
    step: 5,
    options: [10, 15, 20, 25, 30],
  },
  amortizationYears: {
    label: 'Amortization Period (Years)',
    unit: 'years',
    min: 15,
    minIncluded: true,
    max: 30,
    default: 25,
    step: 5,
    options: [15, 20, 25, 30],
  },
} as const satisfies Record<string, NumberSpec>

// ---- Maximum Loan Sizing calculator (PRODUCT.md 4.2) ----

/**
 * The lending constraints' defaults are the lender defaults used when a constraint is not a
 * positive number (PRODUCT.md 4.2); a positive value outside the range is reported instead.
 */
export const MAX_LOAN_FIELDS = {
  noiAnnual: money('Net Operating Income (NOI)', 0, true),
  purchasePrice: money('Property Value', 0, false),
  annualRatePercent: { ...interestRate(7.5), minIncluded: false },
  loanTermYears: {
    label: 'Loan Term (Years)',
    unit: 'years',
    min: 1 / 12,
    minIncluded: true,
    max: 50,
    default: 25,
    step: 1,
  },
  minDscr: {
    label: 'Minimum DSCR',
    unit: 'multiple',
    min: 0.01,
    minIncluded: true,
    max: 10,
    default: 1.25,
    step: 0.01,
  },
  maxLtvPercent: { ...percent('Maximum LTV (%)', 75, 100, 1), minIncluded: false },
  maxDebtYieldPercent: {
    ...percent('Maximum Debt Yield (%)', 10),
    min: 0.01,
  },
} as const satisfies Record<string, NumberSpec>

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

export const MARKET_LEASING_FIELDS = {
  rentBumpPercent: { ...growth('Lease Rent Bump (%)', 'leaseRentBump', 5), step: 0.5 },
  leasingCommissionPercent: {
    ...percent('Leasing Commissions (%)', 3, 100, 0.5),
    json: 'leasingCommissions',
  },
  capexTiPerSf: perSf('CapEx/TI ($/SF)', 'capexTI', 5),
  freeRentMonths: {
    label: 'Free Rent (Months)',
    unit: 'months',
    min: 0,
    minIncluded: true,
    max: 12,
    default: 3,
    step: 1,
  },
} as const satisfies Record<string, NumberSpec>

/** The loan terms every scenario has. */
export const LOAN_FIELDS = {
  interestRatePercent: { ...interestRate(6.5), json: 'interestRate' },
  amortizationYears: {
    label: 'Amortization (Years)',
    unit: 'years',
    min: 0,
    minIncluded: false,
    max: 50,
    default: 25,
    step: 1,
    json: 'amortization',
  },
  interestOnlyYears: {
    label: 'Interest-Only (Years)',
    unit: 'years',
    min: 0,
    minIncluded: true,
    max: 50,
    default: 2,
    step: 1,
    json: 'ioYears',
  },
  loanTermYears: {
    label: 'Loan Term (Years)',
    unit: 'years',
    min: 0,
    minIncluded: false,
    max: 50,
    default: 10,
    step: 1,
    json: 'loanTerm',
  },
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
  propertyValue: { ...money('Property Value (optional)', 0, false), step: 100_000 },
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
  debt: DEBT_FIELDS,
  exit: EXIT_FIELDS,
} as const satisfies Record<string, Record<string, NumberSpec>>

/** Fields whose upper bound is another field of the same group (`{ field: other }`). */
export const DEBT_AT_MOST = { interestOnlyYears: 'loanTermYears' } as const

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
} as const satisfies Record<string, NumberSpec>

export const LEASE_TYPES = ['NNN', 'Gross', 'Modified'] as const
export type LeaseType = (typeof LEASE_TYPES)[number]

/** How a rent roll cell is typed and read. */
export type TenantFieldKind = 'text' | 'number' | 'date' | 'leaseType'

export type TenantField =
  'name' | keyof typeof TENANT_NUMBER_FIELDS | 'leaseStart' | 'leaseExpiration' | 'leaseType'

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

/** The rent roll's columns in the grid's (and a pasted spreadsheet's) order. */
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
]

/** The most tenants a rent roll holds. */
export const MAX_TENANTS = 500

/** Numbers keyed like a field group (what a form or the scenario holds for it). */
export type ValuesOf<Fields> = { -readonly [K in keyof Fields]: number }

/** The defaults of a field group whose every field has one. */
export function defaultsOf<Fields extends Record<string, NumberSpec>>(
  fields: Fields,
): ValuesOf<Fields> {
  const values = {} as Record<string, number>
  for (const [key, spec] of Object.entries(fields)) values[key] = spec.default ?? 0
  return values as ValuesOf<Fields>
}

/** The name a field has in the scenario JSON. */
export const jsonName = (key: string, spec: NumberSpec) => spec.json ?? key

/** The exit assumptions of a new scenario, or of a file without them (refinance at the loan rate). */
export const EXIT_DEFAULTS = { ...defaultsOf(EXIT_FIELDS), refinanceRatePercent: null }
