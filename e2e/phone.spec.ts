import type { Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, sharedBrowsing, sharedPage, test } from './fixtures'
import { HomePage, MORTGAGE_EXAMPLE } from './models/home-page'
import { MultiTenantPage, WORKED } from './models/multi-tenant-page'
import { RateGuidePage } from './models/rate-guide-page'
import { tenTenantScenario } from './scenarios'

/** A 375 px phone with a touch screen (the size of an iPhone 13 mini's CSS viewport). */
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }

test.use(PHONE)

/** Cells of `table` whose content is wider than the cell (clipped or spilling), as text. */
const clippedCells = (table: Element) =>
  [...table.querySelectorAll('th, td')]
    .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
    .map((cell) => cell.textContent)

/**
 * Every box on the page that scrolls sideways, by the name a person knows it by (its region's
 * name, or its card's heading for a grid), with whether it shows that it scrolls: the shadow of
 * a scrolling table (.table-scroll) or of a wide grid (.grid-scroll-cue) at its edge.
 */
const sidewaysScrollers = () =>
  [...document.querySelectorAll('main *')]
    .filter(
      (box) =>
        (box as HTMLElement).offsetParent !== null &&
        /auto|scroll/.test(getComputedStyle(box).overflowX) &&
        box.scrollWidth > box.clientWidth + 1 &&
        // AG Grid's stand-in scrollbar follows its viewport; the viewport is the box.
        !box.matches('.ag-body-horizontal-scroll-viewport'),
    )
    .map((box) => {
      const labelledBy = box.getAttribute('aria-labelledby')
      const heading = box.closest('section')?.querySelector('h2')?.textContent
      const cueHost = box.closest('.grid-scroll-cue')
      const shadow = cueHost && getComputedStyle(cueHost, '::after')
      return {
        name:
          box.getAttribute('aria-label') ??
          (labelledBy ? document.getElementById(labelledBy)?.textContent : heading) ??
          '',
        region: box.getAttribute('role') === 'region' && box.getAttribute('tabindex') === '0',
        cue: shadow
          ? shadow.content !== 'none' && shadow.opacity === '1'
          : getComputedStyle(box).backgroundImage.includes('radial-gradient'),
      }
    })

/** How far `box` is scrolled sideways. */
const scrolledBy = (box: Locator) => box.evaluate((element) => element.scrollLeft)

