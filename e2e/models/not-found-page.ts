import { expect, type Locator, type Page } from '@playwright/test'
import { HomePage } from './home-page'
import { SiteChrome } from './site-chrome'

/** What any unknown path shows (the app logs the path as a console error). */
export class NotFoundPage extends SiteChrome {
  readonly message: Locator
  readonly returnHomeLink: Locator

  constructor(page: Page) {
    super(page)
    this.message = page.getByText('Oops! Page not found')
    this.returnHomeLink = page.getByRole('link', { name: 'Return to Home' })
  }

  async open(path = '/no/such/page') {
    await this.page.goto(path)
    await expect(this.message).toBeVisible()
  }

  async returnHome(): Promise<HomePage> {
    await this.returnHomeLink.click()
    await expect(this.page).toHaveURL(/\/$/)
    return new HomePage(this.page)
  }
}
