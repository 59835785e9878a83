import type { Page } from '@playwright/test'
import { MORTGAGE_WORKED_EXAMPLE } from '../tests/worked-example-figures'
import {
  expect,
  expectNoAxeViolations,
  expectNoBrokenFigures,
  sharedBrowsing,
  sharedModel,
  test,
  usd,
} from './fixtures'
import { LandingPage } from './models/landing-page'
import { RateGuidePage } from './models/rate-guide-page'
import { PATHS, SiteChrome } from './models/site-chrome'

/** The seed's indicative rate table (seed-spec.md section 9); null = "not shown" in the seed. */
const RATE_ROWS: [string, string, string, string | null, string | null][] = [
  ['Multifamily Agency/Conventional', '5.35–7.75%', '5–30', '25–30', '0–3'],
  ['Multifamily FHA/HUD', '3.50–4.50%', 'up to 40', '30', '0–2'],
  ['Multifamily Bridge/Private', '8.00–12.00%', '1–3', 'interest-only', 'n/a'],
  ['Office Conventional/CMBS', '6.50–12.00%', '5–10', '25–30', '0–3'],
  ['Office Bridge', '9.00–13.00%', '1–3', null, null],
  ['Retail Conventional/CMBS', '6.00–12.00%', '5–10', '25–30', '0–3'],
  ['Retail Bridge', '9.00–13.50%', '1–3', null, null],
  ['Industrial Conventional/CMBS', '5.50–7.50%', '5–10', '25–30', '0–2'],
  ['Industrial Bridge', '8.50–11.50%', '1–3', null, null],
]

test.describe('the Rate & Term Guide', () => {
  // These tests only read the guide: one visit.
  const guide = sharedModel(RateGuidePage)

  test('names itself in the document title and meta description', async () => {
    await expect(guide().page).toHaveTitle(
      'Commercial Real Estate Loan Rate & Term Guide | CRE Loan Calculator',
    )
    expect(await guide().metaDescription()).toMatch(/^Indicative commercial mortgage rates/)
  })

  test('shows the seed rate table row by row, with a caption and header cells', async () => {
    const table = guide().rateTable
    await expect(guide().page.getByText('Scroll the table sideways')).toBeHidden()
    await expect(table.getByRole('columnheader')).toHaveText([
      'Asset / Product',
      'Rate',
      'Term (yr)',
      'Amortization (yr)',
      'IO (yr)',
    ])
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(RATE_ROWS.length)
    for (const [index, [product, ...cells]] of RATE_ROWS.entries()) {
      const row = rows.nth(index)
      await expect(row.getByRole('rowheader')).toHaveText(product)
      const expected = cells.map((cell) => cell ?? '—Varies by lender')
      await expect(row.getByRole('cell')).toHaveText(expected)
    }
  })

  test('explains a dash as "Varies by lender" to screen readers, not with made-up numbers', async () => {
    const { page } = guide()
    const officeBridge = page.getByRole('row', { name: /^Office Bridge/ })
    const amortization = officeBridge.getByRole('cell').nth(2)
    await expect(amortization).toHaveAccessibleName('Varies by lender')
    await expect(amortization.locator('[aria-hidden="true"]')).toHaveText('—')
    await expect(amortization.getByText('Varies by lender')).toHaveCSS('position', 'absolute')
    await expect(page.getByText('A dash (—) means the structure varies by lender')).toBeVisible()
  })

  test('defines the key terms in a description list', async () => {
    const { page } = guide()
    const terms = page.locator('dl dt')
    await expect(terms).toHaveText([
      'Interest rate',
      'Loan term',
      'Amortization',
      'Interest-only (IO) period',
      'DSCR (debt service coverage ratio)',
      'LTV (loan-to-value)',
      'Debt yield',
    ])
    await expect(page.locator('dl dd')).toHaveCount(7)
    await expect(
      page.locator('dd', { hasText: 'Net operating income divided by the annual loan payments' }),
    ).toBeVisible()
  })

  test('gives a tip on choosing rate and term inputs', async () => {
    const tip = guide().page.getByRole('region', { name: /Tip: choosing rate and term inputs/ })
    await expect(tip).toContainText('indicative')
    await expect(tip).toContainText('SOFR')
  })

  test('has no WCAG 2.2 AA violations', async () => {
    await expectNoAxeViolations(guide().page)
  })
})

