import { expect, type Locator, type Page } from '@playwright/test'
import { HomePage } from './home-page'
import { PATHS, SiteChrome } from './site-chrome'

/** The Rate & Term Guide `/rate-term-guidance`: the indicative rate table and the key terms. */
export class RateGuidePage extends SiteChrome {
  readonly rateTable: Locator
  /** The region that scrolls the rate table sideways on a narrow screen. */
  readonly tableScroller: Locator

  constructor(page: Page) {
    super(page)
    this.rateTable = page.getByRole('table', { name: /Indicative rates and terms/ })
    this.tableScroller = page.getByRole('region', { name: /Indicative rates and terms/ })
  }

  async open() {
    await this.page.goto(PATHS.rateGuide)
    await this.expectShown()
  }

  async expectShown() {
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Rate & Term Guide' }),
    ).toBeVisible()
  }

  async backToCalculator(): Promise<HomePage> {
    await this.page.getByRole('button', { name: 'Back to Calculator' }).click()
    await expect(this.page).toHaveURL(/\/$/)
    await expect(this.heading).toHaveText('Commercial Mortgage Calculator')
    return new HomePage(this.page)
  }
}
