import { gzipSync } from 'node:zlib'
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  sharedHome,
  test,
} from './fixtures'
import { MAX_LOAN_EXAMPLE, MORTGAGE_EXAMPLE } from './models/home-page'

// One page: the first test reads it as the visit opened it, the second then opens the max-loan
// tab; the tests after them open the calculator as a new visit does.
test.describe('the home page', () => {
  const { shown, reopen } = sharedHome()

  test.describe('the home page as it opens', () => {
    test('shows the calculator with three tabs, the tools and the guide', async () => {
      const home = shown()
      const { page } = home
      await expect(page).toHaveTitle(/Commercial Mortgage Calculator/)
      await expect(page.getByRole('tab')).toHaveText([
        'Mortgage & DSCR',
        'Max Loan Sizing',
        'Multi-Tenant',
      ])
      await expect(home.tab('Mortgage & DSCR')).toHaveAttribute('aria-selected', 'true')
      // An empty field shows an example that says it is one, not a value.
      await expect(home.field('Property Value')).toHaveValue('')
      await expect(home.field('Property Value')).toHaveAttribute('placeholder', 'e.g. 2,000,000')
      await expect(page.getByRole('tabpanel')).toContainText(
        'Calculate payments and analyze debt service coverage',
      )
      const tools = page.getByRole('region', { name: 'Professional Analysis Tools' })
      await expect(tools.getByRole('listitem')).toHaveCount(3)
      await expect(
        page.getByRole('heading', { name: 'Debt service coverage ratio (DSCR)' }),
      ).toBeVisible()
      await expect(page.getByRole('heading', { name: /balloon payment/i })).toBeVisible()
      await expect(home.field('Loan Term (Years)')).toHaveValue('25')
      await expect(home.field('Amortization Period (Years)')).toHaveValue('25')
      await expect(home.field('Loan Type')).toHaveValue('fixed')
      // Any whole term from 1 to 30 years (bank terms of 3, 5 and 7 years among them).
      const terms = home.field('Loan Term (Years)').locator('option')
      await expect(terms).toHaveCount(30)
      await expect(terms.first()).toHaveText('1 year')
      await expect(terms.nth(6)).toHaveText('7 years')
      await expect(terms.last()).toHaveText('30 years')
      await expect(home.field('Amortization Period (Years)').locator('option')).toHaveCount(4)
    })

    test('shows the max-loan tab with its lender defaults', async () => {
      const home = shown()
      const { page } = home
      await home.openMaxLoan()
      await expect(page.getByRole('tabpanel')).toContainText(
        'Determine the maximum loan amount based on lending constraints',
      )
      await expect(home.field('Interest Rate (%)')).toHaveValue('7.5')
      await expect(home.field('Loan Term (Years)')).toHaveValue('25')
      await expect(home.field('Minimum DSCR')).toHaveValue('1.25')
      await expect(home.field('Maximum LTV (%)')).toHaveValue('75')
      await expect(home.field('Maximum Debt Yield (%)')).toHaveValue('10')
    })
  })

  test.describe('the number fields', () => {
    test('steps the number fields with the arrow keys', async () => {
      const home = await reopen()
      await home.field('Equity (%)').fill('25')
      await home.field('Equity (%)').press('ArrowUp')
      await expect(home.field('Equity (%)')).toHaveValue('25.1')
      await home.field('Interest Rate (%)').fill('6.5')
      await home.field('Interest Rate (%)').press('ArrowDown')
      await expect(home.field('Interest Rate (%)')).toHaveValue('6.49')
      await home.openMaxLoan()
      await home.field('Minimum DSCR').press('ArrowUp')
      await expect(home.field('Minimum DSCR')).toHaveValue('1.26')
      await home.field('Maximum Debt Yield (%)').press('ArrowUp')
      await expect(home.field('Maximum Debt Yield (%)')).toHaveValue('10.1')
    })
  })

  test.describe('the calculator tabs', () => {
    test('follow the WAI-ARIA tabs pattern from the keyboard', async () => {
      const home = await reopen()
      const { page } = home
      const mortgage = home.tab('Mortgage & DSCR')
      const maxLoan = home.tab('Max Loan Sizing')
      const multiTenant = home.tab('Multi-Tenant')
      await expect(maxLoan).toHaveAttribute('tabindex', '-1')
      await mortgage.focus()
      await page.keyboard.press('ArrowRight')
      await expect(maxLoan).toBeFocused()
      await expect(maxLoan).toHaveAttribute('aria-selected', 'true')
      await expect(mortgage).toHaveAttribute('aria-selected', 'false')
      await expect(page.getByRole('tabpanel', { name: 'Max Loan Sizing' })).toBeVisible()
      await expect(home.field('Minimum DSCR')).toBeVisible()

      await page.keyboard.press('ArrowRight')
      await expect(multiTenant).toBeFocused()
      await expect(page).toHaveURL(/\/\?calculator=max-loan$/)
      await page.keyboard.press('ArrowRight')
      await expect(mortgage).toBeFocused()
      await expect(mortgage).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('ArrowLeft')
      await expect(multiTenant).toBeFocused()
      await page.keyboard.press('Home')
      await expect(mortgage).toBeFocused()
      await page.keyboard.press('End')
      await expect(multiTenant).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/super-legit-calculator$/)
    })

    test('keep what was typed in each tab when switching', async () => {
      const home = await reopen()
      await home.fillMortgage(MORTGAGE_EXAMPLE)
      await home.openMaxLoan()
      await home.fillMaxLoan(MAX_LOAN_EXAMPLE)
      await home.tab('Mortgage & DSCR').click()
      await expect(home.field('Property Value')).toHaveValue('2,000,000')
      await expect(home.field('Loan Term (Years)')).toHaveValue('10')
      await home.tab('Max Loan Sizing').click()
      await expect(home.field('Property Value')).toHaveValue('3,200,000')
      await expect(home.field('Maximum Debt Yield (%)')).toHaveValue('9')
    })

    test('Multi-Tenant opens the multi-tenant calculator', async () => {
      const home = await reopen()
      const { page } = home
      await home.tab('Multi-Tenant').click()
      await expect(page).toHaveURL(/\/super-legit-calculator$/)
    })

    test('the rate and term help opens the rate guide', async () => {
      const home = await reopen()
      const { page } = home
      await home
        .button("Click here if you're not sure what to use for rate and term inputs")
        .click()
      await expect(page).toHaveURL(/\/rate-term-guidance$/)
    })
  })

  // The result screens are scanned where they are tested: the mortgage results with rate shock and
  // monthly schedule in mortgage.spec.ts, the max-loan results with fallback notices in
  // max-loan.spec.ts, the quote screens in quote.spec.ts.
  test.describe('accessibility of every screen of /', () => {
    test('the calculator tabs pass axe (WCAG 2.2 AA)', async () => {
      const home = await reopen()
      const { page } = home
      await home.field('Property Value').fill('abc')
      await expectNoAxeViolations(page)
      await home.openMaxLoan()
      await home.field('Interest Rate (%)').fill('0')
      await expectNoAxeViolations(page)
    })

    test('nothing overflows a 320 px wide screen', async () => {
      const home = await reopen({ width: 320, height: 800 })
      const { page } = home
      expect(page.viewportSize()).toEqual({ width: 320, height: 800 })
      await expectNoHorizontalOverflow(page)
      await home.mortgageResults(MORTGAGE_EXAMPLE)
      await expect(page.locator('svg.main-svg').first()).toBeVisible()
      await expectNoHorizontalOverflow(page)
    })
  })
})

