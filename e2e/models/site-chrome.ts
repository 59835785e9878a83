import type { Locator, Page } from '@playwright/test'

export const PATHS = {
  home: '/',
  rateGuide: '/rate-term-guidance',
  landing: '/commercial-property-loan-calculator',
  multiTenant: '/super-legit-calculator',
} as const

/** What every page has around its content: header, footer, document title and description. */
export class SiteChrome {
  readonly banner: Locator
  readonly footer: Locator
  readonly main: Locator

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner')
    this.footer = page.getByRole('contentinfo')
    this.main = page.getByRole('main')
  }

  /** A footer column, found by its heading (the columns are not landmarks: see site-footer.tsx). */
  footerColumn(heading: string): Locator {
    return this.footer.locator('section', {
      has: this.page.getByRole('heading', { name: heading, exact: true }),
    })
  }

  /** The page's level-1 heading. */
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 })
  }

  get description(): Locator {
    return this.page.locator('meta[name="description"]')
  }

  metaDescription(): Promise<string | null> {
    return this.description.getAttribute('content')
  }
}
