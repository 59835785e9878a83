import { describe, expect, it } from 'vitest'
import {
  analysisOf,
  noExpenses,
  singleTenant,
  tenant,
  workedExample,
} from '../../../tests/cash-flow-scenarios'
import { analyzeScenario } from './analyze'
import type { MarketLeasing } from './types'

const marketLeasingOn: MarketLeasing = {
  ...workedExample.marketLeasing,
  enabled: true,
  rentBumpPercent: 5,
  leasingCommissionPercent: 3,
  capexTiPerSf: 5,
  freeRentMonths: 3,
}

const column = (
  input: Parameters<typeof analysisOf>[0],
  field: 'grossRent' | 'vacancy' | 'tiAndLC' | 'reimbursements' | 'debtService',
) => analysisOf(input).years.map((row) => row[field])

/** Matchers for `values`, each to `digits` decimals as toBeCloseTo checks. */
const closeTo = (values: number[], digits = 8) =>
  values.map((value) => expect.closeTo(value, digits))

describe('a lease rolling over with market leasing enabled', () => {
  // 1,000 SF at $20, no escalation, 2026-2027 (a 2-year lease), bump 5%, 3 months free, TI $5/SF, LC 3%.
  const input = singleTenant({}, { marketLeasing: marketLeasingOn })

  it('bumps the rent and removes the free months in the first year of each new lease', () => {
    expect(column(input, 'grossRent').slice(0, 5)).toEqual([
      20_000, 20_000, 15_750, 21_000, 16_537.5,
    ])
  })

  it('charges vacancy of 10% in expiration years and the year after, 5% otherwise', () => {
    expect(column(input, 'vacancy').slice(0, 5)).toEqual(
      closeTo([1_000, 2_000, 1_575, 2_100, 1_653.75]),
    )
  })

  it('charges market TI and a commission on the aggregate rent of the new lease, before free rent', () => {
    const costs = column(input, 'tiAndLC')
    expect(costs[0]).toBe(0)
    expect(costs[1]).toBe(0)
    expect(costs[2]).toBeCloseTo(5_000 + 0.03 * 42_000, 8)
    expect(costs[3]).toBe(0)
    expect(costs[4]).toBeCloseTo(5_000 + 0.03 * 44_100, 8)
  })

  it('takes 0 to 12 free months, and refuses others with the range (PRODUCT.md 10.7)', () => {
    const allFree = singleTenant({}, { marketLeasing: { ...marketLeasingOn, freeRentMonths: 12 } })
    expect(column(allFree, 'grossRent')[2]).toBe(0)
    const noneFree = singleTenant({}, { marketLeasing: { ...marketLeasingOn, freeRentMonths: 0 } })
    expect(column(noneFree, 'grossRent')[2]).toBeCloseTo(21_000, 8)
    const range = { kind: 'range', min: 0, minIncluded: true, max: 12, unit: 'months' }
    for (const freeRentMonths of [15, -2, 12.5]) {
      const outcome = analyzeScenario(
        singleTenant({}, { marketLeasing: { ...marketLeasingOn, freeRentMonths } }),
      )
      expect(outcome).toEqual({
        ok: false,
        problems: [{ field: 'marketLeasing.freeRentMonths', rule: range }],
      })
    }
  })
})

describe('a lease rolling over with market leasing disabled', () => {
  // 1,000 SF at $20 escalating 3%, 2026-2027, tenant TI $10/SF and LC 6%.
  const input = singleTenant({ annualEscalation: 3, tiPerSF: 10, leasingCommission: 6 })

  it('escalates the expiring rent by the tenant escalation into the new lease, without free rent', () => {
    expect(column(input, 'grossRent').slice(0, 5)).toEqual([
      ...closeTo([20_000, 20_600, 21_218, 21_854.54]),
      expect.closeTo(22_510.1762, 6),
    ])
  })

  it("charges the tenant's own TI and commission in each new lease's first year", () => {
    const costs = column(input, 'tiAndLC')
    expect(costs[2]).toBeCloseTo(10_000 + 0.06 * (21_218 + 21_854.54), 6)
    expect(costs[4]).toBeCloseTo(10_000 + 0.06 * (22_510.1762 + 23_185.481486), 4)
    expect(costs.filter((cost) => cost > 0)).toHaveLength(4) // 2028, 2030, 2032, 2034
  })

  it('rolls a one-year lease every year, always at 10% vacancy', () => {
    const yearly = singleTenant({
      leaseExpiration: '2026-12-31',
      tiPerSF: 1,
      leasingCommission: 10,
    })
    const analysis = analysisOf(yearly)
    for (const row of analysis.years) expect(row.vacancy).toBeCloseTo(row.grossRent * 0.1, 8)
    expect(analysis.years.slice(1).map((row) => row.tiAndLC)).toEqual(new Array(9).fill(3_000))
  })
})

