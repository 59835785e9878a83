import type { LoanSizingInput } from '../src/finance/loan-sizing'
import type { MortgageInput } from '../src/finance/mortgage'
import figures from './fixtures/worked-examples.json' with { type: 'json' }
import scenario from './fixtures/worked-example-multi-tenant.json' with { type: 'json' }
import depthScenario from './fixtures/worked-example-depth.json' with { type: 'json' }

/**
 * The worked examples of PRODUCT.md 4.1 (mortgage), 4.2 (maximum loan), 4.3/4.4 (multi-tenant
 * cash flow and sizing) and 9.7 (rollover, exit and refinance, returns): inputs and expected
 * figures, to the cent as PRODUCT.md prints them, read from tests/fixtures/worked-examples.json.
 * Unit tests and end-to-end tests both import this, so a figure is written once. The inputs are
 * the engines' input objects (MortgageInput, LoanSizingInput); the multi-tenant inputs are the
 * scenario files PRODUCT.md publishes (worked-example-multi-tenant.json and
 * worked-example-depth.json). The end-to-end project typechecks this file too.
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
