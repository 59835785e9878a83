import { expect, type Locator, type Page } from '@playwright/test'
import { HomePage } from './home-page'
import { PATHS, SiteChrome } from './site-chrome'

/** The landing page `/commercial-property-loan-calculator`: feature cards and the article. */
export class LandingPage extends SiteChrome {
  readonly article: Locator

  constructor(page: Page) {
    super(page)
    this.article = page.getByRole('article')
  }

  async open() {
    await this.page.goto(PATHS.landing)
    await this.expectShown()
  }

  async expectShown() {
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Commercial Property Loan Calculator' }),
    ).toBeVisible()
  }

  /** The call to action: calculate first, then request a quote. */
  get callToAction(): Locator {
    return this.page.getByRole('region', { name: 'Calculate, then request a quote' })
  }

  async getStartedNow(): Promise<HomePage> {
    await this.page.getByRole('link', { name: 'Get Started Now' }).click()
    await expect(this.page).toHaveURL(/\/$/)
    await expect(this.heading).toHaveText('Commercial Mortgage Calculator')
    return new HomePage(this.page)
  }
}
