import { describe, expect, it } from 'vitest'
import { analyzeScenario } from './analyze'
import { analysisOf, workedExample } from '../../../tests/cash-flow-scenarios'
import { MULTI_TENANT_WORKED_EXAMPLE } from '../../../tests/worked-example-figures'

/** Equal to the published figure once rounded to cents (published half cents round up). */
function expectCents(actual: number, published: number) {
  expect(Math.abs(actual - published)).toBeLessThanOrEqual(0.005 + 1e-6)
}

const { years: worked, sizing, sensitivity } = MULTI_TENANT_WORKED_EXAMPLE

describe('analyzeScenario on the PRODUCT.md 4.3 worked example, under the monthly model', () => {
  const analysis = analysisOf(workedExample)

  it.each(worked.map((row) => [row.year, row] as const))(
    'gives the figures of %i',
    (year, published) => {
      const row = analysis.years.find((candidate) => candidate.year === year)!
      expectCents(row.grossRent, published.grossRent)
      expectCents(row.vacancy, published.vacancy)
      expectCents(row.reimbursements, published.reimbursements)
      expectCents(row.operatingExpenses, published.operatingExpenses)
      expectCents(row.noi, published.noi)
      expectCents(row.tiAndLC, published.tiAndLC)
      expectCents(row.debtService, published.debtService)
      expect(row.dscr.toFixed(2)).toBe(published.dscr.toFixed(2))
    },
  )

  it('sizes the loan on the stabilized NOI', () => {
    expect(analysis.debtSizing.stabilizedNoi).toBeCloseTo(sizing.stabilizedNoi, 2)
    expect(analysis.debtSizing.maxLoanDSCR).toBeCloseTo(sizing.maxLoanDSCR, 2)
    expect(analysis.debtSizing.maxLoanDebtYield).toBeCloseTo(sizing.maxLoanDebtYield, 2)
    expect(analysis.debtSizing.recommendedLoan).toBeCloseTo(sizing.recommendedLoan, 2)
    expect(analysis.debtSizing.limitingTest).toBe(sizing.limitingFactor)
    expect(analysis.debtSizing.maxLoanLTV).toBeNull()
    expect(analysis.debtSizing.ltv).toBe(0)
  })

  it('gives the sensitivity of years 1, 2 and the worst year', () => {
    const [year1, year2, worst] = analysis.sensitivity
    expect(year1).toMatchObject({ label: 'Year 1 NOI' })
    expect(year1!.noi).toBeCloseTo(sensitivity.year1.noi, 2)
    expect(year1!.loan).toBeCloseTo(sensitivity.year1.recommendedLoan, 2)
    expect(year1!.differenceFromYear2).toBeCloseTo(sensitivity.year1.differenceVsYear2, 2)
    expect(year2!.noi).toBeCloseTo(sensitivity.year2.noi, 2)
    expect(year2!.loan).toBeCloseTo(sensitivity.year2.recommendedLoan, 2)
    expect(year2!.differenceFromYear2).toBe(0)
    expect(worst!.label).toBe('Worst Year NOI')
    expect(worst!.noi).toBe(Math.min(...analysis.years.map((row) => row.noi)))
  })

  it('runs ten calendar years from the start year and counts the rent roll', () => {
    expect(analysis.years.map((row) => row.year)).toEqual([
      2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035,
    ])
    expect(analysis.tenantCount).toBe(2)
    expect(analysis.totalSquareFootage).toBe(23_500)
    expect(analysis.invalidTenants).toEqual([])
  })

  it('summarizes the debt: 2 years interest-only, then amortizing, balloon at year 10', () => {
    const summary = analysis.debtSummary
    expect(summary.annualIoPayment).toBeCloseTo(worked[0]!.debtService, 2)
    expect(summary.annualAmortizingPayment).toBeCloseTo(worked[2]!.debtService, 2)
    // The lowest DSCR is 1.25, the minimum: the DSCR test limits the loan in year 3.
    expect(summary.minDscr).toBeCloseTo(1.25, 6)
    expect(summary.ltv).toBeNull()
    expect(summary.balloonAtMaturity).toBeGreaterThan(0)
    expect(summary.balloonAtMaturity).toBeLessThan(summary.loanAmount)
  })

  it('sizes the rate x DSCR grid on the stabilized NOI, with the base case in the middle', () => {
    const grid = analysis.rateDscrGrid
    expect(grid.annualRates).toEqual([0.055, 0.06, 0.065, 0.07, 0.075])
    expect(grid.minDscrs).toEqual([1.15, 1.25, 1.35, 1.45])
    expect(grid.loans[2]![1]).toBeCloseTo(analysis.debtSizing.recommendedLoan, 6)
    for (const row of grid.loans)
      for (let col = 1; col < row.length; col++)
        expect(row[col]!).toBeLessThanOrEqual(row[col - 1]!)
  })
})

