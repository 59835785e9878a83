import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { MORTGAGE_WORKED_EXAMPLE } from '../tests/worked-example-figures'
import {
  expect,
  expectFigures,
  expectNoAxeViolations,
  expectNoBrokenFigures,
  metric,
  metricText,
  CLIPBOARD,
  sharedHome,
  test,
  usd,
  clipboardText,
} from './fixtures'
import { HomePage, MORTGAGE_EXAMPLE } from './models/home-page'

const { input, expected } = MORTGAGE_WORKED_EXAMPLE

const GREEN = 'rgb(27, 110, 58)'
const YELLOW = 'rgb(122, 91, 0)'
const ORANGE = 'rgb(166, 75, 0)'
const RED = 'rgb(179, 38, 30)'

// One page: the worked example's tests read the results the visit opened (the monthly table is
// folded back, copies only read); the tests after them open the calculator as a new visit does.
test.describe('the mortgage calculator', () => {
  const { shown, reopen } = sharedHome({
    open: (home) => home.openMortgageResults(),
    contextOptions: CLIPBOARD,
  })

  test.describe('the PRODUCT.md 4.1 worked example', () => {
    let page: Page
    let home: HomePage
    test.beforeEach(() => {
      home = shown()
      page = home.page
    })

    test('moves focus to the results heading and lists the loan summary', async () => {
      await expect(page.getByRole('heading', { name: 'Mortgage Analysis Results' })).toBeFocused()
      await home.expectListed('Loan Summary', [
        ['Property Value', usd(input.purchasePrice)],
        ['Equity', `${usd(expected.downPaymentAmount)} (${input.equityPercent}%)`],
        ['Loan Amount', usd(expected.loanAmount)],
        ['Monthly Payment', usd(expected.monthlyPayment)],
        ['Annual Payment', usd(expected.annualDebtService)],
        ['Total Interest', usd(expected.totalInterest)],
        ['Total Loan Cost', usd(expected.totalLoanCost)],
        ['DSCR', expected.dscr.toFixed(2)],
        ['Net Operating Income', usd(input.noiAnnual)],
      ])
    })

    test('shows every figure of the worked example to the cent', async () => {
      expect(await metric(page, 'purchasePrice')).toBeCloseTo(input.purchasePrice, 2)
      await expectFigures(page, expected, [
        'downPaymentAmount',
        'loanAmount',
        'monthlyPayment',
        'annualDebtService',
        'balloonPayment',
        'totalInterest',
        'totalLoanCost',
      ])
      expect(await metric(page, 'noi')).toBe(input.noiAnnual)
      const dscr = await metric(page, 'dscr')
      expect(dscr).toBeCloseTo(input.noiAnnual / (await metric(page, 'annualDebtService')), 6)
      expect(dscr.toFixed(2)).toBe(expected.dscr.toFixed(2))
      expect(await metricText(page, 'dscrRating')).toBe(expected.dscrRating)
      await expect(page.locator('[data-metric="monthlyPayment"]')).toHaveText(
        usd(expected.monthlyPayment),
      )
      await expect(page.locator('[data-metric="dscr"]')).toHaveText(expected.dscr.toFixed(2))
      await expect(page.locator('[data-metric="balloonPayment"]')).toHaveText(
        usd(expected.balloonPayment),
      )
      expect(await home.colorOf('dscrRating')).toBe(GREEN)
      await expectNoBrokenFigures(page)
    })

    test('shows no rate shock for a fixed-rate loan', async () => {
      await expect(page.getByRole('heading', { name: 'Rate Shock' })).toHaveCount(0)
    })

    test('has a yearly schedule row per term year whose totals match the cards', async () => {
      const rows = await home.yearlyScheduleRows()
      expect(rows.map((row) => row[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
      const [, payment, interest, principal] = await home.yearlyScheduleTotals()
      const balloon = await metric(page, 'balloonPayment')
      expect(interest).toBeCloseTo(await metric(page, 'totalInterest'), 1)
      expect(principal! + balloon).toBeCloseTo(await metric(page, 'loanAmount'), 1)
      expect(payment).toBeCloseTo((await metric(page, 'monthlyPayment')) * 120, 1)
      expect(rows.at(-1)![4]).toBeCloseTo(balloon, 2)
      await expect(
        page.getByText(
          `Balloon payment due at the end of year 10: ${usd(expected.balloonPayment, 2)}.`,
        ),
      ).toBeVisible()
    })

    test('shows the monthly schedule rows on demand', async () => {
      const toggle = page.getByRole('button', { name: /monthly schedule$/ })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle).toHaveText('Show monthly schedule')
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(toggle).toHaveText('Hide monthly schedule')
      const monthly = page.getByRole('table', { name: 'Monthly amortization schedule' })
      await expect(monthly.locator('tbody tr')).toHaveCount(120)
      await expect(monthly.locator('tbody tr').first()).toContainText(
        usd(expected.monthlyPayment, 2),
      )
      await expect(monthly.locator('tbody tr').first()).toContainText('$8,125.00')
      // 120 rows scroll in a box of their own, under a header that stays in view.
      const region = page.getByRole('region', { name: 'Scrollable monthly schedule' })
      await region.scrollIntoViewIfNeeded()
      await region.evaluate((box) => box.scrollTo(0, box.scrollHeight))
      await expect(monthly.locator('tbody tr').last()).toBeInViewport()
      const header = (await monthly.locator('thead th').first().boundingBox())!
      const box = (await region.boundingBox())!
      expect(box.height).toBeLessThan(600)
      expect(Math.abs(header.y - box.y), 'header at the top of the scrolled box').toBeLessThan(2)
      // Each table copies its own rows: the yearly button keeps copying the years.
      const copiedLines = async (name: string) => {
        await page.getByRole('button', { name, exact: true }).click()
        return (await clipboardText(page)).split(/\r?\n/).length
      }
      expect(await copiedLines('Copy Monthly Schedule for Excel')).toBe(121)
      expect(await copiedLines('Copy for Excel')).toBe(11)
      await toggle.click()
      await expect(monthly).toBeHidden()
    })

    test('Copy for Excel puts tab-separated raw numbers matching the table on the clipboard', async () => {
      await page.getByRole('button', { name: 'Copy for Excel' }).click()
      await expect(page.getByText('Copied 10 rows')).toBeVisible()
      const text = await page.evaluate(() => navigator.clipboard.readText())
      const lines = text.split(/\r?\n/).map((line) => line.split('\t'))
      expect(lines[0]).toEqual(['Year', 'Payment', 'Interest', 'Principal', 'Ending Balance'])
      expect(lines).toHaveLength(11)
      expect(text).not.toMatch(/[$,]/)
      const table = await home.yearlyScheduleRows()
      lines.slice(1).forEach((cells, index) => {
        expect(cells.map(Number)).toEqual(table[index])
      })
      const lastYear = ['10', String(expected.annualDebtService), '77151.79', '44385.5']
      expect(lines[10]).toEqual([...lastYear, String(expected.balloonPayment)])
    })

    test('Download CSV saves the schedule as a comma-separated file', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ])
      expect(download.suggestedFilename()).toBe('amortization-schedule-yearly.csv')
      const csv = await readFile((await download.path())!, 'utf8')
      const lines = csv.split(/\r?\n/)
      expect(lines[0]).toBe('Year,Payment,Interest,Principal,Ending Balance')
      const table = await home.yearlyScheduleRows()
      expect(lines.slice(1).map((line) => line.split(',').map(Number))).toEqual(table)
    })

    // That Plotly is loaded only once results are asked for is tested in home.spec.ts.
    test('draws NOI vs debt service and the DSCR trend', async () => {
      await expect(page.locator('svg.main-svg').first()).toBeVisible()
      const bars = page.getByRole('img', { name: /Bar chart of NOI against annual debt service/ })
      const year5 = usd(expected.year5Noi)
      await expect(bars).toHaveAttribute('aria-label', new RegExp(`year 5 NOI \\${year5}`))
      await expect(bars).toHaveAttribute(
        'aria-label',
        new RegExp(`debt service \\${usd(expected.annualDebtService)} every year`),
      )
      const trend = page.getByRole('img', { name: /Line chart of DSCR by year/ })
      await expect(trend).toHaveAttribute('aria-label', /year 1 1\.48, .*year 5 1\.67/)
      await expect(trend.locator('svg.main-svg').first()).toBeVisible()
      await expect(trend.getByText('Lender minimum 1.25x')).toBeVisible()
      await expect(bars.locator('.barlayer .point')).toHaveCount(10)
      const table = page.getByRole('table', {
        name: 'NOI, debt service and DSCR by projection year',
      })
      await expect(table.getByRole('row', { name: /Year 5/ })).toContainText(year5)
    })
  })

  test.describe('a variable-rate loan', () => {
    test('shows the payment and DSCR at +1.00 and +2.00 points, passes axe, and Back to Calculator keeps the inputs', async () => {
      test.slow() // axe checks the results and their schedule: 21-22 s of 30 beside two busy cores
      const home = await reopen()
      const { page } = home
      await home.mortgageResults({ ...MORTGAGE_EXAMPLE, loanType: 'Variable Rate' })
      const table = page.getByRole('region', { name: 'Rate Shock' }).getByRole('table')
      const plusOne = table.getByRole('row', { name: /\+1\.00 points/ })
      const plusTwo = table.getByRole('row', { name: /\+2\.00 points/ })
      await expect(table.getByRole('row', { name: /Current rate/ })).toContainText(
        usd(expected.monthlyPayment),
      )
      for (const text of ['7.5%', '$11,085', '1.35']) await expect(plusOne).toContainText(text)
      for (const text of ['8.5%', '$12,078', '1.24']) await expect(plusTwo).toContainText(text)
      await expect(page.locator('svg.main-svg').first()).toBeVisible()
      await page.getByRole('button', { name: 'Show monthly schedule' }).click()
      await expectNoAxeViolations(page)

      await home.backToCalculator()
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
      await expect(home.field('Property Value')).toHaveValue(MORTGAGE_EXAMPLE.propertyValue)
      await expect(home.field('Equity (%)')).toHaveValue(MORTGAGE_EXAMPLE.equity)
      await expect(home.field('Interest Rate (%)')).toHaveValue(MORTGAGE_EXAMPLE.rate)
      await expect(home.field('Net Operating Income (NOI)')).toHaveValue(MORTGAGE_EXAMPLE.noi)
      await expect(home.field('Loan Term (Years)')).toHaveValue(MORTGAGE_EXAMPLE.term!)
      await expect(home.field('Amortization Period (Years)')).toHaveValue(
        MORTGAGE_EXAMPLE.amortization!,
      )
      await expect(home.field('Loan Type')).toHaveValue('variable')
      await home.calculateMortgage.click()
      expect(await metric(page, 'monthlyPayment')).toBeCloseTo(expected.monthlyPayment, 2)
    })
  })

  test.describe('a bank term shorter than ten years', () => {
    test('offers every whole term from 1 to 30 years and amortizes a 5-year term over 25 years', async () => {
      const home = await reopen()
      const { page } = home
      const terms = Array.from({ length: 29 }, (_, index) => `${index + 2} years`)
      await expect(home.field('Loan Term (Years)').getByRole('option')).toHaveText([
        '1 year',
        ...terms,
      ])
      await expect(home.field('Amortization Period (Years)').getByRole('option')).toHaveText(
        ['15', '20', '25', '30'].map((years) => `${years} years`),
      )
      await home.mortgageResults({ ...MORTGAGE_EXAMPLE, term: '5' })
      // The payment amortizes over 25 years, as the 10-year term's; 60 payments leave a balloon of
      // PV(6.5% / 12, 240, 10,128.11) = 1,358,432.45 (worked in a spreadsheet).
      expect(await metric(page, 'monthlyPayment')).toBeCloseTo(expected.monthlyPayment, 2)
      expect(await metric(page, 'balloonPayment')).toBeCloseTo(1_358_432.45, 2)
      expect(await metric(page, 'totalInterest')).toBeCloseTo(466_118.9, 2)
      await expect(
        page.getByText('Due at the end of the 5-year term', { exact: false }),
      ).toBeVisible()
    })
  })

  test.describe('the DSCR rating', () => {
    const cases: [string, string, string, string][] = [
      ['152,000', 'Good', YELLOW, '1.25'],
      ['125,000', 'Marginal', ORANGE, '1.03'],
      ['0', 'Poor', RED, '0.00'],
    ]
    test('rates a DSCR of 1.25 Good, 1.03 Marginal and 0.00 Poor, in their colours', async () => {
      const home = await reopen()
      const { page } = home
      for (const [noi, rating, color, dscr] of cases)
        await test.step(`rates a DSCR of ${dscr} ${rating}`, async () => {
          await home.mortgageResults({ ...MORTGAGE_EXAMPLE, noi })
          expect(await metricText(page, 'dscrRating')).toBe(rating)
          await expect(page.locator('[data-metric="dscr"]')).toHaveText(dscr)
          expect(await home.colorOf('dscrRating')).toBe(color)
          await home.backToCalculator()
        })
    })
  })
})
