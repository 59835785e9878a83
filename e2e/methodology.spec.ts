import {
  DEPTH_WORKED_EXAMPLE,
  MAX_LOAN_WORKED_EXAMPLE,
  MORTGAGE_WORKED_EXAMPLE,
  MULTI_TENANT_WORKED_EXAMPLE,
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
    const year2029 = MULTI_TENANT_WORKED_EXAMPLE.years.find((year) => year.year === 2029)!
    expect(await page.row('Cash flow example years 1 to 5', '2029')).toEqual([
      '2029',
      ...[year2029.grossRent, year2029.vacancy, year2029.reimbursements]
        .concat([year2029.operatingExpenses, year2029.noi, year2029.tiAndLC])
        .map((value) => figure(value)),
    ])
    expect(await page.row('Debt example sizing', 'Recommended loan')).toEqual([
      'Recommended loan',
      figure(MULTI_TENANT_WORKED_EXAMPLE.sizing.recommendedLoan),
    ])
    const { exitRefinance, returns } = DEPTH_WORKED_EXAMPLE
    expect(await page.row('Exit example results', 'Refinance gap ($)')).toEqual([
      'Refinance gap ($)',
      figure(exitRefinance.refinanceGap),
    ])
    expect(await page.row('Returns example results', 'Levered IRR')).toEqual([
      'Levered IRR',
      percent(returns.leveredIrr),
    ])
    await expectNoBrokenFigures(page.page)
  })

  test('reads on a phone: the text wraps, a wide table scrolls within its own region', async () => {
    const { page } = methodology()
    const screen = page.viewportSize()!
    await page.setViewportSize({ width: 375, height: 800 })
    try {
      await expectNoHorizontalOverflow(page)
      const years = methodology().tableRegion('Cash flow example years 1 to 5')
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
