import type { Page } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  expectNoBrokenFigures,
  expectNoHorizontalOverflow,
  metric,
  test,
} from './fixtures'
import { pasteRows, rentRoll } from './models/rent-roll'
import { shareUrl, workedExample } from './scenarios'

const PAGE = '/super-legit-calculator'
const COLUMNS = [
  'name',
  'squareFootage',
  'baseRent',
  'annualEscalation',
  'leaseStart',
  'leaseExpiration',
  'leaseType',
  'tiPerSF',
  'leasingCommission',
]
const HEADERS = [
  'Tenant Name',
  'Square Feet',
  'Base Rent ($/SF/yr)',
  'Escalation (%)',
  'Lease Start',
  'Lease Expiration',
  'Lease Type',
  'TI ($/SF)',
  'Leasing Commission (%)',
]
const GROCER = [
  'Anchor Grocer',
  '20,000',
  '$18.00',
  '3%',
  '1/1/2024',
  '12/31/2028',
  'nnn',
  '10',
  '6',
]
const DENTAL = [
  'Dental Office',
  '3500',
  '28',
  '2.5',
  '2026-03-01',
  '2029-02-28',
  'Modified',
  '15',
  '5',
]

async function openEmpty(page: Page) {
  await page.clock.setFixedTime(new Date('2026-06-15T12:00:00'))
  await page.goto(PAGE)
  await expect(page.getByRole('heading', { name: 'Tenant Information' })).toBeVisible()
}

const tenantCount = (page: Page) => metric(page, 'tenantCount')
const recommendedLoan = (page: Page) => metric(page, 'recommendedLoan')
/** PRODUCT.md 4.4: the worked example's recommended loan (start year 2026, defaults). */
const WORKED_LOAN = 4_001_477.03

/** Opens the worked example through a share link and waits for its analysis. */
async function openWorkedExample(page: Page) {
  await page.clock.setFixedTime(new Date('2026-06-15T12:00:00'))
  await page.goto(shareUrl(workedExample))
  await expect.poll(() => recommendedLoan(page)).toBeCloseTo(WORKED_LOAN, 2)
}

function names(page: Page) {
  return rentRoll(page).rows.locator('[col-id="name"]').allInnerTexts()
}

