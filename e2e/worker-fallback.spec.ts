import { MAX_LOAN_WORKED_EXAMPLE, MORTGAGE_WORKED_EXAMPLE } from '../tests/worked-example-figures'
import { expect, expectCents, expectFigures, test } from './fixtures'
import { WORKED, WORKED_LOAN } from './models/multi-tenant-page'

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

  test('calculates the mortgage worked example on the main thread', async ({ page, home }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await home.open()
    await home.mortgageResults()
    await expectFigures(page, MORTGAGE_WORKED_EXAMPLE.expected, [
      'monthlyPayment',
      'balloonPayment',
    ])
    await expect.poll(() => warnings.join('\n')).toContain('calculating on the main thread')
  })

  test('sizes the maximum loan worked example on the main thread', async ({ page, home }) => {
    await home.open()
    await home.maxLoanResults()
    await expectFigures(page, MAX_LOAN_WORKED_EXAMPLE.expected, ['maxLoanAmount'])
  })

  test('analyzes the multi-tenant worked example on the main thread, and keeps updating', async ({
    multiTenant,
  }) => {
    await multiTenant.openScenario(WORKED.scenario)
    for (const { year, noi } of WORKED.years)
      expectCents(await multiTenant.annual.value(year, 'noi'), noi)
    expect(await multiTenant.recommendedLoan()).toBeCloseTo(WORKED_LOAN, 2)

    await multiTenant.interestRate.fill('7')
    await expect(multiTenant.figure('recommendedLoan')).not.toHaveAttribute(
      'data-value',
      new RegExp(`^${Math.floor(WORKED_LOAN)}`),
    )
    expect(await multiTenant.recommendedLoan()).toBeLessThan(WORKED_LOAN)
  })
})
