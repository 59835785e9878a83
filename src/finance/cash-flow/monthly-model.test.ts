import { describe, expect, it } from 'vitest'
import monthlyExample from '../../../tests/fixtures/worked-example-monthly.json'
import {
  analysisOf,
  noExpenses,
  scenarioOf,
  singleTenant,
  workedExample,
} from '../../../tests/cash-flow-scenarios'
import { MONTHLY_WORKED_EXAMPLE } from '../../../tests/worked-example-figures'
import { analyzeScenario } from './analyze'
import type { AnalysisInput, MarketLeasing, OperatingExpenses } from './types'

/** Reimbursable expenses of `perSf` a year (all in taxes), escalating `escalationPercent`. */
const expensesOf = (perSf: number, escalationPercent = 0): OperatingExpenses => ({
  ...noExpenses,
  realEstateTaxesPerSf: perSf,
  escalationPercent,
})

const money = (value: number) => expect.closeTo(value, 6)
const column = (input: AnalysisInput, field: 'grossRent' | 'vacancy' | 'reimbursements') =>
  analysisOf(input).years.map((row) => row[field])

describe('one lease month by month: an anniversary, the expiration, a rollover (PRODUCT.md 11.2, 11.5)', () => {
  // Analysis from April 2026, rents in place. 1,000 SF at $24.00 escalating 3%, 2025-07-01 to
  // 2027-06-30: months -8..15 (24 months); anniversaries in July (months 4, 16). Market leasing:
  // bump 5%, free rent 2, TI $5, LC 4%, renewal 50%, downtime 4 -> D = 2, Downtime method.
  const market: MarketLeasing = {
    ...workedExample.marketLeasing,
    enabled: true,
    rentBumpPercent: 5,
    freeRentMonths: 2,
    capexTiPerSf: 5,
    leasingCommissionPercent: 4,
    renewalProbabilityPercent: 50,
    downtimeMonths: 4,
    vacancyMethod: 'downtime',
  }
  const input = singleTenant(
    {
      baseRent: 24,
      annualEscalation: 3,
      leaseStart: '2025-07-01',
      leaseExpiration: '2027-06-30',
    },
    {
      analysisStart: '2026-04',
      rentBasis: 'current',
      marketLeasing: market,
      operatingExpenses: expensesOf(12),
    },
  )
  const analysis = analysisOf(input)
  const [year1, year2, year3] = analysis.years

  it('takes the rent in place in month 1 and steps it on the lease anniversary', () => {
    // Months 1-3 at $24.00 (2,000.00 a month), months 4-12 at $24.72 (2,060.00).
    expect(year1!.grossRent).toBeCloseTo(3 * 2_000 + 9 * 2_060, 6)
    expect(year1!.vacancy).toBe(0)
    expect(year1!.reimbursements).toBeCloseTo(12_000, 6)
  })

  it('rolls over the month after the expiration with free rent, downtime and its costs', () => {
    // Months 13-15 at 2,060.00; the new lease from month 16 at $24.72 x 1.05 = $25.956
    // (2,163.00 a month): months 16-17 free, and 2 months of downtime booked as vacancy and
    // lost reimbursements in them.
    expect(year2!.grossRent).toBeCloseTo(3 * 2_060 + 7 * 2_163, 6)
    expect(year2!.vacancy).toBeCloseTo(2 * 2_163, 6)
    expect(year2!.reimbursements).toBeCloseTo(10 * 1_000, 6)
    expect(year2!.occupancy).toBeCloseTo(10 / 12, 12)
    // TI $5 x 1,000 + 4% of its 24 months of rent (12 x 2,163.00 + 12 x 2,227.89).
    expect(year2!.tiAndLC).toBeCloseTo(5_000 + 0.04 * (12 * 2_163 + 12 * 2_227.89), 6)
  })

  it('steps the new lease on its own anniversary', () => {
    // Months 25-27 at 2,163.00, months 28-36 at $26.73468 (2,227.89).
    expect(year3!.grossRent).toBeCloseTo(3 * 2_163 + 9 * 2_227.89, 6)
    expect(year3!.tiAndLC).toBe(0)
  })

  it('labels the years by their months, and the annual year by its first month', () => {
    expect(year1!.label).toBe('Yr 1 Apr 2026-Mar 2027')
    expect([year1!.year, year2!.year]).toEqual([2026, 2027])
    expect(analysis.occupancyAtStart).toBe(1)
  })

  it('steps from the lease start when the rents are at lease start', () => {
    // $24.00 was the July 2025 rent: the July 2026 anniversary is its first step either way.
    const atLeaseStart = analysisOf({ ...input, rentBasis: 'leaseStart' })
    expect(atLeaseStart.years[0]!.grossRent).toBeCloseTo(year1!.grossRent, 6)
    // Analysed from August 2026 (the lease ends in month 11; month 12 is the new lease's first,
    // free): $24.00 in place then is the rent after the July step; at lease start it was July
    // 2025's, stepped once by August 2026.
    const later = { ...input, analysisStart: '2026-08' }
    expect(analysisOf(later).years[0]!.grossRent).toBeCloseTo(11 * 2_000, 6)
    expect(analysisOf({ ...later, rentBasis: 'leaseStart' }).years[0]!.grossRent).toBeCloseTo(
      11 * 2_060,
      6,
    )
  })
})

