import type { ValuesOf } from '../field-specs'
import type {
  DEBT_FIELDS,
  TenantField,
  EXIT_FIELDS,
  LeaseType,
  MARKET_LEASING_FIELDS,
  OPERATING_EXPENSE_FIELDS,
  SizeLoanOn,
  UNDERWRITING_FIELDS,
  VacancyMethod,
} from '../field-table'
import type { LoanTest } from '../loan-tests'
import type { InputProblem } from '../problems'

/**
 * The multi-tenant scenario as the user edits it. Numbers are as entered (percent as percent,
 * $/SF a year) and named as in the field table, with the unit in the name; the scenario JSON's
 * names (seed-spec.md section 3) live only in lib/scenario-codec.ts. The engine converts to
 * decimals once, at its edge (analyze.ts).
 */

export type { LeaseType, SizeLoanOn, VacancyMethod }

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
  /**
   * Cells of an imported or pasted row that could not be read, by field, as written
   * ("sometime in 2030"): the row is left out of the analysis until each gets a value (its field
   * holds the new tenant's default meanwhile). Absent when there are none.
   */
  unreadable?: Partial<Record<TenantField, string>>
}

export type OperatingExpenses = ValuesOf<typeof OPERATING_EXPENSE_FIELDS>

/**
 * Market leasing: on or off, the market terms, and renewal and downtime (a renewal item left
 * empty, null, is the market value of the same item).
 */
export type MarketLeasing = { enabled: boolean; vacancyMethod: VacancyMethod } & ValuesOf<
  typeof MARKET_LEASING_FIELDS
>

/** General vacancy, credit loss, capital reserves and the figure the loan is sized on. */
export type Underwriting = ValuesOf<typeof UNDERWRITING_FIELDS> & { sizeLoanOn: SizeLoanOn }

/** The loan terms; without a property value (null) the LTV test does not apply. */
export type DebtTerms = ValuesOf<typeof DEBT_FIELDS>

/** The exit assumptions; a refinance rate of null is the loan's own interest rate. */
export type ExitTerms = ValuesOf<typeof EXIT_FIELDS>

export interface Scenario {
  /** Shown on the printed report; absent or empty: none (not used by the engines). */
  propertyName?: string
  tenants: Tenant[]
  operatingExpenses: OperatingExpenses
  marketLeasing: MarketLeasing
  underwriting: Underwriting
  debt: DebtTerms
  exit: ExitTerms
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
  /** The tenants' vacancy, or the general vacancy when that is more. */
  vacancy: number
  effectiveRent: number
  /** Credit loss % x effective rent. */
  creditLoss: number
  reimbursements: number
  /** Effective rent - credit loss + reimbursements. */
  totalIncome: number
  operatingExpenses: number
  noi: number
  tiAndLC: number
  capitalReserves: number
  /** NOI - TI & LC - capital reserves. */
  netCashFlow: number
}

/** One row of the annual table: the operating lines, then debt. */
export interface YearRow extends OperatingYear {
  debtService: number
  cashFlowAfterDebt: number
  /**
   * The sizing figure (NOI, or NOI - capital reserves when sized on NCF) / debt service; 0 when
   * there is no debt service (shown as "-").
   */
  dscr: number
}

export interface InvalidTenant {
  id: string
  name: string
  /** Why the row is left out, one problem per field (PRODUCT.md section 8). */
  problems: InputProblem[]
}

export interface DebtSizing {
  /** The yearly figure the loan is sized on: NOI, or NCF (NOI - capital reserves). */
  sizedOn: SizeLoanOn
  /** The stabilized sizing figure (the stabilized NCF when sized on NCF). */
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
  /** The 11th projected year (PRODUCT.md 9.2): forward NOI of a 10-year hold and its debt service. */
  year11: YearRow
  tenantCount: number
  /** Square footage of the tenants in the analysis (invalid rows left out). */
  totalSquareFootage: number
  invalidTenants: InvalidTenant[]
  debtSizing: DebtSizing
  debtSummary: DebtSummary
  sensitivity: SensitivityScenario[]
  rateDscrGrid: RateDscrGrid
  rollover: RolloverExposure
  /** Null when the loan matures after the analysis (term over 10 years). */
  exitRefinance: ExitRefinance | null
  /** Null without a property value. */
  returns: InvestmentReturns | null
}

