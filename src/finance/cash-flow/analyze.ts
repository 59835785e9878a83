import { debtServiceCoverage } from '../dscr'
import type { EngineOutcome } from '../problems'
import {
  debtService,
  refinancedAtMaturity,
  sizeDebt,
  stabilizedNoi,
  summarizeDebt,
  type LoanService,
} from './debt'
import {
  debtModel,
  exitModel,
  expenseTerms,
  leaseTerms,
  rolloverTerms,
  underwritingTerms,
  type DebtModel,
  type ExitModel,
} from './engine-terms'
import { exitRefinance, maturityYearIndex } from './exit-refinance'
import { tenantCashFlow, type TenantCashFlow, type TenantCashFlowInput } from './leases'
import { projectOperations, reimbursableExpensesPerSf } from './projection'
import { ratioOf } from '../ratio'
import { investmentReturns } from './returns'
import { rolloverExposure } from './rollover'
import { scenarioProblems } from './scenario-validation'
import { noiScenarios, rateDscrGrid } from './sensitivity'
import { checkTenant, validateTenants, type ValidTenant } from './tenant-validation'
import { ANALYSIS_YEARS, PROJECTED_YEARS, startMonthOf } from './timeline'
import type {
  Analysis,
  AnalysisInput,
  ExitRefinance,
  InvalidTenant,
  OperatingYear,
  SizeLoanOn,
  YearRow,
} from './types'

export { ANALYSIS_YEARS }

/**
 * The whole multi-tenant analysis (PRODUCT.md 4.4, 8, 9, 10 and 11): 10 analysis years of
 * operations from the analysis start, computed month by month (and an 11th year for the exit),
 * debt sized on the stabilized NOI (or Underwritten NCF), debt service on the recommended loan
 * (refinanced at a maturity before year 10), the sensitivity views, lease rollover, the exit and
 * refinance test and, with a property value, the investment returns. Invalid tenant rows are
 * reported in `invalidTenants` and left out; invalid assumptions come back as problems. Nothing
 * throws.
 */
export function analyzeScenario(
  input: AnalysisInput,
  readOperations: OperationsReader = (checked) => operationsOf(checked, rentRollFlows(checked)),
): EngineOutcome<Analysis> {
  const problems = scenarioProblems(input)
  if (problems.length > 0) return { ok: false, problems }
  return { ok: true, result: analyzeValidScenario(input, readOperations(input)) }
}

/** The rent roll as the analysis reads it: the tenants it uses with their cash flows, the rest. */
export interface RentRollFlows {
  valid: ValidTenant[]
  invalid: InvalidTenant[]
  /** The cash flow of each valid tenant, in the same order. */
  flows: TenantCashFlow[]
}

/**
 * What the analysis reads from the rent roll and the operating assumptions, before any debt:
 * the same for every debt, exit or returns input (reuse.ts keeps it across such edits).
 */
export interface Operations {
  rentRoll: RentRollFlows
  buildingArea: number
  /** The projected years' operating lines (the analysis years, then the 11th). */
  years: OperatingYear[]
  occupancyAtStart: number
  vacantRows: number
  rollover: Analysis['rollover']
}

/** Reads the operations of a valid scenario (afresh, or reusing what it has seen: reuse.ts). */
export type OperationsReader = (input: AnalysisInput) => Operations

/** The operations of a valid scenario whose rent roll reads as `rentRoll`. */
export function operationsOf(input: AnalysisInput, rentRoll: RentRollFlows): Operations {
  const { valid, flows } = rentRoll
  const start = startMonthOf(input)
  const buildingArea = valid.reduce((sum, { tenant }) => sum + tenant.squareFootage, 0)
  const occupiedAtStart = flows.reduce((sum, flow) => sum + flow.occupiedSfAtStart, 0)
  return {
    rentRoll,
    buildingArea,
    years: projectOperations({
      flows,
      buildingArea,
      expenses: expenseTerms(input.operatingExpenses),
      underwriting: underwritingTerms(input.underwriting),
      start,
      years: PROJECTED_YEARS,
    }),
    occupancyAtStart: buildingArea > 0 ? occupiedAtStart / buildingArea : 0,
    vacantRows: valid.filter(({ tenant }) => tenant.status === 'vacant').length,
    rollover: rolloverExposure(valid, { start, rentBasis: input.rentBasis }),
  }
}

/** What a tenant's cash flow depends on besides its own row: the same for every tenant. */
export type TenantFlowTerms = Omit<TenantCashFlowInput, 'lease'> & {
  rentBasis: AnalysisInput['rentBasis']
}

export function tenantFlowTerms(input: AnalysisInput): TenantFlowTerms {
  const expenses = expenseTerms(input.operatingExpenses)
  return {
    rollover: rolloverTerms(input.marketLeasing),
    start: startMonthOf(input),
    rentBasis: input.rentBasis,
    reimbursablePerSf: reimbursableExpensesPerSf(expenses, PROJECTED_YEARS),
    expenses,
  }
}

/** A valid tenant's cash flow over the projected years. */
export function tenantFlow(tenant: ValidTenant, terms: TenantFlowTerms): TenantCashFlow {
  return tenantCashFlow({ ...terms, lease: leaseTerms(tenant, terms) })
}