describe('a vacant suite (PRODUCT.md 11.3)', () => {
  // From January 2026: 2,000 SF expected to lease 2026-07-01 to 2029-06-30 at $30.00 escalating
  // 2%, NNN, TI $25, LC 5%, market leasing disabled; expenses $10/SF a year.
  const input = singleTenant(
    {
      status: 'vacant',
      name: 'Vacant (Suite 200)',
      squareFootage: 2_000,
      baseRent: 30,
      annualEscalation: 2,
      leaseStart: '2026-07-01',
      leaseExpiration: '2029-06-30',
      tiPerSF: 25,
      leasingCommission: 5,
    },
    { operatingExpenses: expensesOf(10) },
  )
  const analysis = analysisOf(input)
  const [year1, , , year4, year5] = analysis.years

  it('pays from its lease start and costs its expenses all year', () => {
    expect(year1!.grossRent).toBeCloseTo(6 * 5_000, 6)
    expect(year1!.reimbursements).toBeCloseTo(6 * 2_000 * (10 / 12), 6)
    expect(year1!.operatingExpenses).toBeCloseTo(10 * 2_000, 6)
    expect(year1!.occupancy).toBeCloseTo(0.5, 12)
    expect(analysis).toMatchObject({ buildingArea: 2_000, occupancyAtStart: 0, vacantRows: 1 })
  })

  it('charges TI and the commission of a new lease in its first month', () => {
    // 25 x 2,000 + 5% of 12 x (5,000.00 + 5,100.00 + 5,202.00).
    expect(year1!.tiAndLC).toBeCloseTo(50_000 + 0.05 * 12 * (5_000 + 5_100 + 5_202), 6)
  })

  it('rolls over like any lease, with the rule-of-thumb vacancy around its expiration', () => {
    // Months 37-42 at $31.212 (5,202.00), then from month 43 at $31.83624 (5,306.04).
    expect(year4!.grossRent).toBeCloseTo(6 * 5_202 + 6 * 5_306.04, 6)
    expect(year1!.vacancy).toBeCloseTo(0.05 * year1!.grossRent, 6)
    expect(year4!.vacancy).toBeCloseTo(0.1 * year4!.grossRent, 6)
    expect(year5!.vacancy).toBeCloseTo(0.1 * year5!.grossRent, 6)
    const newLease = 12 * (5_306.04 + 5_412.1608 + 5_520.404016)
    expect(year4!.tiAndLC).toBeCloseTo(50_000 + 0.05 * newLease, 6)
  })

  it('is left out of the rollover exposure and the WALT', () => {
    expect(analysis.rollover).toMatchObject({ totalSf: 0, totalRent: 0, waltByRent: null })
  })

  it('must lease after the analysis start', () => {
    const early = singleTenant(
      { status: 'vacant', leaseStart: '2026-01-15' },
      { analysisStart: '2026-01' },
    )
    const outcome = analyzeScenario(early)
    expect(outcome.ok && outcome.result.invalidTenants[0]!.problems).toEqual([
      { field: 'leaseStart', rule: { kind: 'vacantStart' } },
    ])
  })
})

