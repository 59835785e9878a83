import {
  expect,
  expectNoAxeViolations,
  onSlowProcessor,
  sharedModel,
  sharedMultiTenant,
  test,
} from './fixtures'
import { MethodologyPage } from './models/methodology-page'
import { tenTenantScenario } from './scenarios'

// The other screens are scanned where their behaviour is tested: home.spec.ts (calculators and
// results), quote.spec.ts (form with errors, failure, thank-you), static-pages.spec.ts,
// not-found.spec.ts, and the multi-tenant specs (inputs and results at desktop and 320 px).

test.describe('accessibility of the multi-tenant page', () => {
  // Each test opens the page as a new visit shows it: one load for both.
  const { empty, scenario } = sharedMultiTenant()

  test('has no WCAG 2.2 AA violations when empty', async () => {
    const multiTenant = await empty()
    const { page } = multiTenant
    await expect(multiTenant.emptyResults).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('has no WCAG 2.2 AA violations with 10 tenants and market leasing on', async () => {
    test.slow() // axe checks the contrast of every figure of two grids
    const multiTenant = await scenario(tenTenantScenario)
    const { page } = multiTenant
    await expect(multiTenant.figure('tenantCount')).toHaveAttribute('data-value', '10')
    await expect(page.locator('.scatterlayer .trace')).toHaveCount(3)
    await expectNoAxeViolations(page)
  })
})

test.describe('accessibility of the methodology page', () => {
  const methodology = sharedModel(MethodologyPage)

  test('has no WCAG 2.2 AA violations on a desktop and on a 320 px phone', async () => {
    test.slow() // axe checks every element of a long page, twice
    const { page } = methodology()
    await expect(methodology().section('Investment Returns')).toBeVisible()
    await expectNoAxeViolations(page)
    const screen = page.viewportSize()!
    await page.setViewportSize({ width: 320, height: 700 })
    try {
      await expectNoAxeViolations(page)
    } finally {
      await page.setViewportSize(screen)
    }
  })
})

test.describe('the rent roll grid for screen readers', () => {
  test('is named "Rent roll" from its first row, even when the page draws slowly', async ({
    page,
    multiTenant,
  }) => {
    // A slow processor lets AG Grid give its element the grid role only after the grid reports
    // itself ready (CI once had a rent roll without its name, 2 in 30 runs beside the bench).
    await multiTenant.open()
    await onSlowProcessor(page, 6, async () => {
      await multiTenant.addTenant.click()
      await expect(page.getByRole('grid', { name: 'Rent roll' })).toBeVisible({ timeout: 15_000 })
    })
  })
})
