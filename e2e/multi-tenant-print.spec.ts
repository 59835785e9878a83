import type { Page } from '@playwright/test'
import { expect, metric, test } from './fixtures'
import { HEADERS } from './multi-tenant-results-page'
import { shareUrl, workedExample } from './scenarios'

const DISCLAIMER =
  'This analysis is for informational purposes only. Please consult with financial professionals before making investment decisions.'
const TITLE = 'Commercial Real Estate Cash Flow Analysis'

const tenants = workedExample.tenants as Record<string, unknown>[]
const backwardsLease = {
  ...tenants[1],
  id: '3',
  name: 'Backwards Lease',
  leaseStart: '2027-01-01',
  leaseExpiration: '2026-01-01',
}
const withInvalidRow = { ...workedExample, tenants: [...tenants, backwardsLease] }

async function openReport(page: Page, scenario: unknown) {
  await page.clock.setFixedTime(new Date('2026-06-15T12:00:00'))
  await page.goto(shareUrl(scenario))
  await expect(page.locator('[data-metric="recommendedLoan"]')).toBeVisible()
  await expect(page.locator('.scatterlayer .trace')).toHaveCount(3)
}

/** The printed annual table (the grid is hidden on paper). */
const printTable = (page: Page) => page.locator('.annual-print-table')
/** The interactive annual grid (the rent roll above it is a grid too). */
const annualGrid = (page: Page) =>
  page
    .getByRole('region', { name: 'Detailed Annual Cash Flow Analysis' })
    .locator('.ag-root-wrapper')
const rentRoll = (page: Page) => page.getByRole('table', { name: 'Rent Roll' })

