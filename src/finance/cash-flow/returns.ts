import { ratioOf } from '../ratio'
import { irr } from '../time-value'
import type { ExitModel } from './engine-terms'
import { exitValueOf } from './exit-refinance'
import type { InvestmentReturns, YearRow } from './types'

export interface ReturnsInput {
  propertyValue: number
  loan: number
  /** The hold: analysis years 1-10. */
  years: readonly YearRow[]
  /** NOI of the year after the hold, which prices the sale. */
  forwardNoi: number
  exit: ExitModel
  /** Analysis year of the loan's maturity. */
  maturityYearIndex: number
  /**
   * What equity pays at a maturity before the sale: the balloon less the refinance loan that
   * repays the rest (the refinance shortfall).
   */
  paidAtMaturity: number
  /** Balance owed at the end of the hold: the loan's, or the refinance loan's. */
  balanceAtEndOfHold: number
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/**
 * Buying at the property value and selling at the end of year 10 (PRODUCT.md 9.3, 10.7), before
 * closing costs. Equity = value - loan. Sale price = year-11 NOI / exit cap; net of selling costs.
 * Unlevered flows: -value, then net cash flow, the net sale added in year 10. Levered flows:
 * -equity, then cash flow after debt (at a maturity before year 10 equity pays the balloon the
 * refinance loan does not cover), and in year 10 the net sale less the loan still owed (the
 * refinance loan's balance when the loan was refinanced). IRR per time-value.ts; equity
 * multiple = levered flows of years 1-10 / equity; cash-on-cash = cash flow after debt / equity.
 * With equity at or below 0 (or too small to divide by) the levered figures are null.
 *
 * @example the worked example with value 5,500,000: equity 1,498,522.97, unlevered IRR 7.78%,
 *   levered IRR 10.37%, equity multiple 2.43, cash-on-cash 8.10% in year 1 and 3.36% on average
 */
export function investmentReturns(input: ReturnsInput): InvestmentReturns {
  const { propertyValue, loan, years, exit, maturityYearIndex, paidAtMaturity } = input
  const hold = years.length
  const equity = propertyValue - loan
  const salePrice = exitValueOf(input.forwardNoi, exit.exitCapRate)
  const netSaleProceeds = salePrice * (1 - exit.sellingCosts)
  const maturesInHold = maturityYearIndex < hold
  const loanPayoffAtSale = input.balanceAtEndOfHold
  const atSale = (year: number, value: number) => (year === hold ? value : 0)

  const unleveredFlows = [
    -propertyValue,
    ...years.map((row, index) => row.netCashFlow + atSale(index + 1, netSaleProceeds)),
  ]
  const leveredFlows = [
    -equity,
    ...years.map((row, index) => {
      const year = index + 1
      const balloonPaid = maturesInHold && year === maturityYearIndex ? paidAtMaturity : 0
      return row.cashFlowAfterDebt - balloonPaid + atSale(year, netSaleProceeds - loanPayoffAtSale)
    }),
  ]
  const perEquity = (amount: number) => ratioOf(amount, equity)
  return {
    purchasePrice: propertyValue,
    equity,
    salePrice,
    netSaleProceeds,
    loanPayoffAtSale,
    unleveredFlows,
    leveredFlows,
    unleveredIrr: irr(unleveredFlows),
    leveredIrr: equity > 0 ? irr(leveredFlows) : null,
    equityMultiple: perEquity(sum(leveredFlows.slice(1))),
    cashOnCashYear1: perEquity(years[0]!.cashFlowAfterDebt),
    averageCashOnCash: perEquity(sum(years.map((row) => row.cashFlowAfterDebt)) / hold),
  }
}
