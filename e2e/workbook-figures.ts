import { expect, type Page, type TestInfo } from '@playwright/test'
import type { Workbook } from 'exceljs'
import { analyzeScenario } from '../src/finance/cash-flow/analyze'
import type { Analysis } from '../src/finance/cash-flow/types'
import { scenarioFromJson } from '../src/lib/scenario-codec'
import { metric } from './checks'
import { WORKED } from './models/multi-tenant-page'
import {
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
 * LibreOffice in one run, read back in the same order.
 */
export async function recalculated(
  testInfo: TestInfo,
  files: { name: string; source: string; change?: (workbook: Workbook) => void }[],
): Promise<Workbook[]> {
  const stripped = await Promise.all(
    files.map(async ({ name, source, change }) => {
      const target = testInfo.outputPath(`${name}.xlsx`)
      await withoutCachedValues(source, target, change)
      return target
    }),
  )
  const saved = await recalculateInLibreOffice(stripped, testInfo.outputPath('libreoffice'))
  return Promise.all(saved.map(readWorkbook))
}

/** The engine's analysis of a scenario JSON, as the page runs it, in this Node process. */
export function engineAnalysis(json: Record<string, unknown>, ratePercent?: number): Analysis {
  const decoded = scenarioFromJson(json)
  if (!decoded.ok) throw new Error(decoded.message)
  const { scenario } = decoded
  const interestRatePercent = ratePercent ?? scenario.debt.interestRatePercent
  const debt = { ...scenario.debt, interestRatePercent }
  const outcome = analyzeScenario({ ...scenario, debt, startYear: WORKED.startYear })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
  return outcome.result
}

function expectCashFlow(book: Workbook, analysis: Analysis) {
  const line = (label: string) => rowAfterLabel(book, 'Cash Flow', label) as number[]
  const [noi, debtService, dscr] = [line('NOI'), line('Debt Service'), line('DSCR')]
  const years = [...analysis.years, analysis.year11]
  expect(noi).toHaveLength(11)
  years.forEach((year, index) => {
    expectWithin(noi[index]!, year.noi, TABLE_TOLERANCE, `${year.year} NOI`)
    expectWithin(-debtService[index]!, year.debtService, TABLE_TOLERANCE, `${year.year} DS`)
    if (year.debtService > 0) expect(dscr[index], `${year.year} DSCR`).toBeCloseTo(year.dscr, 6)
    else expect(dscr[index], `${year.year} DSCR`).toBe('-')
  })
}

function expectLoan(book: Workbook, { debtSizing, debtSummary }: Analysis) {
  const loan = (name: string, expected: number) =>
    expectWithin(namedNumber(book, name), expected, LOAN_TOLERANCE, name)
  loan('StabilizedNOI', debtSizing.stabilizedNoi)
  loan('MaxLoanDSCR', debtSizing.maxLoanDSCR)
  loan('MaxLoanDebtYield', debtSizing.maxLoanDebtYield)
  loan('RecommendedLoan', debtSizing.recommendedLoan)
  loan('BalloonAtMaturity', debtSummary.balloonAtMaturity)
  expect(named(book, 'LimitingTest')).toBe(debtSizing.limitingTest)
  if (debtSummary.minDscr === null) expect(named(book, 'LowestDSCR')).toBe('N/A')
  else expect(namedNumber(book, 'LowestDSCR')).toBeCloseTo(debtSummary.minDscr, RATIO_DIGITS)
}

function expectExitAndReturns(book: Workbook, { exitRefinance, returns }: Analysis) {
  if (!exitRefinance) expect(named(book, 'RefinanceGap')).toBe('N/A')
  else {
    expectWithin(namedNumber(book, 'ForwardNOI'), exitRefinance.forwardNoi, LOAN_TOLERANCE, 'NOI')
    const gap = namedNumber(book, 'RefinanceGap')
    expectWithin(gap, exitRefinance.refinanceGap, LOAN_TOLERANCE, 'refinance gap')
    expect(named(book, 'RefinanceLimitingTest')).toBe(exitRefinance.refinanceLimitingTest)
  }
  if (!returns) expect(named(book, 'LeveredIRR')).toBe('N/A')
  else {
    expectWithin(namedNumber(book, 'Equity'), returns.equity, LOAN_TOLERANCE, 'equity')
    const irr = (name: string, expected: number | null) =>
      expect(namedNumber(book, name), name).toBeCloseTo(expected!, RATIO_DIGITS)
    irr('UnleveredIRR', returns.unleveredIrr)
    irr('LeveredIRR', returns.leveredIrr)
    irr('EquityMultiple', returns.equityMultiple)
  }
}

/**
 * The recalculated workbook gives `analysis`: NOI, debt service and DSCR of years 1-11, the
 * sizing, the recommended loan and balloon, the refinance test and the returns.
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
