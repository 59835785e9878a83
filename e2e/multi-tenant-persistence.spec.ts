import { readFileSync } from 'node:fs'
import { expect, sharedMultiTenant, test } from './fixtures'
import {
  ANALYSIS_CLOCK,
  MULTI_TENANT_PATH,
  MultiTenantPage,
  STORAGE_KEY,
  WORKED,
  WORKED_LOAN,
  WORKED_NAMES,
} from './models/multi-tenant-page'
import { compressedShareUrl, scenarioInLink, shareUrl } from './scenarios'

/** Opens the empty page, adds one tenant and types its name into the focused name cell. */
async function openWithTenantNamed(multiTenant: MultiTenantPage, name: string) {
  await multiTenant.open()
  await multiTenant.addTenant.click()
  await expect(multiTenant.rentRoll.cell(0, 'name')).toBeFocused()
  await multiTenant.page.keyboard.type(name)
  await multiTenant.page.keyboard.press('Enter')
}

test.describe('autosave', () => {
  test('restores the rent roll and the assumptions after a reload', async ({
    page,
    multiTenant,
  }) => {
    await openWithTenantNamed(multiTenant, 'Café Zoë 🍕')
    await multiTenant.interestRate.fill('7.25')
    await multiTenant.marketLeasing.click()
    await multiTenant.field('Free Rent (Months)').fill('6')
    await multiTenant.field('Property Value (optional)').fill('5000000')
    await multiTenant.field('Property Name (optional)').fill('Maple Plaza')

    // Reload at once: the pending save is written when the page is hidden.
    await page.reload()
    await multiTenant.rentRoll.expectNames(['Café Zoë 🍕'])
    await expect(multiTenant.interestRate).toHaveValue('7.25')
    await expect(multiTenant.marketLeasing).toHaveAttribute('aria-checked', 'true')
    await expect(multiTenant.field('Free Rent (Months)')).toHaveValue('6')
    await expect(multiTenant.field('Property Value (optional)')).toHaveValue('5,000,000')
    await expect(multiTenant.field('Property Name (optional)')).toHaveValue('Maple Plaza')
    expect(await multiTenant.tenantCount()).toBe(1)
  })

  test('keeps an edit made right before the tab is closed', async ({
    page,
    context,
    multiTenant,
  }) => {
    // The page's clock stands still, so autosave's delay never ends: only leaving the page
    // (pagehide) can save the edit. The edit shows before the tab is closed: a closing tab whose
    // page is busy for more than about half a second is discarded before its pagehide runs
    // (Chromium), which on a loaded machine an edit's own render could be.
    await multiTenant.open()
    await multiTenant.addTenant.click()
    await expect(multiTenant.rentRoll.cell(0, 'name')).toBeFocused()
    await multiTenant.rentRoll.expectNames(['Tenant 1'])
    await page.clock.pauseAt(ANALYSIS_CLOCK.getTime() + 1_000)
    await page.keyboard.type('Last Second')
    await page.keyboard.press('Enter')
    await multiTenant.rentRoll.expectNames(['Last Second'])
    await page.close({ runBeforeUnload: true })

    const again = await context.newPage()
    await again.goto(MULTI_TENANT_PATH)
    await new MultiTenantPage(again).rentRoll.expectNames(['Last Second'])
  })

  test('says so when storage is full and keeps the rent roll on the page', async ({
    page,
    multiTenant,
  }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    await multiTenant.open()
    await multiTenant.addTenant.click()
    await expect(multiTenant.alert).toContainText(
      "Your latest changes could not be saved: this browser's storage is full.",
    )
    await multiTenant.addTenant.click()
    await multiTenant.rentRoll.expectNames(['Tenant 1', 'Tenant 2'])
    await expect(page.getByRole('heading', { name: 'Tenant Information' })).toBeVisible()
  })

  test('works without storage and says changes are not kept', async ({ page, multiTenant }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    await multiTenant.open()
    await expect(page.getByText(/does not let the page save your work/)).toBeVisible()
    await multiTenant.addTenant.click()
    expect(await multiTenant.tenantCount()).toBe(1)
  })
})

