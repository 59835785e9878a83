import type { Locator, Page } from '@playwright/test'
import { expect, sharedMultiTenant, test } from './fixtures'
import type { MultiTenantPage } from './models/multi-tenant-page'
import { PAGE_SECTIONS } from '../src/features/multi-tenant/page-sections'
import { printToPdf } from './pdf-pages'
import { tenTenantScenario } from './scenarios'
import { ANALYSIS_YEARS } from './models/annual-grid'

/**
 * Issues 23.12 and 28.2: a section navigation that stays in view, and from 1600 px a workspace
 * where the annual cash flow table and the key figures stay in view beside the input being
 * edited, as the page opens, without scrolling.
 */

/** The navigation's links, in page order (the list is the app's; its unit test spells it out). */
const SECTIONS = PAGE_SECTIONS.map((section) => section.label)

const sectionsNav = (page: Page) => page.getByRole('navigation', { name: 'Sections' })

/** Whether the whole of `locator` is inside the window, above the key-figures bar. */
async function expectWhollyInView(multiTenant: MultiTenantPage, locator: Locator, what: string) {
  const box = (await locator.boundingBox())!
  const bar = (await multiTenant.keyFigures.boundingBox())!
  const window = multiTenant.page.viewportSize()!
  expect(box.y, `${what}: top in the window`).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height, `${what}: bottom above the key figures`).toBeLessThanOrEqual(bar.y + 1)
  expect(box.x, `${what}: left in the window`).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, `${what}: right in the window`).toBeLessThanOrEqual(window.width)
}

/** The annual table's columns that must stay in view while an input is edited. */
const LIVE_FIELDS = ['year', 'noi', 'debtService', 'dscr']

/**
 * Year, NOI, Debt Service and DSCR of all 10 years whole in the window above the key figures
 * (read at once: forty cells), and the key figures whole at the bottom of the window.
 */
async function expectLiveFiguresInView(multiTenant: MultiTenantPage) {
  const { page } = multiTenant
  const hidden = await page.evaluate(
    ({ years, fields }) => {
      const bar = document.querySelector('.key-figures')!.getBoundingClientRect()
      return years.flatMap((year) =>
        fields.flatMap((field) => {
          const cell = document.querySelector(`[row-id="${year}"] [data-metric="${field}"]`)
          const box = cell?.getBoundingClientRect()
          const whole =
            box &&
            box.top >= 0 &&
            box.bottom <= bar.top + 1 &&
            box.left >= 0 &&
            box.right <= window.innerWidth
          return whole ? [] : [`${year} ${field}`]
        }),
      )
    },
    { years: ANALYSIS_YEARS, fields: LIVE_FIELDS },
  )
  expect(hidden, 'annual cells out of view').toEqual([])
  await expect(multiTenant.keyFigures).toBeInViewport({ ratio: 1 })
}

test.describe('the multi-tenant page on a wide screen', () => {
  const { scenario } = sharedMultiTenant()

  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1600, height: 900 },
  ])
    test(`keeps the annual table and the key figures in view beside a rent-roll cell or a debt input being edited at ${viewport.width} x ${viewport.height}`, async () => {
      const multiTenant = await scenario(tenTenantScenario, viewport)
      const { page, rentRoll, annual } = multiTenant
      await expect(sectionsNav(page).getByRole('link')).toHaveText(SECTIONS)

      // As the page opens: a cell of the rent roll clicked, nothing scrolled.
      const rent = rentRoll.cell(1, 'baseRent')
      await rent.click()
      await expect(rent).toBeFocused()
      await expectWhollyInView(multiTenant, rent, 'rent-roll cell')
      await expectLiveFiguresInView(multiTenant)
      const noi = async () => Number(await annual.cell(2026, 'noi').getAttribute('data-value'))
      const before = await noi()
      await page.keyboard.type('40')
      await page.keyboard.press('Enter')
      await expect.poll(noi).toBeGreaterThan(before)
      await expectLiveFiguresInView(multiTenant)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)

      // The debt inputs are in the pane beside the rent roll: it scrolls, the page does not.
      const rate = multiTenant.interestRate
      await rate.click()
      await expect(rate).toBeFocused()
      await expectWhollyInView(multiTenant, rate, 'Interest Rate (%)')
      await expectLiveFiguresInView(multiTenant)
      const debtService = () =>
        annual.cell(2026, 'debtService').getAttribute('data-value').then(Number)
      const serviced = await debtService()
      await rate.fill('7.5')
      await expect.poll(debtService).not.toBe(serviced)
      await expectLiveFiguresInView(multiTenant)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)

      // Taken to the rent roll by its link, the live figures are still in view.
      await sectionsNav(page).getByRole('link', { name: 'Rent Roll' }).click()
      await rentRoll.cell(8, 'baseRent').click()
      await expectWhollyInView(multiTenant, rentRoll.cell(8, 'baseRent'), 'rent-roll cell')
      await expectLiveFiguresInView(multiTenant)
    })

  test('prints the report of the one-column page from a wide screen', async () => {
    const multiTenant = await scenario(tenTenantScenario, { width: 1920, height: 1080 })
    const { page } = multiTenant
    await expect(multiTenant.annual.grid).toBeVisible()
    try {
      await page.emulateMedia({ media: 'print' })
      // On paper the chart and the annual table are back in the report, in its order.
      const report = page.getByRole('region', { name: 'Cash flow analysis results' })
      await expect(
        report.getByRole('region', { name: 'Detailed Annual Cash Flow Analysis' }),
      ).toBeAttached()
      const pages = await printToPdf(page)
      const text = pages.map((printed) => printed.text).join(' ')
      const order = ['10-Year Cash Flow Projections', 'Sensitivity Analysis', 'Detailed Annual']
      const at = order.map((heading) => text.indexOf(heading))
      expect(at.every((index) => index >= 0)).toBe(true)
      expect([...at].sort((a, b) => a - b)).toEqual(at)
      expect(text).not.toContain('Rent Roll Expenses Market Leasing')
    } finally {
      await page.emulateMedia({ media: 'screen' })
    }
  })

  test('takes the reader to each section and stays in view, at 1440 px', async () => {
    const multiTenant = await scenario(tenTenantScenario, { width: 1440, height: 900 })
    const { page } = multiTenant
    const nav = sectionsNav(page)
    for (const [name, heading] of [
      ['Workbook', 'Excel Workbook'],
      ['Debt', 'Debt Sizing Parameters'],
      ['Sensitivity', 'Sensitivity Analysis'],
      ['Returns', 'Investment Returns'],
      ['Rent Roll', 'Tenant Information'],
    ]) {
      await nav.getByRole('link', { name }).click()
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeInViewport()
      await expect(nav).toBeInViewport()
    }
    // One column at this width: the annual table under the inputs, not beside them.
    const rate = (await multiTenant.interestRate.boundingBox())!
    const table = (await multiTenant.annual.grid.boundingBox())!
    expect(table.y).toBeGreaterThan(rate.y)
  })

  test('leaves the Returns link out without a property value, and the phone without links', async () => {
    const debt = tenTenantScenario.debt as Record<string, unknown>
    const multiTenant = await scenario(
      { ...tenTenantScenario, debt: { ...debt, propertyValue: undefined } },
      { width: 1280, height: 800 },
    )
    const links = sectionsNav(multiTenant.page).getByRole('link')
    await expect(links).toHaveText(SECTIONS.filter((name) => name !== 'Returns'))
    await multiTenant.page.setViewportSize({ width: 390, height: 844 })
    await expect(sectionsNav(multiTenant.page)).toBeHidden()
  })
})
