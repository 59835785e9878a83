import { describe, expect, it } from 'vitest'
import { analysisOf, noExpenses, singleTenant } from '../../../tests/cash-flow-scenarios'
import type { AnalysisInput, Underwriting } from './types'

/**
 * PRODUCT.md 10.3 by hand. One tenant, 1,000 SF at $20 flat to 2045 (no expiry in the analysis,
 * so its rule-of-thumb vacancy is 5%: 1,000 of the 20,000 gross rent), no reimbursable expenses,
 * a 4% management fee and 3% expense escalation (which the reserves follow), default debt:
 * 6.5% over 25 years, 2 years interest-only, 10-year term, minimum DSCR 1.25, debt yield 10%.
 */
const base = singleTenant(
  { squareFootage: 1_000, baseRent: 20, leaseExpiration: '2045-12-31' },
  { operatingExpenses: { ...noExpenses, managementFeePercent: 4, escalationPercent: 3 } },
)

const underwritten = (adjustments: Partial<Underwriting>): AnalysisInput => ({
  ...base,
  underwriting: { ...base.underwriting, ...adjustments },
})

describe("general vacancy (a floor over the tenants' vacancy)", () => {
  it("leaves the tenants' vacancy when it is more: 3% of 20,000 is 600, under 1,000", () => {
    const years = analysisOf(underwritten({ generalVacancyPercent: 3 })).years
    for (const row of years) {
      expect(row.vacancy).toBeCloseTo(1_000, 9)
      expect(row.effectiveRent).toBeCloseTo(19_000, 9)
    }
  })

  it('takes its place when it is more: 8% of 20,000 is 1,600, over 1,000', () => {
    const years = analysisOf(underwritten({ generalVacancyPercent: 8 })).years
    for (const row of years) {
      expect(row.vacancy).toBeCloseTo(1_600, 9)
      expect(row.effectiveRent).toBeCloseTo(18_400, 9)
    }
  })
})

describe('credit loss on the rent collected', () => {
  // General vacancy 8%: effective rent 18,400; credit loss 2% = 368; total income 18,032;
  // management fee 4% of it = 721.28; NOI = 18,032 - 721.28 = 17,310.72.
  const row = analysisOf(underwritten({ generalVacancyPercent: 8, creditLossPercent: 2 })).years[0]!

  it('is the rate x effective rent, taken from total income before the management fee', () => {
    expect(row.creditLoss).toBeCloseTo(368, 9)
    expect(row.totalIncome).toBeCloseTo(18_032, 9)
    expect(row.operatingExpenses).toBeCloseTo(721.28, 9)
    expect(row.noi).toBeCloseTo(17_310.72, 9)
  })
})

describe('capital reserves and sizing the loan on NCF', () => {
  // Reserves $0.50/SF x 1,000 SF, growing 3% a year: 500, 515, 530.45, 546.3635, 562.754405.
  // NCF = NOI 17,310.72 - reserves: 16,810.72, 16,795.72, 16,780.27, 16,764.3565, 16,747.965595.
  const adjustments = {
    generalVacancyPercent: 8,
    creditLossPercent: 2,
    capitalReservesPerSf: 0.5,
  } as const
  const onNoi = analysisOf({
    ...underwritten({ ...adjustments, sizeLoanOn: 'NOI' }),
    debt: { ...base.debt, propertyValue: 250_000 },
  })
  const onNcf = analysisOf({
    ...underwritten({ ...adjustments, sizeLoanOn: 'NCF' }),
    debt: { ...base.debt, propertyValue: 250_000 },
  })

  it('takes the reserves below NOI, escalating with the expenses', () => {
    const reserves = [500, 515, 530.45, 546.3635, 562.754405]
    reserves.forEach((amount, index) => {
      const row = onNcf.years[index]!
      expect(row.capitalReserves).toBeCloseTo(amount, 9)
      expect(row.noi).toBeCloseTo(17_310.72, 9)
      expect(row.netCashFlow).toBeCloseTo(17_310.72 - amount, 9)
    })
  })

  it('sizes on NOI by default, the reserves notwithstanding', () => {
    // PV(0.065 / 12, 300, 17,310.72 / 1.25 / 12) = 170,917.62; debt yield 173,107.20.
    expect(onNoi.debtSizing).toMatchObject({ sizedOn: 'NOI', limitingTest: 'DSCR' })
    expect(onNoi.debtSizing.stabilizedNoi).toBeCloseTo(17_310.72, 9)
    expect(onNoi.debtSizing.recommendedLoan).toBeCloseTo(170_917.62, 2)
  })

  it('sizes on NCF: the stabilized NCF is the lower of year 3 and the years 1-5 average', () => {
    // Year 3: 16,780.27. Average: (16,810.72 + 16,795.72 + 16,780.27 + 16,764.3565
    // + 16,747.965595) / 5 = 16,779.806419, the lower. By DSCR PV(0.065 / 12, 300,
    // 16,779.806419 / 1.25 / 12) = 165,675.64; by debt yield 167,798.06; by LTV 187,500.
    expect(onNcf.debtSizing.sizedOn).toBe('NCF')
    expect(onNcf.debtSizing.stabilizedNoi).toBeCloseTo(16_779.806419, 6)
    expect(onNcf.debtSizing.maxLoanDSCR).toBeCloseTo(165_675.64, 2)
    expect(onNcf.debtSizing.maxLoanDebtYield).toBeCloseTo(167_798.06, 2)
    expect(onNcf.debtSizing.maxLoanLTV).toBe(187_500)
    expect(onNcf.debtSizing).toMatchObject({ limitingTest: 'DSCR' })
    expect(onNcf.debtSizing.recommendedLoan).toBeCloseTo(165_675.64, 2)
  })

  it('reads the yearly and summary DSCRs, the sensitivity and the grid on NCF', () => {
    const loan = 165_675.636353
    // Year 1 is interest-only: 0.065 x loan = 10,768.92; DSCR = 16,810.72 / 10,768.92 = 1.5610.
    expect(onNcf.years[0]!.dscr).toBeCloseTo(16_810.72 / (0.065 * loan), 6)
    // Years 3 on amortize: 12 x PMT = stabilized NCF / 1.25, so year 3's DSCR is
    // 16,780.27 x 1.25 / 16,779.806419 = 1.250035 and the lowest is year 10's.
    expect(onNcf.years[2]!.dscr).toBeCloseTo((16_780.27 * 1.25) / 16_779.806419, 6)
    const year10 = 17_310.72 - 500 * 1.03 ** 9
    expect(onNcf.debtSummary.minDscr).toBeCloseTo((year10 * 1.25) / 16_779.806419, 6)
    expect(onNcf.sensitivity[0]!.noi).toBeCloseTo(16_810.72, 6)
    expect(onNcf.rateDscrGrid.loans[2]![1]).toBeCloseTo(onNcf.debtSizing.recommendedLoan, 6)
  })

  it('keeps NOI for the exit, and the net cash flow after reserves in the returns', () => {
    expect(onNcf.exitRefinance!.forwardNoi).toBeCloseTo(17_310.72, 9)
    expect(onNcf.returns!.unleveredFlows[1]).toBeCloseTo(16_810.72, 9)
    expect(onNcf.returns!.equity).toBeCloseTo(250_000 - 165_675.64, 2)
  })
})
