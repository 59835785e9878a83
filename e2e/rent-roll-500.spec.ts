import { expect, sharedMultiTenant, test } from './fixtures'
import { STORAGE_KEY } from './models/multi-tenant-page'
import { engineAnalysis } from './workbook-figures'
import { largeScenario } from '../tests/large-rent-roll'

interface TenantJson {
  id: string
  name: string
  squareFootage: number
  baseRent: number
}

const BUILDING = largeScenario(500)
const TENANTS = BUILDING.tenants as TenantJson[]
const dollars = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`

test.describe('a rent roll of 500 tenants', () => {
  const { scenario } = sharedMultiTenant()

  test('shows its totals, sorts and filters by any column, and keeps the order of entry', async () => {
    const multiTenant = await scenario(BUILDING)
    const { rentRoll, page } = multiTenant
    expect(await multiTenant.tenantCount()).toBe(500)
    await expect(page.getByText('500/500')).toBeVisible()
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /a rent roll of up to 500 tenants/,
    )
    const sf = TENANTS.reduce((sum, tenant) => sum + tenant.squareFootage, 0)
    const rent = TENANTS.reduce((sum, tenant) => sum + tenant.squareFootage * tenant.baseRent, 0)
    await expect(rentRoll.totals).toHaveText(
      `Total: 500 tenants${sf.toLocaleString('en-US')} SF${dollars(rent)} in-place rent a year` +
        `$${(rent / sf).toFixed(2)}/SF average`,
    )

    // Largest first: the grid shows the biggest suite on top; the scenario keeps its order.
    await rentRoll.sortBy('Square Feet')
    await rentRoll.sortBy('Square Feet')
    const largest = Math.max(...TENANTS.map((tenant) => tenant.squareFootage))
    await expect(rentRoll.cell(0, 'squareFootage')).toHaveText(largest.toLocaleString('en-US'))
    const saved = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)
    const order = (JSON.parse(saved ?? '{}') as { tenants: TenantJson[] }).tenants.map(
      (tenant) => tenant.id,
    )
    expect(order).toEqual(TENANTS.map((tenant) => tenant.id))

    await rentRoll.filter('Tenant Name').fill('Suite 12')
    const matching = TENANTS.filter((tenant) => tenant.name.includes('Suite 12'))
    await expect(rentRoll.totals).toContainText(`Total: ${matching.length} of 500 tenants`)
    for (const name of await rentRoll.names()) expect(name).toContain('Suite 12')
    await rentRoll.filter('Tenant Name').fill('')
    await expect(rentRoll.totals).toContainText('Total: 500 tenants')
  })

  test('edits a tenant far down the list and shows the figures of the edit', async () => {
    const multiTenant = await scenario(BUILDING)
    const { rentRoll } = multiTenant
    await rentRoll.scrollTo(480)
    await rentRoll.enter(480, 'baseRent', '95', '$95.00')
    const edited = TENANTS.map((tenant, index) =>
      index === 480 ? { ...tenant, baseRent: 95 } : tenant,
    )
    const loan = engineAnalysis({ ...BUILDING, tenants: edited }).debtSizing.recommendedLoan
    await expect.poll(() => multiTenant.recommendedLoan()).toBeCloseTo(loan, 2)
    await expect(rentRoll.cell(481, 'baseRent')).toBeFocused()
  })
})
