import type { Page } from '@playwright/test'
import { expect, sharedHome, sharedMultiTenant, test } from './fixtures'
import { MAX_LOAN_EXAMPLE, MORTGAGE_EXAMPLE } from './models/home-page'
import { RateGuidePage } from './models/rate-guide-page'
import { tenTenantScenario } from './scenarios'

/**
 * Desktop widths at which every table shows every figure whole (issues 11 and 28.3, PRODUCT.md
 * 9.5): 1600 is the narrowest workspace (rent roll and annual table beside the inputs).
 */
const DESKTOP_WIDTHS = [1280, 1440, 1600, 1920]

/**
 * Within the elements `scope` selects: cells whose text is wider than the cell (cut, or behind
 * an ellipsis) and boxes that scroll sideways, each named by the heading of its card. Any box
 * counts, AG Grid's own viewports too: a column pushed out of a grid is as hidden as a cut one.
 */
function overflowing(scope: string) {
  const elements = [...document.querySelectorAll(scope)].flatMap((root) => [
    ...root.querySelectorAll('*'),
  ])
  const shown = (element: Element) => (element as HTMLElement).offsetParent !== null
  const wider = (element: Element) => element.scrollWidth > element.clientWidth + 1
  // scrollWidth is rounded: text 78.1 px wide in a 78 px cell reads as fitting, yet the cell
  // shows "($1,707,89…". So each line of visible text against the cell's content box, to the
  // sub-pixel (text for screen readers only is left out: it is clipped on purpose).
  const cut = (cell: Element) => {
    const style = getComputedStyle(cell)
    const box = cell.getBoundingClientRect()
    const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft)
    const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight)
    const texts = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (text.parentElement?.closest('.visually-hidden')) continue
      range.selectNodeContents(text)
      for (const line of range.getClientRects())
        if (line.width > 0 && (line.left < left - 0.01 || line.right > right + 0.01)) return true
    }
    return wider(cell)
  }
  const card = (element: Element) =>
    element.closest('section, .card')?.querySelector('h2, h3')?.textContent?.trim()
  const cells = elements.filter(
    (element) =>
      element.matches('td, th, .ag-cell-value, .ag-header-cell-text') &&
      shown(element) &&
      cut(element),
  )
  const scrolling = elements.filter(
    (element) =>
      shown(element) && /auto|scroll/.test(getComputedStyle(element).overflowX) && wider(element),
  )
  return {
    clippedCells: cells.map((cell) => `${card(cell)}: ${cell.textContent?.trim()}`),
    scrollingBoxes: scrolling.map((box) => `${card(box)}: ${box.className}`),
  }
}

const NOTHING_HIDDEN = { clippedCells: [], scrollingBoxes: [] }

async function expectWhole(page: Page, scope: string) {
  expect(await page.evaluate(overflowing, scope)).toEqual(NOTHING_HIDDEN)
}

