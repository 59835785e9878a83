import type { Page } from '@playwright/test'
import { expect, sharedMultiTenant, test } from './fixtures'
import { MULTI_TENANT_PATH, WORKED, WORKED_NAMES } from './models/multi-tenant-page'
import { shareUrl } from './scenarios'

/** The results of scenarios besides the worked example (multi-tenant-results.spec.ts). */

// Each test opens its scenario as a new visit does (its share link; storage cleared): one load.
test.describe('the results of other scenarios', () => {
  const { scenario, goTo } = sharedMultiTenant()

  test.describe('a property value applies the LTV test', () => {
    test('limits the loan to 75% of a 5,000,000 value and reports the LTV', async () => {
      const debt = { ...WORKED.scenario.debt, propertyValue: 5_000_000 }
      const multiTenant = await scenario({ ...WORKED.scenario, debt })
      const { page } = multiTenant
      expect(await multiTenant.metric('maxLoanLTV')).toBeCloseTo(3_750_000, 2)
      const recommended = await multiTenant.recommendedLoan()
      expect(recommended).toBeCloseTo(3_750_000, 2)
      expect(await multiTenant.metric('ltv')).toBeCloseTo(recommended / 5_000_000, 10)
      expect(await multiTenant.metricText('limitingFactor')).toBe('LTV')
      await expect(multiTenant.figure('ltv')).toHaveText('75.00%')
      expect(await multiTenant.metric('maxLoanDSCR')).toBeCloseTo(WORKED.sizing.maxLoanDSCR, 2)
      // Debt service follows the smaller loan: interest only on 3,750,000 at 6.5%.
      expect(await multiTenant.annual.value(WORKED.startYear, 'debtService')).toBeCloseTo(
        3_750_000 * 0.065,
        2,
      )
      await expect(page.getByText('LTV not applied (no property value)')).toHaveCount(0)
    })
  })

  test.describe('no tenants', () => {
    test('shows the empty Cash Flow Analysis card and no figures', async () => {
      const multiTenant = await goTo({ ...WORKED.scenario, tenants: [] })
      const { page } = multiTenant
      const card = multiTenant.region('Cash Flow Analysis')
      await expect(card.getByText('Add tenants to see cash flow projections')).toBeVisible()
      await expect(
        card.getByText('Charts and detailed analysis will appear as you input tenant information'),
      ).toBeVisible()
      await expect(multiTenant.figure('recommendedLoan')).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Copy for Excel' })).toHaveCount(0)
    })
  })

  test.describe('a rent roll emptied and started again', () => {
    test("never shows the earlier scenario's figures while the new ones compute", async () => {
      const multiTenant = await scenario(WORKED.scenario)
      const { page } = multiTenant
      for (const name of ['Anchor Grocer', 'Dental Office']) await multiTenant.removeTenant(name)
      await expect(multiTenant.emptyResults).toBeVisible()
      // Record every recommended loan the page shows from here on, however briefly.
      await page.evaluate(() => {
        const seen: string[] = []
        ;(window as { __loansShown?: string[] }).__loansShown = seen
        new MutationObserver(() => {
          const tile = document.querySelector('[data-metric="recommendedLoan"]')
          const value = tile?.getAttribute('data-value')
          if (value && seen.at(-1) !== value) seen.push(value)
        }).observe(document.body, { subtree: true, childList: true, attributes: true })
      })
      await multiTenant.addTenant.click()
      await expect(multiTenant.figure('recommendedLoan')).toHaveAttribute('data-value', '0')
      const shown = await page.evaluate(() => (window as { __loansShown?: string[] }).__loansShown)
      expect(shown).toEqual(['0'])
    })
  })
})

/** When the page asked for the code chunk named `chunk`, by the page's clock (null: not yet). */
const codeAskedAt = (page: Page, chunk: string) =>
  page.evaluate(
    (chunk) =>
      performance
        .getEntriesByType('resource')
        .find(({ name }) => new RegExp(`/${chunk}-[\\w-]+\\.js$`).test(name))?.startTime ?? null,
    chunk,
  )

test('a share link opens to its figures first, and asks for the rent roll grid code after them', async ({
  page,
  multiTenant,
}) => {
  // AG Grid is most of the page's code: evaluated before the figures, it held them back.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-summary="recommendedLoan"]')) return
      ;(window as { __figuresAt?: number }).__figuresAt = performance.now()
      observer.disconnect()
    }).observe(document, { subtree: true, childList: true })
  })
  // The browser's own clock: a fixed one (goToScenario) stops performance.now().
  await page.goto(shareUrl(WORKED.scenario))
  await multiTenant.rentRoll.expectNames(WORKED_NAMES)
  const figuresAt = await page.evaluate(() => (window as { __figuresAt?: number }).__figuresAt)
  expect(figuresAt).toBeDefined()
  expect(await codeAskedAt(page, 'tenant-grid')).toBeGreaterThan(figuresAt!)
})

test('an empty page loads the rent roll grid code as it opens, ready for the first row', async ({
  page,
}) => {
  await page.goto(MULTI_TENANT_PATH)
  await expect(page.getByText('No tenants added yet.', { exact: false })).toBeVisible()
  await expect.poll(() => codeAskedAt(page, 'tenant-grid')).not.toBeNull()
})

test('a share link starts the finance worker before asking for the page code, to analyse at once', async ({
  page,
  multiTenant,
}) => {
  // Started once the page's code had arrived, a fresh worker held a 500-row link's figures back.
  await page.addInitScript(() => {
    const Started = window.Worker
    window.Worker = class extends Started {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args)
        ;(window as { __workerAt?: number }).__workerAt ??= performance.now()
      }
    }
  })
  await page.goto(shareUrl(WORKED.scenario))
  await multiTenant.rentRoll.expectNames(WORKED_NAMES)
  const workerAt = await page.evaluate(() => (window as { __workerAt?: number }).__workerAt)
  const pageCodeAskedAt = await codeAskedAt(page, 'multi-tenant-route')
  expect(workerAt).toBeDefined()
  expect(pageCodeAskedAt).not.toBeNull()
  expect(workerAt!).toBeLessThanOrEqual(pageCodeAskedAt!)
})
