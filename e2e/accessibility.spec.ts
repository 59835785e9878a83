import { expect, expectNoAxeViolations, test } from './fixtures'
import { openScenario } from './multi-tenant-results-page'
import { tenTenantScenario } from './scenarios'

// The other screens are scanned where their behaviour is tested: home.spec.ts (calculators and
// results), quote.spec.ts (form with errors, failure, thank-you), static-pages.spec.ts, and the
// multi-tenant specs (inputs and results at desktop and 320 px).

test.describe('accessibility of the 404 page', () => {
  test.use({ allowedConsoleErrors: /404 Error/ })

  test('has no WCAG 2.2 AA violations', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('accessibility of the multi-tenant page', () => {
  test('has no WCAG 2.2 AA violations when empty', async ({ page }) => {
    await page.goto('/super-legit-calculator')
    await expect(page.getByText('Add tenants to see cash flow projections')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('has no WCAG 2.2 AA violations with 10 tenants and market leasing on', async ({ page }) => {
    test.slow() // axe checks the contrast of every figure of two grids
    await openScenario(page, tenTenantScenario)
    await expect(page.locator('[data-metric="tenantCount"]')).toHaveAttribute('data-value', '10')
    await expect(page.locator('.scatterlayer .trace')).toHaveCount(3)
    await expectNoAxeViolations(page)
  })
})
