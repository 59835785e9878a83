import type { LoanSizingInput } from '../src/finance/loan-sizing'
import type { MortgageInput } from '../src/finance/mortgage'
import figures from './fixtures/worked-examples.json' with { type: 'json' }
import scenario from './fixtures/worked-example-multi-tenant.json' with { type: 'json' }
import depthScenario from './fixtures/worked-example-depth.json' with { type: 'json' }
import underwritingScenario from './fixtures/worked-example-underwriting.json' with { type: 'json' }
import monthlyScenario from './fixtures/worked-example-monthly.json' with { type: 'json' }

/**
 * The worked examples of PRODUCT.md 4.1 (mortgage), 4.2 (maximum loan), 4.3/4.4 (multi-tenant
 * cash flow and sizing), 9.7 (rollover, exit and refinance, returns) and 10.9 (the lender's
 * underwriting adjustments, renewal and downtime, base year, refinance at maturity): inputs and expected
 * figures, to the cent as PRODUCT.md prints them, read from tests/fixtures/worked-examples.json.
 * Unit tests and end-to-end tests both import this, so a figure is written once. The inputs are
 * the engines' input objects (MortgageInput, LoanSizingInput); the multi-tenant inputs are the
 * scenario files PRODUCT.md publishes (worked-example-multi-tenant.json,
 * worked-example-depth.json and worked-example-underwriting.json). The end-to-end project
 * typechecks this file too.
 */

type Filled<T> = { [K in keyof T]-?: NonNullable<T[K]> }

export interface MortgageExample {
  input: MortgageInput
  expected: {
    loanAmount: number
    downPaymentAmount: number
    monthlyPayment: number
    annualDebtService: number
    /** As printed: 2 decimals. */
    dscr: number
    dscrRating: string
    balloonPayment: number
    totalInterest: number
    totalLoanCost: number
    year5Noi: number
  }
}

export interface MaxLoanExample {
  /** Every constraint given (the engine also takes null for "use the fallback"). */
  input: Filled<LoanSizingInput>
  expected: {
    maxLoanBasedOnDscr: number
    maxLoanBasedOnLtv: number
    maxLoanBasedOnDebtYield: number
    maxLoanAmount: number
    limitingFactor: string
    downPaymentAmount: number
    /** In percent of the price, as printed: 27.94. */
    downPaymentPercent: number
    monthlyPayment: number
    annualPayment: number
  }
}

/** One printed row of the 4.3 table; names are the yearly result row's (PRODUCT.md section 6). */
export interface WorkedYear {
  year: number
  grossRent: number
  vacancy: number
  reimbursements: number
  operatingExpenses: number
  noi: number
  tiAndLC: number
  debtService: number
  /** As printed: 2 decimals. */
  dscr: number
}

export interface SensitivityRow {
  noi: number
  recommendedLoan: number
  differenceVsYear2: number
}

export interface MultiTenantExample {
  /** The scenario JSON of PRODUCT.md section 6 (no start year: that is `startYear`). */
  scenario: typeof scenario
  startYear: number
  /** The first five analysis years, as printed in 4.3. */
  years: WorkedYear[]
  sizing: {
    stabilizedNoi: number
    maxLoanDSCR: number
    maxLoanDebtYield: number
    recommendedLoan: number
    limitingFactor: string
  }
  sensitivity: { year1: SensitivityRow; year2: SensitivityRow }
}

export const MORTGAGE_WORKED_EXAMPLE: MortgageExample = figures.mortgage as MortgageExample
export const MAX_LOAN_WORKED_EXAMPLE: MaxLoanExample = figures.maxLoan
export const MULTI_TENANT_WORKED_EXAMPLE: MultiTenantExample = {
  scenario,
  startYear: figures.multiTenant.startYear,
  years: figures.multiTenant.years,
  sizing: figures.multiTenant.sizing,
  sensitivity: figures.multiTenant.sensitivity,
}