test.describe('the printed report of the worked example', () => {
  test.beforeEach(async ({ page }) => {
    await openReport(page, withInvalidRow)
  })

  test('keeps the report-only parts off the screen', async ({ page }) => {
    await expect(page.getByText(TITLE)).toBeHidden()
    await expect(page.getByText(DISCLAIMER)).toBeHidden()
    await expect(printTable(page)).toBeHidden()
    await expect(annualGrid(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Copy for Excel' })).toBeVisible()
  })

  test('opens with the report title: the page heading and the input forms stay off the paper', async ({
    page,
  }) => {
    await page.emulateMedia({ media: 'print' })
    const firstVisibleHeading = await page.evaluate(() =>
      [...document.querySelectorAll('main h1, main h2')]
        .find((heading) => (heading as HTMLElement).offsetParent !== null)
        ?.textContent?.trim(),
    )
    expect(firstVisibleHeading).toBe(TITLE)
    await expect(page.getByLabel('Interest Rate (%)', { exact: true })).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Operating Expenses', level: 2 })).toBeHidden()
  })

  test('prints the assumptions behind the figures', async ({ page }) => {
    await page.emulateMedia({ media: 'print' })
    const assumptions = page.locator('.report-assumptions')
    await expect(page.getByRole('heading', { name: 'Assumptions' })).toBeVisible()
    await expect(assumptions.getByRole('heading')).toHaveText([
      'Operating Expenses',
      'Market Leasing',
      'Debt Sizing Parameters',
    ])
    await expect(assumptions).toContainText('Real Estate Taxes$8.50/SF')
    await expect(assumptions).toContainText('Interest Rate6.50%')
    await expect(assumptions).toContainText('Minimum DSCR1.25x')
    await expect(assumptions).toContainText('Not applied (no property value)')
  })

  test('prints the title, date, executive summary and disclaimer', async ({ page }) => {
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible()
    await expect(page.getByText('Generated June 15, 2026')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Executive Summary' })).toBeVisible()
    const summary = page.locator('.report-summary')
    await expect(summary.getByRole('term')).toHaveText([
      'Total Square Footage',
      'Number of Tenants',
      'Stabilized NOI',
      'Recommended Loan',
    ])
    await expect(summary.getByRole('definition')).toHaveText([
      '23,500 SF',
      '3 (2 in the analysis)',
      '$405,274',
      '$4,001,477',
    ])
    await expect(page.getByText(DISCLAIMER)).toBeVisible()
    await expect(summary.locator('[data-metric]')).toHaveCount(0)
  })

  test('prints all 10 annual rows and 13 columns in a plain table', async ({ page }) => {
    await page.emulateMedia({ media: 'print' })
    const table = printTable(page)
    await expect(table).toBeVisible()
    await expect(table.locator('thead th')).toHaveText(HEADERS)
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(10)
    for (let index = 0; index < 10; index++) {
      await expect(rows.nth(index)).toBeVisible()
      await expect(rows.nth(index).locator('th, td')).toHaveCount(13)
    }
    await expect(rows.first().locator('th, td')).toHaveText([
      '2026',
      '$463,591',
      '($23,180)',
      '$440,411',
      '$364,792',
      '$805,203',
      '($423,656)',
      '$381,547',
      '$0',
      '$381,547',
      '($260,096)',
      '$121,451',
      '1.47x',
    ])
    await expect(rows.nth(3).locator('td').nth(7)).toHaveText('($332,942)')
    await expect(table.locator('[data-metric]')).toHaveCount(0)
  })

  test('prints every rent roll row and marks the one left out', async ({ page }) => {
    await page.emulateMedia({ media: 'print' })
    const table = rentRoll(page)
    await expect(table).toBeVisible()
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(0).locator('th, td')).toHaveText([
      'Anchor Grocer',
      '20,000',
      '$18.00',
      '3.00%',
      'Jan 1, 2024',
      'Dec 31, 2028',
      'NNN',
      '$10.00',
      '6.00%',
    ])
    await expect(rows.nth(1)).toContainText('Dental Office')
    await expect(rows.nth(1)).toContainText('Modified')
    await expect(rows.nth(2)).toContainText('Backwards Lease')
    await expect(rows.nth(2)).toContainText('Excluded from the analysis')
    await expect(rows.nth(0)).not.toContainText('Excluded')
  })

  test('hides the grid and the interactive controls on paper', async ({ page }) => {
    await page.emulateMedia({ media: 'print' })
    await expect(annualGrid(page)).toBeHidden()
    for (const name of ['Copy for Excel', 'Download CSV', 'Print Report'])
      await expect(page.getByRole('button', { name })).toBeHidden()
  })

  test('fits the chart to the page width', async ({ page }) => {
    await page.emulateMedia({ media: 'print' })
    const svg = page.locator('.chart svg.main-svg').first()
    await expect
      .poll(async () => (await svg.boundingBox())?.width ?? Infinity, { timeout: 5_000 })
      .toBeLessThanOrEqual(720)
    await page.emulateMedia({ media: 'screen' })
    await expect.poll(async () => (await svg.boundingBox())?.width ?? 0).toBeGreaterThan(720)
  })

  test('fits the rent roll and the annual table on a portrait Letter page', async ({ page }) => {
    // Letter is 8.5 in = 816 px wide; 12 mm margins leave about 725 px.
    await page.setViewportSize({ width: 720, height: 900 })
    await page.emulateMedia({ media: 'print' })
    await expect(printTable(page)).toBeVisible()
    for (const table of [printTable(page), rentRoll(page)]) {
      const box = await table.boundingBox()
      expect(box!.x + box!.width).toBeLessThanOrEqual(720)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(720)
  })

  test('renders to a PDF of a few pages', async ({ page }) => {
    await page.emulateMedia({ media: 'print' })
    const pdf = await page.pdf({ format: 'Letter', printBackground: true })
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
    expect(pages.length).toBeGreaterThanOrEqual(2)
    expect(pages.length).toBeLessThanOrEqual(10)
    expect(await metric(page, 'recommendedLoan')).toBeCloseTo(4_001_477.03, 2)
  })

  test('opens the print dialog from Print Report', async ({ page }) => {
    await page.evaluate(() => {
      ;(window as unknown as { printed: number }).printed = 0
      window.print = () => {
        ;(window as unknown as { printed: number }).printed++
      }
    })
    await page.getByRole('button', { name: 'Print Report' }).click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  })
})
