import type { ValuesOf } from '../field-specs'
import type {
  DEBT_FIELDS,
  EscalationType,
  TenantField,
  EXIT_FIELDS,
  LeaseType,
  MARKET_LEASING_FIELDS,
  OPERATING_EXPENSE_FIELDS,
  RentBasis,
  SizeLoanOn,
  TenantStatus,
  UNDERWRITING_FIELDS,
  VacancyMethod,
} from '../field-table'
import type { LoanTest } from '../loan-tests'
import type { InputProblem } from '../problems'
import type { ExitRefinance, InvestmentReturns, RolloverExposure } from './view-types'

export type * from './view-types'

/**
 * The multi-tenant scenario as the user edits it. Numbers are as entered (percent as percent,
 * $/SF a year) and named as in the field table, with the unit in the name; the scenario JSON's
 * names (seed-spec.md section 3) live only in lib/scenario-codec.ts. The engine converts to
 * decimals once, at its edge (analyze.ts).
 */

export type { EscalationType, LeaseType, RentBasis, SizeLoanOn, TenantStatus, VacancyMethod }

/** One rent roll row. Its field names are the seed's: they are the grid's column ids. */
export interface Tenant {
  id: string
  name: string
  /**
   * A lease in place, or a vacant suite described by the lease assumed for it (it starts after
   * the analysis start; PRODUCT.md 11.3).
   */
  status: TenantStatus
  squareFootage: number
  /**
   * $/SF/year: the rent in effect at the analysis start or at the lease start, as the scenario's
   * rent basis says (the rent in the first month of a lease starting later).
   */
  baseRent: number
  /** Percent a year, or $/SF/yr added on each anniversary (`escalationType`). */
  annualEscalation: number
  escalationType: EscalationType
  /** ISO date, yyyy-mm-dd. */
  leaseStart: string
  /** ISO date, yyyy-mm-dd. */
  leaseExpiration: string
  leaseType: LeaseType
  /** $/SF. */
  tiPerSF: number
  /** Percent of the aggregate rent of a new lease. */
  leasingCommission: number
  /** A Base Year lease's base year; null: the calendar year of its lease start. */
  baseYear: number | null
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
  /** Month 1 of the analysis, "YYYY-MM" (PRODUCT.md 11.1). */
  analysisStart: string
  /** Whether base rents are in effect at the analysis start or at each lease's start (11.2). */
  rentBasis: RentBasis
  tenants: Tenant[]
  operatingExpenses: OperatingExpenses
  marketLeasing: MarketLeasing
  underwriting: Underwriting
  debt: DebtTerms
  exit: ExitTerms
  /** The analysis pinned with Pin as Baseline, to compare with (not used by the engines). */
  baseline?: Baseline | null
}

/**
 * What the engine analyses: a scenario, whose analysis start (month 1) says when the analysis
 * years begin; the engine never reads the clock.
 */
export type AnalysisInput = Scenario

/** The operating lines of one analysis year, before debt. */
export interface OperatingYear {
  /** The calendar year of the year's first month. */
  year: number
  /** How the year is labelled: "2026", or "Yr 1 Nov 2026-Oct 2027" (PRODUCT.md 11.1). */
  label: string
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
  /** Cash Flow Before Debt Service: NOI - capital reserves - TI & LC. */
  netCashFlow: number
  /** TI/LC reserve $/SF x building area, escalated with the expenses. */
  tiLcReserve: number
  /** NOI - capital reserves - TI/LC reserve (PRODUCT.md 11.6). */
  underwrittenNcf: number
  /** The year's average share of the building area occupied (a fraction, 0 to 1). */
  occupancy: number
}

/** One row of the annual table: the operating lines, then debt. */
export interface YearRow extends OperatingYear {
  debtService: number
  cashFlowAfterDebt: number
  /**
   * The sizing figure (NOI, or Underwritten NCF when sized on NCF) / debt service; 0 when there
   * is no debt service (shown as "-").
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
  /** The yearly figure the loan is sized on: NOI, or Underwritten NCF. */
  sizedOn: SizeLoanOn
  /** The stabilized sizing figure (the stabilized Underwritten NCF when sized on NCF). */
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
  /** Month 1 of the analysis, "YYYY-MM", as the scenario gave it. */
  analysisStart: string
  years: YearRow[]
  /** The 11th projected year (PRODUCT.md 9.2): forward NOI of a 10-year hold and its debt service. */
  year11: YearRow
  /** Rows of the rent roll, valid or not. */
  tenantCount: number
  /** Rows in the analysis: leases in place and vacant suites. */
  occupiedRows: number
  vacantRows: number
  /** Square feet of every row in the analysis, occupied or vacant (invalid rows left out). */
  totalSquareFootage: number
  /** The building area (PRODUCT.md 11.4): the same square feet. */
  buildingArea: number
  /** Share of the building area occupied in month 1 (0 without area). */
  occupancyAtStart: number
  invalidTenants: InvalidTenant[]
  debtSizing: DebtSizing
  /**
   * Year-1 sizing figure (NOI, or Underwritten NCF when sized on NCF) / recommended loan; null
   * without a loan (PRODUCT.md 11.6).
   */
  goingInDebtYield: number | null
  debtSummary: DebtSummary
  sensitivity: SensitivityScenario[]
  rateDscrGrid: RateDscrGrid
  rollover: RolloverExposure
  /** Null when the loan matures after the analysis (term over 10 years). */
  exitRefinance: ExitRefinance | null
  /** Null without a property value. */
  returns: InvestmentReturns | null
}

/**
 * The figures of the key-figures bar (PRODUCT.md 9.5), read from one analysis, and the
 * baseline a user pins to see what an edit changed. Refinance gap and levered IRR are null
 * where the analysis has none (a loan maturing after the analysis, no property value).
 */
export interface KeyFigures {
  recommendedLoan: number
  limitingTest: LoanTest
  /** Year-1 sizing figure / recommended loan; null without a loan (PRODUCT.md 11.6). */
  goingInDebtYield: number | null
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
