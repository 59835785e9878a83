import { MAX_LOAN_WORKED_EXAMPLE, MORTGAGE_WORKED_EXAMPLE } from '../tests/worked-example-figures'
import { expect, expectCents, expectNoBrokenFigures, metric, test } from './fixtures'
import { MAX_LOAN_EXAMPLE } from './models/home-page'
import { JANE } from './models/quote-page'

const MORTGAGE = MORTGAGE_WORKED_EXAMPLE.expected

test.describe('the mortgage results in the address', () => {
  test('Back and Forward move between form and results with the values kept; a reload shows the results again', async ({
    page,
    home,
  }) => {
    await home.openMortgageResults()
    await expect(page).toHaveURL(/\?view=mortgage-results&purchasePrice=2000000&equityPercent=25&/)
    expectCents(await metric(page, 'monthlyPayment'), MORTGAGE.monthlyPayment)

    await page.goBack()
    await home.expectShown()
    await expect(home.field('Property Value')).toHaveValue('2,000,000')
    await expect(home.field('Loan Term (Years)')).toHaveValue('10')

    await page.goForward()
    await expect(home.mortgageResultsHeading).toBeFocused()
    expectCents(await metric(page, 'monthlyPayment'), MORTGAGE.monthlyPayment)

    await page.reload()
    await expect(home.mortgageResultsHeading).toBeVisible()
    expectCents(await metric(page, 'balloonPayment'), MORTGAGE.balloonPayment)
    await expectNoBrokenFigures(page)

    // The results came from the address alone: Back to Calculator shows what it was made of.
    await home.backToCalculator()
    await expect(home.field('Property Value')).toHaveValue('2,000,000')
    await expect(home.field('Net Operating Income (NOI)')).toHaveValue('180,000')
    await expect(home.field('Amortization Period (Years)')).toHaveValue('25')
  })
})

test.describe('the max-loan results in the address', () => {
  test('Back shows the max-loan form as typed, Forward and a reload the same figures and notices', async ({
    page,
    home,
  }) => {
    await home.openMaxLoanResults({ ...MAX_LOAN_EXAMPLE, maxDebtYield: '' })
    const notice = 'Maximum Debt Yield (%) was left empty: 10% used.'
    await expect(page.getByRole('note')).toContainText(notice)
    const maxLoan = await metric(page, 'maxLoanAmount')
    expectCents(maxLoan, MAX_LOAN_WORKED_EXAMPLE.expected.maxLoanAmount)

    await home.backToCalculator()
    await expect(home.tab('Max Loan Sizing')).toHaveAttribute('aria-selected', 'true')
    await expect(home.field('Property Value')).toHaveValue('3,200,000')
    await expect(home.field('Maximum Debt Yield (%)')).toHaveValue('')

    await page.goForward()
    await expect(home.maxLoanResultsHeading).toBeVisible()
    await page.reload()
    await expect(page.getByRole('note')).toContainText(notice)
    expect(await metric(page, 'maxLoanAmount')).toBe(maxLoan)
  })
})

test.describe('a quote request in the address', () => {
  test('keeps what was typed through Back to Results, Back, Forward and a reload, and never puts it in the address', async ({
    page,
    home,
  }) => {
    await home.openMortgageResults()
    let quote = await home.openQuote()
    await quote.fill(JANE)
    await quote.backToResults()
    quote = await home.openQuote()
    await quote.expectFilledWith(JANE)

    await page.goBack()
    await expect(home.mortgageResultsHeading).toBeVisible()
    await page.goForward()
    await quote.expectFilledWith(JANE)
    await page.reload()
    await expect(quote.summary).toContainText('$10,128')
    await quote.expectFilledWith(JANE)
    const address = decodeURIComponent(page.url())
    for (const typed of [JANE.firstName, JANE.email, JANE.phone, 'Springfield'])
      expect(address).not.toContain(typed)
  })
})

test.describe('an address that was tampered with', () => {
  test('shows the form with what could be read and says why, never NaN', async ({ page, home }) => {
    await page.goto(
      '/?view=mortgage-results&purchasePrice=abc&equityPercent=25&annualRatePercent=NaN&noiAnnual=1e400&loanTermYears=31&loanType=x',
    )
    await home.expectShown()
    await expect(page.getByRole('alert').first()).toContainText(
      'The results in this address could not be shown',
    )
    await expect(page).toHaveURL(/\/$/)
    await expect(home.field('Property Value')).toHaveValue('abc')
    await expect(home.field('Property Value')).toHaveAttribute('aria-invalid', 'true')
    await expect(home.field('Loan Term (Years)')).toHaveValue('25')
    await expect(home.field('Loan Type')).toHaveValue('fixed')
    await expectNoBrokenFigures(page)

    await page.goto('/?view=max-loan-results&noiAnnual=-5&purchasePrice=')
    await expect(home.tab('Max Loan Sizing')).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/\/\?calculator=max-loan$/)
    await expect(home.field('Net Operating Income (NOI)')).toHaveValue('-5')
    await expect(home.field('Minimum DSCR')).toHaveValue('1.25')
    await expectNoBrokenFigures(page)

    await page.goto('/?view=elsewhere&quote=sent')
    await home.expectShown()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
