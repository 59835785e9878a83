import { describe, expect, it } from 'vitest'
import { analysisOf, noExpenses, singleTenant } from '../../../tests/cash-flow-scenarios'
import type { AnalysisInput, MarketLeasing } from './types'

/**
 * PRODUCT.md 10.4 by hand. One NNN tenant, 1,000 SF at $20 flat, 2026-01-01 to 2027-12-31 (a
 * 2-year lease, rolling in 2028 and 2030), $10/SF of taxes reimbursed (10,000 a year). Market:
 * bump 5%, leasing commissions 3%, TI $5/SF, 3 months free. Renewal: 75% likely, 6 months of
 * downtime when not, renewal TI $2/SF, commissions 2%, 1 month free. At each rollover the terms
 * blend: free rent 0.75 x 1 + 0.25 x 3 = 1.5 months, TI 0.75 x 2 + 0.25 x 5 = $2.75/SF,
 * commissions 0.75 x 2% + 0.25 x 3% = 2.25%, downtime D = 0.25 x 6 = 1.5 months.
 */
const market: MarketLeasing = {
  enabled: true,
  rentBumpPercent: 5,
  leasingCommissionPercent: 3,
  capexTiPerSf: 5,
  freeRentMonths: 3,
  renewalProbabilityPercent: 75,
  downtimeMonths: 6,
  renewalTiPerSf: 2,
  renewalLeasingCommissionPercent: 2,
  renewalFreeRentMonths: 1,
  vacancyMethod: 'ruleOfThumb',
}

const scenario = (leasing: Partial<MarketLeasing>): AnalysisInput =>
  singleTenant(
    { squareFootage: 1_000, baseRent: 20, leaseStart: '2026-01-01', leaseExpiration: '2027-12-31' },
    {
      operatingExpenses: { ...noExpenses, realEstateTaxesPerSf: 10 },
      marketLeasing: { ...market, ...leasing },
    },
  )

const firstFive = (input: AnalysisInput) => analysisOf(input).years.slice(0, 5)

// 2028: rent 20 x 1.05 = $21/SF, 21,000 before free rent, 21,000 x (12 - 1.5) / 12 = 18,375
// after. 2030: 21 x 1.05 = $22.05/SF, 22,050, and 22,050 x 10.5 / 12 = 19,293.75 after.
const GROSS_RENT = [20_000, 20_000, 18_375, 21_000, 19_293.75]
// TI & LC: 2.75 x 1,000 + 2.25% of the new lease's rent (2028: 2 x 21,000 = 42,000 -> 945;
// 2030: 2 x 22,050 = 44,100 -> 992.25).
const TI_AND_LC = [0, 0, 3_695, 0, 3_742.25]

describe('75% renewal with 6 months of downtime, by the rule of thumb', () => {
  const years = firstFive(scenario({ vacancyMethod: 'ruleOfThumb' }))

  it('blends free rent, TI and commissions, and ignores the downtime', () => {
    expect(years.map((row) => row.grossRent)).toEqual(GROSS_RENT.map((v) => expect.closeTo(v, 9)))
    expect(years.map((row) => row.tiAndLC)).toEqual(TI_AND_LC.map((v) => expect.closeTo(v, 9)))
    // 5% in 2026; 10% in the expiration years 2027 and 2029 and the years after them.
    const vacancy = [1_000, 2_000, 1_837.5, 2_100, 1_929.375]
    expect(years.map((row) => row.vacancy)).toEqual(vacancy.map((v) => expect.closeTo(v, 9)))
    expect(years.map((row) => row.reimbursements)).toEqual([10_000, 10_000, 10_000, 10_000, 10_000])
  })
})

describe('75% renewal with 6 months of downtime, by the Downtime method', () => {
  const years = firstFive(scenario({ vacancyMethod: 'downtime' }))

  it('leaves the space empty D = 1.5 months in the first year of each rolled lease only', () => {
    expect(years.map((row) => row.grossRent)).toEqual(GROSS_RENT.map((v) => expect.closeTo(v, 9)))
    expect(years.map((row) => row.tiAndLC)).toEqual(TI_AND_LC.map((v) => expect.closeTo(v, 9)))
    // D / 12 x the year's rent before free rent: 1.5 / 12 x 21,000 = 2,625 in 2028 and
    // 1.5 / 12 x 22,050 = 2,756.25 in 2030; 0 in every other year.
    const vacancy = [0, 0, 2_625, 0, 2_756.25]
    expect(years.map((row) => row.vacancy)).toEqual(vacancy.map((v) => expect.closeTo(v, 9)))
    // Reimbursements of those years x (12 - 1.5) / 12: 10,000 x 0.875 = 8,750.
    const reimbursed = [10_000, 10_000, 8_750, 10_000, 8_750]
    expect(years.map((row) => row.reimbursements)).toEqual(
      reimbursed.map((v) => expect.closeTo(v, 9)),
    )
  })

  it('cuts free rent so that free rent + downtime is at most 12 months', () => {
    // Renewal probability 0: downtime D = 6; market free rent 10 is cut to 12 - 6 = 6 months:
    // gross rent 21,000 x 6 / 12 = 10,500, vacancy 6 / 12 x 21,000 = 10,500, nothing collected.
    const row = firstFive(
      scenario({ vacancyMethod: 'downtime', renewalProbabilityPercent: 0, freeRentMonths: 10 }),
    )[2]!
    expect(row.grossRent).toBeCloseTo(10_500, 9)
    expect(row.vacancy).toBeCloseTo(10_500, 9)
    expect(row.effectiveRent).toBeCloseTo(0, 9)
    expect(row.reimbursements).toBeCloseTo(5_000, 9)
    // The rule of thumb keeps the 10 free months: 21,000 x 2 / 12 = 3,500.
    const thumb = firstFive(
      scenario({ vacancyMethod: 'ruleOfThumb', renewalProbabilityPercent: 0, freeRentMonths: 10 }),
    )[2]!
    expect(thumb.grossRent).toBeCloseTo(3_500, 9)
  })
})

describe('renewal items left empty', () => {
  it('are the market values: 3 months free, TI $5/SF, commissions 3%', () => {
    const row = firstFive(
      scenario({
        renewalTiPerSf: null,
        renewalLeasingCommissionPercent: null,
        renewalFreeRentMonths: null,
      }),
    )[2]!
    // 21,000 x 9 / 12 = 15,750; 5 x 1,000 + 3% x 42,000 = 6,260.
    expect(row.grossRent).toBeCloseTo(15_750, 9)
    expect(row.tiAndLC).toBeCloseTo(6_260, 9)
  })

  it('with a certain renewal and no downtime give the market terms exactly', () => {
    const certain = {
      renewalProbabilityPercent: 100,
      downtimeMonths: 0,
      renewalTiPerSf: null,
      renewalLeasingCommissionPercent: null,
      renewalFreeRentMonths: null,
    }
    const ruleOfThumb = analysisOf(scenario({ ...certain, vacancyMethod: 'ruleOfThumb' }))
    expect(ruleOfThumb.years[2]!.grossRent).toBe(15_750)
    expect(ruleOfThumb.years[2]!.vacancy).toBe(1_575)
  })
})
