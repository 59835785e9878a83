import { expect, type Page, type TestInfo } from '@playwright/test'
import type { Cell, Workbook } from 'exceljs'
import { analyzeScenario } from '../src/finance/cash-flow/analyze'
import type { Analysis, ExitRefinance, InvestmentReturns } from '../src/finance/cash-flow/types'
import { scenarioFromJson } from '../src/features/multi-tenant/scenario/scenario-codec'
import { metric } from './checks'
import { WORKED } from './models/multi-tenant-page'
import {
  cellsWithoutFigures,
  named,
  namedNumber,
  readWorkbook,
  recalculateInLibreOffice,
  rowAfterLabel,
  withoutCachedValues,
} from './spreadsheet-app'

/**
 * The app's figures against a workbook LibreOffice recalculated (PRODUCT.md 9.4): loan figures
 * to the cent, table cells to the dollar, ratios and IRRs to a millionth.
 */

export const LOAN_TOLERANCE = 0.01
export const TABLE_TOLERANCE = 1
const RATIO_DIGITS = 6

export function expectWithin(actual: number, expected: number, tolerance: number, what: string) {
  expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    tolerance,
  )
}

/**
 * The downloaded workbooks without cached values (`change` may edit one first), recalculated by
 * LibreOffice in one run, read back in the same order. Every cell of every sheet must then hold
 * a figure: no formula left without a result, no #DIV/0!, #VALUE!, #NAME? or Err: anywhere.
 */
export async function recalculated(
  testInfo: TestInfo,
  files: {
    name: string
    source: string
    change?: (workbook: Workbook) => void
    /** Formula cells meant to show nothing (cellsWithoutFigures). */
    mayBeBlank?: (cell: Cell) => boolean
  }[],
): Promise<Workbook[]> {
  const stripped = await Promise.all(
    files.map(async ({ name, source, change }) => {
      const target = testInfo.outputPath(`${name}.xlsx`)
      await withoutCachedValues(source, target, change)
      return target
    }),
  )
  const saved = await recalculateInLibreOffice(stripped, testInfo.outputPath('libreoffice'))
  const books = await Promise.all(saved.map(readWorkbook))
  books.forEach((book, index) =>
    expect(
      cellsWithoutFigures(book, files[index]!.mayBeBlank),
      `${files[index]!.name}: cells without a figure`,
    ).toEqual([]),
  )
  return books
}

/** The engine's analysis of a scenario JSON, as the page runs it, in this Node process. */
export function engineAnalysis(json: Record<string, unknown>, ratePercent?: number): Analysis {
  const decoded = scenarioFromJson(json, WORKED.startYear)
  if (!decoded.ok) throw new Error(decoded.message)
  const { scenario } = decoded
  const interestRatePercent = ratePercent ?? scenario.debt.interestRatePercent
  const debt = { ...scenario.debt, interestRatePercent }
  const outcome = analyzeScenario({ ...scenario, debt })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
  return outcome.result
}

/**
 * The Cash Flow's formula lines by their label, the analysis field each one is, and its sign on
 * the sheet (deductions negative).
 */
const FORMULA_LINES = [
  ['Effective Rent', 'effectiveRent', 1],
  ['Credit Loss', 'creditLoss', -1],
  ['Total Income', 'totalIncome', 1],
  ['NOI', 'noi', 1],
  ['Capital Reserves', 'capitalReserves', -1],
  ['Cash Flow Before Debt Service', 'netCashFlow', 1],
  ['Underwritten NCF', 'underwrittenNcf', 1],
  ['Cash Flow After Debt Service', 'cashFlowAfterDebt', 1],
] as const

function expectCashFlow(book: Workbook, analysis: Analysis) {
  const line = (label: string) => rowAfterLabel(book, 'Cash Flow', label) as number[]
  const [debtService, dscr] = [line('Debt Service'), line('DSCR (Sizing Figure / Debt Service)')]
  const years = [...analysis.years, analysis.year11]
  expect(debtService).toHaveLength(11)
  for (const [label, field, sign] of FORMULA_LINES) {
    const cells = line(label)
    years.forEach((year, index) =>
      expectWithin(sign * cells[index]!, year[field], TABLE_TOLERANCE, `${year.year} ${label}`),
    )
  }
  years.forEach((year, index) => {
    expectWithin(-debtService[index]!, year.debtService, TABLE_TOLERANCE, `${year.year} DS`)
    if (year.debtService > 0) expect(dscr[index], `${year.year} DSCR`).toBeCloseTo(year.dscr, 6)
    else expect(dscr[index], `${year.year} DSCR`).toBe('-')
  })
}

/** How close a named figure must be: loan figures to the cent, ratios and rates to a millionth. */
type Closeness = 'loan' | 'ratio'

/**
 * The named cell `name` against the app's figure: a number as close as `closeness` says, text
 * exactly; where the app has no figure (null) the cell shows `none` ("-", or "N/A").
 */
function expectNamed(
  book: Workbook,
  name: string,
  expected: number | string | null,
  closeness: Closeness,
  none = '-',
) {
  if (expected === null) expect(named(book, name), name).toBe(none)
  else if (typeof expected === 'string') expect(named(book, name), name).toBe(expected)
  else if (closeness === 'loan')
    expectWithin(namedNumber(book, name), expected, LOAN_TOLERANCE, name)
  else expect(namedNumber(book, name), name).toBeCloseTo(expected, RATIO_DIGITS)
}

