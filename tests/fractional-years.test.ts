import { describe, expect, it } from 'vitest'
import { sizeMaxLoan } from '../src/finance/loan-sizing'
import { monthsOfYears } from '../src/finance/time-value'
import { analysisOf, depthExample } from './cash-flow-scenarios'
import { loanSizingResult, loanSizingWorkedExample, mortgageResult } from './worked-examples'

/**
 * PRODUCT.md 10.7: a year count may have decimals; every one becomes round(years x 12) months,
 * half up (monthsOfYears), in the mortgage (4.1), the maximum loan (4.2), the multi-tenant loan
 * (4.4) and its refinance and returns (9.2, 9.3). The maturity year is ceil(term months / 12).
 */
describe('years as months', () => {
  it('rounds half up to whole months', () => {
    expect(monthsOfYears(7.5)).toBe(90)
    expect(monthsOfYears(0.125)).toBe(2) // 1.5 months
    expect(monthsOfYears(0.0416)).toBe(0) // 0.4992 months
    expect(monthsOfYears(7.52)).toBe(90) // 90.24 months
    expect(monthsOfYears(7.5417)).toBe(91) // 90.5004 months
  })

  it('gives the mortgage (4.1) its term and amortization in months', () => {
    expect(mortgageResult().schedule.monthly).toHaveLength(120)
  })

  it('sizes the maximum loan (4.2) over the rounded months', () => {
    // 7.52 years is 90.24 months: the loan amortizes over 90, as with 7.5 years.
    const sized = (loanTermYears: number) =>
      loanSizingResult({ ...loanSizingWorkedExample, loanTermYears })
    expect(sized(7.52).maxLoanBasedOnDscr).toBe(sized(7.5).maxLoanBasedOnDscr)
    expect(sized(7.52).maxLoanBasedOnDscr).not.toBe(sized(7.5417).maxLoanBasedOnDscr)
    // PV(0.0725 / 12, 90, 250,000 / 1.25 / 12) = 16,666.67 x (1 - 1.00604167^-90) / 0.00604167.
    expect(sized(7.5).maxLoanBasedOnDscr).toBeCloseTo(
      ((250_000 / 1.25 / 12) * (1 - (1 + 0.0725 / 12) ** -90)) / (0.0725 / 12),
      6,
    )
    expect(sizeMaxLoan({ ...loanSizingWorkedExample, loanTermYears: 7.5 }).ok).toBe(true)
  })

  it('runs the multi-tenant loan (4.4) on the rounded interest-only and amortization months', () => {
    // 1.5 years interest-only = 18 months: year 2 pays 6 months of interest and 6 level payments.
    const analysis = analysisOf({
      ...depthExample,
      debt: { ...depthExample.debt, interestOnlyYears: 1.5, amortizationYears: 24.99 },
    })
    const loan = analysis.debtSizing.recommendedLoan
    const rate = 0.065 / 12
    // 24.99 years is 299.88 months: 300, as 25 years.
    const payment = (loan * rate) / (1 - (1 + rate) ** -300)
    expect(analysis.years[1]!.debtService).toBeCloseTo(6 * loan * rate + 6 * payment, 6)
  })

  it('matures a 7.5-year loan in year 8 (9.2) and refinances it from month 91 (9.3)', () => {
    const analysis = analysisOf({
      ...depthExample,
      debt: { ...depthExample.debt, loanTermYears: 7.5 },
    })
    const test = analysis.exitRefinance!
    expect(test.maturityYearIndex).toBe(8)
    expect(test.maturityYear).toBe(2033)
    expect(test.forwardNoi).toBe(analysis.years[8]!.noi)
    // Year 8 pays 6 months of the loan and 6 of the refinance loan (at the same rate and
    // amortization), year 9 twelve of the refinance loan.
    const rate = 0.065 / 12
    const refinanced = (test.refinanceLoan * rate) / (1 - (1 + rate) ** -300)
    const loan = analysis.debtSizing.recommendedLoan
    const original = (loan * rate) / (1 - (1 + rate) ** -300)
    expect(analysis.years[7]!.debtService).toBeCloseTo(6 * original + 6 * refinanced, 6)
    expect(analysis.years[8]!.debtService).toBeCloseTo(12 * refinanced, 6)
  })
})
