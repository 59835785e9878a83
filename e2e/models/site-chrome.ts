import { expect, type Locator, type Page } from '@playwright/test'
import { HomePage } from './home-page'
import { PATHS } from '../../src/lib/paths'

export { PATHS }

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

/** A page of the site at `path`, known by its level-1 heading `title`. */
export class SitePage extends SiteChrome {
  constructor(
    page: Page,
    readonly path: string,
    readonly title: string,
  ) {
    super(page)
  }

  async open() {
    await this.page.goto(this.path)
    await this.expectShown()
  }

  async expectShown() {
    await expect(this.page.getByRole('heading', { level: 1, name: this.title })).toBeVisible()
  }

  /** Follows `control` (a link or button) to the home calculator and waits for it. */
  protected async toHome(control: Locator): Promise<HomePage> {
    await control.click()
    await expect(this.page).toHaveURL(/\/$/)
    await expect(this.heading).toHaveText('Commercial Mortgage Calculator')
    return new HomePage(this.page)
  }
}
