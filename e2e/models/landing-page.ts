import type { Locator, Page } from '@playwright/test'
import type { HomePage } from './home-page'
import { PATHS, SitePage } from './site-chrome'

/** The landing page `/commercial-property-loan-calculator`: feature cards and the article. */
export class LandingPage extends SitePage {
  readonly article: Locator

  constructor(page: Page) {
    super(page, PATHS.landing, 'Commercial Property Loan Calculator')
    this.article = page.getByRole('article')
  }

  /** The call to action: calculate first, then request a quote. */
  get callToAction(): Locator {
    return this.page.getByRole('region', { name: 'Calculate, then request a quote' })
  }

  getStartedNow(): Promise<HomePage> {
    return this.toHome(this.page.getByRole('link', { name: 'Get Started Now' }))
  }
}
