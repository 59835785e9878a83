import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoBrokenFigures } from '../checks'
import {
  MAX_LOAN_WORKED_EXAMPLE,
  MORTGAGE_WORKED_EXAMPLE,
} from '../../tests/worked-example-figures'
import { QuotePage } from './quote-page'

/** The mortgage form as a user types it (labels of PRODUCT.md section 6). */
export interface MortgageEntry {
  propertyValue: string
  equity: string
  rate: string
  noi: string
  term?: string
  amortization?: string
  loanType?: 'Fixed Rate' | 'Variable Rate'
}

/** The max-loan form; a field left undefined keeps what the form shows. */
export interface MaxLoanEntry {
  noi: string
  propertyValue: string
  rate?: string
  term?: string
  minDscr?: string
  maxLtv?: string
  maxDebtYield?: string
}

const mortgage = MORTGAGE_WORKED_EXAMPLE.input
const maxLoan = MAX_LOAN_WORKED_EXAMPLE.input
/** A number as a person types it into a money field: 2000000 -> "2,000,000". */
const grouped = (value: number) => value.toLocaleString('en-US')

/** PRODUCT.md 4.1 worked example, as typed into the form (tests/fixtures/worked-examples.json). */
export const MORTGAGE_EXAMPLE: MortgageEntry = {
  propertyValue: grouped(mortgage.purchasePrice),
  equity: String(mortgage.equityPercent),
  rate: String(mortgage.annualRatePercent),
  noi: grouped(mortgage.noiAnnual),
  term: String(mortgage.loanTermYears),
  amortization: String(mortgage.amortizationYears),
}

/** PRODUCT.md 4.2 worked example, as typed into the form. */
export const MAX_LOAN_EXAMPLE: MaxLoanEntry = {
  noi: grouped(maxLoan.noiAnnual),
  propertyValue: grouped(maxLoan.purchasePrice),
  rate: String(maxLoan.annualRatePercent),
  term: String(maxLoan.loanTermYears),
  minDscr: String(maxLoan.minDscr),
  maxLtv: String(maxLoan.maxLtvPercent),
  maxDebtYield: String(maxLoan.maxDebtYieldPercent),
}

