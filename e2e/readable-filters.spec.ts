import type { Locator } from '@playwright/test'
import { expect, sharedMultiTenant, test } from './fixtures'
import { plazaWorkbook } from './rent-roll-files'
import { tenTenantScenario } from './scenarios'

/**
 * Issue 28.6: the rent roll's date filter boxes show a whole date, and the import's mapping step
 * shows every column of its preview without scrolling it sideways.
 */

/** Whether a text box shows all of its text (none of it scrolled out of its box). */
const showsAllItsText = (box: Locator) =>
  box.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)

test.describe('the rent roll filters and the import preview', () => {
  const { scenario, empty } = sharedMultiTenant()

  for (const width of [1280, 1440, 1920])
    test(`show a whole date in the date filter boxes at ${width} px`, async () => {
      const { rentRoll } = await scenario(tenTenantScenario, { width, height: 900 })
      const start = rentRoll.filter('Lease Start')
      await start.fill('2021-01-01')
      await expect(rentRoll.rows).toHaveCount(1)
      await rentRoll.expectNames(['Anchor Grocer'])
      expect(await showsAllItsText(start)).toBe(true)
      await start.fill('')
      await expect(rentRoll.rows).toHaveCount(10)

      const expiration = rentRoll.filter('Lease Expiration')
      await expiration.fill('2027-06-28')
      await expect(rentRoll.rows).toHaveCount(1)
      // With the focus elsewhere as with it in the box (its clear button shows).
      expect(await showsAllItsText(expiration)).toBe(true)
      await expiration.blur()
      expect(await showsAllItsText(expiration)).toBe(true)
      await expiration.fill('')
      await expect(rentRoll.rows).toHaveCount(10)
    })

  test("shows every column of the import's preview at 1440 px", async () => {
    const { importer } = await empty({ width: 1440, height: 900 })
    await importer.open(await plazaWorkbook())
    const region = importer.dialog.getByRole('region', { name: /rows as they will be read/ })
    await expect(importer.preview.locator('thead th').last()).toHaveText('Note')
    const hidden = await region.evaluate((scroller) => {
      const bounds = scroller.getBoundingClientRect()
      return [...scroller.querySelectorAll('thead th')]
        .filter((header) => header.getBoundingClientRect().right > bounds.right + 1)
        .map((header) => header.textContent)
    })
    expect(hidden, 'preview columns out of view').toEqual([])
    expect(await region.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true)
    await expect(
      importer.preview.getByRole('columnheader', { name: 'Lease Start' }),
    ).toBeInViewport()
    await expect(
      importer.preview.getByRole('columnheader', { name: 'Lease Expiration' }),
    ).toBeInViewport()
    await importer.cancel()
  })
})
