import { MAX_LOAN_WORKED_EXAMPLE } from '../tests/worked-example-figures'
import {
  expect,
  expectFigures,
  expectNoAxeViolations,
  expectNoBrokenFigures,
  metric,
  metricText,
  sharedHome,
  test,
  usd,
} from './fixtures'
import { MAX_LOAN_EXAMPLE, type MaxLoanEntry } from './models/home-page'

const { input, expected } = MAX_LOAN_WORKED_EXAMPLE

// One page: the worked example's tests read the results the visit opened; the tests after them
// open the calculator as a new visit does.
test.describe('the max-loan calculator', () => {
  const { shown, reopen } = sharedHome({ open: (home) => home.openMaxLoanResults() })

  test.describe('the PRODUCT.md 4.2 worked example', () => {
    test('lists the loan sizing analysis and focuses the results heading', async () => {
      const { page } = shown()
      await expect(page.getByRole('heading', { name: 'Maximum Loan Analysis' })).toBeFocused()
      await shown().expectListed('Loan Sizing Analysis', [
        ['Property Value', usd(input.purchasePrice)],
        ['Max Loan by DSCR', usd(expected.maxLoanBasedOnDscr)],
        ['Max Loan by LTV', usd(expected.maxLoanBasedOnLtv)],
        ['Max Loan by Debt Yield', usd(expected.maxLoanBasedOnDebtYield)],
        ['Approved Loan', usd(expected.maxLoanAmount)],
        // The sized loan's own LTV, DSCR and debt yield (NOI 250,000 on a 2,305,825.73 loan).
        ['LTV of the Loan', '72.06%'],
        ['DSCR of the Loan', '1.25'],
        ['Debt Yield of the Loan', '10.84%'],
        ['Required Equity', `${usd(expected.downPaymentAmount)} (${expected.downPaymentPercent}%)`],
        ['Monthly Payment', usd(expected.monthlyPayment)],
        ['Annual Payment', usd(expected.annualPayment)],
      ])
    })

    test('sizes the loan by DSCR with every figure to the cent', async () => {
      const { page } = shown()
      const { limitingFactor, ...figures } = expected
      await expectFigures(page, figures)
      expect(await metricText(page, 'limitingFactor')).toBe(limitingFactor)
      expect(await metric(page, 'noi')).toBe(input.noiAnnual)
      expect(await metric(page, 'ltv')).toBeCloseTo(expected.maxLoanAmount / input.purchasePrice, 6)
      expect(await metric(page, 'dscr')).toBeCloseTo(1.25, 4)
      expect(await metric(page, 'debtYield')).toBeCloseTo(
        input.noiAnnual / expected.maxLoanAmount,
        6,
      )
      expect(await metric(page, 'purchasePrice')).toBe(input.purchasePrice)
      await expect(page.locator('[data-metric="maxLoanAmount"]')).toHaveText(
        usd(expected.maxLoanAmount),
      )
      await expect(page.locator('[data-metric="downPaymentPercent"]')).toHaveText(
        `${expected.downPaymentPercent}%`,
      )
      expect(await shown().colorOf('limitingFactor')).toBe('rgb(21, 101, 192)')
      await expect(page.getByRole('note')).toHaveCount(0)
      await expectNoBrokenFigures(page)
    })
  })

  /** Entries where another test than DSCR limits the loan, and what the results then show. */
  const LIMITED: {
    factor: string
    entry: MaxLoanEntry
    figures: Record<string, number>
    color: string
  }[] = [
    {
      factor: 'LTV', // the value is low against the income
      entry: {
        noi: '400,000',
        propertyValue: '3,000,000',
        rate: '6',
        term: '30',
        minDscr: '1.25',
        maxLtv: '65',
        maxDebtYield: '8',
      },
      figures: {
        maxLoanAmount: 1_950_000,
        maxLoanBasedOnDscr: 4_447_776.38,
        downPaymentPercent: 35,
        monthlyPayment: 11_691.24,
      },
      color: 'rgb(106, 27, 154)',
    },
    {
      factor: 'Debt Yield', // the lender asks a high return
      entry: {
        noi: '250,000',
        propertyValue: '5,000,000',
        rate: '5',
        term: '30',
        minDscr: '1.2',
        maxLtv: '80',
        maxDebtYield: '12',
      },
      figures: {
        maxLoanAmount: 2_083_333.33,
        maxLoanBasedOnDscr: 3_234_055.85,
        monthlyPayment: 11_183.78,
      },
      color: 'rgb(166, 75, 0)',
    },
  ]

  test.describe('the limiting factor', () => {
    test('is LTV when the value is low against the income, Debt Yield when the lender asks a high return', async () => {
      const home = await reopen()
      const { page } = home
      for (const { factor, entry, figures, color } of LIMITED)
        await test.step(factor, async () => {
          await home.maxLoanResults(entry)
          expect(await metricText(page, 'limitingFactor')).toBe(factor)
          await expectFigures(page, figures)
          expect(await home.colorOf('limitingFactor')).toBe(color)
          await home.backToCalculator()
        })
    })
  })

  test.describe('constraints that are not positive numbers', () => {
    test('fall back to the lender defaults, the results say which and why, and pass axe', async () => {
      const home = await reopen()
      const { page } = home
      await home.openMaxLoan()
      await home.fillMaxLoan({
        noi: '250,000',
        propertyValue: '3,200,000',
        rate: 'abc',
        term: '0',
        minDscr: '-1',
        maxLtv: '0',
        maxDebtYield: '',
      })
      expect(await home.messageUnder('Interest Rate (%)')).toBe(
        'Not a positive number: 7.5% will be used.',
      )
      expect(await home.messageUnder('Maximum Debt Yield (%)')).toBe(
        'Left empty: 10% will be used.',
      )
      await expect(home.calculateMaxLoan).toBeEnabled()
      await home.calculateMaxLoan.click()

      const notice = page.getByRole('note')
      await expect(notice).toContainText('Interest Rate (%) was not a positive number: 7.5% used.')
      await expect(notice).toContainText(
        'Loan Term (Years) was not a positive number: 25 years used.',
      )
      await expect(notice).toContainText('Minimum DSCR was not a positive number: 1.25x used.')
      await expect(notice).toContainText('Maximum LTV (%) was not a positive number: 75% used.')
      await expect(notice).toContainText('Maximum Debt Yield (%) was left empty: 10% used.')
      await expectFigures(page, {
        maxLoanAmount: 2_255_326.88,
        maxLoanBasedOnLtv: 2_400_000,
        maxLoanBasedOnDebtYield: 2_500_000,
        monthlyPayment: 16_666.67,
      })
      await expectNoBrokenFigures(page)
      await expectNoAxeViolations(page)
    })
  })

  test.describe('input the max-loan calculator cannot use', () => {
    test('waits for the required fields, but not for the debt yield', async () => {
      const home = await reopen()
      const { page } = home
      await home.openMaxLoan()
      await expect(home.calculateMaxLoan).toBeDisabled()
      await expect(
        page.getByText('Enter Net Operating Income (NOI) and Property Value to calculate.'),
      ).toBeVisible()
      await home.fillMaxLoan({ noi: '250000', propertyValue: '3200000', maxDebtYield: '' })
      await expect(home.field('Net Operating Income (NOI)')).toHaveValue('250,000')
      await expect(home.calculateMaxLoan).toBeEnabled()
      await home.field('Minimum DSCR').fill('')
      await expect(home.calculateMaxLoan).toBeDisabled()
      await expect(page.getByText('Enter Minimum DSCR to calculate.')).toBeVisible()
    })

    const noi = 'Net Operating Income (NOI)'
    const cases: [string, string, string, string?][] = [
      [noi, 'abc', 'Enter a number, using digits only.'],
      [noi, '-250000', 'Enter a number from $0 to $1,000,000,000,000.', '-250,000'],
      ['Property Value', '0', 'Enter a number above $0 and at most $1,000,000,000,000.'],
      ['Property Value', '1e309', 'This number is too large.'],
      ['Interest Rate (%)', '150', 'Enter a number above 0% and at most 100%.'],
      // A number written wrongly is refused as the Mortgage tab refuses it, never replaced by 7.5%.
      ['Interest Rate (%)', '6,5', 'Use a period for decimals (6.5, not 6,5).'],
    ]
    // The messages themselves are unit-tested with the form model; here each one in the page.
    test('explains each entry it cannot use under its field, keeps it and calculates nothing', async () => {
      const home = await reopen()
      await home.openMaxLoan()
      await home.expectEachRefused(
        cases,
        () => home.fillMaxLoan(MAX_LOAN_EXAMPLE),
        home.calculateMaxLoan,
      )
    })
  })

  test.describe('the flow around the max-loan results', () => {
    test('Back to Calculator returns to the max-loan tab with the inputs as typed', async () => {
      const home = await reopen()
      await home.maxLoanResults()
      await home.backToCalculator()
      await expect(home.tab('Max Loan Sizing')).toHaveAttribute('aria-selected', 'true')
      await expect(home.field('Net Operating Income (NOI)')).toHaveValue(MAX_LOAN_EXAMPLE.noi)
      await expect(home.field('Property Value')).toHaveValue(MAX_LOAN_EXAMPLE.propertyValue)
      await expect(home.field('Interest Rate (%)')).toHaveValue(MAX_LOAN_EXAMPLE.rate!)
      await expect(home.field('Maximum Debt Yield (%)')).toHaveValue(MAX_LOAN_EXAMPLE.maxDebtYield!)
    })
  })
})