test.describe('the landing page', () => {
  // These tests only read the landing page: one visit.
  const landing = sharedModel(LandingPage)

  test('names itself in the document title and meta description', async () => {
    await expect(landing().page).toHaveTitle(
      'Commercial Property Loan Calculator | CRE Loan Calculator',
    )
    expect(await landing().metaDescription()).toMatch(/^Free commercial property loan calculator/)
  })

  test('shows the three feature cards', async () => {
    for (const name of ['Accurate Calculations', 'DSCR Analysis', 'All Property Types'])
      await expect(landing().page.getByRole('heading', { level: 2, name })).toBeVisible()
  })

  test('explains who it is for and how commercial loans differ', async () => {
    const { article } = landing()
    for (const audience of [
      'Real estate investors',
      'Developers',
      'Small business owners',
      'Commercial mortgage brokers',
    ])
      await expect(article.getByText(audience, { exact: true })).toBeVisible()
    await expect(article).toContainText('balloon payment')
    await expect(article).toContainText('debt yield')
    const { monthlyPayment, balloonPayment } = MORTGAGE_WORKED_EXAMPLE.expected
    await expect(article).toContainText(`${usd(monthlyPayment, 2)} a month`)
    await expect(article).toContainText(`${usd(balloonPayment, 2)} is still owed at maturity`)
    await expectNoBrokenFigures(landing().page)
  })

  test('has no WCAG 2.2 AA violations', async () => {
    await expectNoAxeViolations(landing().page)
  })
})

// These tests each open the page they test (goto): one context for all of them.
test.describe('the pages in use', () => {
  let page: Page
  sharedBrowsing({ each: (shared) => (page = shared) })

  test.describe('the Rate & Term Guide in use', () => {
    test('goes back to the calculator with the Back to Calculator button', async () => {
      const guide = new RateGuidePage(page)
      await guide.open()
      await guide.backToCalculator()
    })

    test('lets keyboard users scroll the table at 320 px without scrolling the page', async () => {
      const guide = new RateGuidePage(page)
      await guide.open()
      await page.setViewportSize({ width: 320, height: 700 })
      const scroller = guide.tableScroller
      const sizes = await scroller.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
      }))
      expect(sizes.scroll).toBeGreaterThan(sizes.client)
      await expect(page.getByText('Scroll the table sideways to see every column.')).toBeVisible()
      await scroller.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    })
  })

  test.describe('the landing page in use', () => {
    let landing: LandingPage
    test.beforeEach(async () => {
      landing = new LandingPage(page)
      await landing.open()
    })

    test('starts the calculator from Get Started Now', async () => {
      await landing.getStartedNow()
    })

    test('leads to the quote request through the calculator instead of an inline form', async () => {
      const cta = landing.callToAction
      await expect(cta).toContainText('Get Professional Quote')
      await expect(page.getByRole('textbox')).toHaveCount(0)
      await cta.getByRole('link', { name: 'Open the Calculator' }).click()
      await expect(page).toHaveURL(/\/$/)
    })

    test('links to the rate guide and the multi-tenant calculator', async () => {
      const { article } = landing
      await article.getByRole('link', { name: 'Rate & Term Guide' }).click()
      await expect(page).toHaveURL(PATHS.rateGuide)
      await page.goBack()
      await expect(article.getByRole('link', { name: 'multi-tenant calculator' })).toHaveAttribute(
        'href',
        PATHS.multiTenant,
      )
    })
  })

  test.describe('deep links', () => {
    const pages: [string, string][] = [
      [PATHS.rateGuide, 'Rate & Term Guide'],
      [PATHS.landing, 'Commercial Property Loan Calculator'],
    ]
    for (const [path, heading] of pages) {
      test(`${path} loads directly and survives a reload`, async () => {
        const chrome = new SiteChrome(page)
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(chrome.heading).toHaveText(heading)
        await page.reload()
        await expect(page).toHaveURL(path)
        await expect(chrome.heading).toHaveText(heading)
      })
    }
  })
})
