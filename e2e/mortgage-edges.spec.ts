import { MORTGAGE_WORKED_EXAMPLE } from '../tests/worked-example-figures'
import {
  expect,
  expectFigures,
  expectNoBrokenFigures,
  metric,
  metricText,
  sharedHome,
  test,
} from './fixtures'
import { MORTGAGE_EXAMPLE } from './models/home-page'

/** The mortgage calculator at the edges of its input, and with input it cannot use. */

const { expected } = MORTGAGE_WORKED_EXAMPLE

// Each test opens the calculator as a new visit shows it, on one page loaded once.
test.describe('the mortgage calculator at its edges', () => {
  const { reopen } = sharedHome()

  test.describe('edge cases', () => {
    // One visit: each case goes back to the calculator and enters every field again.
    test('a 0% rate, 100% equity and a term longer than the amortization', async () => {
      const home = await reopen()
      const { page } = home
      await test.step('a 0% rate repays the loan in equal parts with no interest', async () => {
        await home.mortgageResults({ ...MORTGAGE_EXAMPLE, rate: '0' })
        await expectFigures(page, {
          monthlyPayment: 5_000,
          totalInterest: 0,
          balloonPayment: 900_000,
        })
        expect(await metric(page, 'dscr')).toBeCloseTo(3, 6)
        await expectNoBrokenFigures(page)
        await home.backToCalculator()
      })

      await test.step('100% equity means no loan and a DSCR of N/A', async () => {
        await home.mortgageResults({ ...MORTGAGE_EXAMPLE, equity: '100' })
        expect(await metric(page, 'loanAmount')).toBe(0)
        expect(await metric(page, 'monthlyPayment')).toBe(0)
        expect(await metricText(page, 'dscr')).toBe('N/A')
        expect(await metricText(page, 'dscrRating')).toBe('N/A')
        await expect(page.locator('[data-metric="dscr"]')).toHaveText('N/A')
        await expectNoBrokenFigures(page)
        await home.backToCalculator()
      })

      await test.step('a term longer than the amortization leaves no balloon', async () => {
        await home.mortgageResults({ ...MORTGAGE_EXAMPLE, term: '30', amortization: '15' })
        expect(await metric(page, 'balloonPayment')).toBe(0)
        await expectFigures(page, { monthlyPayment: 13_066.61, totalInterest: 851_989.89 })
        await expect(
          page.getByText('No balloon payment: the loan is fully repaid within the 30-year term.'),
        ).toBeVisible()
        const rows = await home.yearlyScheduleRows()
        expect(rows).toHaveLength(30)
        const [, , interest, principal] = await home.yearlyScheduleTotals()
        expect(interest).toBeCloseTo(851_989.89, 1)
        expect(principal).toBeCloseTo(expected.loanAmount, 1)
        await expectNoBrokenFigures(page)
      })
    })
  })

  test.describe('the DSCR rating (PRODUCT.md 10.7)', () => {
    test('rates the DSCR as shown: 1.295 shows "1.30", Excellent; 0.995 shows "1.00", Marginal', async () => {
      const home = await reopen()
      const { page } = home
      // 1,500,000 at 0% over 25 years: 60,000 a year of debt service.
      const zeroRate = {
        ...MORTGAGE_EXAMPLE,
        propertyValue: '1,500,000',
        equity: '0',
        rate: '0',
        term: '25',
        amortization: '25',
      }
      for (const [noi, shown, rating] of [
        ['77,700', '1.30', 'Excellent'],
        ['59,700', '1.00', 'Marginal'],
      ] as const) {
        await home.mortgageResults({ ...zeroRate, noi })
        await expect(page.locator('[data-metric="dscr"]')).toHaveText(shown)
        expect(await metricText(page, 'dscrRating')).toBe(rating)
        await home.backToCalculator()
      }
    })
  })

  test.describe('input the calculator cannot use', () => {
    test('keeps the calculate button disabled with the reason until the required fields are filled', async () => {
      const home = await reopen()
      const { page } = home
      await expect(home.calculateMortgage).toBeDisabled()
      await expect(
        page.getByText(
          'Enter Property Value, Equity (%), Interest Rate (%) and Net Operating Income (NOI) to calculate.',
        ),
      ).toBeVisible()
      await home.field('Property Value').fill('2000000')
      await home.field('Equity (%)').fill('25')
      await home.field('Interest Rate (%)').fill('6.5')
      await expect(page.getByText('Enter Net Operating Income (NOI) to calculate.')).toBeVisible()
      await home.field('Net Operating Income (NOI)').fill('180000')
      await expect(home.calculateMortgage).toBeEnabled()
    })

    /** Field, text typed, message shown, text kept (money fields add separators). */
    const cases: [string, string, string, string?][] = [
      ['Property Value', 'abc', 'Enter a number, using digits only.'],
      ['Property Value', '-', 'Enter a number, using digits only.'],
      [
        'Property Value',
        '-500000',
        'Enter a number above $0 and at most $1,000,000,000,000.',
        '-500,000',
      ],
      [
        'Property Value',
        '2000000000000',
        'Enter a number above $0 and at most $1,000,000,000,000.',
        '2,000,000,000,000',
      ],
      ['Equity (%)', '150', 'Enter a number from 0% to 100%.'],
      ['Equity (%)', '-5', 'Enter a number from 0% to 100%.'],
      ['Interest Rate (%)', '150', 'Enter a number from 0% to 100%.'],
      ['Net Operating Income (NOI)', '1e309', 'This number is too large.'],
    ]
    // The messages themselves are unit-tested with the form model; here each one in the page.
    test('explains each entry it cannot use under its field, keeps it and calculates nothing', async () => {
      const home = await reopen()
      await home.expectEachRefused(
        cases,
        () => home.fillMortgage(MORTGAGE_EXAMPLE),
        home.calculateMortgage,
      )
    })

    test('reads pasted "$1,234,567" and types money with separators', async () => {
      const home = await reopen()
      const { page } = home
      await home.fillMortgage(MORTGAGE_EXAMPLE)
      const price = home.field('Property Value')
      await price.fill('')
      await price.pressSequentially('1234567')
      await expect(price).toHaveValue('1,234,567')
      await price.fill('')
      await price.focus()
      await page.keyboard.insertText('$1,234,567')
      await expect(price).toHaveValue('1,234,567')
      await expect(price).not.toHaveAttribute('aria-invalid')
      await home.calculateMortgage.click()
      expect(await metric(page, 'purchasePrice')).toBe(1_234_567)
      expect(await metric(page, 'loanAmount')).toBeCloseTo(925_925.25, 2)
    })
  })
})
