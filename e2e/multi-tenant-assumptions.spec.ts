import {
  expect,
  expectNoAxeViolations,
  expectNoBrokenFigures,
  sharedMultiTenant,
  test,
} from './fixtures'
import { WORKED_LOAN } from './models/multi-tenant-page'

test.describe('assumption inputs', () => {
  // Each test opens the page as a new visit shows it, empty or with the worked example: one load.
  const { empty, worked } = sharedMultiTenant()

  test('updates the loan on every keystroke of a debt input, keeps the last valid value, and passes axe with messages', async () => {
    test.slow() // some twenty edits, each waited for, then axe over every input
    const multiTenant = await worked()
    const { page } = multiTenant
    const loan = () => multiTenant.recommendedLoan()
    const rate = multiTenant.interestRate
    await expect(rate).toHaveValue('6.5')
    await rate.fill('')
    await expect(page.getByText('Enter a number. Still using 6.5.')).toBeVisible()
    await rate.pressSequentially('7')
    await expect.poll(loan).toBeLessThan(WORKED_LOAN - 1000)
    const atSeven = await loan()
    await rate.pressSequentially('0')
    await expect.poll(loan).toBeLessThan(atSeven / 2)
    const atSeventy = await loan()
    await rate.pressSequentially('0')
    await expect(page.getByText('Enter a number from 0% to 100%. Still using 70.')).toBeVisible()
    await expect(rate).toHaveValue('700')
    expect(await loan()).toBeCloseTo(atSeventy, 2)
    await rate.fill('6.5')
    await expect.poll(loan).toBeCloseTo(WORKED_LOAN, 2)

    const value = multiTenant.field('Property Value (optional)')
    await value.pressSequentially('4000000')
    await expect(value).toHaveValue('4,000,000')
    await expect.poll(loan).toBeCloseTo(3_000_000, 2)
    expect(await multiTenant.metric('ltv')).toBeCloseTo(0.75, 6)
    await value.fill('')
    await expect.poll(loan).toBeCloseTo(WORKED_LOAN, 2)

    await multiTenant.field('Minimum DSCR').fill('abc')
    await expect(
      page.getByText('Enter a number, using digits only. Still using 1.25.'),
    ).toBeVisible()
    await expect(multiTenant.field('Minimum DSCR')).toHaveValue('abc')
    await expectNoBrokenFigures(page)

    // With an invalid row, messages and market leasing on, the inputs pass axe (WCAG 2.2 AA).
    await multiTenant.rentRoll.cell(1, 'leaseExpiration').click()
    await multiTenant.rentRoll.pasteRows([['2020-01-01']])
    await multiTenant.marketLeasing.click()
    await multiTenant.interestRate.fill('x')
    await expect(page.getByText(/is left out of the analysis/)).toBeVisible()
    await expectNoAxeViolations(page, '.scenario-inputs')
  })

  test('shows every debt and expense field with its default', async () => {
    const multiTenant = await empty()
    const defaults: [string, string][] = [
      ['Interest Rate (%)', '6.5'],
      ['Amortization (Years)', '25'],
      ['Interest-Only (Years)', '2'],
      ['Loan Term (Years)', '10'],
      ['Minimum DSCR', '1.25'],
      ['Maximum Debt Yield (%)', '10'],
      ['Maximum LTV (%)', '75'],
      ['Property Value (optional)', ''],
      ['Management Fee (%)', '3'],
      ['Real Estate Taxes ($/SF)', '8.5'],
      ['Insurance ($/SF)', '1.25'],
      ['Repairs & Maintenance ($/SF)', '2'],
      ['Utilities ($/SF)', '3.75'],
      ['Other Expenses ($/SF)', '1.5'],
      ['Expense Escalation (%)', '3'],
    ]
    for (const [label, value] of defaults) await expect(multiTenant.field(label)).toHaveValue(value)
  })

  test('shows market leasing inputs only when the switch is on, counting bad text as 0', async () => {
    const multiTenant = await worked()
    const { page } = multiTenant
    const loan = () => multiTenant.recommendedLoan()
    const toggle = multiTenant.marketLeasing
    const rentBump = multiTenant.field('Lease Rent Bump (%)')
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(toggle).toHaveText('Disabled')
    await expect(rentBump).toHaveCount(0)

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await expect(toggle).toHaveText('Enabled')
    const placeholders: [string, string][] = [
      ['Lease Rent Bump (%)', '5.0'],
      ['Leasing Commissions (%)', '3.0'],
      ['CapEx/TI ($/SF)', '5.00'],
      ['Free Rent (Months)', '3'],
    ]
    for (const [label, placeholder] of placeholders)
      await expect(multiTenant.field(label)).toHaveAttribute('placeholder', placeholder)
    await expect.poll(loan).not.toBeCloseTo(WORKED_LOAN, 0)
    const enabledLoan = await loan()

    await rentBump.fill('abc')
    await expect(page.getByText('Not a number: counted as 0')).toBeVisible()
    await expect.poll(loan).not.toBeCloseTo(enabledLoan, 0)

    await toggle.press('Space')
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(rentBump).toHaveCount(0)
    await expect.poll(loan).toBeCloseTo(WORKED_LOAN, 2)
  })
})
