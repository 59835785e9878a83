import { expect, type Locator, type Page } from '@playwright/test'
import {
  ANNUAL_COLUMNS,
  type AnnualField,
} from '../../src/features/multi-tenant/results/annual-columns'
import { MULTI_TENANT_WORKED_EXAMPLE, type WorkedYear } from '../../tests/worked-example-figures'
import { expectCents, usd } from '../checks'

/**
 * The annual table's column headers and yearly result fields, in its order (from the app), as it
 * shows them without underwriting adjustments (no credit loss, reserves or Underwritten NCF
 * lines, DSCR on NOI).
 */
const UNADJUSTED_COLUMNS = ANNUAL_COLUMNS.filter(
  (column) => !column.whenUsed && !column.whenUnderwritten,
)
export const ANNUAL_HEADERS = UNADJUSTED_COLUMNS.map((column) => column.header)
export const ANNUAL_FIELDS = UNADJUSTED_COLUMNS.map((column) => column.field)
/** The same headers as a spreadsheet copy writes them: a share marked "(%)". */
const EXPORTED_HEADERS = UNADJUSTED_COLUMNS.map((column) =>
  column.kind === 'percent' ? `${column.header} (%)` : column.header,
)
/** Fields shown as a share of the building (occupancy): in percent in a spreadsheet copy. */
const SHARES = new Set<string>(
  ANNUAL_COLUMNS.filter((column) => column.kind === 'percent').map((column) => column.field),
)
/** Fields shown as money taken away: "(23,180)" on screen, negative in a spreadsheet. */
export const DEDUCTIONS = new Set<string>(
  ANNUAL_COLUMNS.filter((column) => column.kind === 'deduction').map((column) => column.field),
)
/**
 * A figure as the annual table writes it: whole dollars, deductions in parentheses ("$0" when
 * nothing is taken away), the DSCR as "1.47x" ("-" without debt service), the year as is.
 */
export function annualText(field: string, value: number, debtService: number): string {
  if (field === 'year') return String(value)
  if (SHARES.has(field)) return `${(value * 100).toFixed(2)}%`
  if (field === 'dscr') return debtService === 0 ? '-' : `${value.toFixed(2)}x`
  if (DEDUCTIONS.has(field)) return value !== 0 ? `(${usd(value)})` : usd(value)
  return usd(value)
}

/** The yearly figures PRODUCT.md 4.3 prints (besides the year and the DSCR). */
export const PRINTED_FIELDS = [
  'grossRent',
  'vacancy',
  'reimbursements',
  'operatingExpenses',
  'noi',
  'tiAndLC',
  'debtService',
] as const satisfies readonly (keyof WorkedYear)[]

/** The 10 analysis years when the browser clock is in the worked example's start year. */
export const ANALYSIS_YEARS = Array.from(
  { length: 10 },
  (_, index) => MULTI_TENANT_WORKED_EXAMPLE.startYear + index,
)

/** The Detailed Annual Cash Flow Analysis grid: cells by year and yearly result field. */
export class AnnualGrid {
  readonly region: Locator
  /** The interactive grid (hidden on paper, where a plain table is printed instead). */
  readonly grid: Locator
  readonly headers: Locator

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Detailed Annual Cash Flow Analysis' })
    this.grid = this.region.locator('.ag-root-wrapper')
    this.headers = this.region.locator('.ag-header-cell-text')
  }

  /** A cell of the annual grid: its exact value in data-value, its visible text. */
  cell(year: number, field: string): Locator {
    return this.page.locator(`[row-id="${year}"] [data-metric="${field}"]`)
  }

  async value(year: number, field: string): Promise<number> {
    return Number(await this.cell(year, field).getAttribute('data-value'))
  }

  /** The exact figures of one year, by field, read at once. */
  values(year: number, fields: readonly string[]): Promise<Record<string, number>> {
    return this.page.evaluate(
      ({ row, names }) =>
        Object.fromEntries(
          names.map((field) => {
            const cell = document.querySelector(`[row-id="${row}"] [data-metric="${field}"]`)
            return [field, Number(cell?.getAttribute('data-value') ?? Number.NaN)]
          }),
        ),
      { row: year, names: fields },
    )
  }

  /** The grid as exact numbers (data-value), one row per year, in the column order. */
  numbers(): Promise<number[][]> {
    return gridNumbers(this.page)
  }

  /** The grid as exact numbers, one row per year, by yearly result field. */
  async rows(): Promise<Record<AnnualField, number>[]> {
    const rows = await this.numbers()
    return rows.map(
      (row) =>
        Object.fromEntries(ANNUAL_FIELDS.map((field, index) => [field, row[index]!])) as Record<
          AnnualField,
          number
        >,
    )
  }
}

/** The annual grid of `page` as exact numbers (the hostile-input models use this form). */
export function gridNumbers(page: Page): Promise<number[][]> {
  return page.evaluate(
    ({ years, fields }) =>
      years.map((year) =>
        fields.map((field) => {
          const cells = document.querySelectorAll(`[row-id="${year}"] [data-metric="${field}"]`)
          if (cells.length !== 1) throw new Error(`${cells.length} cells for ${year} ${field}`)
          return Number(cells[0]!.getAttribute('data-value'))
        }),
      ),
    { years: ANALYSIS_YEARS, fields: ANNUAL_FIELDS },
  )
}

/**
 * A spreadsheet export (Copy for Excel, Download CSV), its lines of cells split at `separator`,
 * holds the header row and the grid's exact numbers, raw with at most 2 decimals, deductions
 * negative.
 */
export function expectSpreadsheetMatchesGrid(text: string, separator: string, grid: number[][]) {
  const rows = text
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(separator))
  expect(rows[0]).toEqual(EXPORTED_HEADERS)
  expect(rows).toHaveLength(11)
  rows.slice(1).forEach((cells, rowIndex) => {
    // seed-spec.md section 2's 13 columns and PRODUCT.md 11.6's Occupancy.
    expect(cells).toHaveLength(ANNUAL_HEADERS.length)
    cells.forEach((cell, column) => {
      const header = ANNUAL_HEADERS[column]
      expect(cell, `row ${rowIndex + 1} column ${header}`).toMatch(/^-?\d+(\.\d{1,2})?$/)
      const field = ANNUAL_FIELDS[column]!
      const exact = grid[rowIndex]![column]!
      const copied = DEDUCTIONS.has(field) ? -exact : SHARES.has(field) ? exact * 100 : exact
      expectCents(Number(cell), copied, header)
    })
  })
}
