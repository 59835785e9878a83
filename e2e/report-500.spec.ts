import { expect, sharedPage, test } from './fixtures'
import { printToPdf } from './pdf-pages'
import { MultiTenantPage } from './models/multi-tenant-page'
import { downloadWorkbook } from './models/workbook-download'
import { readWorkbook } from './spreadsheet-app'
import { largeScenario } from '../tests/large-rent-roll'

const BUILDING = largeScenario(500)
const NAMES = (BUILDING.tenants as { name: string }[]).map((tenant) => tenant.name)
/** The printed rent roll's column headers, in order. */
const HEADER =
  'Tenant Status SF Rent ($/SF/yr) Escalation Lease Start Lease Expiration Type TI ($/SF) LC'

test.describe('the report and workbook of a 500-tenant building', () => {
  const shared = sharedPage(async (page) => {
    await new MultiTenantPage(page).openScenario(BUILDING)
  })

  test('prints every tenant, with the rent roll header on each page of it', async () => {
    test.slow()
    const pages = await printToPdf(shared())
    const rentRollPages = pages.filter((page) => /Tenant \d+ \(Suite \d+\)/.test(page.text))
    expect(rentRollPages.length).toBeGreaterThan(5)
    for (const page of rentRollPages) expect(page.text).toContain(HEADER)
    const printed = rentRollPages.map((page) => page.text).join(' ')
    for (const name of NAMES) expect(printed).toContain(name)
  })

  test('writes every tenant to the workbook Rent Roll sheet', async () => {
    test.slow()
    await shared().emulateMedia({ media: 'screen' })
    const saved = await downloadWorkbook(shared(), test.info().outputPath())
    const sheet = (await readWorkbook(saved.path)).getWorksheet('Rent Roll')!
    const names: string[] = []
    sheet.eachRow((row) => {
      const name = row.getCell(1).value
      if (typeof name === 'string' && NAMES.includes(name)) names.push(name)
    })
    expect(names).toEqual(NAMES)
  })
})
