import { CLIPBOARD, expect, sharedMultiTenant, test } from './fixtures'
import { WORKED_LOAN, WORKED_NAMES } from './models/multi-tenant-page'
import { oakridgeCsv, oakridgeWorkbook, OAKRIDGE } from './rent-roll-files'

/**
 * A property manager's rent roll as Yardi exports it, as .xlsx and .csv (PRODUCT.md 11.7): dated
 * "as of 10/31/2026" above the header, a vacant suite, a month-to-month tenant, a dollar
 * escalation, a Full Service Gross lease with a base year and a totals row. Imported into the
 * worked example, whose analysis starts in January with rents at lease start.
 */
test.describe('Import Rent Roll of a dated export', () => {
  const { worked } = sharedMultiTenant({ contextOptions: CLIPBOARD })

  for (const [kind, file, asOf] of [
    ['.xlsx', oakridgeWorkbook, '2026-10-31'],
    ['.csv', oakridgeCsv, '10/31/2026'],
  ] as const)
    test(`imports a property manager's ${kind} export as of 10/31/2026 from November 2026, rents in place (PRODUCT.md 11.7)`, async () => {
      test.slow()
      const multiTenant = await worked()
      const { page, importer, rentRoll } = multiTenant
      const before = await multiTenant.field('Analysis Start').inputValue()
      await importer.open(await file())

      await test.step('the mapping step proposes Analysis Start 2026-11 and rents In Place', async () => {
        await expect(importer.analysisStart).toHaveValue(OAKRIDGE.analysisStart)
        await expect(importer.dialog).toContainText(
          `Proposed from the file's date, as of ${asOf} (line 3).`,
        )
        await expect(importer.rentsAre).toHaveValue('current')
        await expect(importer.rentsAre.locator('option:checked')).toHaveText(
          'In Place at Analysis Start',
        )
        expect(await importer.previewColumn('Tenant Name')).toEqual([...OAKRIDGE.names, 'Total'])
        await expect(importer.summary).toContainText(
          '4 rows (1 vacant) will be imported; 1 row will not',
        )
      })

      await test.step('Import brings in the tenants, the vacant suite and the analysis start', async () => {
        await importer.importRows()
        await rentRoll.expectNames(OAKRIDGE.names)
        await rentRoll.expectRow(1, {
          annualEscalation: '$0.75',
          leaseType: 'Base Year',
          baseYear: '2025',
        })
        await rentRoll.expectRow(2, {
          status: 'Vacant',
          baseRent: '$20.00',
          leaseStart: '2027-05-01',
          leaseExpiration: '2032-04-30',
          leaseType: 'NNN',
        })
        await rentRoll.expectRow(3, { leaseExpiration: '2027-10-31', leaseType: 'Modified' })
        await expect(multiTenant.field('Analysis Start')).toHaveValue(OAKRIDGE.analysisStart)
        await expect(multiTenant.field('Rents Are')).toHaveValue('current')
        await expect.poll(() => multiTenant.metric('totalSquareFootage')).toBe(OAKRIDGE.squareFeet)
      })

      await test.step('the report names the totals check, the vacant suite and every default', async () => {
        await expect(importer.report).toContainText(`Imported 3 tenants and 1 vacant suite`)
        await expect(importer.report).toContainText(
          `Analysis Start 2026-11 (the file is as of ${asOf}, line 3); rents In Place at Analysis Start.`,
        )
        expect(await importer.reportLines("The file's totals")).toEqual([
          "Square feet match the file's total of 27,200",
          "Monthly rent matches the file's total of $41,166.67",
        ])
        expect(await importer.reportLines('Rows not imported')).toEqual([
          'Line 10 (Total): a totals row, not imported.',
        ])
        expect(await importer.reportLines('Vacant suites')).toEqual([
          'Line 8: a vacant suite, imported as a vacant row.',
          'Line 8 leases from 2027-05-01 to 2032-04-30 (after 6 months of downtime, assumed as the market downtime is 0; a 60-month term).',
          'Line 8: rent $20.00/SF, the SF-weighted average of the occupied rows.',
          'Line 8: lease type NNN, the most common type of the occupied rows.',
        ])
        expect(await importer.reportLines('Month-to-month leases and defaults')).toEqual([
          'Line 9: a month-to-month lease, read as expiring 2027-10-31 (the end of analysis year 1).',
          'Line 7: a Gross lease with a base year, read as a Base Year lease.',
          'Escalation (%) was blank on lines 8 and 9: set to the default, 3.00%.',
          'TI ($/SF) has no column: lines 6 to 9 took the default, $0.00/SF.',
          'Leasing Commission (%) has no column: lines 6 to 9 took the default, 6.00%.',
        ])
      })

      await test.step('one Ctrl+Z gives back the rows, the analysis start and the rent basis', async () => {
        await rentRoll.cell(0, 'name').click()
        await page.keyboard.press('Control+z')
        await rentRoll.expectNames(WORKED_NAMES)
        await expect(multiTenant.field('Analysis Start')).toHaveValue(before)
        await expect(multiTenant.field('Rents Are')).toHaveValue('leaseStart')
        await expect.poll(() => multiTenant.recommendedLoan()).toBeCloseTo(WORKED_LOAN, 2)
      })
    })
})