describe('reimbursements and lease types', () => {
  const taxesOnly = { ...noExpenses, realEstateTaxesPerSf: 10 }

  it('reimburses 100% for NNN, 50% for Modified and nothing for Gross', () => {
    const reimbursed = (leaseType: 'NNN' | 'Modified' | 'Gross') =>
      column(singleTenant({ leaseType }, { operatingExpenses: taxesOnly }), 'reimbursements')[1]
    expect(reimbursed('NNN')).toBe(10_000)
    expect(reimbursed('Modified')).toBe(5_000)
    expect(reimbursed('Gross')).toBe(0)
  })

  it('prorates rent and reimbursements in the lease start year by (13 - start month) / 12', () => {
    const input = singleTenant({ leaseStart: '2026-04-15' }, { operatingExpenses: taxesOnly })
    const [first] = analysisOf(input).years
    expect(first!.grossRent).toBeCloseTo(15_000, 8)
    expect(first!.reimbursements).toBeCloseTo(7_500, 8)
    expect(first!.operatingExpenses).toBeCloseTo(10_000, 8)
  })

  it('escalates reimbursable expenses and adds the management fee on total income', () => {
    const expenses = { ...taxesOnly, escalationPercent: 4, managementFeePercent: 5 }
    const row = analysisOf(singleTenant({}, { operatingExpenses: expenses })).years[1]!
    expect(row.reimbursements).toBeCloseTo(10_400, 8)
    expect(row.operatingExpenses).toBeCloseTo(10_400 + 0.05 * row.totalIncome, 8)
  })
})

describe('leases outside the first year', () => {
  it('leaves the space vacant until a lease that starts in a future year', () => {
    const input = singleTenant({ leaseStart: '2028-07-01', leaseExpiration: '2030-06-30' })
    const gross = column(input, 'grossRent')
    expect(gross.slice(0, 3)).toEqual([0, 0, 10_000])
    expect(column(input, 'vacancy').slice(0, 5)).toEqual([0, 0, 500, 1_000, 2_000])
  })

  it('follows the rollovers of a lease that expired before year 1', () => {
    const input = singleTenant({
      leaseStart: '2018-01-01',
      leaseExpiration: '2022-12-31',
      annualEscalation: 2,
      tiPerSF: 2,
    })
    const analysis = analysisOf(input)
    expect(analysis.years[0]!.grossRent).toBeCloseTo(20_000 * 1.02 ** 8, 6)
    expect(analysis.years[0]!.vacancy).toBeCloseTo(analysis.years[0]!.grossRent * 0.05, 8)
    expect(analysis.years[1]!.vacancy).toBeCloseTo(analysis.years[1]!.grossRent * 0.1, 8) // 2027 expiry
    expect(analysis.years.map((row) => row.tiAndLC > 0)).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      true,
      false,
      false,
    ])
  })
})

describe('invalid tenant rows', () => {
  it('are reported with their reasons and left out of the analysis', () => {
    const input = {
      ...workedExample,
      tenants: [
        ...workedExample.tenants,
        tenant({
          id: 'x1',
          name: 'Backwards',
          leaseStart: '2027-01-01',
          leaseExpiration: '2026-01-01',
        }),
        tenant({ id: 'x2', name: 'Negative', squareFootage: -5, baseRent: -1 }),
        tenant({ id: 'x3', name: 'Bad date', leaseStart: '2026-02-30', baseRent: Number.NaN }),
      ],
    }
    const analysis = analysisOf(input)
    expect(analysis.tenantCount).toBe(5)
    expect(analysis.totalSquareFootage).toBe(23_500)
    expect(analysis.years[0]!.noi).toBeCloseTo(381_546.72, 2)
    expect(analysis.invalidTenants).toEqual([
      {
        id: 'x1',
        name: 'Backwards',
        problems: [{ field: 'leaseExpiration', rule: { kind: 'dateOrder' } }],
      },
      {
        id: 'x2',
        name: 'Negative',
        problems: [
          { field: 'squareFootage', rule: expect.objectContaining({ kind: 'range', min: 0 }) },
          { field: 'baseRent', rule: expect.objectContaining({ kind: 'range', min: 0 }) },
        ],
      },
      {
        id: 'x3',
        name: 'Bad date',
        problems: [
          { field: 'baseRent', rule: { kind: 'number' } },
          { field: 'leaseStart', rule: { kind: 'date', problem: 'impossible' } },
        ],
      },
    ])
  })
})

