import type { Page } from '@playwright/test'
import { CLIPBOARD, clipboardText, expect, sharedMultiTenant, test, usd } from './fixtures'
import { ANALYSIS_YEARS } from './models/annual-grid'
import type { MultiTenantPage } from './models/multi-tenant-page'
import { tenTenantScenario } from './scenarios'

/** Every figure the results and the key-figures bar show as text, table cells and tiles alike. */
function shownFigures(page: Page): Promise<string[]> {
  return page
    .locator('.results-panel, .key-figures')
    .locator('td, th, .ag-cell, dd, [data-summary]')
    .allInnerTexts()
}

/** What each Copy ... for Excel button of the results puts on the clipboard, by button name. */
async function everyCopy(multiTenant: MultiTenantPage): Promise<Map<string, string[][]>> {
  const { page } = multiTenant
  const copies = new Map<string, string[][]>()
  const buttons = page.locator('.results-panel').getByRole('button', { name: /^Copy .*for Excel$/ })
  for (const button of await buttons.all()) {
    const name = (await button.textContent())!
    await button.click()
    await expect(page.getByText(/^Copied \d+ rows/).first()).toBeVisible()
    const text = await clipboardText(page)
    copies.set(
      name,
      text.split('\r\n').map((line) => line.split('\t')),
    )
  }
  return copies
}

const DEBT = tenTenantScenario.debt as Record<string, unknown>
const TENANTS = tenTenantScenario.tenants as Record<string, unknown>[]

/** Every lease starting in 2031: years 1-5 carry the expenses without rent, so NOI is negative. */
const vacantBuilding = {
  ...tenTenantScenario,
  tenants: TENANTS.map((tenant) => ({
    ...tenant,
    leaseStart: '2031-01-01',
    leaseExpiration: '2040-12-31',
  })),
}

const IN_PARENTHESES = /^\(\$[\d,]+\)$/

test.describe('negative figures and figures that do not apply', () => {
  const { scenario } = sharedMultiTenant({ contextOptions: CLIPBOARD })

  test('a 10-tenant analysis writes every negative dollar figure in parentheses, and as a minus in every copy', async () => {
    // Sized to a minimum DSCR of 1.00, the years of heavy re-leasing lose money after debt.
    const multiTenant = await scenario({ ...tenTenantScenario, debt: { ...DEBT, maxDSCR: 1 } })
    const { page, annual } = multiTenant
    // Losses as well as deductions: a year's cash flow after debt below zero (once "-$38,364"),
    // the sensitivity's difference from Year 2 (once "-$434,356"), the refinance gap.
    const losses = (await annual.rows()).filter((row) => row.cashFlowAfterDebt < 0)
    expect(losses.length).toBeGreaterThan(0)
    for (const row of losses)
      await expect(annual.cell(row.year, 'cashFlowAfterDebt')).toHaveText(
        usd(row.cashFlowAfterDebt),
      )
    expect(await multiTenant.metric('refinanceGap')).toBeLessThan(0)
    await expect(multiTenant.summary('refinanceGap')).toHaveText(/^\(\$[\d,]+\)/)

    const shown = await shownFigures(page)
    expect(shown.filter((text) => /[-−]\s*\$/.test(text))).toEqual([])
    expect(shown.filter((text) => /^\(\$[\d,]+\)$/.test(text.trim())).length).toBeGreaterThan(60)

    const copies = await everyCopy(multiTenant)
    expect([...copies.keys()]).toEqual(
      expect.arrayContaining([
        'Copy for Excel',
        'Copy Loan Sizing Sensitivity for Excel',
        'Copy Refinance Grid for Excel',
      ]),
    )
    // A figure (a cell without words) is a raw number, a minus before a negative one.
    const figures = [...copies.values()]
      .flatMap((rows) => rows.flat())
      .filter((cell) => !/[a-z]/i.test(cell))
    expect(figures.filter((cell) => !/^(-?\d+(\.\d{1,2})?)?$/.test(cell))).toEqual([])
    expect(figures.filter((cell) => cell.startsWith('-')).length).toBeGreaterThan(40)
  })

  test('a vacant building writes its negative NOI in parentheses on the tiles, the bar and every table', async () => {
    const multiTenant = await scenario(vacantBuilding)
    expect(await multiTenant.metric('stabilizedNoi')).toBeLessThan(0)
    await expect(multiTenant.figure('stabilizedNoi')).toHaveText(IN_PARENTHESES)
    await expect(multiTenant.summary('stabilizedNoi')).toHaveText(IN_PARENTHESES)
    const sensitivity = multiTenant.page.getByRole('table', { name: 'Loan Sizing Sensitivity' })
    const year1 = sensitivity.getByRole('row', { name: /Year 1 NOI/ }).getByRole('cell')
    await expect(year1.first()).toHaveText(IN_PARENTHESES)

    const shown = await shownFigures(multiTenant.page)
    expect(shown.filter((text) => /[-−]\s*\$/.test(text))).toEqual([])
  })

  test('a year without debt service shows "-" for its DSCR and copies an empty cell there', async () => {
    // Repaid over 3 years of a 5-year term: nothing left to refinance at maturity (PRODUCT.md
    // 10.7), no debt service in years 4-10, so no DSCR (not 0, which reads as no cover).
    const debt = { ...DEBT, loanTerm: 5, amortization: 3, ioYears: 0 }
    const multiTenant = await scenario({ ...tenTenantScenario, debt })
    const { annual, page } = multiTenant
    const noDebtYears = ANALYSIS_YEARS.slice(3)
    for (const year of noDebtYears) await expect(annual.cell(year, 'dscr')).toHaveText('-')

    const [header, ...rows] = (await everyCopy(multiTenant)).get('Copy for Excel')!
    const dscr = header!.findIndex((name) => name.startsWith('DSCR'))
    expect(rows.map((row) => row[dscr])).toEqual([
      ...ANALYSIS_YEARS.slice(0, 3).map(() => expect.stringMatching(/^\d+\.\d+$/)),
      ...noDebtYears.map(() => ''),
    ])

    // The lowest yearly DSCR is named for what it is, apart from the Minimum DSCR covenant input.
    const summary = multiTenant.region('Debt Summary')
    await expect(summary.getByRole('term')).toContainText(['Lowest Annual DSCR'])
    await expect(summary.getByRole('term', { name: 'Minimum DSCR', exact: true })).toHaveCount(0)
    await expect(multiTenant.keyFigures).toContainText('Lowest Annual DSCR')
    await expect(page.getByLabel('Minimum DSCR', { exact: true })).toBeVisible()
  })
})
