import ExcelJS, { type Workbook } from 'exceljs'
import type { Page, TestInfo } from '@playwright/test'
import { analyzeScenario } from '../src/finance/cash-flow/analyze'
import type { Analysis } from '../src/finance/cash-flow/types'
import { scenarioFromJson } from '../src/lib/scenario-codec'
import { MORTGAGE_WORKED_EXAMPLE } from '../tests/worked-example-figures'
import { expect, expectCents, metric, test } from './fixtures'
import { WORKED } from './models/multi-tenant-page'
import { downloadWorkbook, workbookButton } from './models/workbook-download'
import { tenTenantScenario, workedExample } from './scenarios'
import {
  namedCell,
  namedNumber,
  readWorkbook,
  recalculateInLibreOffice,
  rowAfterLabel,
  setNamed,
  withoutCachedValues,
} from './spreadsheet-app'

/**
 * The Excel workbooks (PRODUCT.md 9.4) downloaded in Chromium under the site's CSP, checked in a
 * real spreadsheet application: every cached formula value is removed, LibreOffice Calc
 * recalculates the workbook, and its figures must be the app's.
 */

/** Loan figures agree to the cent; table cells to the dollar (PRODUCT.md 9.4). */
const LOAN_TOLERANCE = 0.01
const TABLE_TOLERANCE = 1

