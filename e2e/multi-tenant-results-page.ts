import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { shareUrl } from './scenarios'

/** Page model of the multi-tenant results: the worked example's figures and the annual grid. */

/** PRODUCT.md 4.3: the worked example's first five years (start year 2026). */
export const WORKED_YEARS = [
  [2026, 463_590.67, 23_179.53, 364_791.67, 423_656.08, 381_546.72, 0, 260_096.01, 1.47],
  [2027, 493_831.72, 24_691.59, 380_842.5, 436_984.48, 412_998.15, 0, 260_096.01, 1.59],
  [2028, 508_144.42, 45_666.38, 392_267.78, 449_471.92, 405_273.89, 0, 324_219.11, 1.25],
  [2029, 522_873.95, 52_287.39, 404_035.81, 462_783.11, 411_839.25, 332_942.46, 324_219.11, 1.27],
  [2030, 538_032.49, 32_310.31, 416_156.88, 477_297.14, 444_581.92, 69_135.08, 324_219.11, 1.37],
] as const
export const CHECKED_FIELDS = [
  'grossRent',
  'vacancy',
  'reimbursements',
  'operatingExpenses',
  'noi',
  'tiAndLC',
  'debtService',
] as const
export const DEDUCTIONS = new Set(['vacancy', 'operatingExpenses', 'tiAndLC', 'debtService'])
export const ANNUAL_FIELDS = [
  'year',
  'grossRent',
  'vacancy',
  'effectiveRent',
  'reimbursements',
  'totalIncome',
  'operatingExpenses',
  'noi',
  'tiAndLC',
  'netCashFlow',
  'debtService',
  'cashFlowAfterDebt',
  'dscr',
]
export const HEADERS = [
  'Year',
  'Gross Rent',
  'Vacancy',
  'Effective Rent',
  'Reimbursements',
  'Total Income',
  'Op Expenses',
  'NOI',
  'TI & LC',
  'Net Cash Flow',
  'Debt Service',
  'CF After Debt',
  'DSCR',
]
export const YEARS = Array.from({ length: 10 }, (_, index) => 2026 + index)

/**
 * Equal to the cent as printed: PRODUCT.md rounds half cents up (2028 reimbursements are exactly
 * 392,267.775, printed 392,267.78), which toBeCloseTo(x, 2) would reject by a hair.
 */
export function expectCents(actual: number, expected: number, what?: string) {
  expect(Math.abs(actual - expected), `${what ?? ''} ${actual} vs ${expected}`).toBeLessThanOrEqual(
    0.005 + 1e-6,
  )
}

export const dollars = (value: number) =>
  `$${Math.round(value).toLocaleString('en-US', { maximumFractionDigits: 0 })}`

export async function goToScenario(page: Page, scenario: unknown) {
  await page.clock.setFixedTime(new Date('2026-06-15T12:00:00'))
  await page.goto(shareUrl(scenario))
}

/** Opens a scenario through its share link and waits for the complete analysis. */
export async function openScenario(page: Page, scenario: unknown) {
  await goToScenario(page, scenario)
  await expect(page.locator('[data-metric="recommendedLoan"]')).toBeVisible()
  await expect(page.locator('[row-id="2035"] [data-metric="dscr"]')).toBeVisible()
}

/** A cell of the annual grid: its exact value and its visible text. */
export function cell(page: Page, year: number, field: string) {
  return page.locator(`[row-id="${year}"] [data-metric="${field}"]`)
}

export async function cellValue(page: Page, year: number, field: string) {
  return Number(await cell(page, year, field).getAttribute('data-value'))
}

/** The annual grid as exact numbers (data-value), one row per year, in the column order. */
export async function gridNumbers(page: Page): Promise<number[][]> {
  return page.evaluate(
    ({ years, fields }) =>
      years.map((year) =>
        fields.map((field) => {
          const cells = document.querySelectorAll(`[row-id="${year}"] [data-metric="${field}"]`)
          if (cells.length !== 1) throw new Error(`${cells.length} cells for ${year} ${field}`)
          return Number(cells[0]!.getAttribute('data-value'))
        }),
      ),
    { years: YEARS, fields: ANNUAL_FIELDS },
  )
}

export function expectSpreadsheetMatchesGrid(rows: string[][], grid: number[][]) {
  expect(rows[0]).toEqual(HEADERS)
  expect(rows).toHaveLength(11)
  rows.slice(1).forEach((cells, rowIndex) => {
    expect(cells).toHaveLength(13)
    cells.forEach((text, column) => {
      expect(text, `row ${rowIndex + 1} column ${HEADERS[column]}`).toMatch(/^-?\d+(\.\d{1,2})?$/)
      const field = ANNUAL_FIELDS[column]!
      const exact = grid[rowIndex]![column]!
      expectCents(Number(text), DEDUCTIONS.has(field) ? -exact : exact, HEADERS[column])
    })
  })
}
