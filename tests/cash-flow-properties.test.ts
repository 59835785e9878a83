import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeScenario } from '../src/finance/cash-flow/analyze'
import { LEASE_TYPES, type AnalysisInput, type Tenant } from '../src/finance/cash-flow/types'
import { workedExample } from './cash-flow-scenarios'

const isoDate = fc
  .date({
    min: new Date('2015-01-01T00:00:00Z'),
    max: new Date('2040-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10))

const validTenant: fc.Arbitrary<Tenant> = fc
  .record({
    id: fc.uuid(),
    name: fc.string(),
    squareFootage: fc.integer({ min: 0, max: 500_000 }),
    baseRent: fc.double({ min: 0, max: 200, noNaN: true }),
    annualEscalation: fc.double({ min: -5, max: 10, noNaN: true }),
    leaseStart: isoDate,
    termDays: fc.integer({ min: 1, max: 7_300 }),
    leaseType: fc.constantFrom(...LEASE_TYPES),
    tiPerSF: fc.double({ min: 0, max: 100, noNaN: true }),
    leasingCommission: fc.double({ min: 0, max: 10, noNaN: true }),
  })
  .map(({ termDays, ...tenant }) => ({
    ...tenant,
    leaseExpiration: new Date(Date.parse(tenant.leaseStart) + termDays * 86_400_000)
      .toISOString()
      .slice(0, 10),
  }))

const scenario: fc.Arbitrary<AnalysisInput> = fc.record({
  tenants: fc.array(validTenant, { maxLength: 10 }),
  operatingExpenses: fc.record({
    managementFee: fc.double({ min: 0, max: 10, noNaN: true }),
    realEstateTaxes: fc.double({ min: 0, max: 20, noNaN: true }),
    insurance: fc.double({ min: 0, max: 5, noNaN: true }),
    repairs: fc.double({ min: 0, max: 5, noNaN: true }),
    utilities: fc.double({ min: 0, max: 5, noNaN: true }),
    other: fc.double({ min: 0, max: 5, noNaN: true }),
    escalationRate: fc.double({ min: -5, max: 10, noNaN: true }),
  }),
  marketLeasing: fc.record({
    enabled: fc.boolean(),
    leaseRentBump: fc.double({ min: -10, max: 20, noNaN: true }),
    leasingCommissions: fc.double({ min: 0, max: 10, noNaN: true }),
    capexTI: fc.double({ min: 0, max: 50, noNaN: true }),
    freeRentMonths: fc.integer({ min: -3, max: 15 }),
  }),
  debt: fc.record(
    {
      interestRate: fc.double({ min: 0, max: 15, noNaN: true }),
      amortization: fc.integer({ min: 1, max: 40 }),
      ioYears: fc.integer({ min: 0, max: 12 }),
      loanTerm: fc.integer({ min: 1, max: 30 }),
      maxDSCR: fc.double({ min: 0.5, max: 3, noNaN: true }),
      maxDebtYield: fc.double({ min: 1, max: 20, noNaN: true }),
      maxLTV: fc.double({ min: 1, max: 100, noNaN: true }),
      propertyValue: fc.integer({ min: 1, max: 1_000_000_000 }),
    },
    {
      requiredKeys: [
        'interestRate',
        'amortization',
        'ioYears',
        'loanTerm',
        'maxDSCR',
        'maxDebtYield',
        'maxLTV',
      ],
    },
  ),
  startYear: fc.integer({ min: 2020, max: 2035 }),
})

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
          .years.slice(input.debt.loanTerm)
          .forEach((row) => expect(row.debtService).toBe(0))
      }),
    )
  })

  it('recommends the smallest applicable loan, never below 0', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { debtSizing } = analyze(input)
        const tests = [debtSizing.maxLoanDSCR, debtSizing.maxLoanDebtYield]
        if (input.debt.propertyValue) tests.push(debtSizing.maxLoanLTV!)
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
      leaseStart: fc.oneof(isoDate, fc.string()),
      leaseExpiration: fc.oneof(isoDate, fc.string()),
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
          expect(invalid.reasons.length).toBeGreaterThan(0)
      }),
    )
  })
})
