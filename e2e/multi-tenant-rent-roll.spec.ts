import { CLIPBOARD, expect, expectNoBrokenFigures, sharedMultiTenant, test } from './fixtures'
import { WORKED, WORKED_LOAN, WORKED_NAMES } from './models/multi-tenant-page'
import { TENANT_FIELDS, TENANT_HEADERS } from './models/rent-roll'
import { largeScenario } from '../tests/large-rent-roll'
import { MAX_TENANTS } from '../src/finance/field-table'

/** The worked example's tenants as a spreadsheet holds them (formats people paste). */
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

// Each test opens the page as a new visit shows it, empty or with the worked example: one load.
test.describe('the rent roll', () => {
  const { empty, worked, scenario } = sharedMultiTenant({ contextOptions: CLIPBOARD })

  test.describe('building a rent roll by typing', () => {
    test('adds a tenant with the seed defaults and edits its cells with the keyboard', async () => {
      const multiTenant = await empty()
      const { page, rentRoll } = multiTenant
      await expect(multiTenant.emptyRentRoll).toBeVisible()
      await expect(page.getByText('0/500')).toBeVisible()

      await multiTenant.addTenant.click()
      await expect(rentRoll.grid.getByRole('columnheader')).toHaveText([
        ...TENANT_HEADERS,
        'Actions',
      ])
      await rentRoll.expectRow(0, {
        name: 'Tenant 1',
        leaseStart: '2026-06-15',
        leaseExpiration: '2031-06-15',
        leaseType: 'NNN',
        annualEscalation: '3.00%',
        leasingCommission: '6.00%',
      })
      await expect(page.getByText('1/500')).toBeVisible()
      expect(await multiTenant.tenantCount()).toBe(1)

      // Focus moved to the new row's name: typing replaces it, Tab commits and edits the next cell.
      await expect(rentRoll.cell(0, 'name')).toBeFocused()
      await rentRoll.typeCells(['Anchor Grocer', '20,000', '$18.00'])
      await rentRoll.expectRow(0, {
        name: 'Anchor Grocer',
        squareFootage: '20,000',
        baseRent: '$18.00',
      })
      await expect.poll(() => multiTenant.metric('totalSquareFootage')).toBe(20000)

      // Arrow keys move between cells; a letter on Lease Type picks the type it starts.
      await expect(rentRoll.cell(0, 'baseRent')).toBeFocused()
      for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowRight')
      await expect(rentRoll.cell(0, 'leaseType')).toBeFocused()
      await page.keyboard.press('g')
      await expect(rentRoll.cell(0, 'leaseType')).toHaveText('Gross')
      await expect(multiTenant.figure('recommendedLoan')).toBeVisible()
      await expectNoBrokenFigures(page)
    })

    test('keeps the old value of a number cell given text it cannot read, marks a row whose lease ends before it starts and leaves that row out', async () => {
      const multiTenant = await worked()
      const { page, rentRoll } = multiTenant
      await rentRoll.typeInto(0, 'squareFootage', 'lots')
      await expect(
        page.getByText(
          'Square Feet of Anchor Grocer: "lots" was not saved. Enter a number, using digits only. Kept 20,000.',
        ),
      ).toBeVisible()
      await expect(rentRoll.cell(0, 'squareFootage')).toHaveText('20,000')
      expect(await multiTenant.metric('totalSquareFootage')).toBe(23500)
      expect(await multiTenant.recommendedLoan()).toBeCloseTo(WORKED_LOAN, 2)

      await rentRoll.cell(1, 'leaseExpiration').dblclick()
      await rentRoll.cell(1, 'leaseExpiration').locator('input').fill('2025-01-31')
      await page.keyboard.press('Enter')
      await expect(rentRoll.cell(1, 'leaseExpiration')).toHaveText('2025-01-31')

      await expect(rentRoll.row(1)).toHaveClass(/tenant-row--invalid/)
      await expect(rentRoll.cell(1, 'actions').getByTitle(/^Left out/)).toBeVisible()
      await expect(rentRoll.cell(1, 'actions')).toContainText(
        'Left out of the analysis: Lease Expiration: The lease must expire after it starts.',
      )
      await expect(rentRoll.row(0)).not.toHaveClass(/tenant-row--invalid/)
      await expect(
        page.getByText(
          'Dental Office is left out of the analysis: Lease Expiration: The lease must expire after it starts.',
        ),
      ).toBeVisible()
      await expect.poll(() => multiTenant.metric('totalSquareFootage')).toBe(20000)
      expect(await multiTenant.tenantCount()).toBe(2)
      await expect.poll(() => multiTenant.recommendedLoan()).not.toBeCloseTo(WORKED_LOAN, 0)
    })
  })

  test.describe('pasting rows from Excel', () => {
    test('pastes a header and two rows into the empty rent roll and gets the worked example', async () => {
      const multiTenant = await empty()
      const { page, rentRoll } = multiTenant
      await multiTenant.region('Rent roll').focus()
      await rentRoll.pasteRows([TENANT_HEADERS, GROCER, DENTAL])

      // With a header row the block is read as a file is, by its headers (every column named).
      await expect(multiTenant.importer.report).toContainText(
        'Pasted rows: Imported 2 tenants (header on line 1).',
      )
      // As typed, with each figure in its unit.
      const dental = [
        ...['Dental Office', '3,500', '$28.00', '2.50%'],
        ...['2026-03-01', '2029-02-28', 'Modified', '$15.00', '5.00%'],
        ...['Occupied', ''],
      ]
      for (const [index, field] of TENANT_FIELDS.entries())
        await expect(rentRoll.cell(1, field)).toHaveText(dental[index]!)
      await rentRoll.expectRow(0, { leaseStart: '2024-01-01', leaseType: 'NNN' })
      expect(await multiTenant.tenantCount()).toBe(2)
      await expect.poll(() => multiTenant.metric('totalSquareFootage')).toBe(23500)
      // The worked example's file opens in January with its rents at lease start (11.1).
      await page.getByLabel('Analysis Start').fill(`${WORKED.startYear}-01`)
      await page.getByLabel('Rents Are').selectOption({ label: 'At Lease Start' })
      await expect.poll(() => multiTenant.recommendedLoan()).toBeCloseTo(WORKED_LOAN, 2)
    })

    test('pastes narrower rows from the focused cell onward and reports cells it cannot read', async () => {
      const { page, rentRoll } = await worked()
      await rentRoll.cell(1, 'baseRent').click()
      await rentRoll.pasteRows([
        ['30', 'lots'],
        ['31', 'much'],
      ])
      await expect(page.getByText('Pasted 2 rows: 1 updated, 1 added.')).toBeVisible()
      // In a row already there the cell keeps its value; an added row shows the text and is
      // left out of the analysis until the cell is fixed.
      await expect(
        page.getByText(
          'Row 2, Escalation (%): "lots" was left unchanged. Enter a number, using digits only.',
        ),
      ).toBeVisible()
      await expect(
        page.getByText(
          'Line 2, Escalation (%): "much" could not be read; the row is left out of the analysis until it is fixed.',
        ),
      ).toBeVisible()
      await rentRoll.expectRow(1, {
        baseRent: '$30.00',
        annualEscalation: '2.50%',
        name: 'Dental Office',
      })
      await rentRoll.expectRow(2, {
        name: 'Tenant 3',
        baseRent: '$31.00',
        annualEscalation: 'much',
      })
      await expect(page.getByText('Tenant 3 is left out of the analysis:')).toBeVisible()
      await rentRoll.expectRow(0, { baseRent: '$18.00' })
    })

    test('pastes with Control+V from the system clipboard', async () => {
      const multiTenant = await worked()
      const { page, rentRoll } = multiTenant
      await page.evaluate(() => navigator.clipboard.writeText('Bakery\t1,200\r\n'))
      await rentRoll.pressIn(1, 'name', 'Control+V')
      await rentRoll.expectRow(1, { name: 'Bakery', squareFootage: '1,200' })
      await expect.poll(() => multiTenant.metric('totalSquareFootage')).toBe(21200)
    })

    test('undoes a whole paste with one Control+Z', async () => {
      const { page, rentRoll } = await worked()
      await rentRoll.cell(0, 'name').click()
      await rentRoll.pasteRows([
        ['A', '100'],
        ['B', '200'],
        ['C', '300'],
      ])
      await expect(rentRoll.rows).toHaveCount(3)
      await page.keyboard.press('Control+z')
      await expect(rentRoll.rows).toHaveCount(2)
      await rentRoll.expectNames(WORKED_NAMES)
      await page.keyboard.press('Control+Shift+Z')
      await expect(rentRoll.rows).toHaveCount(3)
      await rentRoll.expectNames(['A', 'B', 'C'])
    })
  })

  test.describe('the 500-tenant cap', () => {
    test('disables Add Tenant at 500 with the reason and reports pasted rows beyond it', async () => {
      const multiTenant = await scenario(largeScenario(MAX_TENANTS - 2))
      const { page, rentRoll, addTenant } = multiTenant
      for (const count of [MAX_TENANTS - 1, MAX_TENANTS]) {
        await addTenant.click()
        await expect.poll(() => multiTenant.tenantCount()).toBe(count)
        // The new row is scrolled to and takes focus before the next click, as a person waits
        // to see it: a click sent while the page scrolls lands wherever the page moved.
        await expect(rentRoll.cell(count - 1, 'name')).toBeFocused()
      }
      await expect(addTenant).toBeDisabled()
      await expect(page.getByText('A rent roll holds at most 500 tenants.')).toBeVisible()
      await expect(addTenant).toHaveAccessibleDescription('A rent roll holds at most 500 tenants.')
      await expect(page.getByText('500/500')).toBeVisible()

      await rentRoll.cell(MAX_TENANTS - 2, 'name').click()
      await rentRoll.pasteRows([
        ['Nine', '900'],
        ['Ten', '1000'],
        ['Eleven', '1100'],
        ['Twelve', '1200'],
      ])
      // Nothing is pasted until the lines that do not fit are named and the user goes ahead.
      await expect(
        page.getByText(
          'Lines 3 and 4 ("Eleven 1100", "Twelve 1200") do not fit: a rent roll holds at most 500 tenants. Paste the other lines without them?',
        ),
      ).toBeVisible()
      await rentRoll.expectRow(MAX_TENANTS - 2, { name: 'Tenant 499' })
      await multiTenant.button('Paste Without Them').click()
      await expect(
        page.getByText(
          'Lines 3 and 4 ("Eleven 1100", "Twelve 1200") were left out: a rent roll holds at most 500 tenants.',
        ),
      ).toBeVisible()
      await rentRoll.expectRow(MAX_TENANTS - 2, { name: 'Nine' })
      await rentRoll.expectRow(MAX_TENANTS - 1, { name: 'Ten' })
      expect(await multiTenant.tenantCount()).toBe(MAX_TENANTS)
    })
  })

  test.describe('the totals of a rent roll with a row left out', () => {
    const storage = {
      id: '3',
      name: 'Storage',
      squareFootage: 3_090,
      baseRent: 12,
      annualEscalation: 3,
      // Expires before it starts: left out of the analysis.
      leaseStart: '2027-01-01',
      leaseExpiration: '2026-12-31',
      leaseType: 'NNN',
      tiPerSF: 0,
      leasingCommission: 6,
    }
    const withStorage = { ...WORKED.scenario, tenants: [...WORKED.scenario.tenants, storage] }

    test('count the same rows above the rent roll and under it, and say a row is left out', async () => {
      const multiTenant = await scenario(withStorage)
      const { page, rentRoll } = multiTenant
      await expect(page.getByText('Storage is left out of the analysis:')).toBeVisible()
      const section = multiTenant.region('Tenant Information')
      await expect(section.getByText(/^Total: [\d,]+ SF/)).toHaveText(
        'Total: 23,500 SF, not counting 1 row left out',
      )
      expect(await multiTenant.metric('totalSquareFootage')).toBe(23_500)
      await expect(rentRoll.totals).toContainText(
        'Total: 2 tenants, not counting 1 row left out23,500 SF$458,000 in-place rent a year',
      )

      // A filter showing the left-out row counts none of it, and says so.
      await rentRoll.filter('Tenant Name').fill('Storage')
      await expect(rentRoll.rows).toHaveCount(1)
      await expect(rentRoll.totals).toContainText(
        'Total: 0 of 3 tenants, not counting 1 row left out0 SF$0 in-place rent a year',
      )
      await rentRoll.filter('Tenant Name').fill('')
      await expect(rentRoll.rows).toHaveCount(3)
    })
  })

  test.describe('removing tenants and undo', () => {
    test('removes a row with its button and brings it back with Control+Z', async () => {
      const multiTenant = await worked()
      const { page } = multiTenant
      await multiTenant.removeTenant('Dental Office')
      await expect.poll(() => multiTenant.tenantCount()).toBe(1)
      await multiTenant.rentRoll.expectNames(['Anchor Grocer'])
      await expect(page.getByText('Removed Dental Office.')).toBeVisible()

      // Focus stays in the rent roll, so the keyboard undo works straight away.
      await page.keyboard.press('Control+z')
      await expect.poll(() => multiTenant.tenantCount()).toBe(2)
      await multiTenant.rentRoll.expectNames(WORKED_NAMES)
      await expect.poll(() => multiTenant.recommendedLoan()).toBeCloseTo(WORKED_LOAN, 2)
      await page.keyboard.press('Control+y')
      await expect.poll(() => multiTenant.tenantCount()).toBe(1)
    })

    test('removes a row from the keyboard and undoes a cell edit', async () => {
      const multiTenant = await worked()
      const { page, rentRoll } = multiTenant
      await rentRoll.enter(0, 'baseRent', '20', '$20.00')
      await page.keyboard.press('Control+z')
      await expect(rentRoll.cell(0, 'baseRent')).toHaveText('$18.00')

      await rentRoll.cell(1, 'actions').click({ position: { x: 2, y: 2 } })
      await page.keyboard.press('Enter')
      await page.keyboard.press('Enter')
      await expect.poll(() => multiTenant.tenantCount()).toBe(1)
      await multiTenant.removeTenant('Anchor Grocer')
      await expect(multiTenant.emptyRentRoll).toBeVisible()
      await expect(multiTenant.addTenant).toBeFocused()
    })
  })
})