// These tests each open the page they test (goto): one phone for all of them.
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

  test.describe('wide tables on a phone', () => {
    test('scroll in a box that shows it scrolls and that the keyboard reaches and scrolls', async () => {
      const multiTenant = new MultiTenantPage(page)
      await multiTenant.openScenario(tenTenantScenario)
      const boxes = await page.evaluate(sidewaysScrollers)
      expect(boxes.map((box) => box.name).sort()).toEqual(
        [
          'Tenant Information',
          'Lease Expirations',
          'Refinance Gap by Exit Cap Rate and Refinance Rate',
          'Cash Flows',
          'Loan Sizing Sensitivity',
          'Rate x DSCR Sensitivity',
          'Detailed Annual Cash Flow Analysis',
        ].sort(),
      )
      for (const box of boxes) expect(box.cue, `${box.name} shows it scrolls`).toBe(true)

      // The tables: named regions that take focus and scroll with the arrow keys.
      for (const { name } of boxes.filter((box) => box.region)) {
        const region = page.getByRole('region', { name, exact: true })
        await region.focus()
        await expect(region).toBeFocused()
        await page.keyboard.press('ArrowRight')
        await expect.poll(() => scrolledBy(region), name).toBeGreaterThan(0)
      }
      expect(boxes.filter((box) => !box.region).map((box) => box.name)).toEqual([
        'Tenant Information',
        'Detailed Annual Cash Flow Analysis',
      ])

      // The grids: Tab goes from the buttons above into the annual grid, and the arrow keys
      // walk its columns to the DSCR, scrolling them into view; the same in the rent roll.
      await page.getByRole('button', { name: 'Download CSV', exact: true }).focus()
      await page.keyboard.press('Tab')
      await expect(multiTenant.annual.grid.getByRole('columnheader').first()).toBeFocused()
      const columns = await multiTenant.annual.headers.count()
      for (let column = 1; column < columns; column++) await page.keyboard.press('ArrowRight')
      await expect(
        multiTenant.annual.grid.getByRole('columnheader', { name: 'DSCR (NOI)' }),
      ).toBeFocused()
      expect(
        await scrolledBy(multiTenant.annual.grid.locator('.ag-grid-viewport')),
      ).toBeGreaterThan(0)
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              getComputedStyle(document.querySelector('.annual-card__grid')!, '::after').opacity,
          ),
        )
        .toBe('0')

      await multiTenant.rentRoll.cell(0, 'name').focus()
      for (let column = 1; column < 9; column++) await page.keyboard.press('ArrowRight')
      expect(await scrolledBy(page.locator('.tenant-grid'))).toBeGreaterThan(0)
    })
  })

  test.describe('the mortgage results on a phone, variable rate', () => {
    test('scroll their wide tables in named regions that show they scroll', async () => {
      const home = new HomePage(page)
      await home.openMortgageResults({ ...MORTGAGE_EXAMPLE, loanType: 'Variable Rate' })
      await page.getByRole('button', { name: 'Show monthly schedule' }).click()
      const boxes = await page.evaluate(sidewaysScrollers)
      expect(boxes.map((box) => box.name)).toEqual([
        'Payment and DSCR at higher rates',
        'Scrollable yearly schedule',
        'Scrollable monthly schedule',
      ])
      for (const box of boxes) expect(box).toMatchObject({ region: true, cue: true })
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

/** The screen of issue 23: a 390 x 844 phone (an iPhone 12 to 15's CSS viewport). */
const TALL_PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
type Box = { x: number; y: number; width: number; height: number }

test.describe('the key-figures bar on a 390 x 844 phone', () => {
  const shared = sharedPage((page) => new MultiTenantPage(page).openScenario(tenTenantScenario), {
    contextOptions: TALL_PHONE,
  })

  /** Every figure of the bar lies inside it and inside the screen, none over another. */
  async function expectCompactBar(multiTenant: MultiTenantPage) {
    const bar = (await multiTenant.keyFigures.boundingBox())!
    expect(bar.height, 'bar height').toBeLessThan(0.15 * 844)
    expect(bar.y + bar.height).toBeLessThanOrEqual(844)
    const figures = multiTenant.keyFigures.locator('dd')
    expect(await figures.count()).toBe(8)
    const boxes = await figures.evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect()
        return { x, y, width, height, fits: element.scrollWidth <= element.clientWidth + 1 }
      }),
    )
    for (const [index, box] of boxes.entries()) {
      expect(box.fits, `figure ${index + 1} whole`).toBe(true)
      expect(box.x >= bar.x && box.x + box.width <= bar.x + bar.width + 0.5).toBe(true)
      expect(box.y >= bar.y && box.y + box.height <= bar.y + bar.height + 0.5).toBe(true)
      for (const other of boxes.slice(index + 1)) expect(overlap(box, other)).toBe(false)
    }
  }

  /** Focuses `field` as a tap would and checks that the bar leaves it in view. */
  async function expectClearOfBar(multiTenant: MultiTenantPage, field: Locator) {
    await field.focus()
    await expect(async () => {
      const bar = (await multiTenant.keyFigures.boundingBox())!
      const box = (await field.boundingBox())!
      expect(overlap(box, bar), 'the bar covers the focused field').toBe(false)
      expect(box.y).toBeGreaterThanOrEqual(0)
    }).toPass()
  }

  test('keeps every figure in view in under 15% of the height, baseline pinned or not, clear of the focused field', async () => {
    const multiTenant = new MultiTenantPage(shared())
    await expect(multiTenant.summary('leveredIrr')).toBeVisible()
    await expectCompactBar(multiTenant)
    await expectClearOfBar(multiTenant, multiTenant.interestRate)

    await multiTenant.button('Pin as Baseline').click()
    await multiTenant.interestRate.fill('7.5')
    await expect(multiTenant.keyFigures.locator('.key-figures__delta').first()).toBeVisible()
    await expectCompactBar(multiTenant)
    // The fields of the debt card one after another, as a tap on each gives them the focus.
    for (const label of ['Amortization (Years)', 'Loan Term (Years)', 'Minimum DSCR'])
      await expectClearOfBar(multiTenant, multiTenant.field(label))
    await expectClearOfBar(multiTenant, multiTenant.rentRoll.cell(9, 'baseRent'))
    await expectNoAxeViolations(multiTenant.page, '.key-figures')
    await multiTenant.button('Clear Baseline').click()
  })
})
