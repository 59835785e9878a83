import ExcelJS, { type Cell, type Workbook } from 'exceljs'
import {
  DEPTH_WORKED_EXAMPLE,
  MORTGAGE_WORKED_EXAMPLE,
  UNDERWRITING_WORKED_EXAMPLE,
} from '../tests/worked-example-figures'
import { monthlyRate, remainingBalance } from '../src/finance/time-value'
import { clipboardText, expect, expectCents, metric, test } from './fixtures'
import type { RentRollGrid } from './models/rent-roll'
import { downloadWorkbook, workbookButton, workbookRequests } from './models/workbook-download'
import { tenTenantScenario } from './scenarios'
import { cellValue, namedCell, namedNumber, setNamed } from './spreadsheet-app'
import {
  engineAnalysis,
  expectPageShows,
  expectWithin,
  expectWorkbookFigures,
  LOAN_TOLERANCE,
  recalculated,
} from './workbook-figures'
import { EDGE_WORKBOOKS, FORMULA_LIKE_NAMES, LONG_NAME } from './workbook-scenarios'

/**
 * The Excel workbooks (PRODUCT.md 9.4) downloaded in Chromium under the site's CSP, checked in a
 * real spreadsheet application: every cached formula value is removed, LibreOffice Calc
 * recalculates the workbook, and its figures must be the app's.
 */

// Each test also starts LibreOffice, which takes seconds more on a busy machine.
test.beforeEach(() => test.slow())

/** A Schedule cell of a month that may fall after the term, where it shows nothing. */
const afterTheTerm = (cell: Cell) =>
  cell.worksheet.name === 'Schedule' && /^IF\(\d+>LoanTermYears\*12,""/.test(cell.formula)

/**
 * How many months of a recalculated mortgage workbook's Schedule carry a payment; the rows after
 * them must be blank in every column.
 */
function monthsWithPayments(book: Workbook): number {
  const rows = book.getWorksheet('Schedule')!.getRows(2, 600)!
  const paid = rows.filter((row) => typeof row.getCell(2).result === 'number')
  for (const row of rows.slice(paid.length))
    for (let column = 1; column <= 5; column++)
      expect([null, undefined, '']).toContain(cellValue(row.getCell(column)))
  return paid.length
}

test.describe('the mortgage workbook', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ })

  test('says when it cannot be written; recalculated by LibreOffice it gives the worked example, its schedule following the term', async ({
    page,
    home,
  }, testInfo) => {
    const { expected } = MORTGAGE_WORKED_EXAMPLE
    const requested = workbookRequests(page)
    await home.openMortgageResults()
    expect(requested(), 'workbook scripts loaded before the click').toEqual([])

    await test.step('a failed load of the spreadsheet writer is explained; the page stays', async () => {
      await page.route(/exceljs/, (route) => route.abort())
      await workbookButton(page).click()
      await expect(page.getByRole('alert')).toContainText('The Excel workbook could not be created')
      await expect(page.getByRole('heading', { name: 'Mortgage Analysis Results' })).toBeVisible()
      await page.unroute(/exceljs/)
    })

    const saved = await downloadWorkbook(page, testInfo.outputPath())
    // The schedule follows the term typed in the workbook: 5 years, and 50 years amortized over 50.
    const [book, fiveYears, fiftyYears] = await recalculated(
      testInfo,
      [
        { name: 'mortgage' },
        {
          name: 'mortgage-5-years',
          change: (workbook: Workbook) => setNamed(workbook, 'LoanTermYears', 5),
        },
        {
          name: 'mortgage-50-years',
          change: (workbook: Workbook) => {
            setNamed(workbook, 'LoanTermYears', 50)
            setNamed(workbook, 'AmortizationYears', 50)
          },
        },
      ].map((file) => ({ ...file, source: saved.path, mayBeBlank: afterTheTerm })),
    )
    expect(monthsWithPayments(book!)).toBe(120)
    expect(monthsWithPayments(fiveYears!)).toBe(60)
    expect(monthsWithPayments(fiftyYears!)).toBe(600)
    const lastMonth = fiftyYears!.getWorksheet('Schedule')!.getRow(601)
    expect(lastMonth.getCell(5).result).toBeCloseTo(0, 6)
    // The balance after 60 of the 300 level payments (the app offers no 5-year term to compare).
    const { loanAmount, amortizationYears, annualRatePercent } = {
      ...MORTGAGE_WORKED_EXAMPLE.input,
      ...MORTGAGE_WORKED_EXAMPLE.expected,
    }
    const rate = monthlyRate(annualRatePercent / 100)
    const balloon = remainingBalance(rate, amortizationYears * 12, loanAmount, 60)
    expectCents(namedNumber(fiveYears!, 'BalloonPayment'), balloon, 'balloon after 5 years')
    expectCents(fiveYears!.getWorksheet('Schedule')!.getCell('E61').result as number, balloon)
    expectCents(namedNumber(book!, 'MonthlyPayment'), expected.monthlyPayment, 'monthly payment')
    expectCents(namedNumber(book!, 'BalloonPayment'), expected.balloonPayment, 'balloon')
    const figures = [
      ['LoanAmount', 'loanAmount'],
      ['AnnualDebtService', 'annualDebtService'],
      ['DSCR', 'dscr'],
      ['TotalInterest', 'totalInterest'],
      ['TotalLoanCost', 'totalLoanCost'],
    ] as const
    for (const [name, shown] of figures)
      expectWithin(namedNumber(book!, name), await metric(page, shown), LOAN_TOLERANCE, name)
    expect(namedCell(book!, 'InterestRate').numFmt).toBe('0.00%')
    expect(namedNumber(book!, 'InterestRate')).toBe(0.065)

    // Each year of the page's schedule is the sum of the workbook's months.
    const months = book!.getWorksheet('Schedule')!.getRows(2, 120)!
    const yearly = await home.yearlyScheduleRows()
    expect(yearly).toHaveLength(10)
    for (const [year, payment, interest, principal, balance] of yearly) {
      const rows = months.slice((year! - 1) * 12, year! * 12)
      const sum = (column: number) =>
        rows.reduce((total, row) => total + (row.getCell(column).result as number), 0)
      expectWithin(sum(2), payment!, LOAN_TOLERANCE, `year ${year} payment`)
      expectWithin(sum(3), interest!, LOAN_TOLERANCE, `year ${year} interest`)
      expectWithin(sum(4), principal!, LOAN_TOLERANCE, `year ${year} principal`)
      const ending = rows.at(-1)!.getCell(5).result as number
      expectWithin(ending, balance!, LOAN_TOLERANCE, `year ${year} balance`)
    }
  })
})

