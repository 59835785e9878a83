import type { Page } from '@playwright/test'
import { expect, sharedBrowsing, sharedPage, test } from './fixtures'
import { HomePage } from './models/home-page'
import { MultiTenantPage, WORKED } from './models/multi-tenant-page'
import { RateGuidePage } from './models/rate-guide-page'

/** A 375 px phone with a touch screen (the size of an iPhone 13 mini's CSS viewport). */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }

test.use(PHONE)

/** Cells of `table` whose content is wider than the cell (clipped or spilling), as text. */
const clippedCells = (table: Element) =>
  [...table.querySelectorAll('th, td')]
    .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
    .map((cell) => cell.textContent)

// These tests each open the page they test (goto): one phone for both.
test.describe('pages on a phone', () => {
  let page: Page
  sharedBrowsing({ contextOptions: PHONE, each: (shared) => (page = shared) })

  test.describe('the mortgage results on a phone', () => {
    test('show the 5-year projection table whole, DSCR column included', async () => {
      await new HomePage(page).openMortgageResults()
      const region = page.getByRole('region', { name: 'Projection figures' })
      await expect(region.getByRole('columnheader', { name: 'DSCR' })).toBeVisible()
      const sizes = await region.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
      }))
      expect(sizes.scroll).toBeLessThanOrEqual(sizes.client)
      expect(await region.locator('table').evaluate(clippedCells)).toEqual([])
    })
  })

  test.describe('the rate guide on a phone', () => {
    test('scrolls its table in a named, focusable region with a shadow cue, to Term, Amortization and IO', async () => {
      const guide = new RateGuidePage(page)
      await guide.open()
      const scroller = guide.tableScroller
      await expect(scroller).toHaveAttribute('tabindex', '0')
      await expect(page.getByText('Scroll the table sideways to see every column.')).toBeVisible()
      const cue = await scroller.evaluate((element) => getComputedStyle(element).backgroundImage)
      expect(cue).toContain('radial-gradient')

      await scroller.focus()
      await expect(scroller).toBeFocused()
      // Each column can be scrolled fully into the region (static-pages.spec.ts scrolls by key).
      for (const name of ['Term (yr)', 'Amortization (yr)', 'IO (yr)']) {
        const header = guide.rateTable.getByRole('columnheader', { name })
        await header.scrollIntoViewIfNeeded()
        const [cell, box] = [(await header.boundingBox())!, (await scroller.boundingBox())!]
        expect(cell.x, name).toBeGreaterThanOrEqual(box.x - 1)
        expect(cell.x + cell.width, name).toBeLessThanOrEqual(box.x + box.width + 1)
      }
    })
  })
})

test.describe('the multi-tenant grids on a phone', () => {
  const shared = sharedPage((page) => new MultiTenantPage(page).openWorkedExample(), {
    contextOptions: PHONE,
  })

  test('show the last year of the annual grid whole, above its scrollbar', async () => {
    const page = shared()
    const annual = new MultiTenantPage(page).annual
    const lastRow = annual.grid.locator('[role="row"][row-index="9"]').last()
    // AG Grid may redraw the row as the page settles; measure again on a detached row.
    await expect(async () => {
      await lastRow.scrollIntoViewIfNeeded({ timeout: 1_000 })
      const row = (await lastRow.boundingBox())!
      const grid = (await annual.grid.boundingBox())!
      const scrollbar = await annual.grid.locator('.ag-body-horizontal-scroll').boundingBox()
      expect(row.y + row.height).toBeLessThanOrEqual(scrollbar?.y ?? grid.y + grid.height)
    }).toPass()
    await expect(annual.cell(WORKED.startYear + 9, 'dscr')).toBeVisible()
  })

  test('keep the key-figures bar in view, clear of the field being typed in', async () => {
    const page = shared()
    const multiTenant = new MultiTenantPage(page)
    for (const field of [multiTenant.interestRate, multiTenant.rentRoll.cell(0, 'baseRent')]) {
      await field.scrollIntoViewIfNeeded()
      await field.focus()
      await expect(multiTenant.keyFigures).toBeInViewport()
      // The bar sits over the page: the focused field must not be under it.
      const bar = (await multiTenant.keyFigures.boundingBox())!
      const box = (await field.boundingBox())!
      const overlaps = box.y < bar.y + bar.height && box.y + box.height > bar.y
      expect(overlaps, 'the bar covers the focused field').toBe(false)
    }
    await expect(multiTenant.summary('recommendedLoan')).toHaveAttribute('data-value', /^\d/)
  })

  test('open a rent roll cell for editing with a single tap, as the hint says', async () => {
    const page = shared()
    const { rentRoll } = new MultiTenantPage(page)
    await expect(page.getByText('on a touch screen, tap it')).toBeVisible()
    await rentRoll.cell(0, 'baseRent').tap()
    const editor = rentRoll.cell(0, 'baseRent').locator('input')
    await expect(editor).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(editor).toHaveCount(0)
  })
})
