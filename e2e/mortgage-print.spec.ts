import { expect, sharedPage, test } from './fixtures'
import { HomePage } from './models/home-page'
import { expectNumberedFullPages, printToPdf } from './pdf-pages'

/** What the screen offers and paper must not show. */
const SCREEN_ONLY = [
  'Back to Calculator',
  'Show monthly schedule',
  'Copy for Excel',
  'Download CSV',
  'Get Professional Quote',
  'Get Started',
  'All rights reserved',
]

test.describe('the printed mortgage results', () => {
  const shared = sharedPage((page) => new HomePage(page).openMortgageResults())

  test('draw both charts whole on the page, with all five years', async () => {
    const page = shared()
    const screen = page.viewportSize()!
    // Letter less 12 mm margins is about 725 px wide.
    await page.setViewportSize({ width: 725, height: 900 })
    try {
      await page.emulateMedia({ media: 'print' })
      const charts = page.locator('.projection .chart')
      await expect(charts).toHaveCount(2)
      for (const chart of await charts.all()) {
        const ticks = chart.locator('.xtick text')
        await expect(ticks).toHaveText(['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5'])
        const figure = (await chart.boundingBox())!
        for (const box of [
          await chart.locator('svg.main-svg').first().boundingBox(),
          await ticks.last().boundingBox(),
        ])
          expect(box!.x + box!.width, 'right edge').toBeLessThanOrEqual(figure.x + figure.width + 1)
        expect(figure.x + figure.width).toBeLessThanOrEqual(725)
      }
    } finally {
      await page.setViewportSize(screen)
      await page.emulateMedia({ media: 'screen' })
    }
  })

  test('print numbered pages of results only: no buttons, no site header or footer', async () => {
    const page = shared()
    const pages = await printToPdf(page)
    await page.emulateMedia({ media: 'screen' })
    expectNumberedFullPages(pages)
    for (const printed of pages)
      for (const text of SCREEN_ONLY) expect(printed.text).not.toContain(text)
    // The figures and summary; both charts and the projection table; the schedule.
    expect(pages).toHaveLength(3)
    expect(pages[0]!.text).toContain('Mortgage Analysis Results')
    expect(pages[1]!.text).toContain('5-Year Projection')
    // Year 5 under each chart and in the projection table: no chart cut short on paper.
    expect(pages[1]!.text.match(/Year 5/g)).toHaveLength(3)
    expect(pages[2]!.text).toContain('Balloon payment due at the end of year 10')
  })
})