/** One row of the lease expiration table: an analysis year, or every year after year 10. */
export interface ExpirationBucket {
  /** Calendar year; null for "After Year 10". */
  year: number | null
  expiringSf: number
  /** Shares are fractions (0.25 = 25%); null when there is nothing to share (no SF). */
  sfShare: number | null
  /** In-place rent (SF x base rent $/SF) of the leases expiring then. */
  expiringRent: number
  /** Null without in-place rent. */
  rentShare: number | null
  cumulativeRentShare: number | null
}

/** Lease rollover exposure of the in-place rent roll (PRODUCT.md 9.1). */
export interface RolloverExposure {
  /** Years 1-10, then "After Year 10". */
  buckets: ExpirationBucket[]
  totalSf: number
  totalRent: number
  /** Weighted average lease term left from January 1 of year 1, in years; null without rent. */
  waltByRent: number | null
  /** The same weighted by SF; null without square feet. */
  waltByArea: number | null
  topTenantShare: number | null
  /** Share of in-place rent expiring in year 1 or 2. */
  nearTermRolloverShare: number | null
  /** Near-term rollover at 30% or more. */
  highNearTermRollover: boolean
}

/** The refinance gap for each exit cap rate (down) and refinance rate (across). */
export interface RefinanceGrid {
  /** Decimals: base -0.50 to +1.50 points, none at or below 0. */
  exitCapRates: number[]
  /** Decimals: base, +1.00, +2.00 points. */
  refinanceRates: number[]
  /** gaps[capIndex][rateIndex]: balloon - refinance proceeds. */
  gaps: number[][]
  baseExitCapRate: number
  baseRefinanceRate: number
}

/** The exit and refinance test at the loan's maturity (PRODUCT.md 9.2). */
export interface ExitRefinance {
  /** Analysis year of the maturity (1-10) and its calendar year. */
  maturityYearIndex: number
  maturityYear: number
  /** NOI of the year after the maturity. */
  forwardNoi: number
  exitValue: number
  balloon: number
  /** Balloon / exit value; null when the exit value is 0. */
  maturityLtv: number | null
  /** Forward NOI / balloon; null when the balloon is 0. */
  exitDebtYield: number | null
  /** Decimal a year. */
  refinanceRate: number
  refinanceByDscr: number
  refinanceByDebtYield: number
  refinanceByLtv: number
  refinanceProceeds: number
  refinanceLimitingTest: LoanTest
  /** Balloon - refinance proceeds: above 0 a shortfall, otherwise cash-out capacity (-gap). */
  refinanceGap: number
  /**
   * The loan that repays the balloon of a loan maturing before year 10: min(balloon, proceeds)
   * at the refinance rate, amortizing from the month after maturity; 0 when none is needed.
   */
  refinanceLoan: number
  grid: RefinanceGrid
}

/** Returns of buying at the property value and selling at the end of year 10 (PRODUCT.md 9.3). */
export interface InvestmentReturns {
  purchasePrice: number
  /** Property value - recommended loan. */
  equity: number
  salePrice: number
  netSaleProceeds: number
  /** The balance owed at the sale: the loan's, or the refinance loan's when it matured before. */
  loanPayoffAtSale: number
  /** Years 0-10. */
  unleveredFlows: number[]
  leveredFlows: number[]
  /** Fractions (0.1 = 10%); null where there is none (no sign change, or no positive equity). */
  unleveredIrr: number | null
  leveredIrr: number | null
  equityMultiple: number | null
  cashOnCashYear1: number | null
  averageCashOnCash: number | null
}

/**
 * The figures of the key-figures bar (PRODUCT.md 9.5), read from one analysis, and the
 * baseline a user pins to see what an edit changed. Refinance gap and levered IRR are null
 * where the analysis has none (a loan maturing after the analysis, no property value).
 */
export interface KeyFigures {
  recommendedLoan: number
  limitingTest: LoanTest
  stabilizedNoi: number
  /** null without debt service in year 1. */
  year1Dscr: number | null
  minDscr: number | null
  refinanceGap: number | null
  leveredIrr: number | null
}

/** The yearly figures a baseline keeps, to show the change by year. */
export type BaselineYear = Pick<YearRow, 'year' | 'noi' | 'debtService' | 'cashFlowAfterDebt'> & {
  /** null in a year without debt service. */
  dscr: number | null
}

export interface Baseline {
  figures: KeyFigures
  years: BaselineYear[]
}