/** PRODUCT.md 9.7: the 4.4 example with a property value and the default exit block. */
export interface DepthExample {
  scenario: typeof depthScenario
  startYear: number
  rollover: {
    /** Years 1-10, fractions as printed (0.786 = 78.60%). */
    expiringRentShareByYear: number[]
    walt: number
    waltByArea: number
    topTenantShare: number
    nearTermRolloverShare: number
  }
  sizing: { recommendedLoan: number; limitingFactor: string; maxLoanLTV: number; ltv: number }
  exitRefinance: {
    maturityYear: number
    forwardNoi: number
    exitValue: number
    balloonAtMaturity: number
    maturityLtv: number
    exitDebtYield: number
    refinanceProceeds: number
    refinanceLimitingTest: string
    refinanceGap: number
  }
  returns: {
    equity: number
    unleveredIrr: number
    leveredIrr: number
    equityMultiple: number
    cashOnCashYear1: number
    averageCashOnCash: number
  }
}

export const DEPTH_WORKED_EXAMPLE: DepthExample = { scenario: depthScenario, ...figures.depth }

/** One printed row of the 10.9 table (names of the yearly result row; DSCR on NCF, as printed). */
export interface UnderwritingYear {
  year: number
  grossRent: number
  vacancy: number
  creditLoss: number
  reimbursements: number
  operatingExpenses: number
  noi: number
  capitalReserves: number
  netCashFlow: number
  debtService: number
  dscr: number
}

/**
 * PRODUCT.md 10.9: 9.7's example with a Base Year dental office, 75% renewal with 6 months
 * downtime (Downtime method), general vacancy 5%, credit loss 1%, reserves $0.25/SF, sized on
 * NCF, and a 7-year loan refinanced at maturity.
 */
export interface UnderwritingExample {
  scenario: typeof underwritingScenario
  startYear: number
  /** The years PRODUCT.md prints: 2026, 2027, 2029 and 2033. */
  years: UnderwritingYear[]
  sizing: {
    stabilizedNoi: number
    maxLoanDSCR: number
    maxLoanDebtYield: number
    maxLoanLTV: number
    recommendedLoan: number
    limitingFactor: string
  }
  refinance: {
    maturityMonth: number
    balloonAtMaturity: number
    refinanceProceeds: number
    refinanceLimitingTest: string
    refinanceLoan: number
    /** The first year after the maturity, and its debt service on the refinance loan. */
    refinanceYear: number
    refinanceYearDebtService: number
  }
  /** As 9.7's, without the average cash-on-cash (10.9 does not print it). */
  returns: Omit<DepthExample['returns'], 'averageCashOnCash'>
}

export const UNDERWRITING_WORKED_EXAMPLE: UnderwritingExample = {
  scenario: underwritingScenario,
  ...figures.underwriting,
}

/** One analysis year of PRODUCT.md 11.10's example, as the annual table shows it. */
export interface MonthlyYear {
  year: number
  label: string
  noi: number
  underwrittenNcf: number
  debtService: number
  /** A fraction, to 4 decimals. */
  occupancy: number
  /** As printed: 2 decimals. */
  dscr: number
}

export interface MonthlyExample {
  /** The version-2 scenario file of PRODUCT.md 11.10 (analysis start 2026-11, rents in place). */
  scenario: typeof monthlyScenario
  analysisStart: string
  /** Year 1 (Nov 2026-Oct 2027) as 11.10 works it by hand. */
  year1: {
    label: string
    grossRent: number
    vacancy: number
    reimbursements: number
    totalIncome: number
    operatingExpenses: number
    noi: number
    tiAndLC: number
    capitalReserves: number
    netCashFlow: number
    underwrittenNcf: number
    occupancy: number
  }
  /** The 10 analysis years, as an independent implementation computes them. */
  years: MonthlyYear[]
  buildingArea: number
  occupancyAtStart: number
  walt: number
  waltByArea: number
  sizing: {
    stabilizedNoi: number
    recommendedLoan: number
    limitingFactor: string
    goingInDebtYield: number
  }
  returns: { leveredIrr: number; unleveredIrr: number }
}

export const MONTHLY_WORKED_EXAMPLE: MonthlyExample = {
  scenario: monthlyScenario,
  ...figures.monthly,
}