test.describe('a corrupt saved scenario', () => {
  for (const [what, text] of [
    ['not JSON', '{"version":1,"tenants":['],
    ['another version', '{"version":7,"tenants":[]}'],
  ] as const)
    test(`starts empty with a message and keeps the ${what} text aside`, async ({
      page,
      multiTenant,
    }) => {
      await page.addInitScript(
        ([key, saved]) => {
          if (sessionStorage.getItem('seeded')) return
          sessionStorage.setItem('seeded', '1')
          localStorage.setItem(key!, saved!)
        },
        [STORAGE_KEY, text],
      )
      await multiTenant.open()
      await expect(multiTenant.alert).toContainText(
        'The scenario saved in this browser could not be read',
      )
      await expect(multiTenant.alert).toContainText('It was kept aside, not deleted')
      await expect(multiTenant.emptyRentRoll).toBeVisible()
      expect(
        await page.evaluate((key) => localStorage.getItem(`${key}:unreadable`), STORAGE_KEY),
      ).toBe(text)

      await multiTenant.addTenant.click()
      await multiTenant.expectSavedTenants(1)
      await page.reload()
      await multiTenant.rentRoll.expectNames(['Tenant 1'])
      await expect(multiTenant.alert).toHaveCount(0)
    })
})

test.describe('share links', () => {
  test('copies a link that opens the same scenario in another browser', async ({
    page,
    browser,
    multiTenant,
  }) => {
    const sharer = multiTenant
    await sharer.openWorkedExample()
    await expect(page).toHaveURL(/\/super-legit-calculator$/)
    await sharer.interestRate.fill('7')
    await sharer.button('Copy Share Link').click()
    await expect(page.getByText('Link copied')).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(/^http:\/\/localhost:\d+\/super-legit-calculator#z=[\w-]+$/)
    expect(scenarioInLink(link).debt).toMatchObject({ interestRate: 7 })

    const other = await browser.newContext()
    const visitor = new MultiTenantPage(await other.newPage())
    await visitor.page.clock.setFixedTime(ANALYSIS_CLOCK)
    await visitor.page.goto(link)
    await visitor.rentRoll.expectNames(WORKED_NAMES)
    await expect(visitor.interestRate).toHaveValue('7')
    await expect(visitor.page.getByText('Opened the shared scenario: 2 tenants.')).toBeVisible()
    await expect(visitor.page).toHaveURL(/\/super-legit-calculator$/)
    const sharedLoan = await sharer.recommendedLoan()
    await expect.poll(() => visitor.recommendedLoan()).toBeCloseTo(sharedLoan, 2)
    await other.close()
  })

  test('shows the link to copy by hand when the browser refuses the clipboard', async ({
    page,
    multiTenant,
  }) => {
    await page.addInitScript(() => {
      if (!navigator.clipboard) return
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Denied', 'NotAllowedError'))
    })
    await multiTenant.openWorkedExample()
    await multiTenant.button('Copy Share Link').click()
    await expect(multiTenant.alert).toContainText('The browser did not allow copying.')
    const field = page.getByLabel('Share link')
    await expect(field).toHaveValue(/\/super-legit-calculator#z=[\w-]+$/)
    const link = await field.inputValue()
    await page.goto('about:blank')
    await page.goto(link)
    await multiTenant.rentRoll.expectNames(WORKED_NAMES)
  })

  test('keeps the saved scenario when a link replaces it and can restore it', async ({
    page,
    multiTenant,
  }) => {
    await openWithTenantNamed(multiTenant, 'My Own Tenant')
    await expect(multiTenant.rentRoll.cell(0, 'name')).toHaveText('My Own Tenant')
    await multiTenant.expectSavedTenants(1)

    await page.goto('about:blank')
    await page.goto(shareUrl(WORKED.scenario))
    await multiTenant.rentRoll.expectNames(WORKED_NAMES)
    await expect(page.getByText(/The scenario you had saved was kept as a backup/)).toBeVisible()
    await multiTenant.button('Restore Saved Scenario').click()
    await multiTenant.rentRoll.expectNames(['My Own Tenant'])
  })

  // Each loads the page three times at most (4-5 s a load beside two busy cores), in its 30 s. A
  // link cut short when copied says so (not "not valid JSON"), whichever its format.
  const damaged = /^The share link is damaged or incomplete .* Your saved scenario was kept\.$/
  const empty = { ...WORKED.scenario, tenants: [] }
  const notValid =
    'The shared scenario was not loaded. The scenario version must be 2 (or 1). Your saved scenario was kept.'
  const REFUSED = [
    ['a link that does not validate', shareUrl({ ...WORKED.scenario, version: 3 }), notValid],
    ['an older #scenario= link cut short', shareUrl(empty).slice(0, -30), damaged],
    ['a compressed #z= link cut short', compressedShareUrl(empty).slice(0, -30), damaged],
  ] as const
  for (const [name, url, message] of REFUSED)
    test(`refuses ${name} and keeps the saved scenario, also after a reload`, async ({
      page,
      worked: multiTenant,
    }) => {
      await multiTenant.expectSavedTenants(2)
      await page.goto('about:blank')
      await page.goto(url)
      await expect(multiTenant.alert).toHaveText(message)
      await multiTenant.rentRoll.expectNames(WORKED_NAMES)
      await page.reload()
      await multiTenant.rentRoll.expectNames(WORKED_NAMES)
    })

  test('refuses a damaged link pasted into the open page and opens a good one', async ({
    page,
    worked: multiTenant,
  }) => {
    await multiTenant.expectSavedTenants(2)
    await page.goto(`${MULTI_TENANT_PATH}#scenario=not-a-scenario!`)
    await expect(multiTenant.alert).toContainText('The share link is damaged')
    await multiTenant.rentRoll.expectNames(WORKED_NAMES)

    const [, dental] = WORKED.scenario.tenants
    await page.goto(compressedShareUrl({ ...WORKED.scenario, tenants: [dental] }))
    await multiTenant.rentRoll.expectNames(['Dental Office'])
    await multiTenant.button('Restore Previous Scenario').click()
    await multiTenant.rentRoll.expectNames(WORKED_NAMES)
  })
})

// These tests change only the open page (and what it autosaves): each opens the worked example
// as a new visit does, with this browser's storage cleared (reopen), on one page loaded once.
test.describe('the open page', () => {
  const { worked } = sharedMultiTenant()

  test.describe('export and import', () => {
    test('exports the scenario as JSON and imports it back after a reset', async () => {
      const multiTenant = await worked()
      const { page } = multiTenant
      await multiTenant.interestRate.fill('7.25')
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        multiTenant.button('Export Scenario').click(),
      ])
      expect(download.suggestedFilename()).toBe('cre-scenario-2026-06-15.json')
      const file = await download.path()
      const exported = JSON.parse(readFileSync(file, 'utf8'))
      // Written as version 2 (PRODUCT.md 11.8): the version 1 example opened in January 2026.
      expect(exported).toMatchObject({
        version: 2,
        analysisStart: '2026-01',
        rentBasis: 'leaseStart',
      })
      expect(exported.tenants.map((tenant: { name: string }) => tenant.name)).toEqual(WORKED_NAMES)
      expect(exported.debt.interestRate).toBe(7.25)
      expect(exported.tenants[0]).toEqual({
        ...WORKED.scenario.tenants[0],
        status: 'occupied',
        escalationType: 'percent',
      })

      await multiTenant.button('Reset').click()
      await expect(multiTenant.emptyRentRoll).toBeVisible()
      await expect(multiTenant.interestRate).toHaveValue('6.5')

      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        multiTenant.button('Import Scenario').click(),
      ])
      await chooser.setFiles(file)
      await expect(page.getByText('Scenario imported: 2 tenants')).toBeVisible()
      await multiTenant.rentRoll.expectNames(WORKED_NAMES)
      await expect(multiTenant.interestRate).toHaveValue('7.25')
    })

    test('refuses a file that is not a valid scenario and keeps the current one', async () => {
      const multiTenant = await worked()
      const input = multiTenant.scenarioFile
      const [grocer] = WORKED.scenario.tenants
      const tooMany = Array.from({ length: 501 }, (_, index) => ({ ...grocer, id: String(index) }))
      await input.setInputFiles({
        name: 'too-many.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ ...WORKED.scenario, tenants: tooMany })),
      })
      await expect(multiTenant.alert).toHaveText(
        'The scenario was not imported: A scenario holds at most 500 tenants; this one has 501. Your current scenario is unchanged.',
      )
      await input.setInputFiles({
        name: 'notes.json',
        mimeType: 'application/json',
        buffer: Buffer.from('not json at all'),
      })
      await expect(multiTenant.alert).toContainText('The file is not valid JSON.')
      await multiTenant.rentRoll.expectNames(WORKED_NAMES)
      expect(await multiTenant.recommendedLoan()).toBeCloseTo(WORKED_LOAN, 2)
    })
  })

  test.describe('reset', () => {
    test('restores the defaults and an empty rent roll, and can be taken back', async () => {
      const multiTenant = await worked()
      await multiTenant.interestRate.fill('8')
      await multiTenant.marketLeasing.click()
      await multiTenant.button('Reset').click()
      await expect(multiTenant.emptyRentRoll).toBeVisible()
      await expect(multiTenant.interestRate).toHaveValue('6.5')
      await expect(multiTenant.marketLeasing).toHaveAttribute('aria-checked', 'false')
      await expect(multiTenant.emptyResults).toBeVisible()
      await multiTenant.expectSavedTenants(0)

      await multiTenant.button('Restore Previous Scenario').click()
      await multiTenant.rentRoll.expectNames(WORKED_NAMES)
      await expect(multiTenant.interestRate).toHaveValue('8')
      await expect(multiTenant.marketLeasing).toHaveAttribute('aria-checked', 'true')
    })
  })
})
