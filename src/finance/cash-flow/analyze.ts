import { debtServiceCoverage } from '../dscr'
import type { EngineOutcome } from '../problems'
import { debtService, sizeDebt, stabilizedNoi, summarizeDebt } from './debt'
import { debtModel, exitModel, expenseTerms, leaseTerms, rolloverTerms } from './engine-terms'
import { exitRefinance, maturityYearIndex } from './exit-refinance'
import { projectOperations } from './projection'
import { investmentReturns } from './returns'
import { rolloverExposure } from './rollover'
import { scenarioProblems } from './scenario-validation'
import { noiScenarios, rateDscrGrid } from './sensitivity'
import { validateTenants } from './tenant-validation'
import type { Analysis, AnalysisInput, OperatingYear, YearRow } from './types'

export const ANALYSIS_YEARS = 10
/** The analysis years and the year after them, whose NOI prices the exit (PRODUCT.md 9.2). */
const PROJECTED_YEARS = ANALYSIS_YEARS + 1

/**
 * The whole multi-tenant analysis (PRODUCT.md 4.3, 4.4, 8 and 9): 10 years of operations (and
 * an 11th for the exit), debt sized on the stabilized NOI, debt service on the recommended loan,
 * the sensitivity views, lease rollover, the exit and refinance test and, with a property value,
 * the investment returns. Invalid tenant rows are reported in `invalidTenants` and left out;
 * invalid assumptions come back as problems. Nothing throws.
 */
export function analyzeScenario(input: AnalysisInput): EngineOutcome<Analysis> {
  const problems = scenarioProblems(input)
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, result: analyzeValidScenario(input) }
}

function withDebt(year: OperatingYear, paid: number): YearRow {
  return {
    ...year,
    debtService: paid,
    cashFlowAfterDebt: year.netCashFlow - paid,
    // 0 (shown "-") without debt service, or with one too small to divide by.
    dscr: debtServiceCoverage(year.noi, paid) ?? 0,
  }
}

function analyzeValidScenario(input: AnalysisInput): Analysis {
  const { valid, invalid } = validateTenants(input.tenants)
  const debt = debtModel(input.debt)
  const exit = exitModel(input.exit, input.debt)
  const operations = projectOperations({
    leases: valid.map(leaseTerms),
    expenses: expenseTerms(input.operatingExpenses),
    rollover: rolloverTerms(input.marketLeasing),
    startYear: input.startYear,
    years: PROJECTED_YEARS,
  })
  const noiByYear = operations.map((year) => year.noi)
  const analysisNoi = noiByYear.slice(0, ANALYSIS_YEARS)
  const stabilized = stabilizedNoi(analysisNoi)
  const sizing = sizeDebt(stabilized, debt)
  const loan = sizing.recommendedLoan
  const service = debtService(loan, debt, PROJECTED_YEARS)
  const projected = operations.map((year, index) => withDebt(year, service.annual[index]!))
  const years = projected.slice(0, ANALYSIS_YEARS)
  const propertyValue = input.debt.propertyValue

  return {
    years,
    year11: projected[ANALYSIS_YEARS]!,
    tenantCount: input.tenants.length,
    totalSquareFootage: valid.reduce((sum, { tenant }) => sum + tenant.squareFootage, 0),
    invalidTenants: invalid,
    debtSizing: { stabilizedNoi: stabilized, ...sizing },
    debtSummary: summarizeDebt(loan, input.debt, debt, years, service.balloon),
    sensitivity: noiScenarios(analysisNoi, debt),
    rateDscrGrid: rateDscrGrid(stabilized, debt),
    rollover: rolloverExposure(valid, input.startYear, ANALYSIS_YEARS),
    exitRefinance: exitRefinance({
      noiByYear,
      startYear: input.startYear,
      balloon: service.balloon,
      debt,
      exit,
    }),
    returns:
      propertyValue === null
        ? null
        : investmentReturns({
            propertyValue,
            loan,
            years,
            forwardNoi: noiByYear[ANALYSIS_YEARS]!,
            exit,
            maturityYearIndex: maturityYearIndex(debt.termMonths),
            balloon: service.balloon,
            balanceAtEndOfHold: service.balanceAfter(ANALYSIS_YEARS * 12),
          }),
  }
}
