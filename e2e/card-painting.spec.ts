import { expect, test } from './fixtures'
import { WORKED } from './models/multi-tenant-page'

/**
 * Each card paints on its own (global.css, .card), after the cards before it: nothing inside one
 * card may reach over the next, which would paint over it. AG Grid keeps a filter menu inside its
 * grid, even under a one-row rent roll whose card ends right below the menu's button.
 */
test('a one-row rent roll keeps its filter menu inside the grid, in view over the card', async ({
  page,
  multiTenant,
}) => {
  const [first] = WORKED.scenario.tenants
  await multiTenant.openScenario({ ...WORKED.scenario, tenants: [first] })
  const { grid } = multiTenant.rentRoll
  await grid.getByRole('button', { name: 'Open Filter Menu' }).first().click()
  const menu = page.locator('.ag-filter-menu')
  await expect(menu).toBeVisible()
  const menuBox = (await menu.boundingBox())!
  const gridBox = (await page.locator('.tenant-grid .ag-root-wrapper').boundingBox())!
  expect(menuBox.y + menuBox.height).toBeLessThanOrEqual(gridBox.y + gridBox.height)
  // What the page shows at the menu's bottom edge is the menu, not a card painted over it.
  const bottomShowsMenu = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.ag-filter-menu') != null,
    { x: menuBox.x + menuBox.width / 2, y: menuBox.y + menuBox.height - 3 },
  )
  expect(bottomShowsMenu).toBe(true)
})