test.describe('building a rent roll by typing', () => {
  test('adds a tenant with the seed defaults and edits its cells with the keyboard', async ({
    page,
  }) => {
    await openEmpty(page)
    await expect(
      page.getByText('No tenants added yet. Click "Add Tenant" to get started.'),
    ).toBeVisible()
    await expect(page.getByText('0/10')).toBeVisible()

    await page.getByRole('button', { name: 'Add Tenant' }).click()
    const { cell, grid } = rentRoll(page)
    await expect(grid.getByRole('columnheader')).toHaveText([...HEADERS, 'Actions'])
    await expect(cell(0, 'name')).toHaveText('Tenant 1')
    await expect(cell(0, 'leaseStart')).toHaveText('2026-06-15')
    await expect(cell(0, 'leaseExpiration')).toHaveText('2031-06-15')
    await expect(cell(0, 'leaseType')).toHaveText('NNN')
    await expect(cell(0, 'annualEscalation')).toHaveText('3')
    await expect(cell(0, 'leasingCommission')).toHaveText('6')
    await expect(page.getByText('1/10')).toBeVisible()
    expect(await tenantCount(page)).toBe(1)

    // Focus moved to the new row's name: typing replaces it, Tab commits and edits the next cell.
    await expect(cell(0, 'name')).toBeFocused()
    await page.keyboard.type('Anchor Grocer')
    await page.keyboard.press('Tab')
    await page.keyboard.type('20,000')
    await page.keyboard.press('Tab')
    await page.keyboard.type('$18.00')
    await page.keyboard.press('Enter')
    await expect(cell(0, 'name')).toHaveText('Anchor Grocer')
    await expect(cell(0, 'squareFootage')).toHaveText('20,000')
    await expect(cell(0, 'baseRent')).toHaveText('18')
    await expect.poll(() => metric(page, 'totalSquareFootage')).toBe(20000)

    // Arrow keys move between cells; Enter edits; the lease type is a select of the three types.
    await expect(cell(0, 'baseRent')).toBeFocused()
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight')
    await expect(cell(0, 'leaseType')).toBeFocused()
    await page.keyboard.press('Enter')
    await page.getByRole('option', { name: 'Gross' }).click()
    await expect(cell(0, 'leaseType')).toHaveText('Gross')
    await expect(page.locator('[data-metric="recommendedLoan"]')).toBeVisible()
    await expectNoBrokenFigures(page)
  })

  test('keeps the old value of a number cell given text it cannot read, and says so', async ({
    page,
  }) => {
    await openWorkedExample(page)
    const { cell } = rentRoll(page)
    await cell(0, 'squareFootage').click()
    await page.keyboard.type('lots')
    await page.keyboard.press('Enter')
    await expect(
      page.getByText('Square Feet of Anchor Grocer: "lots" is not a number; kept 20,000.'),
    ).toBeVisible()
    await expect(cell(0, 'squareFootage')).toHaveText('20,000')
    expect(await metric(page, 'totalSquareFootage')).toBe(23500)
  })

  test('marks a row whose lease ends before it starts and leaves it out of the analysis', async ({
    page,
  }) => {
    await openWorkedExample(page)
    const { cell, grid } = rentRoll(page)
    await cell(1, 'leaseExpiration').dblclick()
    await cell(1, 'leaseExpiration').locator('input').fill('2025-01-31')
    await page.keyboard.press('Enter')
    await expect(cell(1, 'leaseExpiration')).toHaveText('2025-01-31')

    const row = grid.locator('[role="row"][row-index="1"]')
    await expect(row).toHaveClass(/tenant-row--invalid/)
    await expect(cell(1, 'actions').getByTitle(/^Left out/)).toBeVisible()
    await expect(cell(1, 'actions')).toContainText(
      'Left out of the analysis: Lease expiration must be after lease start.',
    )
    await expect(grid.locator('[role="row"][row-index="0"]')).not.toHaveClass(/tenant-row--invalid/)
    await expect(
      page.getByText(
        'Dental Office is left out of the analysis: Lease expiration must be after lease start.',
      ),
    ).toBeVisible()
    await expect.poll(() => metric(page, 'totalSquareFootage')).toBe(20000)
    expect(await tenantCount(page)).toBe(2)
    await expect.poll(() => recommendedLoan(page)).not.toBeCloseTo(WORKED_LOAN, 0)
  })
})

test.describe('pasting rows from Excel', () => {
  test('pastes a header and two rows into the empty rent roll and gets the worked example', async ({
    page,
  }) => {
    await openEmpty(page)
    await page.getByRole('region', { name: 'Rent roll' }).focus()
    await pasteRows(page, [HEADERS, GROCER, DENTAL])

    await expect(page.getByText('Pasted 2 rows: 0 updated, 2 added.')).toBeVisible()
    const { cell } = rentRoll(page)
    for (const [index, colId] of COLUMNS.entries())
      await expect(cell(1, colId)).toHaveText(
        ['Dental Office', '3,500', '28', '2.5', '2026-03-01', '2029-02-28', 'Modified', '15', '5'][
          index
        ]!,
      )
    await expect(cell(0, 'leaseStart')).toHaveText('2024-01-01')
    await expect(cell(0, 'leaseType')).toHaveText('NNN')
    expect(await tenantCount(page)).toBe(2)
    await expect.poll(() => metric(page, 'totalSquareFootage')).toBe(23500)
    await expect.poll(() => recommendedLoan(page)).toBeCloseTo(WORKED_LOAN, 2)
  })

  test('pastes narrower rows from the focused cell onward and reports cells it cannot read', async ({
    page,
  }) => {
    await openWorkedExample(page)
    const { cell } = rentRoll(page)
    await cell(1, 'baseRent').click()
    await pasteRows(page, [
      ['30', '4%'],
      ['31', 'much'],
    ])
    await expect(page.getByText('Pasted 2 rows: 1 updated, 1 added.')).toBeVisible()
    await expect(
      page.getByText('Row 3, Escalation (%): "much" is not a number; left unchanged.'),
    ).toBeVisible()
    await expect(cell(1, 'baseRent')).toHaveText('30')
    await expect(cell(1, 'annualEscalation')).toHaveText('4')
    await expect(cell(1, 'name')).toHaveText('Dental Office')
    await expect(cell(2, 'name')).toHaveText('Tenant 3')
    await expect(cell(2, 'baseRent')).toHaveText('31')
    await expect(cell(2, 'annualEscalation')).toHaveText('3')
    await expect(cell(0, 'baseRent')).toHaveText('18')
  })

  test('pastes with Control+V from the system clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openWorkedExample(page)
    await page.evaluate(() => navigator.clipboard.writeText('Bakery\t1,200\r\n'))
    const { cell } = rentRoll(page)
    await cell(1, 'name').click()
    await page.keyboard.press('Control+V')
    await expect(cell(1, 'name')).toHaveText('Bakery')
    await expect(cell(1, 'squareFootage')).toHaveText('1,200')
    await expect.poll(() => metric(page, 'totalSquareFootage')).toBe(21200)
  })

  test('undoes a whole paste with one Control+Z', async ({ page }) => {
    await openWorkedExample(page)
    const { cell, rows } = rentRoll(page)
    await cell(0, 'name').click()
    await pasteRows(page, [['A'], ['B'], ['C']])
    await expect(rows).toHaveCount(3)
    await page.keyboard.press('Control+z')
    await expect(rows).toHaveCount(2)
    expect(await names(page)).toEqual(['Anchor Grocer', 'Dental Office'])
    await page.keyboard.press('Control+Shift+Z')
    await expect(rows).toHaveCount(3)
    expect(await names(page)).toEqual(['A', 'B', 'C'])
  })
})

