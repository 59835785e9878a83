/**
 * The multi-tenant scenario as the user enters it (seed-spec.md section 3). Percentages are in
 * percent (3 = 3%), rents and costs in dollars per square foot per year, dates as ISO strings.
 */

export type LeaseType = 'NNN' | 'Gross' | 'Modified'
export const LEASE_TYPES: readonly LeaseType[] = ['NNN', 'Gross', 'Modified']

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
  tiPerSF: number
  /** Percent of the aggregate rent of a new lease. */
  leasingCommission: number
}

/** $/SF/year, except the management fee (% of total income) and escalation (% a year). */
export interface OperatingExpenses {
  managementFee: number
  realEstateTaxes: number
  insurance: number
  repairs: number
  utilities: number
  other: number
  escalationRate: number
}

export interface MarketLeasing {
  enabled: boolean
  /** Percent over the expiring rent. */
  leaseRentBump: number
  /** Percent of the aggregate rent of the new lease. */
  leasingCommissions: number
  /** $/SF. */
  capexTI: number
  freeRentMonths: number
}

export interface DebtInputs {
  /** Percent a year. */
  interestRate: number
  /** Years. */
  amortization: number
  ioYears: number
  loanTerm: number
  /** Minimum DSCR the lender accepts (the seed names it maxDSCR). */
  maxDSCR: number
  /** Percent. */
  maxDebtYield: number
  /** Percent; applied only with a property value. */
  maxLTV: number
  propertyValue?: number
}

export interface Scenario {
  tenants: Tenant[]
  operatingExpenses: OperatingExpenses
  marketLeasing: MarketLeasing
  debt: DebtInputs
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
  reasons: string[]
}

export type SizingTest = 'DSCR' | 'Debt Yield' | 'LTV'

export interface DebtSizing {
  stabilizedNoi: number
  maxLoanDSCR: number
  maxLoanDebtYield: number
  /** null when no property value is given (the LTV test is not applied). */
  maxLoanLTV: number | null
  recommendedLoan: number
  /** The test that gives the recommended loan. */
  limitingTest: SizingTest
  /** Recommended loan / property value; 0 without a property value. */
  ltv: number
}

export interface DebtSummary {
  loanAmount: number
  interestRate: number
  ioYears: number
  amortization: number
  loanTerm: number
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
  /** Interest rates (percent) down the side. */
  interestRates: number[]
  /** Minimum DSCRs across the top. */
  minDscrs: number[]
  /** loans[rateIndex][dscrIndex]: the recommended loan with that rate and minimum DSCR. */
  loans: number[][]
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