test.describe('the first load of /', () => {
  test('requests at most 110 KB of JavaScript (gzip), and Plotly only with the results', async ({
    page,
    home,
  }) => {
    const scripts: { url: string; gzipBytes: number }[] = []
    const plotlyRequests: string[] = []
    page.on('request', (request) => {
      if (/plotly/i.test(request.url())) plotlyRequests.push(request.url())
    })
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.body()
      scripts.push({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })
    })
    await home.open()
    await page.waitForLoadState('networkidle')
    await home.fillMortgage(MORTGAGE_EXAMPLE)
    await expect(home.calculateMortgage).toBeEnabled()
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
    console.log(`First load of /: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip`)
    expect(total).toBeLessThanOrEqual(110 * 1024)
    const urls = scripts.map((script) => script.url).join('\n')
    expect(urls).not.toMatch(
      /plotly|finance-client|finance\.worker|quote-request|mortgage-results|exceljs|workbook/,
    )

    // Plotly comes with the results, not before: nothing asked for it once the page was idle.
    await page.waitForLoadState('networkidle')
    expect(plotlyRequests).toEqual([])
    await home.calculateMortgage.click()
    await expect(page.locator('svg.main-svg').first()).toBeVisible()
    expect(plotlyRequests.length).toBeGreaterThan(0)
  })
})