test.describe('the 10-tenant cap', () => {
  test('disables Add Tenant at 10 with the reason and reports pasted rows beyond it', async ({
    page,
  }) => {
    await openEmpty(page)
    const add = page.getByRole('button', { name: 'Add Tenant' })
    for (let count = 1; count <= 10; count++) {
      await add.click()
      await expect.poll(() => tenantCount(page)).toBe(count)
    }
    await expect(add).toBeDisabled()
    await expect(page.getByText('A rent roll holds at most 10 tenants.')).toBeVisible()
    await expect(add).toHaveAccessibleDescription('A rent roll holds at most 10 tenants.')
    await expect(page.getByText('10/10')).toBeVisible()
    await expect(rentRoll(page).rows).toHaveCount(10)

    await rentRoll(page).cell(8, 'name').click()
    await pasteRows(page, [['Nine'], ['Ten'], ['Eleven'], ['Twelve']])
    await expect(
      page.getByText('2 rows were not pasted: a rent roll holds at most 10 tenants.'),
    ).toBeVisible()
    expect((await names(page)).slice(8)).toEqual(['Nine', 'Ten'])
    expect(await tenantCount(page)).toBe(10)
  })
})

test.describe('removing tenants and undo', () => {
  test('removes a row with its button and brings it back with Control+Z', async ({ page }) => {
    await openWorkedExample(page)
    await page.getByRole('button', { name: 'Remove Dental Office' }).click()
    await expect.poll(() => tenantCount(page)).toBe(1)
    expect(await names(page)).toEqual(['Anchor Grocer'])
    await expect(page.getByText('Removed Dental Office.')).toBeVisible()

    // Focus stays in the rent roll, so the keyboard undo works straight away.
    await page.keyboard.press('Control+z')
    await expect.poll(() => tenantCount(page)).toBe(2)
    expect(await names(page)).toEqual(['Anchor Grocer', 'Dental Office'])
    await expect.poll(() => recommendedLoan(page)).toBeCloseTo(WORKED_LOAN, 2)
    await page.keyboard.press('Control+y')
    await expect.poll(() => tenantCount(page)).toBe(1)
  })

  test('removes a row from the keyboard and undoes a cell edit', async ({ page }) => {
    await openWorkedExample(page)
    const { cell } = rentRoll(page)
    await cell(0, 'baseRent').click()
    await page.keyboard.type('20')
    await page.keyboard.press('Enter')
    await expect(cell(0, 'baseRent')).toHaveText('20')
    await page.keyboard.press('Control+z')
    await expect(cell(0, 'baseRent')).toHaveText('18')

    await cell(1, 'actions').click({ position: { x: 2, y: 2 } })
    await page.keyboard.press('Enter')
    await expect.poll(() => tenantCount(page)).toBe(1)
    await page.getByRole('button', { name: 'Remove Anchor Grocer' }).click()
    await expect(
      page.getByText('No tenants added yet. Click "Add Tenant" to get started.'),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add Tenant' })).toBeFocused()
  })
})

test.describe('assumption inputs', () => {
  test('updates the loan on every keystroke of a debt input and keeps the last valid value', async ({
    page,
  }) => {
    await openWorkedExample(page)
    const rate = page.getByLabel('Interest Rate (%)', { exact: true })
    await expect(rate).toHaveValue('6.5')
    await rate.fill('')
    await expect(page.getByText('Enter a number: still using 6.5.')).toBeVisible()
    await rate.pressSequentially('7')
    await expect.poll(() => recommendedLoan(page)).toBeLessThan(WORKED_LOAN - 1000)
    const atSeven = await recommendedLoan(page)
    await rate.pressSequentially('0')
    await expect.poll(() => recommendedLoan(page)).toBeLessThan(atSeven / 2)
    const atSeventy = await recommendedLoan(page)
    await rate.pressSequentially('0')
    await expect(
      page.getByText('Enter a number at least 0 and at most 100: still using 70.'),
    ).toBeVisible()
    await expect(rate).toHaveValue('700')
    expect(await recommendedLoan(page)).toBeCloseTo(atSeventy, 2)
    await rate.fill('6.5')
    await expect.poll(() => recommendedLoan(page)).toBeCloseTo(WORKED_LOAN, 2)

    const value = page.getByLabel('Property Value (optional)')
    await value.pressSequentially('4000000')
    await expect(value).toHaveValue('4,000,000')
    await expect.poll(() => recommendedLoan(page)).toBeCloseTo(3_000_000, 2)
    expect(await metric(page, 'ltv')).toBeCloseTo(0.75, 6)
    await value.fill('')
    await expect.poll(() => recommendedLoan(page)).toBeCloseTo(WORKED_LOAN, 2)

    await page.getByLabel('Minimum DSCR').fill('abc')
    await expect(
      page.getByText('Enter a number, using digits only: still using 1.25.'),
    ).toBeVisible()
    await expect(page.getByLabel('Minimum DSCR')).toHaveValue('abc')
    await expectNoBrokenFigures(page)
  })

  test('shows every debt and expense field with its default', async ({ page }) => {
    await openEmpty(page)
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
    for (const [label, value] of defaults)
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
  })

  test('shows market leasing inputs only when the switch is on, counting bad text as 0', async ({
    page,
  }) => {
    await openWorkedExample(page)
    const toggle = page.getByRole('switch', { name: /Market Leasing/ })
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(toggle).toHaveText('Disabled')
    await expect(page.getByLabel('Lease Rent Bump (%)')).toHaveCount(0)

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
      await expect(page.getByLabel(label)).toHaveAttribute('placeholder', placeholder)
    await expect.poll(() => recommendedLoan(page)).not.toBeCloseTo(WORKED_LOAN, 0)
    const enabledLoan = await recommendedLoan(page)

    await page.getByLabel('Lease Rent Bump (%)').fill('abc')
    await expect(page.getByText('Not a number: counted as 0')).toBeVisible()
    await expect.poll(() => recommendedLoan(page)).not.toBeCloseTo(enabledLoan, 0)

    await toggle.press('Space')
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(page.getByLabel('Lease Rent Bump (%)')).toHaveCount(0)
    await expect.poll(() => recommendedLoan(page)).toBeCloseTo(WORKED_LOAN, 2)
  })
})

test.describe('accessibility of the inputs', () => {
  test('has no axe violations with tenants, an invalid row, messages and market leasing on', async ({
    page,
  }) => {
    await openWorkedExample(page)
    await rentRoll(page).cell(1, 'squareFootage').click()
    await pasteRows(page, [['-5']])
    await page.getByRole('switch', { name: /Market Leasing/ }).click()
    await page.getByLabel('Interest Rate (%)', { exact: true }).fill('x')
    await expect(page.getByText(/is left out of the analysis/)).toBeVisible()
    await expectNoAxeViolations(page, '.scenario-inputs')
  })

  test('works at 320 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await openWorkedExample(page)
    await expectNoHorizontalOverflow(page)
    await rentRoll(page).cell(1, 'leasingCommission').click()
    await page.keyboard.type('7')
    await page.keyboard.press('Enter')
    await expect(rentRoll(page).cell(1, 'leasingCommission')).toHaveText('7')
    await expect(page.getByRole('button', { name: 'Remove Dental Office' })).toBeAttached()
    await expectNoAxeViolations(page, '.scenario-inputs')
  })
})
