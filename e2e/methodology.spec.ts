import {
  MAX_LOAN_WORKED_EXAMPLE,
  MONTHLY_WORKED_EXAMPLE,
  MORTGAGE_WORKED_EXAMPLE,
  UNDERWRITING_WORKED_EXAMPLE,
} from '../tests/worked-example-figures'
import {
  expect,
  expectNoBrokenFigures,
  expectNoHorizontalOverflow,
  sharedModel,
  test,
} from './fixtures'
import { MethodologyPage } from './models/methodology-page'
import { expectNumberedFullPages, printToPdf } from './pdf-pages'

/** A figure as the page's tables write it: 1,162,670.39 (no currency sign), −1,615,360.54. */
const figure = (value: number, decimals = 2) =>
  value
    .toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    .replace('-', '−')
const percent = (fraction: number) => `${figure(fraction * 100)}%`

const SECTIONS = [
  'Conventions and Loan Arithmetic',
  'Commercial Mortgage',
  'Maximum Loan Sizing',
  'Multi-Tenant Cash Flow',
  'Debt Sizing, Debt Service and Sensitivity',
  'Lease Rollover',
  'Exit and Refinance',
  'Investment Returns',
  'Worked Example: a Lender’s Underwriting',
  'Importing a Rent Roll',
  'What the Excel Workbooks Contain',
]

test.describe('an analyst looks up how a figure is computed', () => {
  test('from the footer: the page lists every calculator’s rules, in order', async ({ home }) => {
    await home.open()
    const methodology = await MethodologyPage.fromFooter(home.page)
    await expect(methodology.page).toHaveTitle('How the Figures Are Computed | CRE Loan Calculator')
    expect(await methodology.sectionTitles()).toEqual(SECTIONS)
    await expect(methodology.contents.getByRole('link')).toHaveText(SECTIONS)
    await methodology.contents.getByRole('link', { name: 'Investment Returns' }).click()
    await expect(
      methodology.section('Investment Returns').getByRole('heading').first(),
    ).toBeInViewport()
  })

  test('from the mortgage results: lands on the mortgage rules, and Back shows the results again', async ({
    page,
    home,
  }) => {
    await home.openMortgageResults()
    const methodology = await MethodologyPage.fromResults(page)
    await expect(page).toHaveURL(/\/methodology#mortgage$/)
    const section = methodology.section('Commercial Mortgage')
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport()
    await expect(section).toContainText('Balloon payment = the balance after min(k, n) payments')
    await page.goBack()
    await expect(home.mortgageResultsHeading).toBeVisible()
  })

  test('from the maximum loan results: lands on the sizing rules', async ({ page, home }) => {
    await home.openMaxLoanResults()
    await MethodologyPage.fromResults(page)
    await expect(page).toHaveURL(/\/methodology#loan-sizing$/)
  })

  test('from the multi-tenant results: lands on the cash flow rules', async ({ worked }) => {
    const methodology = await MethodologyPage.fromResults(worked.page)
    await expect(worked.page).toHaveURL(/\/methodology#cash-flow$/)
    const section = methodology.section('Multi-Tenant Cash Flow')
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport()
  })
})

test.describe('the methodology page', () => {
  // These tests only read the page: one visit.
  const methodology = sharedModel(MethodologyPage)

  test('shows the published worked examples with the figures the site computes', async () => {
    const page = methodology()
    const mortgage = MORTGAGE_WORKED_EXAMPLE.expected
    expect(await page.row('Mortgage example results', 'Balloon payment')).toEqual([
      'Balloon payment',
      figure(mortgage.balloonPayment),
    ])
    expect(await page.row('Mortgage example results', 'DSCR rating')).toEqual([
      'DSCR rating',
      mortgage.dscrRating,
    ])
    const maxLoan = MAX_LOAN_WORKED_EXAMPLE.expected
    expect(await page.row('Maximum loan example results', 'Maximum loan ($)')).toEqual([
      'Maximum loan ($)',
      figure(maxLoan.maxLoanAmount),
    ])
    // PRODUCT.md 11.10: year 1 (Nov 2026-Oct 2027) as worked by hand.
    const { year1, sizing, returns } = MONTHLY_WORKED_EXAMPLE
    expect(await page.row('Monthly example year 1', 'NOI')).toEqual(['NOI', figure(year1.noi)])
    expect(await page.row('Monthly example year 1', 'Underwritten NCF')).toEqual([
      'Underwritten NCF',
      figure(year1.underwrittenNcf),
    ])
    const years = await page.row('Monthly example years 1 to 10', '1')
    expect(years.slice(0, 2)).toEqual(['1', figure(year1.grossRent)])
    expect(years.at(-1)).toEqual(percent(year1.occupancy))
    expect(await page.row('Debt example sizing', 'Recommended loan')).toEqual([
      'Recommended loan',
      figure(sizing.recommendedLoan),
    ])
    expect(await page.row('Returns example results', 'Levered IRR')).toEqual([
      'Levered IRR',
      percent(returns.leveredIrr),
    ])
    // PRODUCT.md 10.9's example as the monthly model opens it (January 2026, rents at lease start).
    expect(
      await page.row('Underwriting example loan, refinance and returns', 'Recommended loan ($)'),
    ).toEqual(['Recommended loan ($)', figure(UNDERWRITING_WORKED_EXAMPLE.sizing.recommendedLoan)])
    await expectNoBrokenFigures(page.page)
  })

  test('reads on a phone: the text wraps, a wide table scrolls within its own region', async () => {
    const { page } = methodology()
    const screen = page.viewportSize()!
    await page.setViewportSize({ width: 375, height: 800 })
    try {
      await expectNoHorizontalOverflow(page)
      const years = methodology().tableRegion('Monthly example years 1 to 10')
      await years.focus()
      await expect(years).toBeFocused()
      const { scrollWidth, clientWidth } = await years.evaluate((region) => ({
        scrollWidth: region.scrollWidth,
        clientWidth: region.clientWidth,
      }))
      expect(scrollWidth).toBeGreaterThan(clientWidth)
    } finally {
      await page.setViewportSize(screen)
    }
  })

  test('prints every section on numbered pages, without the site header, footer or contents', async () => {
    const { page } = methodology()
    const pages = await printToPdf(page)
    await page.emulateMedia({ media: 'screen' })
    expectNumberedFullPages(pages)
    // PDF text splits ligatures ("Re fi nance"): compare without spaces.
    const squeezed = (text: string) => text.replace(/\s+/g, '')
    const text = squeezed(pages.map((printed) => printed.text).join(''))
    expect(pages[0]!.text).toContain('How the Figures Are Computed')
    for (const title of SECTIONS) expect(text).toContain(squeezed(title))
    for (const chrome of ['CRE Loan Calculator', 'Get Started', 'All rights reserved', 'Contents'])
      expect(text).not.toContain(squeezed(chrome))
  })
})
