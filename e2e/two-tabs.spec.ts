import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ANALYSIS_CLOCK, MultiTenantPage, STORAGE_KEY } from './models/multi-tenant-page'

test.describe('two tabs on the same scenario', () => {
  /** The saved interest rate under `key` (the scenario or one of its copies). */
  const savedRate = (page: Page, key: string) =>
    page.evaluate((storageKey) => {
      const text = localStorage.getItem(storageKey)
      return text === null
        ? null
        : (JSON.parse(text) as { debt: { interestRate: number } }).debt.interestRate
    }, key)

  test('never overwrite each other: a tab without edits follows, a tab with edits asks', async ({
    context,
    worked: multiTenant,
  }) => {
    const other = new MultiTenantPage(await context.newPage())
    await other.open()
    await expect(other.interestRate).toHaveValue('6.5')

    // Saved in the other tab, with no edits here: this tab shows it and says so.
    await other.interestRate.fill('7')
    await expect(multiTenant.interestRate).toHaveValue('7')
    await expect(
      multiTenant.page.getByText('This tab now shows the changes saved in another tab.'),
    ).toBeVisible()

    // Edits in both tabs: the tab that saves second asks which version to keep. The clock of
    // both tabs stands still while they edit, so neither saves on its own; then this tab is left
    // (pagehide, as when switching tabs), which saves its edit at once, while the other tab's
    // edit is surely not saved yet (on a busy machine two edits can otherwise be further apart
    // than autosave's delay, and nothing is in conflict).
    await multiTenant.page.clock.pauseAt(ANALYSIS_CLOCK.getTime() + 1_000)
    await other.interestRate.fill('9')
    await multiTenant.interestRate.fill('8')
    await multiTenant.page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
    await multiTenant.page.clock.resume()
    const keep = other.button("Keep This Tab's Version")
    await expect(keep).toBeVisible()
    await expect(other.page.getByText(/changed and saved in another tab/)).toBeVisible()
    expect(await savedRate(other.page, STORAGE_KEY)).toBe(8)
    await keep.click()
    await expect.poll(() => savedRate(other.page, STORAGE_KEY)).toBe(9)
    expect(await savedRate(other.page, `${STORAGE_KEY}:other-tab`)).toBe(8)
    await expect(multiTenant.interestRate).toHaveValue('9')
  })
})
