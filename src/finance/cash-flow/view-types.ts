import type { LoanTest } from '../loan-tests'

/*
 * The views of the analysis added by PRODUCT.md section 9: lease rollover exposure (9.1), the
 * exit and refinance test (9.2) and the investment returns (9.3). Read through types.ts.
 */

/** One row of the lease expiration table: an analysis year, or every year after year 10. */
export interface ExpirationBucket {
  /** Calendar year of the year's first month; null for "After Year 10". */
  year: number | null
  /** The analysis year's label ("2028", "Yr 3 Nov 2028-Oct 2029"); null after year 10. */
  label: string | null
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
  /** Analysis year of the maturity (1-10), the calendar year of its first month, its label. */
  maturityYearIndex: number
  maturityYear: number
  maturityYearLabel: string
  /** The label of the year after the maturity, whose NOI is the forward NOI. */
  forwardYearLabel: string
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
