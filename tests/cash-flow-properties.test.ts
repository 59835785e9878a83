import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzeScenario } from '../src/finance/cash-flow/analyze'
import type { AnalysisInput, Tenant } from '../src/finance/cash-flow/types'
import { LEASE_TYPES } from '../src/finance/field-table'
import { sizingFigure } from '../src/finance/cash-flow/analyze'
import { maturityYearIndex } from '../src/finance/cash-flow/exit-refinance'
import { isoDate, validScenario } from './arbitraries'
import { workedExample } from './cash-flow-scenarios'

const scenario: fc.Arbitrary<AnalysisInput> = fc
  .tuple(validScenario, fc.integer({ min: 2020, max: 2035 }), fc.integer({ min: 1, max: 12 }))
  .map(([valid, year, month]) => ({
    ...valid,
    analysisStart: `${year}-${String(month).padStart(2, '0')}`,
  }))

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
        const { sizeLoanOn, creditLossPercent } = input.underwriting
        for (const row of analyze(input).years) {
          close(row.effectiveRent, row.grossRent - row.vacancy)
          close(row.creditLoss, (creditLossPercent / 100) * row.effectiveRent)
          close(row.totalIncome, row.effectiveRent - row.creditLoss + row.reimbursements)
          close(row.noi, row.totalIncome - row.operatingExpenses)
          close(row.netCashFlow, row.noi - row.tiAndLC - row.capitalReserves)
          close(row.cashFlowAfterDebt, row.netCashFlow - row.debtService)
          close(row.underwrittenNcf, row.noi - row.capitalReserves - row.tiLcReserve)
          const coverageOf = sizeLoanOn === 'NCF' ? row.underwrittenNcf : row.noi
          if (row.debtService > 0) close(row.dscr, coverageOf / row.debtService)
          else expect(row.dscr).toBe(0)
        }
      }),
    )
  })

  it('keeps the rule-of-thumb vacancy within 5% and 10% of gross rent, or the general vacancy', () => {
    const ruleOfThumb = scenario.filter(
      ({ marketLeasing }) =>
        !marketLeasing.enabled || marketLeasing.vacancyMethod === 'ruleOfThumb',
    )
    fc.assert(
      fc.property(ruleOfThumb, (input) => {
        const floor = input.underwriting.generalVacancyPercent / 100
        for (const row of analyze(input).years) {
          expect(row.vacancy).toBeGreaterThanOrEqual(row.grossRent * 0.05 - 1e-6)
          expect(row.vacancy).toBeLessThanOrEqual(row.grossRent * Math.max(0.1, floor) + 1e-6)
        }
      }),
    )
  })

  it("never puts a year's vacancy below the general vacancy (PRODUCT.md 10.3)", () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const floor = input.underwriting.generalVacancyPercent / 100
        for (const row of analyze(input).years)
          expect(row.vacancy).toBeGreaterThanOrEqual(floor * row.grossRent - 1e-6)
      }),
    )
  })

  it('never lends more on NCF than on NOI (PRODUCT.md 10.3)', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const on = (sizeLoanOn: 'NOI' | 'NCF') =>
          analyze({ ...input, underwriting: { ...input.underwriting, sizeLoanOn } })
        const [noi, ncf] = [on('NOI'), on('NCF')]
        expect(ncf.debtSizing.recommendedLoan).toBeLessThanOrEqual(
          noi.debtSizing.recommendedLoan + 1e-6,
        )
        expect(ncf.debtSizing.stabilizedNoi).toBeLessThanOrEqual(noi.debtSizing.stabilizedNoi)
      }),
    )
  })

  it('pays no debt service after the loan term unless it is refinanced before year 10', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const analysis = analyze(input)
        const refinanced = (analysis.exitRefinance?.refinanceLoan ?? 0) > 0
        const termMonths = Math.round(input.debt.loanTermYears * 12)
        const fullYearsAfter = analysis.years.slice(Math.ceil(termMonths / 12))
        if (!refinanced) fullYearsAfter.forEach((row) => expect(row.debtService).toBe(0))
        if (maturityYearIndex(termMonths) >= 10)
          expect(analysis.exitRefinance?.refinanceLoan ?? 0).toBe(0)
      }),
    )
  })

  it('recommends the smallest applicable loan to the cent, never below 0', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { debtSizing } = analyze(input)
        const tests = [debtSizing.maxLoanDSCR, debtSizing.maxLoanDebtYield]
        if (input.debt.propertyValue !== null) tests.push(debtSizing.maxLoanLTV!)
        else expect(debtSizing.maxLoanLTV).toBeNull()
        expect(tests).toContain(debtSizing.recommendedLoan)
        expect(debtSizing.recommendedLoan).toBeGreaterThanOrEqual(0)
        expect(debtSizing.recommendedLoan).toBeLessThan(Math.max(0, Math.min(...tests)) + 0.01)
        expect(debtSizing.ltv).toBe(
          input.debt.propertyValue ? debtSizing.recommendedLoan / input.debt.propertyValue : 0,
        )
      }),
    )
  })

  it('sizes the sensitivity on Year 1, Year 2 and the worst sizing figure, relative to Year 2', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { years, sensitivity } = analyze(input)
        const figures = years.map((row) => sizingFigure(row, input.underwriting.sizeLoanOn))
        expect(sensitivity.map((row) => row.noi)).toEqual([
          figures[0],
          figures[1],
          Math.min(...figures),
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
        const figures = analysis.years.flatMap(({ label: _, ...figures }) => Object.values(figures))
        expect(figures.every(Number.isFinite)).toBe(true)
        expect(Number.isFinite(analysis.debtSizing.recommendedLoan)).toBe(true)
        expect(analysis.tenantCount).toBe(tenants.length)
        for (const invalid of analysis.invalidTenants)
          expect(invalid.problems.length).toBeGreaterThan(0)
      }),
    )
  })
})