function expectLoan(book: Workbook, { debtSizing, debtSummary }: Analysis) {
  const loan = (name: string, expected: number | string | null, none?: string) =>
    expectNamed(book, name, expected, 'loan', none)
  loan('StabilizedNOI', debtSizing.stabilizedNoi)
  loan('MaxLoanDSCR', debtSizing.maxLoanDSCR)
  loan('MaxLoanLTV', debtSizing.maxLoanLTV, 'Not applied')
  loan('MaxLoanDebtYield', debtSizing.maxLoanDebtYield)
  loan('RecommendedLoan', debtSizing.recommendedLoan)
  loan('LimitingTest', debtSizing.limitingTest)
  loan('BalloonAtMaturity', debtSummary.balloonAtMaturity)
  const ltv = debtSizing.maxLoanLTV === null ? null : debtSizing.ltv
  expectNamed(book, 'LoanToValue', ltv, 'ratio', 'N/A')
  expectNamed(book, 'LowestDSCR', debtSummary.minDscr, 'ratio', 'N/A')
  expectNamed(book, 'AverageDSCR', debtSummary.averageDscr, 'ratio', 'N/A')
}

/** A named figure and the app's value of it: [name, value, closeness]. */
type Figure = [string, number | string | null, Closeness]

/** The refinance test's figures, or none when the loan matures after the analysis. */
const refinanceFigures = (test: ExitRefinance): Figure[] => [
  ['ForwardNOI', test.forwardNoi, 'loan'],
  ['ExitValue', test.exitValue, 'loan'],
  ['RefinanceProceeds', test.refinanceProceeds, 'loan'],
  ['RefinanceGap', test.refinanceGap, 'loan'],
  ['RefinanceLimitingTest', test.refinanceLimitingTest, 'loan'],
  ['RefinanceLoan', test.refinanceLoan, 'loan'],
  ['MaturityLTV', test.maturityLtv, 'ratio'],
  ['ExitDebtYield', test.exitDebtYield, 'ratio'],
]

/** The returns' figures ('-' where the app has none). */
const returnsFigures = (returns: InvestmentReturns): Figure[] => [
  ['Equity', returns.equity, 'loan'],
  ['SalePrice', returns.salePrice, 'loan'],
  ['NetSaleProceeds', returns.netSaleProceeds, 'loan'],
  ['LoanPayoffAtSale', returns.loanPayoffAtSale, 'loan'],
  ['UnleveredIRR', returns.unleveredIrr, 'ratio'],
  ['LeveredIRR', returns.leveredIrr, 'ratio'],
  ['EquityMultiple', returns.equityMultiple, 'ratio'],
  ['CashOnCashYear1', returns.cashOnCashYear1, 'ratio'],
  ['AverageCashOnCash', returns.averageCashOnCash, 'ratio'],
]

function expectExitAndReturns(book: Workbook, { exitRefinance, returns }: Analysis) {
  if (!exitRefinance) expect(named(book, 'RefinanceGap')).toBe('N/A')
  if (!returns) expect(named(book, 'LeveredIRR')).toBe('N/A')
  const figures = [
    ...(exitRefinance ? refinanceFigures(exitRefinance) : []),
    ...(returns ? returnsFigures(returns) : []),
  ]
  for (const [name, expected, closeness] of figures) expectNamed(book, name, expected, closeness)
}

/**
 * The recalculated workbook gives `analysis`: the formula lines (credit loss and reserves
 * included), debt service and DSCR of years 1-11, the sizing, the recommended loan and balloon,
 * the refinance test and loan, and the returns.
 */
export function expectWorkbookFigures(book: Workbook, analysis: Analysis) {
  expectCashFlow(book, analysis)
  expectLoan(book, analysis)
  expectExitAndReturns(book, analysis)
}

/**
 * The page shows `analysis`, so the engine run here is the page's: the sizing, the balloon,
 * the refinance gap and the IRRs (data-metric) and the annual table.
 */
export async function expectPageShows(
  page: Page,
  analysis: Analysis,
  grid: () => Promise<Record<string, number>[]>,
) {
  const { debtSizing, debtSummary, exitRefinance, returns } = analysis
  const figures: [string, number][] = [
    ['recommendedLoan', debtSizing.recommendedLoan],
    ['stabilizedNoi', debtSizing.stabilizedNoi],
    ['balloonAtMaturity', debtSummary.balloonAtMaturity],
  ]
  if (exitRefinance) figures.push(['refinanceGap', exitRefinance.refinanceGap])
  if (returns?.unleveredIrr != null) figures.push(['unleveredIrr', returns.unleveredIrr])
  if (returns?.leveredIrr != null) figures.push(['leveredIrr', returns.leveredIrr])
  for (const [name, expected] of figures)
    expectWithin(await metric(page, name), expected, 1e-6, `page ${name}`)
  const rows = await grid()
  expect(rows).toHaveLength(analysis.years.length)
  rows.forEach((row, index) => {
    const year = analysis.years[index]!
    for (const field of ['noi', 'debtService', 'dscr'] as const)
      expectWithin(row[field]!, year[field], 1e-6, `page ${year.year} ${field}`)
  })
}
