import { CLIPBOARD, expect, sharedMultiTenant, test } from './fixtures'
import { paste } from './models/rent-roll'

// Pasted rows go through the import's reading core (PRODUCT.md 10.2, 11.7): a block with a
// header row is read as an imported file is, at once when its headers give every required
// column, otherwise through the mapping step; a lease date is never made up; a cell that cannot
// be read is kept until fixed. Each test opens the empty page: one load.
test.describe('pasting rows read by the import', () => {
  const { empty } = sharedMultiTenant({ contextOptions: CLIPBOARD })

  test('reads a pasted block with every required column by its headers, at once', async () => {
    const multiTenant = await empty()
    const { page, rentRoll, importer } = multiTenant
    await page.getByRole('region', { name: 'Rent roll' }).focus()
    await paste(
      page,
      'Tenant\tSF\tRent PSF\tStart\tExpiration\nDeli\t1,200\t30\t2024-01-01\t2029-12-31\nTotal\t1,200\t\t\t\n',
    )
    await rentRoll.expectRow(0, {
      name: 'Deli',
      squareFootage: '1,200',
      baseRent: '$30.00',
      leaseExpiration: '2029-12-31',
    })
    await expect(importer.report).toContainText(
      'Pasted rows: Imported 1 tenant (header on line 1).',
    )
    expect(await importer.reportLines('Rows not imported')).toEqual([
      'Line 3 (Total): a totals row, not imported.',
    ])
    await expect(importer.dialog).toBeHidden()
  })

  test('takes a pasted block without a start column through the mapping step, and makes up no date', async () => {
    const multiTenant = await empty()
    const { page, rentRoll, importer } = multiTenant
    await page.getByRole('region', { name: 'Rent roll' }).focus()
    await paste(
      page,
      'Rent roll\nSuite\tTenant\tRSF\tMonthly Rent\tExp\n110\tDeli\t1,200\t$2,000\tMTM\nTotal\t\t1,200\t$2,000\t\n',
    )
    await expect(importer.dialog).toBeVisible()
    await expect(importer.dialog.getByRole('radio', { name: 'Append', exact: true })).toBeChecked()
    expect(await importer.previewColumn('Lease Start')).toEqual(['no column', ''])
    expect(await importer.previewMarks()).toEqual(['no column'])
    await importer.importRows()
    await rentRoll.expectRow(0, {
      name: 'Deli (110)',
      baseRent: '$20.00',
      leaseStart: '',
      leaseExpiration: '2027-05-31',
    })
    expect(await importer.reportLines('Rows left out of the analysis until fixed')).toEqual([
      'Lease Start has no column: line 3 has no date and is left out of the analysis until one is entered.',
    ])
    await expect(page.getByText('Deli (110) is left out of the analysis:')).toContainText(
      'Lease Start: No date was given.',
    )
    await expect.poll(() => multiTenant.metric('totalSquareFootage')).toBe(0)
    await rentRoll.enter(0, 'leaseStart', '2024-01-01', '2024-01-01')
    await expect.poll(() => multiTenant.metric('totalSquareFootage')).toBe(1200)
  })

  test('shows a pasted cell it cannot read and leaves the row out until the cell is fixed', async () => {
    const multiTenant = await empty()
    const { page, rentRoll } = multiTenant
    await page.getByRole('region', { name: 'Rent roll' }).focus()
    await paste(page, 'Shop\t1,000\t20\t3\tsoon\t2030-12-31\tGround\t0\t6\r\n')
    await rentRoll.expectRow(0, { name: 'Shop', leaseStart: 'soon', leaseType: 'Ground' })
    const leftOut = page.getByText('Shop is left out of the analysis:')
    await expect(leftOut).toContainText('Lease Start: Could not read "soon" as a date.')
    await expect(leftOut).toContainText('Lease Type: "Ground" is not a lease type.')
    await expect.poll(() => multiTenant.metric('totalSquareFootage')).toBe(0)

    await rentRoll.enter(0, 'leaseStart', '2026-01-01', '2026-01-01')
    // N picks NNN, the value the row held meanwhile: the cell is fixed all the same.
    await rentRoll.pressIn(0, 'leaseType', 'n')
    await expect(rentRoll.cell(0, 'leaseType')).toHaveText('NNN')
    await expect(leftOut).toBeHidden()
    await expect.poll(() => multiTenant.metric('totalSquareFootage')).toBe(1000)
  })
})