test.describe('the multi-tenant workbook', () => {
  test("recalculated by LibreOffice, it gives the app's cash flow, loan, refinance gap and IRR; names stay text", async ({
    page,
    multiTenant,
  }, testInfo) => {
    // PRODUCT.md 9.7: the 4.4 example with a property value; tenant names a spreadsheet would run.
    const names = ['=HYPERLINK("http://x","y")', '+1-555']
    const example = DEPTH_WORKED_EXAMPLE.scenario
    const tenants = example.tenants.map((tenant, index) => ({ ...tenant, name: names[index] }))
    const scenario = { ...example, tenants }
    await multiTenant.openScenario(scenario)
    const analysis = engineAnalysis(scenario)
    await expectPageShows(page, analysis, () => multiTenant.annual.rows())

    const saved = await downloadWorkbook(page, testInfo.outputPath())
    const [book] = await recalculated(testInfo, [{ name: 'depth', source: saved.path }])
    expectWorkbookFigures(book!, analysis)
    const { exitRefinance, returns } = DEPTH_WORKED_EXAMPLE
    expectCents(namedNumber(book!, 'RefinanceGap'), exitRefinance.refinanceGap, 'refinance gap')
    expect(namedNumber(book!, 'LeveredIRR')).toBeCloseTo(returns.leveredIrr, 4)
    const rentRoll = book!.getWorksheet('Rent Roll')!
    names.forEach((name, index) => {
      const cell = rentRoll.getCell(4 + index, 1)
      expect(cell.type, `${name} is a text cell`).toBe(ExcelJS.ValueType.String)
      expect(cell.value).toBe(name)
    })
  })

  test('with the underwriting adjustments of 10.9, LibreOffice gives the credit loss, reserves, NCF sizing and refinance at maturity of the app', async ({
    page,
    multiTenant,
  }, testInfo) => {
    const { scenario, sizing, refinance } = UNDERWRITING_WORKED_EXAMPLE
    await multiTenant.openScenario(scenario)
    const analysis = engineAnalysis(scenario)
    await expectPageShows(page, analysis, () => multiTenant.annual.rows())

    const saved = await downloadWorkbook(page, testInfo.outputPath())
    const [book] = await recalculated(testInfo, [{ name: 'underwriting', source: saved.path }])
    expectWorkbookFigures(book!, analysis)
    expectCents(namedNumber(book!, 'StabilizedNOI'), sizing.stabilizedNoi, 'stabilized NCF')
    expectCents(namedNumber(book!, 'RecommendedLoan'), sizing.recommendedLoan, 'loan')
    expectCents(namedNumber(book!, 'RefinanceLoan'), refinance.refinanceLoan, 'refinance loan')
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

    const [atRate, at75] = await recalculated(testInfo, [
      { name: 'ten-tenants', source: saved.path },
      {
        name: 'ten-tenants-at-7.5',
        source: saved.path,
        change: (workbook) => setNamed(workbook, 'InterestRate', 0.075),
      },
    ])
    expectWorkbookFigures(atRate!, analysis)
    const atHigherRate = engineAnalysis(tenTenantScenario, 7.5)
    const { recommendedLoan } = atHigherRate.debtSizing
    expect(recommendedLoan).toBeLessThan(analysis.debtSizing.recommendedLoan - 100_000)
    expectWorkbookFigures(at75!, atHigherRate)
  })
})