describe('analyzeScenario assumptions', () => {
  it('reports invalid assumptions instead of computing with them', () => {
    const outcome = analyzeScenario({
      ...workedExample,
      debt: { ...workedExample.debt, minDscr: 0, interestRatePercent: Number.NaN },
    })
    expect(outcome.ok).toBe(false)
    if (!outcome.ok)
      expect(outcome.problems).toEqual([
        { field: 'debt.interestRatePercent', rule: { kind: 'number' } },
        {
          field: 'debt.minDscr',
          rule: { kind: 'range', min: 0, minIncluded: false, max: 10, unit: 'multiple' },
        },
      ])
  })

  it('gives zero rows and no loan without tenants', () => {
    const analysis = analysisOf({ ...workedExample, tenants: [] })
    expect(
      analysis.years.every((row) => row.noi === 0 && row.debtService === 0 && row.dscr === 0),
    ).toBe(true)
    expect(analysis.debtSizing.recommendedLoan).toBe(0)
    expect(analysis.debtSummary.minDscr).toBeNull()
  })
})

describe('PRODUCT.md section 8 corrections', () => {
  it('never sizes a negative loan: with a negative NOI every test gives 0', () => {
    // Gross leases reimburse nothing: $60/SF of taxes puts the NOI below 0.
    const outcome = analysisOf({
      ...workedExample,
      tenants: workedExample.tenants.map((tenant) => ({ ...tenant, leaseType: 'Gross' as const })),
      operatingExpenses: { ...workedExample.operatingExpenses, realEstateTaxesPerSf: 60 },
      debt: { ...workedExample.debt, propertyValue: 5_000_000 },
    })
    expect(outcome.debtSizing.stabilizedNoi).toBeLessThan(0)
    expect(outcome.debtSizing.maxLoanDebtYield).toBe(0)
    expect(outcome.debtSizing.maxLoanDSCR).toBe(0)
    expect(outcome.debtSizing.recommendedLoan).toBe(0)
    expect(outcome.debtSizing.limitingTest).toBe('DSCR')
    for (const scenario of outcome.sensitivity) expect(scenario.loan).toBe(0)
    expect(outcome.rateDscrGrid.loans.flat().every((loan) => loan === 0)).toBe(true)
  })

  it('breaks a tie between LTV and debt yield in favour of LTV', () => {
    const { debtSizing } = analysisOf(workedExample)
    const tied = analysisOf({
      ...workedExample,
      // LTV loan = value x 75% = the debt-yield loan, both below the DSCR loan.
      debt: {
        ...workedExample.debt,
        minDscr: 1,
        propertyValue: debtSizing.maxLoanDebtYield / 0.75,
      },
    })
    expect(tied.debtSizing.maxLoanLTV).toBeCloseTo(tied.debtSizing.maxLoanDebtYield, 6)
    expect(tied.debtSizing.limitingTest).toBe('LTV')
  })

  it('leaves rates below 0 out of the rate x DSCR grid and keeps a 0% row', () => {
    const { rateDscrGrid } = analysisOf({
      ...workedExample,
      debt: { ...workedExample.debt, interestRatePercent: 0.5 },
    })
    expect(rateDscrGrid.annualRates).toEqual([0, 0.005, 0.01, 0.015])
    expect(rateDscrGrid.loans).toHaveLength(4)
    // At 0% the DSCR loan is the NOI / DSCR / 12 paid over the 300 months.
    const noi = analysisOf(workedExample).debtSizing.stabilizedNoi
    expect(rateDscrGrid.loans[0]![0]).toBeCloseTo(Math.min((noi / 1.15 / 12) * 300, noi / 0.1), 6)
  })

  it('stops the payments once the loan is repaid within the term', () => {
    const { years, debtSummary } = analysisOf({
      ...workedExample,
      debt: {
        ...workedExample.debt,
        interestOnlyYears: 2,
        amortizationYears: 5,
        loanTermYears: 10,
      },
    })
    const service = years.map((row) => row.debtService)
    expect(service[0]).toBeCloseTo(debtSummary.annualIoPayment, 6)
    for (const year of service.slice(2, 7))
      expect(year).toBeCloseTo(debtSummary.annualAmortizingPayment, 6)
    expect(service.slice(7)).toEqual([0, 0, 0])
    expect(debtSummary.balloonAtMaturity).toBe(0)
  })

  it('refuses an interest-only period longer than the loan term', () => {
    const outcome = analyzeScenario({
      ...workedExample,
      debt: { ...workedExample.debt, interestOnlyYears: 12, loanTermYears: 10 },
    })
    expect(outcome).toEqual({
      ok: false,
      problems: [
        {
          field: 'debt.interestOnlyYears',
          rule: { kind: 'atMost', other: 'debt.loanTermYears', max: 10 },
        },
        {
          field: 'debt.loanTermYears',
          rule: { kind: 'atLeast', other: 'debt.interestOnlyYears', min: 12 },
        },
      ],
    })
  })
})
