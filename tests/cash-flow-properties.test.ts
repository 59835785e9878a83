import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeScenario } from '../src/finance/cash-flow/analyze'
import type { AnalysisInput, Tenant } from '../src/finance/cash-flow/types'
import { LEASE_TYPES } from '../src/finance/field-table'
import { isoDate, validScenario } from './arbitraries'
import { workedExample } from './cash-flow-scenarios'

const scenario: fc.Arbitrary<AnalysisInput> = fc
  .tuple(validScenario, fc.integer({ min: 2020, max: 2035 }))
  .map(([valid, startYear]) => ({ ...valid, startYear }))

function analyze(input: AnalysisInput) {
  const outcome = analyzeScenario(input)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
  return outcome.result
}

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(expected)))

describe('multi-tenant cash flow properties', () => {
  it('keeps the yearly identities: NOI = income - expenses, and the cash flow lines below it', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        for (const row of analyze(input).years) {
          close(row.effectiveRent, row.grossRent - row.vacancy)
          close(row.totalIncome, row.effectiveRent + row.reimbursements)
          close(row.noi, row.totalIncome - row.operatingExpenses)
          close(row.netCashFlow, row.noi - row.tiAndLC)
          close(row.cashFlowAfterDebt, row.netCashFlow - row.debtService)
          if (row.debtService > 0) close(row.dscr, row.noi / row.debtService)
          else expect(row.dscr).toBe(0)
          expect(row.vacancy).toBeGreaterThanOrEqual(row.grossRent * 0.05 - 1e-6)
          expect(row.vacancy).toBeLessThanOrEqual(row.grossRent * 0.1 + 1e-6)
        }
      }),
    )
  })

  it('pays no debt service after the loan term', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        analyze(input)
          .years.slice(input.debt.loanTermYears)
          .forEach((row) => expect(row.debtService).toBe(0))
      }),
    )
  })

  it('recommends the smallest applicable loan, never below 0', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { debtSizing } = analyze(input)
        const tests = [debtSizing.maxLoanDSCR, debtSizing.maxLoanDebtYield]
        if (input.debt.propertyValue !== null) tests.push(debtSizing.maxLoanLTV!)
        else expect(debtSizing.maxLoanLTV).toBeNull()
        expect(debtSizing.recommendedLoan).toBe(Math.max(0, Math.min(...tests)))
        expect(debtSizing.ltv).toBe(
          input.debt.propertyValue ? debtSizing.recommendedLoan / input.debt.propertyValue : 0,
        )
      }),
    )
  })

  it('sizes the sensitivity on Year 1, Year 2 and the worst NOI, relative to Year 2', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { years, sensitivity } = analyze(input)
        expect(sensitivity.map((row) => row.noi)).toEqual([
          years[0]!.noi,
          years[1]!.noi,
          Math.min(...years.map((row) => row.noi)),
        ])
        expect(sensitivity[1]!.differenceFromYear2).toBe(0)
      }),
    )
  })

  it('never throws and never returns a non-finite figure, whatever the tenant rows hold', () => {
    const anything = fc.oneof(fc.double(), fc.string(), fc.constant(undefined), fc.constant(null))
    const wildTenant = fc.record({
      id: fc.string(),
      name: fc.string(),
      squareFootage: anything,
      baseRent: anything,
      annualEscalation: anything,
      leaseStart: fc.oneof(isoDate(), fc.string()),
      leaseExpiration: fc.oneof(isoDate(), fc.string()),
      leaseType: fc.oneof(fc.constantFrom(...LEASE_TYPES), fc.string()),
      tiPerSF: anything,
      leasingCommission: anything,
    }) as unknown as fc.Arbitrary<Tenant>
    fc.assert(
      fc.property(fc.array(wildTenant, { maxLength: 10 }), (tenants) => {
        const analysis = analyze({ ...workedExample, tenants })
        const figures = analysis.years.flatMap((row) => Object.values(row))
        expect(figures.every(Number.isFinite)).toBe(true)
        expect(Number.isFinite(analysis.debtSizing.recommendedLoan)).toBe(true)
        expect(analysis.tenantCount).toBe(tenants.length)
        for (const invalid of analysis.invalidTenants)
          expect(invalid.problems.length).toBeGreaterThan(0)
      }),
    )
  })
})
