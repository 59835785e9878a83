import type { Locator, Page } from '@playwright/test'
import type { HomePage } from './home-page'
import { PATHS, SitePage } from './site-chrome'

/** The Rate & Term Guide `/rate-term-guidance`: the indicative rate table and the key terms. */
export class RateGuidePage extends SitePage {
  readonly rateTable: Locator
  /** The region that scrolls the rate table sideways on a narrow screen. */
  readonly tableScroller: Locator

  constructor(page: Page) {
    super(page, PATHS.rateGuide, 'Rate & Term Guide')
    this.rateTable = page.getByRole('table', { name: /Indicative rates and terms/ })
    this.tableScroller = page.getByRole('region', { name: /Indicative rates and terms/ })
  }

  backToCalculator(): Promise<HomePage> {
    return this.toHome(this.page.getByRole('button', { name: 'Back to Calculator' }))
  }
}
