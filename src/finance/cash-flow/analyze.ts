import { debtServiceCoverage } from '../dscr'
import { annualDebtService, sizeLoan, stabilizedNoi, summarizeDebt } from './debt'
import { projectOperations } from './projection'
import { noiScenarios, rateDscrGrid } from './sensitivity'
import { validateTenants } from './tenant-validation'
import type { EngineOutcome } from '../problems'
import { scenarioProblems } from './scenario-validation'
import type { Analysis, AnalysisInput, YearRow } from './types'

export const ANALYSIS_YEARS = 10

/**
 * The whole multi-tenant analysis (PRODUCT.md 4.3 and 4.4): 10 years of operations, debt sized
 * on the stabilized NOI, debt service on the recommended loan, and the sensitivity views.
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
  const operations = projectOperations({
    tenants: valid,
    operatingExpenses: input.operatingExpenses,
    marketLeasing: input.marketLeasing,
    startYear: input.startYear,
    years: ANALYSIS_YEARS,
  })
  const noiByYear = operations.map((year) => year.noi)
  const stabilized = stabilizedNoi(noiByYear)
  const sizing = sizeLoan(stabilized, input.debt)
  const debtService = annualDebtService(sizing.recommendedLoan, input.debt, ANALYSIS_YEARS)
  const years: YearRow[] = operations.map((year, index) => {
    const service = debtService[index]!
    return {
      ...year,
      debtService: service,
      cashFlowAfterDebt: year.netCashFlow - service,
      // 0 (shown "-") without debt service, or with one too small to divide by.
      dscr: debtServiceCoverage(year.noi, service) ?? 0,
    }
  })

  return {
    years,
    tenantCount: input.tenants.length,
    totalSquareFootage: valid.reduce((sum, { tenant }) => sum + tenant.squareFootage, 0),
    invalidTenants: invalid,
    debtSizing: { stabilizedNoi: stabilized, ...sizing },
    debtSummary: summarizeDebt(sizing.recommendedLoan, input.debt, years, sizing.ltv),
    sensitivity: noiScenarios(noiByYear, input.debt),
    rateDscrGrid: rateDscrGrid(stabilized, input.debt),
  }
}