test.describe('a 10-tenant analysis', () => {
  // Each test opens the scenario as a new visit at its width shows it: one load for all three.
  const { scenario } = sharedMultiTenant()

  for (const width of DESKTOP_WIDTHS)
    test(`every figure of a 10-tenant analysis shows whole at ${width} px`, async () => {
      const multiTenant = await scenario(tenTenantScenario, { width, height: 900 })
      const { page } = multiTenant
      expect(page.viewportSize()).toEqual({ width, height: 900 })
      await expect(multiTenant.figure('tenantCount')).toHaveAttribute('data-value', '10')
      // Seven-digit deductions: "($1,707,896)" in Op Expenses, "($1,318,225)" in Debt Service.
      await expect(multiTenant.annual.cell(2026, 'operatingExpenses')).toHaveText(/^\(\$\d,/)
      // Every card of the 9.1-9.3 underwriting is there (the scenario has a property value).
      for (const card of ['Lease Rollover', 'Exit & Refinance', 'Investment Returns'])
        await expect(multiTenant.region(card)).toBeVisible()
      await expectWhole(page, '.multi-tenant')
      // The last column sits inside the grid's box, not behind its right edge.
      const grid = (await multiTenant.annual.grid.boundingBox())!
      const dscr = (await multiTenant.annual.cell(2035, 'dscr').boundingBox())!
      expect(dscr.x + dscr.width).toBeLessThanOrEqual(grid.x + grid.width)
    })
})

/** The 10-tenant rent roll at 100 times its square feet: nine-digit figures (NOI $246M). */
const nineDigitScenario = {
  ...tenTenantScenario,
  tenants: (tenTenantScenario.tenants as { squareFootage: number }[]).map((tenant) => ({
    ...tenant,
    squareFootage: tenant.squareFootage * 100,
  })),
}

test.describe('a building with nine-digit figures', () => {
  const { scenario } = sharedMultiTenant()

  for (const width of DESKTOP_WIDTHS)
    test(`shows every nine-digit figure whole at ${width} px, using the screen's width`, async () => {
      const multiTenant = await scenario(nineDigitScenario, { width, height: 900 })
      const { page } = multiTenant
      // "($221,995,133)" in Op Expenses and "$468,230,220" of total income in 2035.
      await expect(multiTenant.annual.cell(2035, 'operatingExpenses')).toHaveText(
        /^\(\$\d{3},\d{3},\d{3}\)$/,
      )
      await expect(multiTenant.annual.cell(2035, 'totalIncome')).toHaveText(/^\$\d{3},\d{3},\d{3}$/)
      await expectWhole(page, '.multi-tenant')
      // The analysis is laid out over the screen's width, not a 1,180 px column in its middle.
      const results = (await page.locator('.multi-tenant').boundingBox())!
      expect(results.width).toBeGreaterThan(width - 60)
    })
})

/**
 * The nine-digit building as analysed from November (years labelled "Yr 1 Nov 2026-Oct 2027")
 * and sized on Underwritten NCF with a TI/LC reserve: the Underwritten NCF line, and the DSCR
 * headed "DSCR (Underwritten NCF)".
 */
const underwrittenFromNovember = {
  ...nineDigitScenario,
  version: 2,
  analysisStart: '2026-11',
  underwriting: { sizeOn: 'NCF', tiLcReserve: 0.15 },
}

/** The same with every underwriting line of the table: credit loss and capital reserves too. */
const everyLine = {
  ...underwrittenFromNovember,
  underwriting: { sizeOn: 'NCF', tiLcReserve: 0.15, creditLoss: 1, capitalReserves: 0.25 },
}

test.describe('an annual table with long headers and year labels', () => {
  const { scenario } = sharedMultiTenant()

  for (const width of DESKTOP_WIDTHS)
    test(`shows its 15 columns of nine-digit figures whole at ${width} px, with the DSCR formula under it`, async () => {
      const multiTenant = await scenario(underwrittenFromNovember, { width, height: 900 })
      const { page, annual } = multiTenant
      await expect(annual.headers).toHaveCount(15)
      await expect(annual.headers.last()).toHaveText('DSCR (Underwritten NCF)')
      await expect(annual.cell(2026, 'year')).toHaveText('Yr 1 Nov 2026-Oct 2027')
      await expect(annual.cell(2035, 'totalIncome')).toHaveText(/^\$\d{3},\d{3},\d{3}$/)
      await expectWhole(page, '.multi-tenant')
      await expect(
        annual.region.getByText(
          'DSCR (Underwritten NCF) = (NOI - Capital Reserves - TI/LC Reserve) / Debt Service',
        ),
      ).toBeVisible()
    })

  // At 1280 px its 17 columns would need 9 px type: the table scrolls sideways there instead.
  for (const width of [1440, 1600, 1920])
    test(`shows all 17 columns whole at ${width} px`, async () => {
      const multiTenant = await scenario(everyLine, { width, height: 900 })
      await expect(multiTenant.annual.headers).toHaveCount(17)
      await expect(multiTenant.annual.cell(2026, 'year')).toHaveText('Yr 1 Nov 2026-Oct 2027')
      await expectWhole(multiTenant.page, '.multi-tenant')
    })
})

test.describe('the home calculators and the rate guide', () => {
  const { reopen } = sharedHome()

  for (const width of DESKTOP_WIDTHS)
    test(`show every figure of their tables whole at ${width} px`, async () => {
      const home = await reopen({ width, height: 900 })
      const { page } = home
      await home.mortgageResults({ ...MORTGAGE_EXAMPLE, loanType: 'Variable Rate' })
      await page.getByRole('button', { name: 'Show monthly schedule' }).click()
      for (const table of [
        'NOI, debt service and DSCR by projection year',
        'Payment and DSCR at higher rates',
        'Yearly amortization schedule',
        'Monthly amortization schedule',
      ])
        await expect(page.getByRole('table', { name: table })).toBeVisible()
      await expectWhole(page, 'main')

      await home.backToCalculator()
      await home.maxLoanResults(MAX_LOAN_EXAMPLE)
      await expectWhole(page, 'main')

      const guide = new RateGuidePage(page)
      await page.getByRole('banner').getByRole('link', { name: 'Rates' }).click()
      await guide.expectShown()
      await expect(guide.rateTable).toBeVisible()
      await expectWhole(page, 'main')
    })
})
