import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { expect, metric, test } from './fixtures'
import { shareUrl, workedExample } from './scenarios'

const PAGE = '/super-legit-calculator'
const STORAGE_KEY = 'cre-loan-calculator:multi-tenant-scenario'
const WORKED_NAMES = ['Anchor Grocer', 'Dental Office']
const WORKED_LOAN = 4_001_477.03

async function freezeClock(page: Page) {
  await page.clock.setFixedTime(new Date('2026-06-15T12:00:00'))
}

/** Waits until the rent roll shows exactly these tenant names, in order. */
async function expectNames(page: Page, names: string[]) {
  await expect(
    page
      .getByRole('grid', { name: 'Rent roll' })
      .locator('[role="row"][row-index] [col-id="name"]'),
  ).toHaveText(names)
}

const nameCell = (page: Page, row: number) =>
  page
    .getByRole('grid', { name: 'Rent roll' })
    .locator(`[role="row"][row-index="${row}"] [col-id="name"]`)
const rate = (page: Page) => page.getByLabel('Interest Rate (%)', { exact: true })
const emptyState = (page: Page) =>
  page.getByText('No tenants added yet. Click "Add Tenant" to get started.')

/** Opens the worked example through a share link and waits until the analysis has it. */
async function openWorkedExample(page: Page) {
  await freezeClock(page)
  await page.goto(shareUrl(workedExample))
  await expect.poll(() => metric(page, 'recommendedLoan')).toBeCloseTo(WORKED_LOAN, 2)
}

/** Waits until the autosaved scenario has `count` tenants. */
async function savedTenantCount(page: Page, count: number) {
  await expect
    .poll(() =>
      page.evaluate((key) => {
        try {
          return (JSON.parse(localStorage.getItem(key) ?? '') as { tenants: unknown[] }).tenants
            .length
        } catch {
          return null
        }
      }, STORAGE_KEY),
    )
    .toBe(count)
}

test.describe('autosave', () => {
  test('restores the rent roll and the assumptions after a reload', async ({ page }) => {
    await freezeClock(page)
    await page.goto(PAGE)
    await page.getByRole('button', { name: 'Add Tenant' }).click()
    await expect(nameCell(page, 0)).toBeFocused()
    await page.keyboard.type('Café Zoë 🍕')
    await page.keyboard.press('Enter')
    await rate(page).fill('7.25')
    await page.getByRole('switch', { name: /Market Leasing/ }).click()
    await page.getByLabel('Free Rent (Months)').fill('6')
    await page.getByLabel('Property Value (optional)').fill('5000000')

    // Reload at once: the pending save is written when the page is hidden.
    await page.reload()
    await expectNames(page, ['Café Zoë 🍕'])
    await expect(rate(page)).toHaveValue('7.25')
    await expect(page.getByRole('switch', { name: /Market Leasing/ })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expect(page.getByLabel('Free Rent (Months)')).toHaveValue('6')
    await expect(page.getByLabel('Property Value (optional)')).toHaveValue('5,000,000')
    expect(await metric(page, 'tenantCount')).toBe(1)
  })

  test('keeps an edit made right before the tab is closed', async ({ page, context }) => {
    await freezeClock(page)
    await page.goto(PAGE)
    await page.getByRole('button', { name: 'Add Tenant' }).click()
    await expect(nameCell(page, 0)).toBeFocused()
    await page.keyboard.type('Last Second')
    await page.keyboard.press('Enter')
    await page.close({ runBeforeUnload: true })

    const again = await context.newPage()
    await again.goto(PAGE)
    await expectNames(again, ['Last Second'])
  })

  test('says so when storage is full and keeps the rent roll on the page', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    await freezeClock(page)
    await page.goto(PAGE)
    await page.getByRole('button', { name: 'Add Tenant' }).click()
    await expect(page.getByRole('alert')).toContainText(
      "Your latest changes could not be saved: this browser's storage is full.",
    )
    await page.getByRole('button', { name: 'Add Tenant' }).click()
    await expectNames(page, ['Tenant 1', 'Tenant 2'])
    await expect(page.getByRole('heading', { name: 'Tenant Information' })).toBeVisible()
  })

  test('works without storage and says changes are not kept', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    await freezeClock(page)
    await page.goto(PAGE)
    await expect(page.getByText(/does not let the page save your work/)).toBeVisible()
    await page.getByRole('button', { name: 'Add Tenant' }).click()
    expect(await metric(page, 'tenantCount')).toBe(1)
  })
})