/**
 * Ctrl+C on each formula-like tenant name (rows 2-5) puts it on the clipboard behind a single
 * quote, so a spreadsheet it is pasted into keeps it as text and runs nothing.
 */
async function expectCopiedNamesSafe(rentRoll: RentRollGrid) {
  const copied = ['"\'=HYPERLINK(""http://x"",""y"")"', "'+1-555", "'-2+3", "'@SUM(A1)"]
  for (const [index, text] of copied.entries()) {
    await rentRoll.pressIn(index + 1, 'name', 'Control+c')
    await expect.poll(() => clipboardText(rentRoll.page)).toBe(text)
  }
}

test.describe('multi-tenant workbooks at the edges', () => {
  test('long and formula-like names, seven-digit rents, interest-only, no value, a late maturity, a vacant building: recalculated, every cell a figure', async ({
    page,
    multiTenant,
  }, testInfo) => {
    const requested = workbookRequests(page)
    const saved: { name: string; source: string }[] = []
    for (const { name, scenario } of EDGE_WORKBOOKS) {
      await multiTenant.openScenario(scenario)
      // A share link that differs from the last one only after the # opens in the same page,
      // which shows the last analysis until the new one arrives.
      const analysis = engineAnalysis(scenario)
      await expect(() => expectPageShows(page, analysis, () => multiTenant.annual.rows())).toPass()
      if (saved.length === 0) {
        // Nothing of the workbook is loaded until the button is clicked.
        expect(requested()).toEqual([])
        await expectCopiedNamesSafe(multiTenant.rentRoll)
      }
      const file = await downloadWorkbook(page, testInfo.outputPath(name))
      saved.push({ name, source: file.path })
    }
    expect(requested().some((url) => /exceljs/.test(url))).toBe(true)

    const books = await recalculated(testInfo, saved)
    books.forEach((book, index) =>
      expectWorkbookFigures(book, engineAnalysis(EDGE_WORKBOOKS[index]!.scenario)),
    )
    const rentRoll = books[0]!.getWorksheet('Rent Roll')!
    ;[LONG_NAME, ...FORMULA_LIKE_NAMES].forEach((name, index) => {
      const cell = rentRoll.getCell(4 + index, 1)
      expect(cell.type, `${name} is a text cell`).toBe(ExcelJS.ValueType.String)
      expect(cell.value).toBe(name)
    })
  })
})
