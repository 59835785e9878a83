import { expect, type Locator, type Page } from '@playwright/test'
import { PATHS, SiteChrome, SitePage } from './site-chrome'

/** The link each results screen has to the section that explains it. */
const RESULTS_LINK = 'How the figures are computed'
const FOOTER_LINK = 'How the Figures Are Computed'

/** The methodology page `/methodology`: one section per calculator, each with its worked example. */
export class MethodologyPage extends SitePage {
  readonly contents: Locator

  constructor(page: Page) {
    super(page, PATHS.methodology, 'How the Figures Are Computed')
    this.contents = page.getByRole('navigation', { name: 'Contents' })
  }

  /** Follows the footer's link from whatever page `page` shows. */
  static fromFooter(page: Page): Promise<MethodologyPage> {
    return MethodologyPage.follow(
      new SiteChrome(page).footer.getByRole('link', { name: FOOTER_LINK, exact: true }),
    )
  }

  /** Follows the "How the figures are computed" link of the results screen `page` shows. */
  static fromResults(page: Page): Promise<MethodologyPage> {
    const main = new SiteChrome(page).main
    return MethodologyPage.follow(main.getByRole('link', { name: RESULTS_LINK, exact: true }))
  }

  private static async follow(link: Locator): Promise<MethodologyPage> {
    const methodology = new MethodologyPage(link.page())
    await link.click()
    await methodology.expectShown()
    return methodology
  }

  /** A calculator's section, by its heading. */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true })
  }

  /** The headings of the sections, in the page's order. */
  sectionTitles(): Promise<string[]> {
    return this.page.locator('section.methodology__section > h2').allInnerTexts()
  }

  /** The scrolling region of a worked-example table, named by the heading before it. */
  tableRegion(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true })
  }

  /** The cells of a table's row, the row header first ("Balloon payment", "1,162,670.39"). */
  async row(table: string, header: string): Promise<string[]> {
    const row = this.tableRegion(table)
      .getByRole('row')
      .filter({
        has: this.page.getByRole('rowheader', { name: header, exact: true }),
      })
    await expect(row).toHaveCount(1)
    return row.locator('th, td').allInnerTexts()
  }
}
