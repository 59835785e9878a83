import { readFileSync } from 'node:fs'
import {
  expect,
  expectNoAxeViolations,
  expectNoBrokenFigures,
  expectNoHorizontalOverflow,
  metric,
  metricText,
  test,
} from './fixtures'
import {
  ANNUAL_FIELDS,
  cell,
  cellValue,
  CHECKED_FIELDS,
  DEDUCTIONS,
  dollars,
  expectCents,
  expectSpreadsheetMatchesGrid,
  goToScenario,
  gridNumbers,
  HEADERS,
  openScenario,
  WORKED_YEARS,
} from './multi-tenant-results-page'
import { workedExample } from './scenarios'

test.describe('the worked example (PRODUCT.md 4.3 and 4.4)', () => {
  test.beforeEach(async ({ page }) => openScenario(page, workedExample))

  test('shows every annual figure of the worked example, exact and rounded', async ({ page }) => {
    for (const [year, ...figures] of WORKED_YEARS) {
      for (const [index, field] of CHECKED_FIELDS.entries()) {
        const expected = figures[index]!
        expectCents(await cellValue(page, year, field), expected, `${year} ${field}`)
        const text =
          DEDUCTIONS.has(field) && expected !== 0 ? `(${dollars(expected)})` : dollars(expected)
        await expect(cell(page, year, field)).toHaveText(text)
      }
      expect(await cellValue(page, year, 'dscr')).toBeCloseTo(figures[7], 2)
      await expect(cell(page, year, 'dscr')).toHaveText(`${figures[7].toFixed(2)}x`)
      await expect(cell(page, year, 'year')).toHaveText(String(year))
    }
    const header = page
      .getByRole('region', { name: 'Detailed Annual Cash Flow Analysis' })
      .locator('.ag-header-cell-text')
    await expect(header).toHaveText(HEADERS)
    await expectNoBrokenFigures(page)
  })

  test('keeps the yearly identities in every row', async ({ page }) => {
    for (const row of await gridNumbers(page)) {
      const [
        ,
        gross,
        vacancy,
        effective,
        reimb,
        income,
        opex,
        noi,
        tiLc,
        net,
        service,
        after,
        dscr,
      ] = row as number[] as [number, ...number[]]
      expect(effective).toBeCloseTo(gross! - vacancy!, 6)
      expect(income).toBeCloseTo(effective! + reimb!, 6)
      expect(noi).toBeCloseTo(income! - opex!, 6)
      expect(net).toBeCloseTo(noi! - tiLc!, 6)
      expect(after).toBeCloseTo(net! - service!, 6)
      expect(dscr).toBeCloseTo(service! > 0 ? noi! / service! : 0, 6)
    }
  })

  test('sizes the loan on the stabilized NOI, limited by the DSCR test', async ({ page }) => {
    expect(await metric(page, 'stabilizedNoi')).toBeCloseTo(405_273.89, 2)
    expect(await metric(page, 'maxLoanDSCR')).toBeCloseTo(4_001_477.03, 2)
    expect(await metric(page, 'maxLoanDebtYield')).toBeCloseTo(4_052_738.92, 2)
    expect(await metric(page, 'recommendedLoan')).toBeCloseTo(4_001_477.03, 2)
    expect(await metric(page, 'ltv')).toBe(0)
    expect(await metricText(page, 'limitingFactor')).toBe('DSCR')
    await expect(page.locator('[data-metric="recommendedLoan"]')).toHaveText('$4,001,477')
    await expect(page.locator('[data-metric="maxLoanDSCR"]')).toHaveText('$4,001,477')
    await expect(page.locator('[data-metric="maxLoanDebtYield"]')).toHaveText('$4,052,739')
    await expect(page.locator('[data-metric="stabilizedNoi"]')).toHaveText('$405,274')
    await expect(page.locator('[data-metric="maxLoanLTV"]')).toHaveCount(0)
    await expect(page.getByText('LTV not applied (no property value)')).toBeVisible()
  })

  test('names every result figure once and every annual figure once per year', async ({ page }) => {
    for (const name of [
      'maxLoanDSCR',
      'maxLoanDebtYield',
      'recommendedLoan',
      'stabilizedNoi',
      'ltv',
    ])
      await expect(page.locator(`[data-metric="${name}"]`), name).toHaveCount(1)
    for (const field of ANNUAL_FIELDS)
      await expect(page.locator(`[data-metric="${field}"]`), field).toHaveCount(10)
  })

  test('shows the debt summary of the recommended loan', async ({ page }) => {
    const summary = page.getByRole('region', { name: 'Debt Summary' })
    const rows = await gridNumbers(page)
    const covered = rows.filter((row) => row[10]! > 0).map((row) => row[12]!)
    const minimum = Math.min(...covered)
    const average = covered.reduce((sum, dscr) => sum + dscr, 0) / covered.length
    await expect(summary.getByRole('definition')).toHaveText([
      '$4,001,477',
      '6.50%',
      '2 years',
      '25 years',
      '10 years',
      '$260,096',
      '$324,219',
      /^\$[\d,]+$/,
      `${minimum.toFixed(2)}x`,
      `${average.toFixed(2)}x`,
      'LTV not applied (no property value)',
    ])
    await expect(summary.locator('[data-metric]')).toHaveCount(0)
  })

  test('shows the loan sizing sensitivity on Year 1, Year 2 and the worst year', async ({
    page,
  }) => {
    const table = page.getByRole('table', { name: 'Loan Sizing Sensitivity' })
    await expect(table.getByRole('columnheader')).toHaveText([
      'Scenario',
      'NOI',
      'Recommended Loan',
      'Difference vs Year 2',
    ])
    const year1 = table.getByRole('row', { name: /Year 1 NOI/ }).getByRole('cell')
    const year2 = table.getByRole('row', { name: /Year 2 NOI/ }).getByRole('cell')
    const value = async (cells: typeof year1, index: number) =>
      Number(await cells.nth(index).getAttribute('data-value'))
    expect(await value(year1, 0)).toBeCloseTo(381_546.72, 2)
    expect(await value(year1, 1)).toBeCloseTo(3_767_206.45, 2)
    expect(await value(year1, 2)).toBeCloseTo(-310_536.19, 2)
    await expect(year1).toHaveText(['$381,547', '$3,767,206', '-$310,536'])
    expect(await value(year2, 0)).toBeCloseTo(412_998.15, 2)
    expect(await value(year2, 1)).toBeCloseTo(4_077_742.64, 2)
    expect(await value(year2, 2)).toBe(0)
    await expect(year2).toHaveText(['$412,998', '$4,077,743', '$0'])
    const worst = table.getByRole('row', { name: /Worst Year NOI/ }).getByRole('cell')
    expect(await value(worst, 0)).toBeLessThanOrEqual(381_546.72)
  })

  test('shows the rate x DSCR grid with the current terms marked', async ({ page }) => {
    const table = page.getByRole('table', { name: 'Rate x DSCR Sensitivity' })
    await expect(table.locator('th[scope="row"]')).toHaveText([
      '5.50%',
      '6.00%',
      '6.50%',
      '7.00%',
      '7.50%',
    ])
    await expect(table.locator('th[scope="col"]')).toHaveText(['1.15x', '1.25x', '1.35x', '1.45x'])
    await expect(table.locator('tbody td')).toHaveCount(20)
    const current = table.locator('td[data-current]')
    await expect(current).toHaveCount(1)
    expect(Number(await current.getAttribute('data-value'))).toBeCloseTo(4_001_477.03, 2)
    await expect(
      table
        .getByRole('row', { name: /6\.50%/ })
        .locator('td')
        .nth(1),
    ).toHaveAttribute('data-current', 'true')
    const cheaper = Number(
      await table
        .getByRole('row', { name: /5\.50%/ })
        .locator('td')
        .nth(1)
        .getAttribute('data-value'),
    )
    expect(cheaper).toBeGreaterThan(4_001_477.03)
  })

  test('draws the 10-year chart with three named series and $K ticks', async ({ page }) => {
    const chart = page.getByRole('img', { name: /NOI, net cash flow and cash flow after debt/ })
    await expect(chart).toHaveAttribute('aria-label', /2026: NOI \$381,547/)
    await expect(chart.locator('svg.main-svg').first()).toBeVisible()
    await expect(chart.locator('.scatterlayer .trace')).toHaveCount(3)
    await expect(chart.locator('.legendtext')).toHaveText([
      'NOI',
      'Net Cash Flow',
      'Cash Flow After Debt',
    ])
    const ticks = await chart.locator('.ytick text').allTextContents()
    expect(ticks.length).toBeGreaterThan(2)
    for (const tick of ticks) expect(tick).toMatch(/^[-−]?\$[\d,]+K$/)
    const xticks = await chart.locator('.xtick text').allTextContents()
    expect(xticks).toContain('2026')
    expect(xticks).toContain('2035')
  })

  test('Copy for Excel puts tab-separated raw numbers on the clipboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy for Excel' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Copied 10 rows' })).toBeVisible()
    const text = await page.evaluate(() => navigator.clipboard.readText())
    expect(text).not.toMatch(/\$|"/)
    const rows = text
      .split(/\r?\n/)
      .filter((line) => line !== '')
      .map((line) => line.split('\t'))
    expectSpreadsheetMatchesGrid(rows, await gridNumbers(page))
  })

  test('Download CSV saves cash-flow-analysis.csv with the same numbers', async ({ page }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('cash-flow-analysis.csv')
    const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')
    const rows = text
      .split(/\r?\n/)
      .filter((line) => line !== '')
      .map((line) => line.split(','))
    expectSpreadsheetMatchesGrid(rows, await gridNumbers(page))
  })

  test('has no accessibility violations in the results', async ({ page }) => {
    test.slow() // axe checks the contrast of every figure
    await expect(page.locator('.scatterlayer .trace')).toHaveCount(3)
    await expectNoAxeViolations(page, '.results-panel')
  })
})