/** The home page `/`: tabs, the two calculators and their results, by roles and labels. */
export class HomePage {
  constructor(readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true })
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true })
  }

  tab(name: 'Mortgage & DSCR' | 'Max Loan Sizing' | 'Multi-Tenant'): Locator {
    return this.page.getByRole('tab', { name })
  }

  get calculateMortgage() {
    return this.button('Calculate Mortgage & DSCR')
  }

  get calculateMaxLoan() {
    return this.button('Calculate Maximum Loan Amount')
  }

  /** The message under a field (its error or its note), read through aria-describedby. */
  /**
   * For each case (field, text typed, message, text kept), after `fill` and the text: the field
   * is marked invalid with the message under it, Calculate focuses it and shows no figure.
   */
  async expectEachRefused(
    cases: readonly (readonly [string, string, string, string?])[],
    fill: () => Promise<void>,
    calculate: Locator,
  ) {
    for (const [label, text, message, kept = text] of cases)
      await test.step(`explains "${text}" in ${label} and keeps it`, async () => {
        await fill()
        await this.field(label).fill(text)
        await expect(this.field(label)).toHaveAttribute('aria-invalid', 'true')
        expect(await this.messageUnder(label)).toBe(message)
        await calculate.click()
        await expect(this.field(label)).toBeFocused()
        await expect(this.field(label)).toHaveValue(kept)
        await expect(this.page.locator('[data-metric]')).toHaveCount(0)
        await expectNoBrokenFigures(this.page)
      })
  }

  async messageUnder(label: string): Promise<string> {
    const ids = (await this.field(label).getAttribute('aria-describedby')) ?? ''
    const texts = await Promise.all(
      ids
        .split(' ')
        .filter(Boolean)
        .map((id) => this.page.locator(`[id="${id}"]`).innerText()),
    )
    return texts.join(' ')
  }

  async open() {
    await this.page.goto('/')
    await this.expectShown()
  }

  /**
   * The calculator as a new visit opens it, without loading the site's code again: for a page
   * shared by tests (sharedPage). The page is left for the rate guide (the calculator unmounts),
   * this tab's storage is cleared (the quote draft lives there), and the header's home link
   * mounts the calculator anew at `/`, with empty forms, no results and no draft.
   */
  async reopen() {
    const banner = this.page.getByRole('banner')
    await banner.getByRole('link', { name: 'Rates' }).click()
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Rate & Term Guide' }),
    ).toBeVisible()
    await this.page.evaluate(() => {
      sessionStorage.clear()
      localStorage.clear()
    })
    await banner.getByRole('link', { name: 'CRE Loan Calculator' }).click()
    await expect(this.page).toHaveURL(/\/$/)
    await this.expectShown()
  }

  /** The calculator screen is showing (its level-1 heading). */
  async expectShown() {
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Commercial Mortgage Calculator' }),
    ).toBeVisible()
  }

  async fillMortgage(entry: MortgageEntry) {
    await this.field('Property Value').fill(entry.propertyValue)
    await this.field('Equity (%)').fill(entry.equity)
    await this.field('Interest Rate (%)').fill(entry.rate)
    await this.field('Net Operating Income (NOI)').fill(entry.noi)
    if (entry.term) await this.field('Loan Term (Years)').selectOption(entry.term)
    if (entry.amortization)
      await this.field('Amortization Period (Years)').selectOption(entry.amortization)
    if (entry.loanType) await this.field('Loan Type').selectOption({ label: entry.loanType })
  }

  /** The heading of the mortgage results screen. */
  get mortgageResultsHeading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Mortgage Analysis Results' })
  }

  /** The heading of the max-loan results screen. */
  get maxLoanResultsHeading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Maximum Loan Analysis' })
  }

  /** Fills the mortgage form, calculates and waits for the results screen. */
  async mortgageResults(entry: MortgageEntry = MORTGAGE_EXAMPLE) {
    await this.fillMortgage(entry)
    await this.calculateMortgage.click()
    await expect(this.mortgageResultsHeading).toBeVisible()
  }

  /** Opens `/` and shows the mortgage results of `entry`. */
  async openMortgageResults(entry: MortgageEntry = MORTGAGE_EXAMPLE) {
    await this.open()
    await this.mortgageResults(entry)
  }

  /** Opens `/` and shows the max-loan results of `entry`. */
  async openMaxLoanResults(entry: MaxLoanEntry = MAX_LOAN_EXAMPLE) {
    await this.open()
    await this.maxLoanResults(entry)
  }

  /** Each `[term, value]` row of a results list (e.g. 'Loan Summary') shows the value. */
  async expectListed(regionName: string, rows: [string, string][]) {
    const region = this.page.getByRole('region', { name: regionName })
    for (const [term, value] of rows)
      await expect(
        region.locator('div').filter({ has: this.page.getByText(term, { exact: true }) }),
      ).toContainText(value)
  }

  /** The text colour of a result figure (the DSCR rating badge, the limiting factor). */
  colorOf(metricName: string): Promise<string> {
    return this.page
      .locator(`[data-metric="${metricName}"]`)
      .evaluate((figure) => getComputedStyle(figure).color)
  }

  async openMaxLoan() {
    await this.tab('Max Loan Sizing').click()
    await expect(this.field('Minimum DSCR')).toBeVisible()
  }

  async fillMaxLoan(entry: MaxLoanEntry) {
    const fields: [string, string | undefined][] = [
      ['Net Operating Income (NOI)', entry.noi],
      ['Property Value', entry.propertyValue],
      ['Interest Rate (%)', entry.rate],
      ['Loan Term (Years)', entry.term],
      ['Minimum DSCR', entry.minDscr],
      ['Maximum LTV (%)', entry.maxLtv],
      ['Maximum Debt Yield (%)', entry.maxDebtYield],
    ]
    for (const [label, value] of fields)
      if (value !== undefined) await this.field(label).fill(value)
  }

  /** Opens the max-loan tab, fills it, calculates and waits for its results. */
  async maxLoanResults(entry: MaxLoanEntry = MAX_LOAN_EXAMPLE) {
    await this.openMaxLoan()
    await this.fillMaxLoan(entry)
    await this.calculateMaxLoan.click()
    await expect(this.maxLoanResultsHeading).toBeVisible()
  }

  /** From either results screen: opens the quote request and waits for its heading. */
  async openQuote(): Promise<QuotePage<HomePage>> {
    await this.button('Get Professional Quote').click()
    const quote = new QuotePage(this.page, this)
    await expect(quote.heading).toBeVisible()
    return quote
  }

  async backToCalculator() {
    await this.button('Back to Calculator').click()
    await this.expectShown()
  }

  /** The yearly amortization table's body rows as numbers (cents), without the totals row. */
  async yearlyScheduleRows(): Promise<number[][]> {
    const table = this.page.getByRole('table', { name: 'Yearly amortization schedule' })
    return readMoneyRows(table.locator('tbody tr'))
  }

  async yearlyScheduleTotals(): Promise<number[]> {
    const table = this.page.getByRole('table', { name: 'Yearly amortization schedule' })
    const [totals] = await readMoneyRows(table.locator('tfoot tr'))
    return totals ?? []
  }
}

/** Cells of table rows as numbers: "$10,128.11" -> 10128.11; the row header first. */
async function readMoneyRows(rows: Locator): Promise<number[][]> {
  const texts = await rows.evaluateAll((elements) =>
    elements.map((row) =>
      Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''),
    ),
  )
  return texts.map((cells) => cells.map((cell) => Number(cell.replace(/[$,]/g, '') || 'NaN')))
}
