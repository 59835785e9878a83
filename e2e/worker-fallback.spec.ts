import { expect, metric, test } from './fixtures'
import { HomePage, MAX_LOAN_EXAMPLE, MORTGAGE_EXAMPLE } from './models/home-page'
import { cellValue, expectCents, openScenario, WORKED_YEARS } from './multi-tenant-results-page'
import { workedExample } from './scenarios'

/**
 * When the finance worker cannot start (its script fails to load), every engine runs on the
 * main thread and the site shows the same numbers (PRODUCT.md section 2).
 */
test.describe('without a working finance worker', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource/ })

  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/finance.worker-*.js', (route) =>
      route.fulfill({ status: 404, body: '' }),
    )
  })

  test('calculates the mortgage worked example on the main thread', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const home = new HomePage(page)
    await home.open()
    await home.mortgageResults(MORTGAGE_EXAMPLE)
    expect(await metric(page, 'monthlyPayment')).toBeCloseTo(10_128.11, 2)
    expect(await metric(page, 'balloonPayment')).toBeCloseTo(1_162_670.39, 2)
    expect(warnings.join('\n')).toContain('calculating on the main thread')
  })

  test('sizes the maximum loan worked example on the main thread', async ({ page }) => {
    const home = new HomePage(page)
    await home.open()
    await home.maxLoanResults(MAX_LOAN_EXAMPLE)
    expect(await metric(page, 'maxLoanAmount')).toBeCloseTo(2_305_825.73, 2)
  })

  test('analyzes the multi-tenant worked example on the main thread, and keeps updating', async ({
    page,
  }) => {
    await openScenario(page, workedExample)
    for (const [year, , , , , noi] of WORKED_YEARS)
      expectCents(await cellValue(page, year, 'noi'), noi)
    expect(await metric(page, 'recommendedLoan')).toBeCloseTo(4_001_477.03, 2)

    const rate = page.getByLabel('Interest Rate (%)', { exact: true })
    await rate.fill('7')
    await expect(page.locator('[data-metric="recommendedLoan"]')).not.toHaveAttribute(
      'data-value',
      /^4001477/,
    )
    expect(await metric(page, 'recommendedLoan')).toBeLessThan(4_001_477.03)
  })
})
