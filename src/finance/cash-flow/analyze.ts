import { debtServiceCoverage } from '../dscr'
import type { EngineOutcome } from '../problems'
import { debtService, sizeDebt, stabilizedNoi, summarizeDebt } from './debt'
import { debtModel, expenseTerms, leaseTerms, rolloverTerms } from './engine-terms'
import { projectOperations } from './projection'
import { scenarioProblems } from './scenario-validation'
import { noiScenarios, rateDscrGrid } from './sensitivity'
import { validateTenants } from './tenant-validation'
import type { Analysis, AnalysisInput, YearRow } from './types'

export const ANALYSIS_YEARS = 10

/**
 * The whole multi-tenant analysis (PRODUCT.md 4.3, 4.4 and 8): 10 years of operations, debt
 * sized on the stabilized NOI, debt service on the recommended loan, and the sensitivity views.
 * Invalid tenant rows are reported in `invalidTenants` and left out; invalid assumptions
 * (expenses, market leasing, debt) come back as problems. Nothing throws.
 */
export function analyzeScenario(input: AnalysisInput): EngineOutcome<Analysis> {
  const problems = scenarioProblems(input)
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, result: analyzeValidScenario(input) }
}

function analyzeValidScenario(input: AnalysisInput): Analysis {
  const { valid, invalid } = validateTenants(input.tenants)
  const debt = debtModel(input.debt)
  const operations = projectOperations({
    leases: valid.map(leaseTerms),
    expenses: expenseTerms(input.operatingExpenses),
    rollover: rolloverTerms(input.marketLeasing),
    startYear: input.startYear,
    years: ANALYSIS_YEARS,
  })
  const noiByYear = operations.map((year) => year.noi)
  const stabilized = stabilizedNoi(noiByYear)
  const sizing = sizeDebt(stabilized, debt)
  const service = debtService(sizing.recommendedLoan, debt, ANALYSIS_YEARS)
  const years: YearRow[] = operations.map((year, index) => {
    const paid = service.annual[index]!
    return {
      ...year,
      debtService: paid,
      cashFlowAfterDebt: year.netCashFlow - paid,
      // 0 (shown "-") without debt service, or with one too small to divide by.
      dscr: debtServiceCoverage(year.noi, paid) ?? 0,
    }
  })

  return {
    years,
    tenantCount: input.tenants.length,
    totalSquareFootage: valid.reduce((sum, { tenant }) => sum + tenant.squareFootage, 0),
    invalidTenants: invalid,
    debtSizing: { stabilizedNoi: stabilized, ...sizing },
    debtSummary: summarizeDebt(sizing.recommendedLoan, input.debt, debt, years, service.balloon),
    sensitivity: noiScenarios(noiByYear, debt),
    rateDscrGrid: rateDscrGrid(stabilized, debt),
  }
}