test.describe('a corrupt saved scenario', () => {
  for (const [what, text] of [
    ['not JSON', '{"version":1,"tenants":['],
    ['another version', '{"version":7,"tenants":[]}'],
  ] as const)
    test(`starts empty with a message and keeps the ${what} text aside`, async ({ page }) => {
      await page.addInitScript(
        ([key, saved]) => {
          if (sessionStorage.getItem('seeded')) return
          sessionStorage.setItem('seeded', '1')
          localStorage.setItem(key!, saved!)
        },
        [STORAGE_KEY, text],
      )
      await freezeClock(page)
      await page.goto(PAGE)
      await expect(page.getByRole('alert')).toContainText(
        'The scenario saved in this browser could not be read',
      )
      await expect(page.getByRole('alert')).toContainText('It was kept aside, not deleted')
      await expect(emptyState(page)).toBeVisible()
      expect(
        await page.evaluate((key) => localStorage.getItem(`${key}:unreadable`), STORAGE_KEY),
      ).toBe(text)

      await page.getByRole('button', { name: 'Add Tenant' }).click()
      await savedTenantCount(page, 1)
      await page.reload()
      await expectNames(page, ['Tenant 1'])
      await expect(page.getByRole('alert')).toHaveCount(0)
    })
})

test.describe('share links', () => {
  test('copies a link that opens the same scenario in another browser', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openWorkedExample(page)
    await expect(page).toHaveURL(/\/super-legit-calculator$/)
    await rate(page).fill('7')
    await page.getByRole('button', { name: 'Copy Share Link' }).click()
    await expect(page.getByText('Link copied')).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(/^http:\/\/localhost:\d+\/super-legit-calculator#scenario=[\w-]+$/)

    const other = await browser.newContext()
    const visitor = await other.newPage()
    await visitor.clock.setFixedTime(new Date('2026-06-15T12:00:00'))
    await visitor.goto(link)
    await expectNames(visitor, WORKED_NAMES)
    await expect(rate(visitor)).toHaveValue('7')
    await expect(visitor.getByText('Opened the shared scenario: 2 tenants.')).toBeVisible()
    await expect(visitor).toHaveURL(/\/super-legit-calculator$/)
    await expect
      .poll(() => metric(visitor, 'recommendedLoan'))
      .toBeCloseTo(await metric(page, 'recommendedLoan'), 2)
    await other.close()
  })

  test('shows the link to copy by hand when the browser refuses the clipboard', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!navigator.clipboard) return
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Denied', 'NotAllowedError'))
    })
    await openWorkedExample(page)
    await page.getByRole('button', { name: 'Copy Share Link' }).click()
    await expect(page.getByRole('alert')).toContainText('The browser did not allow copying.')
    const field = page.getByLabel('Share link')
    await expect(field).toHaveValue(/\/super-legit-calculator#scenario=[\w-]+$/)
    const link = await field.inputValue()
    await page.goto('about:blank')
    await page.goto(link)
    await expectNames(page, WORKED_NAMES)
  })

  test('keeps the saved scenario when a link replaces it and can restore it', async ({ page }) => {
    await freezeClock(page)
    await page.goto(PAGE)
    await page.getByRole('button', { name: 'Add Tenant' }).click()
    await expect(nameCell(page, 0)).toBeFocused()
    await page.keyboard.type('My Own Tenant')
    await page.keyboard.press('Enter')
    await expect(nameCell(page, 0)).toHaveText('My Own Tenant')
    await page.reload()
    await expectNames(page, ['My Own Tenant'])

    await page.goto('about:blank')
    await page.goto(shareUrl(workedExample))
    await expectNames(page, WORKED_NAMES)
    await expect(page.getByText(/The scenario you had saved was kept as a backup/)).toBeVisible()
    await page.getByRole('button', { name: 'Restore Saved Scenario' }).click()
    await expectNames(page, ['My Own Tenant'])
  })

  test('refuses a link that does not validate and keeps the saved scenario', async ({ page }) => {
    await openWorkedExample(page)
    await savedTenantCount(page, 2)
    await page.goto('about:blank')
    await page.goto(shareUrl({ ...workedExample, version: 2 }))
    await expect(page.getByRole('alert')).toHaveText(
      'The shared scenario was not loaded. The scenario version must be 1. Your saved scenario was kept.',
    )
    await expectNames(page, WORKED_NAMES)
    await page.reload()
    await expectNames(page, WORKED_NAMES)
  })

  test('opens or refuses a link pasted into the address bar of the open page', async ({ page }) => {
    await openWorkedExample(page)
    await page.goto(`${PAGE}#scenario=not-a-scenario!`)
    await expect(page.getByRole('alert')).toContainText('The share link is damaged')
    await expectNames(page, WORKED_NAMES)

    const one = { ...workedExample, tenants: [(workedExample.tenants as unknown[])[1]] }
    await page.goto(shareUrl(one))
    await expectNames(page, ['Dental Office'])
    await page.getByRole('button', { name: 'Restore Previous Scenario' }).click()
    await expectNames(page, WORKED_NAMES)
  })
})