test.describe('a 320 px wide screen', () => {
  test.use({ viewport: { width: 320, height: 800 } })

  test('keeps the results within the screen and accessible', async ({ page }) => {
    test.slow() // axe checks the contrast of every figure
    await openScenario(page, workedExample)
    await expect(page.locator('.scatterlayer .trace')).toHaveCount(3)
    await expectNoHorizontalOverflow(page)
    await expectNoAxeViolations(page, '.results-panel')
  })
})

test.describe('a property value applies the LTV test', () => {
  test('limits the loan to 75% of a 5,000,000 value and reports the LTV', async ({ page }) => {
    const debt = { ...(workedExample.debt as object), propertyValue: 5_000_000 }
    await openScenario(page, { ...workedExample, debt })
    expect(await metric(page, 'maxLoanLTV')).toBeCloseTo(3_750_000, 2)
    const recommended = await metric(page, 'recommendedLoan')
    expect(recommended).toBeCloseTo(3_750_000, 2)
    expect(await metric(page, 'ltv')).toBeCloseTo(recommended / 5_000_000, 10)
    expect(await metricText(page, 'limitingFactor')).toBe('LTV')
    await expect(page.locator('[data-metric="ltv"]')).toHaveText('75.00%')
    expect(await metric(page, 'maxLoanDSCR')).toBeCloseTo(4_001_477.03, 2)
    // Debt service follows the smaller loan: interest only on 3,750,000 at 6.5%.
    expect(await cellValue(page, 2026, 'debtService')).toBeCloseTo(3_750_000 * 0.065, 2)
    await expect(page.getByText('LTV not applied (no property value)')).toHaveCount(0)
  })
})