function rentRollFlows(input: AnalysisInput): RentRollFlows {
  const terms = tenantFlowTerms(input)
  const { valid, invalid } = validateTenants(input.tenants, (row) => checkTenant(row, terms.start))
  return { valid, invalid, flows: valid.map((tenant) => tenantFlow(tenant, terms)) }
}

/**
 * The yearly figure the loan is sized on and the DSCR is read from (PRODUCT.md 10.3, 11.6): NOI,
 * or Underwritten NCF = NOI - capital reserves - TI/LC reserve (TI & LC are not deducted).
 */
export function sizingFigure(year: OperatingYear, sizeLoanOn: SizeLoanOn): number {
  return sizeLoanOn === 'NCF' ? year.underwrittenNcf : year.noi
}

function withDebt(year: OperatingYear, paid: number, coverageOf: number): YearRow {
  return {
    ...year,
    debtService: paid,
    cashFlowAfterDebt: year.netCashFlow - paid,
    // 0 (shown "-") without debt service, or with one too small to divide by.
    dscr: debtServiceCoverage(coverageOf, paid) ?? 0,
  }
}

interface Financing {
  service: LoanService
  exitRefinance: ExitRefinance | null
}

/**
 * The loan's payments and the refinance test at its maturity; a loan maturing before the sale is
 * refinanced then (PRODUCT.md 10.7), and its payments after the maturity are the new loan's.
 */
function financing(
  loan: number,
  noiByYear: readonly number[],
  years: readonly { year: number; label: string }[],
  terms: { debt: DebtModel; exit: ExitModel },
): Financing {
  const { debt, exit } = terms
  const service = debtService(loan, debt, PROJECTED_YEARS)
  const test = exitRefinance({ noiByYear, years, balloon: service.balloon, debt, exit })
  if (maturityYearIndex(debt.termMonths) >= ANALYSIS_YEARS || test === null)
    return { service, exitRefinance: test }
  const refinance = { loan: test.refinanceLoan, annualRate: exit.refinanceRate }
  return { service: refinancedAtMaturity(service, refinance, debt), exitRefinance: test }
}

function analyzeValidScenario(input: AnalysisInput, read: Operations): Analysis {
  const { rentRoll, buildingArea, vacantRows, years: operations } = read
  const debt = debtModel(input.debt)
  const exit = exitModel(input.exit, input.debt)
  const { sizeLoanOn } = input.underwriting
  const noiByYear = operations.map((year) => year.noi)
  const sizingByYear = operations.map((year) => sizingFigure(year, sizeLoanOn))
  const analysisSizing = sizingByYear.slice(0, ANALYSIS_YEARS)
  const stabilized = stabilizedNoi(analysisSizing)
  const sizing = sizeDebt(stabilized, debt)
  const loan = sizing.recommendedLoan
  const { service, exitRefinance } = financing(loan, noiByYear, operations, { debt, exit })
  const projected = operations.map((year, index) =>
    withDebt(year, service.annual[index]!, sizingByYear[index]!),
  )
  const years = projected.slice(0, ANALYSIS_YEARS)
  const coverage = years.map((row, index) => ({
    noi: analysisSizing[index]!,
    debtService: row.debtService,
  }))

  return {
    analysisStart: input.analysisStart,
    years,
    year11: projected[ANALYSIS_YEARS]!,
    tenantCount: input.tenants.length,
    occupiedRows: rentRoll.valid.length - vacantRows,
    vacantRows,
    totalSquareFootage: buildingArea,
    buildingArea,
    occupancyAtStart: read.occupancyAtStart,
    invalidTenants: rentRoll.invalid,
    debtSizing: { sizedOn: sizeLoanOn, stabilizedNoi: stabilized, ...sizing },
    goingInDebtYield: loan > 0 ? ratioOf(sizingByYear[0]!, loan) : null,
    debtSummary: summarizeDebt(loan, input.debt, debt, coverage, service.balloon),
    sensitivity: noiScenarios(analysisSizing, debt),
    rateDscrGrid: rateDscrGrid(stabilized, debt),
    rollover: read.rollover,
    exitRefinance,
    returns: returnsOf(input.debt.propertyValue, {
      loan,
      years,
      noiByYear,
      service,
      exitRefinance,
      terms: { debt, exit },
    }),
  }
}

interface ReturnsSources {
  loan: number
  years: YearRow[]
  noiByYear: readonly number[]
  service: LoanService
  exitRefinance: ExitRefinance | null
  terms: { debt: DebtModel; exit: ExitModel }
}

/** The investment returns with a property value (null without one). */
function returnsOf(propertyValue: number | null, sources: ReturnsSources) {
  if (propertyValue === null) return null
  const { loan, years, noiByYear, service, exitRefinance, terms } = sources
  return investmentReturns({
    propertyValue,
    loan,
    years,
    forwardNoi: noiByYear[ANALYSIS_YEARS]!,
    exit: terms.exit,
    maturityYearIndex: maturityYearIndex(terms.debt.termMonths),
    paidAtMaturity: service.balloon - (exitRefinance?.refinanceLoan ?? 0),
    balanceAtEndOfHold: service.balanceAfter(ANALYSIS_YEARS * 12),
  })
}