describe("tenant rows above a field's maximum or outside the calendar (PRODUCT.md 10.7)", () => {
  it('are invalid, each with the field it breaks and its range', () => {
    const range = (max: number, unit: string) => ({
      kind: 'range',
      min: 0,
      minIncluded: true,
      max,
      unit,
    })
    const analysis = analysisOf({
      ...workedExample,
      tenants: [
        ...workedExample.tenants,
        tenant({ id: 'big', name: 'Too big', squareFootage: 100_000_001, baseRent: 10_000.01 }),
        tenant({ id: 'pct', name: 'Too much', leasingCommission: 100.5, tiPerSF: 10_001 }),
        tenant({ id: 'old', name: 'Too old', leaseStart: '1899-12-31' }),
        tenant({ id: 'far', name: 'Too far', leaseExpiration: '3000-01-01' }),
        tenant({ id: 'edge', name: 'At the limits', squareFootage: 100_000_000, baseRent: 10_000 }),
      ],
    })
    expect(analysis.invalidTenants).toEqual([
      {
        id: 'big',
        name: 'Too big',
        problems: [
          { field: 'squareFootage', rule: range(100_000_000, 'sf') },
          { field: 'baseRent', rule: range(10_000, 'usdPerSf') },
        ],
      },
      {
        id: 'pct',
        name: 'Too much',
        problems: [
          { field: 'tiPerSF', rule: range(10_000, 'usdPerSf') },
          { field: 'leasingCommission', rule: range(100, 'percent') },
        ],
      },
      {
        id: 'old',
        name: 'Too old',
        problems: [{ field: 'leaseStart', rule: { kind: 'date', problem: 'range' } }],
      },
      {
        id: 'far',
        name: 'Too far',
        problems: [{ field: 'leaseExpiration', rule: { kind: 'date', problem: 'range' } }],
      },
    ])
    expect(analysis.totalSquareFootage).toBe(23_500 + 100_000_000)
  })
})

describe('debt service and LTV', () => {
  it('pays interest only through a term as long as the IO period, with the whole loan due', () => {
    const analysis = analysisOf({
      ...workedExample,
      debt: { ...workedExample.debt, interestOnlyYears: 5, loanTermYears: 5 },
    })
    const loan = analysis.debtSizing.recommendedLoan
    const service = analysis.years.map((row) => row.debtService)
    for (const year of service.slice(0, 5)) expect(year).toBeCloseTo(loan * 0.065, 6)
    expect(analysis.debtSummary.balloonAtMaturity).toBeCloseTo(loan, 6)
    // Then refinanced (PRODUCT.md 10.7): the whole loan again, its proceeds allowing it here.
    expect(analysis.exitRefinance!.refinanceLoan).toBeCloseTo(loan, 6)
    expect(service[5]).toBeCloseTo(analysis.debtSummary.annualAmortizingPayment, 6)
  })

  it('applies the LTV test and reports the LTV when a property value is given', () => {
    const analysis = analysisOf({
      ...workedExample,
      debt: { ...workedExample.debt, propertyValue: 5_000_000 },
    })
    expect(analysis.debtSizing.maxLoanLTV).toBe(3_750_000)
    expect(analysis.debtSizing.recommendedLoan).toBe(3_750_000)
    expect(analysis.debtSizing.limitingTest).toBe('LTV')
    expect(analysis.debtSizing.ltv).toBe(0.75)
    expect(analysis.debtSummary.ltv).toBe(0.75)
  })

  it('charges no interest-only payment, and no DSCR, at a rate too small to matter', () => {
    // Found by the properties: IO payments of 1e-150 dollars made the DSCR overflow to Infinity.
    const analysis = analysisOf({
      ...workedExample,
      debt: { ...workedExample.debt, interestRatePercent: 6e-142, interestOnlyYears: 4 },
    })
    expect(analysis.years.slice(0, 4).map((row) => [row.debtService, row.dscr])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ])
    expect(analysis.years.every((row) => Number.isFinite(row.dscr))).toBe(true)
  })

  it('splits a year between interest-only and amortizing months', () => {
    const analysis = analysisOf({
      ...workedExample,
      debt: { ...workedExample.debt, interestOnlyYears: 1.5 },
    })
    const { annualIoPayment, annualAmortizingPayment } = analysis.debtSummary
    expect(analysis.years[1]!.debtService).toBeCloseTo(
      annualIoPayment / 2 + annualAmortizingPayment / 2,
      6,
    )
  })
})