test.describe('a rent roll with an invalid row', () => {
  test('says how many tenants the analysis covers', async ({ page }) => {
    const tenants = workedExample.tenants as object[]
    const broken = {
      ...(tenants[1] as object),
      id: '3',
      name: 'Backwards Lease',
      leaseStart: '2027-01-01',
      leaseExpiration: '2026-01-01',
    }
    await openScenario(page, { ...workedExample, tenants: [...tenants, broken] })
    await expect(page.getByText('Analysis covers 2 of 3 tenants')).toBeVisible()
    expect(await metric(page, 'recommendedLoan')).toBeCloseTo(4_001_477.03, 2)
  })
})

test.describe('no tenants', () => {
  test('shows the empty Cash Flow Analysis card and no figures', async ({ page }) => {
    await goToScenario(page, { ...workedExample, tenants: [] })
    const card = page.getByRole('region', { name: 'Cash Flow Analysis' })
    await expect(card.getByText('Add tenants to see cash flow projections')).toBeVisible()
    await expect(
      card.getByText('Charts and detailed analysis will appear as you input tenant information'),
    ).toBeVisible()
    await expect(page.locator('[data-metric="recommendedLoan"]')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Copy for Excel' })).toHaveCount(0)
  })
})

test.describe('a rent roll emptied and started again', () => {
  test("never shows the earlier scenario's figures while the new ones compute", async ({
    page,
  }) => {
    await openScenario(page, workedExample)
    for (const name of ['Anchor Grocer', 'Dental Office'])
      await page.getByRole('button', { name: `Remove ${name}` }).click()
    await expect(page.getByText('Add tenants to see cash flow projections')).toBeVisible()
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
    await page.getByRole('button', { name: 'Add Tenant' }).click()
    await expect(page.locator('[data-metric="recommendedLoan"]')).toHaveAttribute('data-value', '0')
    const shown = await page.evaluate(() => (window as { __loansShown?: string[] }).__loansShown)
    expect(shown).toEqual(['0'])
  })
})
