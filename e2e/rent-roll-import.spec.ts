import { MAX_TENANTS } from '../src/finance/field-table'
import { CLIPBOARD, expect, expectNoAxeViolations, sharedMultiTenant, test } from './fixtures'
import { READ_TIMEOUT } from './models/import-dialog'
import { WORKED_NAMES } from './models/multi-tenant-page'
import {
  corruptWorkbook,
  crlfCsv,
  fiveMegabytes,
  formulaNames,
  manyRows,
  notARentRoll,
  passwordProtectedWorkbook,
  plazaWorkbook,
  PLAZA,
} from './rent-roll-files'

const count = (value: number) => value.toLocaleString('en-US')

// Each test opens the page as a new visit shows it, empty or with the worked example: one load.
test.describe('Import Rent Roll', () => {
  const { empty, worked } = sharedMultiTenant({ contextOptions: CLIPBOARD })

  test('imports an .xlsx export with a title block, date cells, subtotals, vacant suites and totals', async () => {
    // The workbook reader loads on first use, seconds on a busy machine.
    test.slow()
    const multiTenant = await worked()
    const { page, importer, rentRoll } = multiTenant
    await importer.open(await plazaWorkbook())
    await expect(importer.dialog).toContainText(
      'main-street-plaza.xlsx, sheet "Rent Roll": header on line 5',
    )

    await test.step("the mapping step proposes the as-of date's start and shows the first 5 rows", async () => {
      // "As of 12/31/2025" above the header: month 1 is January 2026.
      await expect(importer.analysisStart).toHaveValue('2026-01')
      await expect(importer.rentsAre).toHaveValue('current')
      expect(await importer.previewColumn('Tenant Name')).toEqual(PLAZA.names)
      // The vacant suites lease after 6 months of downtime (the market downtime is 0), 60 months.
      expect(await importer.previewColumn('Lease Start')).toEqual([
        '2020-01-01',
        '2026-03-01',
        '2026-07-01',
        '2026-07-01',
        '2023-06-01',
      ])
      expect(await importer.previewColumn('Lease Expiration')).toEqual([
        '2030-12-31',
        '2029-02-28',
        '2031-06-30',
        '2031-06-30',
        '2026-12-31',
      ])
      expect(await importer.previewColumn('Status')).toEqual([
        'Occupied',
        'Occupied',
        'Vacant',
        'Vacant',
        'Occupied',
      ])
      expect(await importer.previewColumn('Lease Type')).toEqual([
        'NNN',
        'Modified',
        'NNN',
        'NNN',
        'Gross',
      ])
      // The vacant suites: (20,000 x 18 + 3,500 x 28 + 1,200 x 35) / 24,700 = $20.24.
      expect(await importer.previewColumn('Base Rent ($/SF/yr)')).toEqual([
        '$18.00',
        '$28.00',
        '$20.24',
        '$20.24',
        '$35.00',
      ])
      await expect(importer.summary).toContainText(
        '5 rows (2 vacant) will be imported; 3 rows will not',
      )
      await expect(rentRoll.rows).toHaveCount(WORKED_NAMES.length)
    })

    await test.step('Import replaces the rent roll and reports every row it did not import', async () => {
      await importer.importRows()
      await rentRoll.expectNames(PLAZA.names)
      await expect.poll(() => multiTenant.metric('totalSquareFootage')).toBe(PLAZA.squareFeet)
      await expect(importer.report).toContainText(
        'main-street-plaza.xlsx: Imported 3 tenants and 2 vacant suites from the sheet "Rent Roll" (header on line 5). Analysis Start 2026-01 (the file is as of 2025-12-31, line 2); rents In Place at Analysis Start.',
      )
      expect(await importer.reportLines("The file's totals")).toEqual([
        "Square feet differ from the file's total by 1,200 (line 11 not imported)",
        "Annual rent matches the file's total of $500,000",
      ])
      expect(await importer.reportLines('Rows not imported')).toEqual([
        'Line 11 (Storage): no rent, not imported.',
        'Line 12 (Total Occupied): a totals row, not imported.',
        'Line 13 (Total): a totals row, not imported.',
      ])
      expect(await importer.reportLines('Vacant suites')).toContain(
        'Lines 8 and 9: rent $20.24/SF, the SF-weighted average of the occupied rows.',
      )
      expect(await importer.reportLines('Month-to-month leases and defaults')).toContain(
        'Line 10: a month-to-month lease, read as expiring 2026-12-31 (the end of analysis year 1).',
      )
      await expect(multiTenant.field('Rents Are')).toHaveValue('current')
      await expect(importer.button).toBeFocused()
    })

    await test.step('one Ctrl+Z undoes the whole import, Ctrl+Shift+Z does it again', async () => {
      await rentRoll.cell(0, 'name').click()
      await page.keyboard.press('Control+z')
      await rentRoll.expectNames(WORKED_NAMES)
      // The worked example was saved before rent bases: its rents are at lease start.
      await expect(multiTenant.field('Rents Are')).toHaveValue('leaseStart')
      await page.keyboard.press('Control+Shift+Z')
      await rentRoll.expectNames(PLAZA.names)
      await expect(multiTenant.field('Rents Are')).toHaveValue('current')
    })
  })

  test('appends a CSV with CRLF, quoted commas and two-digit years', async () => {
    const { importer, rentRoll } = await worked()
    await importer.open(crlfCsv())
    await importer.choosePlace('Append')
    await importer.importRows()
    await rentRoll.expectNames([...WORKED_NAMES, 'Smith, Jones & Partners LLP', 'Bakery "Le Pain"'])
    await rentRoll.expectRow(2, {
      squareFootage: '2,400',
      baseRent: '$20.00',
      leaseStart: '2024-01-01',
      leaseExpiration: '2030-12-31',
      leaseType: 'Gross',
    })
    await rentRoll.expectRow(3, {
      baseRent: '$30.00',
      leaseStart: '2025-03-01',
      leaseExpiration: '2035-02-28',
    })
  })

  test('maps a column to another field or ignores it, the preview follows, and the mapping is remembered', async () => {
    const { importer, rentRoll } = await empty()
    await importer.open(crlfCsv())
    expect(await importer.previewColumn('Base Rent ($/SF/yr)')).toEqual(['$20.00', '$30.00'])
    await importer.map('Monthly Rent', 'Annual Rent ($)')
    expect(await importer.previewColumn('Base Rent ($/SF/yr)')).toEqual(['$1.67', '$2.50'])
    await importer.map('Lease Type', 'Ignore')
    expect(await importer.previewColumn('Lease Type')).toEqual(['NNN', 'NNN'])
    await importer.importRows()
    await rentRoll.expectRow(0, { baseRent: '$1.67', leaseType: 'NNN' })

    await importer.open(crlfCsv())
    await expect(importer.column('Monthly Rent').locator('option:checked')).toHaveText(
      'Annual Rent ($)',
    )
    await expect(importer.column('Lease Type').locator('option:checked')).toHaveText('Ignore')
    await importer.cancel()
    await expect(importer.button).toBeFocused()
    await rentRoll.expectNames(['Smith, Jones & Partners LLP', 'Bakery "Le Pain"'])
  })

  test('reads a file dropped on the rent roll', async () => {
    const { importer, rentRoll } = await empty()
    await importer.drop(crlfCsv())
    await expect(importer.dialog).toBeVisible()
    await importer.importRows()
    await expect(rentRoll.rows).toHaveCount(2)
  })

  test('keeps names that look like formulas as text', async () => {
    const { importer, rentRoll } = await empty()
    await importer.open(formulaNames())
    await importer.importRows()
    await rentRoll.expectNames(['=HYPERLINK("http://x","click")', '+1-555-0100', '@SUM(A1)'])
  })

  test(`offers the first ${MAX_TENANTS} of 2,000 rows and names the rest`, async () => {
    const multiTenant = await worked()
    const { importer, rentRoll } = multiTenant
    await importer.open(manyRows(2000))
    const left = `Lines ${count(MAX_TENANTS + 2)} to 2,001 (${count(2000 - MAX_TENANTS)} tenants) not imported: a rent roll holds at most ${count(MAX_TENANTS)} tenants.`
    await expect(importer.summary).toContainText(left)
    await importer.importRows()
    await expect.poll(() => multiTenant.tenantCount()).toBe(MAX_TENANTS)
    await expect(rentRoll.cell(0, 'name')).toHaveText('Shop 1')
    expect(await importer.reportLines('Rows not imported')).toEqual([left])
  })

  test.describe('bad files: a clear message, the rent roll untouched', () => {
    const refusals = [
      [
        'a file that is not a rent roll',
        notARentRoll,
        'No header row with at least 3 known columns was found in the first 20 rows of any sheet.',
      ],
      [
        'a password-protected workbook',
        passwordProtectedWorkbook,
        'This workbook is password-protected',
      ],
      [
        'a damaged workbook',
        corruptWorkbook,
        'could not be read as an .xlsx workbook: it may be damaged',
      ],
      [
        'a 5 MB file',
        fiveMegabytes,
        'huge.csv is 5.0 MB; Import Rent Roll reads files under 5.0 MB.',
      ],
    ] as const
    for (const [what, file, message] of refusals)
      test(`refuses ${what}`, async () => {
        test.slow()
        const { importer, rentRoll } = await worked()
        await importer.choose(await file())
        await expect(importer.refusal).toContainText(message, { timeout: READ_TIMEOUT })
        await expect(importer.report).toContainText('the rent roll was not changed')
        await expect(importer.dialog).toBeHidden()
        await rentRoll.expectNames(WORKED_NAMES)
      })
  })

  test('the mapping step is accessible: labelled, focus kept inside, Escape cancels and gives focus back', async () => {
    // Two axe runs and a round of the dialog's controls: seconds on a busy machine.
    test.slow()
    const { page, importer, rentRoll } = await worked()
    await importer.open(crlfCsv())
    await expectNoAxeViolations(page, '.import-dialog')
    // Once round the dialog's controls (the columns, the preview, the choices, the buttons) and on.
    for (let press = 0; press < 16; press++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() =>
          document.querySelector('dialog')?.contains(document.activeElement),
        ),
      ).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(importer.dialog).toBeHidden()
    await expect(importer.button).toBeFocused()
    await rentRoll.expectNames(WORKED_NAMES)
    await importer.open(crlfCsv())
    await importer.importRows()
    await expectNoAxeViolations(page, '.import-report')
  })
})