describe('a Base Year lease (PRODUCT.md 11.4)', () => {
  // From January 2026: 1,000 SF at $20, 2024-03-01 to 2030-02-28; expenses $10/SF escalating
  // 5%, so E(2024) = 10 / 1.05^2 = 9.0702948 and E_k = 10 x 1.05^(k-1).
  const input = singleTenant(
    {
      leaseType: 'Base Year',
      leaseStart: '2024-03-01',
      leaseExpiration: '2030-02-28',
    },
    { operatingExpenses: expensesOf(10, 5) },
  )
  const recoveries = column(input, 'reimbursements')
  const baseYear2024 = 10 / 1.05 ** 2

  it('recovers the growth over its lease start year by default', () => {
    expect(recoveries[0]).toBeCloseTo(1_000 * (10 - baseYear2024), 6)
    expect(recoveries[1]).toBeCloseTo(1_000 * (10.5 - baseYear2024), 6)
  })

  it('recovers the growth over the base year given', () => {
    const given = column(
      { ...input, tenants: [{ ...input.tenants[0]!, baseYear: 2026 }] },
      'reimbursements',
    )
    expect(given[0]).toBe(0)
    expect(given[1]).toBeCloseTo(500, 6)
  })

  it('gives a rolled lease the calendar year it starts as its base year', () => {
    // 2030: January and February on the lease in place; from March the new lease, base 2030.
    const e5 = 10 * 1.05 ** 4
    expect(recoveries[4]).toBeCloseTo((2 / 12) * 1_000 * (e5 - baseYear2024), 6)
    expect(recoveries[5]).toBeCloseTo(1_000 * (10 * 1.05 ** 5 - e5), 6)
  })
})

describe('the monthly worked example (PRODUCT.md 11.10), year 1 as worked by hand', () => {
  const analysis = analysisOf(scenarioOf(monthlyExample))
  const year1 = analysis.years[0]!

  it('gives the rent, vacancy, reimbursements and income of Nov 2026-Oct 2027', () => {
    expect(year1.label).toBe('Yr 1 Nov 2026-Oct 2027')
    expect(year1).toMatchObject({
      grossRent: money(496_293.75),
      vacancy: money(24_814.6875),
      reimbursements: expect.closeTo(362_983.01, 2),
      totalIncome: expect.closeTo(834_462.07, 2),
    })
  })

  it('charges expenses on the building area and the vacant suite its letting costs', () => {
    expect(analysis.buildingArea).toBe(26_000)
    expect(year1).toMatchObject({
      operatingExpenses: expect.closeTo(467_033.86, 2),
      noi: expect.closeTo(367_428.21, 2),
      tiAndLC: expect.closeTo(69_112.89, 2),
      capitalReserves: money(6_500),
      tiLcReserve: money(3_900),
      netCashFlow: expect.closeTo(291_815.32, 2),
      underwrittenNcf: expect.closeTo(357_028.21, 2),
    })
  })

  it('gives the occupancy and the WALTs', () => {
    expect(analysis.occupancyAtStart).toBeCloseTo(0.903846, 6)
    expect(year1.occupancy).toBeCloseTo(0.951923, 6)
    expect(analysis.rollover.waltByRent).toBeCloseTo(2.6008, 4)
    expect(analysis.rollover.waltByArea).toBeCloseTo(2.5195, 4)
    expect(analysis.rollover.totalRent).toBeCloseTo(458_000, 6)
  })

  it('reads the going-in debt yield on Underwritten NCF when the loan is sized on it', () => {
    const { recommendedLoan } = analysis.debtSizing
    expect(analysis.goingInDebtYield).toBeCloseTo(year1.underwrittenNcf / recommendedLoan, 12)
    expect(year1.dscr).toBeCloseTo(year1.underwrittenNcf / year1.debtService, 12)
  })
})

describe('the monthly worked example (PRODUCT.md 11.10), every year and the loan', () => {
  const analysis = analysisOf(scenarioOf(monthlyExample))
  const expected = MONTHLY_WORKED_EXAMPLE

  it.each(expected.years.map((row) => [row.label, row] as const))('gives %s', (_, row) => {
    const year = analysis.years.find((candidate) => candidate.year === row.year)!
    expect(year.label).toBe(row.label)
    expect(year.noi).toBeCloseTo(row.noi, 2)
    expect(year.underwrittenNcf).toBeCloseTo(row.underwrittenNcf, 2)
    expect(year.debtService).toBeCloseTo(row.debtService, 2)
    expect(year.occupancy).toBeCloseTo(row.occupancy, 4)
    expect(year.dscr.toFixed(2)).toBe(row.dscr.toFixed(2))
  })

  it('sizes the loan on the stabilized Underwritten NCF and gives the returns', () => {
    expect(analysis.debtSizing.stabilizedNoi).toBeCloseTo(expected.sizing.stabilizedNoi, 2)
    expect(analysis.debtSizing.recommendedLoan).toBeCloseTo(expected.sizing.recommendedLoan, 2)
    expect(analysis.debtSizing.limitingTest).toBe(expected.sizing.limitingFactor)
    expect(analysis.goingInDebtYield).toBeCloseTo(expected.sizing.goingInDebtYield, 4)
    expect(analysis.returns!.leveredIrr).toBeCloseTo(expected.returns.leveredIrr, 4)
    expect(analysis.returns!.unleveredIrr).toBeCloseTo(expected.returns.unleveredIrr, 4)
  })
})