test.describe('export and import', () => {
  test('exports the scenario as JSON and imports it back after a reset', async ({ page }) => {
    await openWorkedExample(page)
    await rate(page).fill('7.25')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Scenario' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('cre-scenario-2026-06-15.json')
    const file = await download.path()
    const exported = JSON.parse(readFileSync(file, 'utf8'))
    expect(exported.version).toBe(1)
    expect(exported.tenants.map((tenant: { name: string }) => tenant.name)).toEqual(WORKED_NAMES)
    expect(exported.debt.interestRate).toBe(7.25)
    expect(exported.tenants[0]).toEqual((workedExample.tenants as unknown[])[0])

    await page.getByRole('button', { name: 'Reset', exact: true }).click()
    await expect(emptyState(page)).toBeVisible()
    await expect(rate(page)).toHaveValue('6.5')

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import Scenario' }).click(),
    ])
    await chooser.setFiles(file)
    await expect(page.getByText('Scenario imported: 2 tenants')).toBeVisible()
    await expectNames(page, WORKED_NAMES)
    await expect(rate(page)).toHaveValue('7.25')
  })

  test('refuses a file that is not a valid scenario and keeps the current one', async ({
    page,
  }) => {
    await openWorkedExample(page)
    const input = page.locator('input[type="file"]')
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      ...(workedExample.tenants as object[])[0],
      id: String(index),
    }))
    await input.setInputFiles({
      name: 'too-many.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...workedExample, tenants: eleven })),
    })
    await expect(page.getByRole('alert')).toHaveText(
      'The scenario was not imported: A scenario holds at most 10 tenants; this one has 11. Your current scenario is unchanged.',
    )
    await input.setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('not json at all'),
    })
    await expect(page.getByRole('alert')).toContainText('The file is not valid JSON.')
    await expectNames(page, WORKED_NAMES)
    expect(await metric(page, 'recommendedLoan')).toBeCloseTo(WORKED_LOAN, 2)
  })
})

test.describe('reset', () => {
  test('restores the defaults and an empty rent roll, and can be taken back', async ({ page }) => {
    await openWorkedExample(page)
    await rate(page).fill('8')
    await page.getByRole('switch', { name: /Market Leasing/ }).click()
    await page.getByRole('button', { name: 'Reset', exact: true }).click()
    await expect(emptyState(page)).toBeVisible()
    await expect(rate(page)).toHaveValue('6.5')
    await expect(page.getByRole('switch', { name: /Market Leasing/ })).toHaveAttribute(
      'aria-checked',
      'false',
    )
    await expect(page.getByText('Add tenants to see cash flow projections')).toBeVisible()
    await savedTenantCount(page, 0)

    await page.getByRole('button', { name: 'Restore Previous Scenario' }).click()
    await expectNames(page, WORKED_NAMES)
    await expect(rate(page)).toHaveValue('8')
    await expect(page.getByRole('switch', { name: /Market Leasing/ })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  })
})