function expectWithin(actual: number, expected: number, tolerance: number, what: string) {
  expect(Math.abs(actual - expected), `${what}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    tolerance,
  )
}

/** The downloaded workbook without cached values, recalculated by LibreOffice (one run). */
async function recalculated(
  testInfo: TestInfo,
  files: { name: string; source: string }[],
  change?: (name: string, workbook: Workbook) => void,
) {
  const stripped = await Promise.all(
    files.map(async ({ name, source }) => {
      const target = testInfo.outputPath(`${name}.xlsx`)
      await withoutCachedValues(source, target, (workbook) => change?.(name, workbook))
      return target
    }),
  )
  const saved = await recalculateInLibreOffice(stripped, testInfo.outputPath('libreoffice'))
  return Promise.all(saved.map(readWorkbook))
}

test.describe('the mortgage workbook', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ })

  test('says when it cannot be written; recalculated by LibreOffice it gives the worked example', async ({
    page,
    home,
  }, testInfo) => {
    const { expected } = MORTGAGE_WORKED_EXAMPLE
    await home.openMortgageResults()

    await test.step('a failed load of the spreadsheet writer is explained; the page stays', async () => {
      await page.route(/exceljs/, (route) => route.abort())
      await workbookButton(page).click()
      await expect(page.getByRole('alert')).toContainText('The Excel workbook could not be created')
      await expect(page.getByRole('heading', { name: 'Mortgage Analysis Results' })).toBeVisible()
      await page.unroute(/exceljs/)
    })

    const saved = await downloadWorkbook(page, testInfo.outputPath())
    const [book] = await recalculated(testInfo, [{ name: 'mortgage', source: saved.path }])
    expectCents(namedNumber(book!, 'MonthlyPayment'), expected.monthlyPayment, 'monthly payment')
    expectCents(namedNumber(book!, 'BalloonPayment'), expected.balloonPayment, 'balloon')
    const figures = [
      ['LoanAmount', 'loanAmount'],
      ['AnnualDebtService', 'annualDebtService'],
      ['DSCR', 'dscr'],
      ['TotalInterest', 'totalInterest'],
      ['TotalLoanCost', 'totalLoanCost'],
    ]
    for (const [name, shown] of figures)
      expectWithin(namedNumber(book!, name!), await metric(page, shown!), LOAN_TOLERANCE, name!)
    expect(namedCell(book!, 'InterestRate').numFmt).toBe('0.00%')
    expect(namedNumber(book!, 'InterestRate')).toBe(0.065)

    // Each year of the page's schedule is the sum of the workbook's months.
    const months = book!.getWorksheet('Schedule')!.getRows(2, 120)!
    const yearly = await home.yearlyScheduleRows()
    expect(yearly).toHaveLength(10)
    yearly.forEach(([year, payment, interest, principal, balance]) => {
      const rows = months.slice((year! - 1) * 12, year! * 12)
      const sum = (column: number) =>
        rows.reduce((total, row) => total + (row.getCell(column).result as number), 0)
      expectWithin(sum(2), payment!, LOAN_TOLERANCE, `year ${year} payment`)
      expectWithin(sum(3), interest!, LOAN_TOLERANCE, `year ${year} interest`)
      expectWithin(sum(4), principal!, LOAN_TOLERANCE, `year ${year} principal`)
      const ending = rows.at(-1)!.getCell(5).result as number
      expectWithin(ending, balance!, LOAN_TOLERANCE, `year ${year} balance`)
    })
  })
})

/** The engine's analysis of a scenario JSON (as the page runs it), in this Node process. */
function engineAnalysis(json: Record<string, unknown>, interestRatePercent?: number): Analysis {
  const decoded = scenarioFromJson(json)
  if (!decoded.ok) throw new Error(decoded.message)
  const { scenario } = decoded
  const debt = {
    ...scenario.debt,
    interestRatePercent: interestRatePercent ?? scenario.debt.interestRatePercent,
  }
  const outcome = analyzeScenario({ ...scenario, debt, startYear: WORKED.startYear })
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
  return outcome.result
}

/** The recalculated workbook's yearly lines and loan figures agree with `analysis`. */
function expectWorkbookFigures(book: Workbook, analysis: Analysis) {
  const line = (label: string) => rowAfterLabel(book, 'Cash Flow', label) as number[]
  const [noi, debtService, dscr] = [line('NOI'), line('Debt Service'), line('DSCR')]
  analysis.years.forEach((year, index) => {
    expectWithin(noi[index]!, year.noi, TABLE_TOLERANCE, `${year.year} NOI`)
    expectWithin(
      -debtService[index]!,
      year.debtService,
      TABLE_TOLERANCE,
      `${year.year} debt service`,
    )
    expect(dscr[index], `${year.year} DSCR`).toBeCloseTo(year.dscr, 6)
  })
  const { debtSizing, debtSummary } = analysis
  expectWithin(
    namedNumber(book, 'StabilizedNOI'),
    debtSizing.stabilizedNoi,
    LOAN_TOLERANCE,
    'stabilized NOI',
  )
  expectWithin(
    namedNumber(book, 'RecommendedLoan'),
    debtSizing.recommendedLoan,
    LOAN_TOLERANCE,
    'recommended loan',
  )
  expectWithin(
    namedNumber(book, 'BalloonAtMaturity'),
    debtSummary.balloonAtMaturity,
    LOAN_TOLERANCE,
    'balloon',
  )
  expect(namedCell(book, 'LimitingTest').result).toBe(debtSizing.limitingTest)
}

/** The page's sizing figures and annual table agree with `analysis` (the same scenario). */
async function expectPageShows(
  page: Page,
  analysis: Analysis,
  grid: () => Promise<Record<string, number>[]>,
) {
  expectWithin(
    await metric(page, 'recommendedLoan'),
    analysis.debtSizing.recommendedLoan,
    LOAN_TOLERANCE,
    'page loan',
  )
  const rows = await grid()
  rows.forEach((row, index) => {
    const year = analysis.years[index]!
    for (const field of ['noi', 'debtService', 'dscr'] as const)
      expectWithin(row[field]!, year[field], 1e-6, `page ${year.year} ${field}`)
  })
}

test.describe('the multi-tenant workbook', () => {
  test("recalculated by LibreOffice, it gives the page's cash flow, loan and balloon; tenant names stay text", async ({
    page,
    multiTenant,
  }, testInfo) => {
    const names = ['=HYPERLINK("http://x","y")', '+1-555']
    const tenants = (workedExample.tenants as Record<string, unknown>[]).map((tenant, index) => ({
      ...tenant,
      name: names[index],
    }))
    const scenario = { ...workedExample, tenants }
    await multiTenant.openScenario(scenario)
    const analysis = engineAnalysis(scenario)
    await expectPageShows(page, analysis, () => multiTenant.annual.rows())
    expectWithin(
      await metric(page, 'stabilizedNoi'),
      analysis.debtSizing.stabilizedNoi,
      LOAN_TOLERANCE,
      'page stabilized NOI',
    )

    const saved = await downloadWorkbook(page, testInfo.outputPath())
    const [book] = await recalculated(testInfo, [{ name: 'worked', source: saved.path }])
    expectWorkbookFigures(book!, analysis)
    const rentRoll = book!.getWorksheet('Rent Roll')!
    names.forEach((name, index) => {
      const cell = rentRoll.getCell(4 + index, 1)
      expect(cell.type, `${name} is a text cell`).toBe(ExcelJS.ValueType.String)
      expect(cell.value).toBe(name)
    })
  })

  test('with InterestRate changed to 7.5% in the workbook, LibreOffice re-sizes the loan as the app does', async ({
    page,
    multiTenant,
  }, testInfo) => {
    await multiTenant.openScenario(tenTenantScenario)
    const analysis = engineAnalysis(tenTenantScenario)
    await expectPageShows(page, analysis, () => multiTenant.annual.rows())

    const saved = await downloadWorkbook(page, testInfo.outputPath())
    const size = `${(saved.bytes / 1024).toFixed(1)} KB, ${Math.round(saved.milliseconds)} ms from click to file`
    testInfo.annotations.push({ type: '10-tenant workbook', description: size })
    console.log(`10-tenant workbook: ${size}`)

    const [atRate, at75] = await recalculated(
      testInfo,
      [
        { name: 'ten-tenants', source: saved.path },
        { name: 'ten-tenants-at-7.5', source: saved.path },
      ],
      (name, workbook) => {
        if (name.endsWith('7.5')) setNamed(workbook, 'InterestRate', 0.075)
      },
    )
    expectWorkbookFigures(atRate!, analysis)
    const atHigherRate = engineAnalysis(tenTenantScenario, 7.5)
    expect(atHigherRate.debtSizing.recommendedLoan).toBeLessThan(
      analysis.debtSizing.recommendedLoan - 100_000,
    )
    expectWorkbookFigures(at75!, atHigherRate)
  })
})
