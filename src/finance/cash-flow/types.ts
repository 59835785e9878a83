import type {
  DEBT_FIELDS,
  LeaseType,
  MARKET_LEASING_FIELDS,
  OPERATING_EXPENSE_FIELDS,
  ValuesOf,
} from '../field-table'
import type { LoanTest } from '../loan-tests'
import type { Baseline } from './key-figures'
import type { InputProblem } from '../problems'

/**
 * The multi-tenant scenario as the user edits it. Numbers are as entered (percent as percent,
 * $/SF a year) and named as in the field table, with the unit in the name; the scenario JSON's
 * names (seed-spec.md section 3) live only in lib/scenario-codec.ts. The engine converts to
 * decimals once, at its edge (analyze.ts).
 */

export type { LeaseType }

/** One rent roll row. Its field names are the seed's: they are the grid's column ids. */
export interface Tenant {
  id: string
  name: string
  squareFootage: number
  /** $/SF/year. */
  baseRent: number
  /** Percent a year. */
  annualEscalation: number
  /** ISO date, yyyy-mm-dd. */
  leaseStart: string
  /** ISO date, yyyy-mm-dd. */
  leaseExpiration: string
  leaseType: LeaseType
  /** $/SF. */
  tiPerSF: number
  /** Percent of the aggregate rent of a new lease. */
  leasingCommission: number
}

export type OperatingExpenses = ValuesOf<typeof OPERATING_EXPENSE_FIELDS>

export type MarketLeasing = { enabled: boolean } & ValuesOf<typeof MARKET_LEASING_FIELDS>

export type DebtTerms = Omit<ValuesOf<typeof DEBT_FIELDS>, 'propertyValue'> & {
  /** Without a property value the LTV test does not apply. */
  propertyValue: number | null
}

export interface Scenario {
  /** Shown on the printed report; absent or empty: none (not used by the engines). */
  propertyName?: string
  tenants: Tenant[]
  operatingExpenses: OperatingExpenses
  marketLeasing: MarketLeasing
  debt: DebtTerms
  /** The analysis pinned with Pin as Baseline, to compare with (not used by the engines). */
  baseline?: Baseline | null
}

export interface AnalysisInput extends Scenario {
  /** Calendar year of analysis year 1; the engine never reads the clock. */
  startYear: number
}

/** The operating lines of one analysis year, before debt. */
export interface OperatingYear {
  year: number
  grossRent: number
  vacancy: number
  effectiveRent: number
  reimbursements: number
  totalIncome: number
  operatingExpenses: number
  noi: number
  tiAndLC: number
  netCashFlow: number
}

/** One row of the annual table: the operating lines, then debt. */
export interface YearRow extends OperatingYear {
  debtService: number
  cashFlowAfterDebt: number
  /** NOI / debt service; 0 when there is no debt service (shown as "-"). */
  dscr: number
}

export interface InvalidTenant {
  id: string
  name: string
  /** Why the row is left out, one problem per field (PRODUCT.md section 8). */
  problems: InputProblem[]
}

export interface DebtSizing {
  stabilizedNoi: number
  maxLoanDSCR: number
  maxLoanDebtYield: number
  /** null when no property value is given (the LTV test is not applied). */
  maxLoanLTV: number | null
  recommendedLoan: number
  /** The test that gives the recommended loan. */
  limitingTest: LoanTest
  /** Recommended loan / property value; 0 without a property value. */
  ltv: number
}

export interface DebtSummary {
  loanAmount: number
  interestRatePercent: number
  interestOnlyYears: number
  amortizationYears: number
  loanTermYears: number
  annualIoPayment: number
  annualAmortizingPayment: number
  balloonAtMaturity: number
  /** Over the analysis years that carry debt service; null when none does. */
  minDscr: number | null
  averageDscr: number | null
  /** null without a property value. */
  ltv: number | null
}

export interface SensitivityScenario {
  label: 'Year 1 NOI' | 'Year 2 NOI' | 'Worst Year NOI'
  noi: number
  loan: number
  differenceFromYear2: number
}

export interface RateDscrGrid {
  /** Annual rates (decimals) down the side: base -1.00 to +1.00 points, none below 0 (PRODUCT.md 8). */
  annualRates: number[]
  /** Minimum DSCRs across the top. */
  minDscrs: number[]
  /** loans[rateIndex][dscrIndex]: the recommended loan with that rate and minimum DSCR. */
  loans: number[][]
  /** The scenario's own rate and minimum DSCR, to mark the current cell. */
  baseRate: number
  baseMinDscr: number
}

export interface Analysis {
  years: YearRow[]
  tenantCount: number
  /** Square footage of the tenants in the analysis (invalid rows left out). */
  totalSquareFootage: number
  invalidTenants: InvalidTenant[]
  debtSizing: DebtSizing
  debtSummary: DebtSummary
  sensitivity: SensitivityScenario[]
  rateDscrGrid: RateDscrGrid
}
