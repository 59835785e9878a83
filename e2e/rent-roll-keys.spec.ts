import type { Page } from '@playwright/test'
import { CLIPBOARD, clipboardText, expect, sharedMultiTenant, test } from './fixtures'
import { tenTenantScenario } from './scenarios'

/** Where keyboard focus is in the task after the next key press: 'cell', or the element's tag. */
async function watchFocusAfterKey(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { focusAfterKey: string[] }).focusAfterKey = seen
    const where = () => {
      const active = document.activeElement
      return active?.closest('.ag-cell') ? 'cell' : (active?.tagName ?? 'none')
    }
    const onKey = () => {
      const nextTask = new MessageChannel()
      nextTask.port1.onmessage = () => seen.push(where())
      nextTask.port2.postMessage(null)
    }
    window.addEventListener('keydown', onKey, { capture: true, once: true })
  })
  return () => page.evaluate(() => (window as unknown as { focusAfterKey: string[] }).focusAfterKey)
}

test.describe('keys typed in the rent roll filter boxes', () => {
  const { worked } = sharedMultiTenant({ contextOptions: CLIPBOARD })

  /** The worked example with `field` of row `row` clicked, then its column's filter box. */
  async function inFilter(field: string, header: string, row = 0) {
    const multiTenant = await worked()
    const { rentRoll } = multiTenant
    const before = await rentRoll.shownCells()
    await rentRoll.cell(row, field).click()
    const filter = rentRoll.filter(header)
    await filter.click()
    /** With the filter box emptied, the rent roll shows every row as it was. */
    const expectUntouched = async () => {
      await filter.fill('')
      await expect.poll(() => rentRoll.shownCells()).toEqual(before)
      await expect(multiTenant.page.getByText(/back to its default|Ctrl\+D copies/)).toHaveCount(0)
    }
    return { multiTenant, rentRoll, page: multiTenant.page, filter, expectUntouched }
  }

  test('Delete edits the filter text, not the square feet of the cell clicked before', async () => {
    const { page, filter, expectUntouched } = await inFilter('squareFootage', 'Square Feet')
    await page.keyboard.type('9000')
    await page.keyboard.press('Home')
    await page.keyboard.press('Delete')
    await expect(filter).toHaveValue('000')
    await expectUntouched()
  })

  test('Backspace edits the filter text only', async () => {
    const { page, filter, expectUntouched } = await inFilter('squareFootage', 'Square Feet')
    await page.keyboard.type('9000')
    await page.keyboard.press('Backspace')
    await expect(filter).toHaveValue('900')
    await expectUntouched()
  })

  test('Ctrl+Z undoes the typing in the filter, not the last edit of the rent roll', async () => {
    const multiTenant = await worked()
    const { rentRoll, page } = multiTenant
    await rentRoll.enter(1, 'baseRent', '24', '$24.00')
    const filter = rentRoll.filter('Tenant Name')
    await filter.click()
    await page.keyboard.type('De')
    await page.keyboard.press('Control+z')
    await expect(filter).not.toHaveValue('De')
    await filter.fill('')
    await expect(rentRoll.cell(1, 'baseRent')).toHaveText('$24.00')
  })

  test('Ctrl+V pastes into the filter box, not rows into the rent roll', async () => {
    const { multiTenant, page, filter } = await inFilter('name', 'Tenant Name', 1)
    await page.evaluate(() => navigator.clipboard.writeText('Grocer'))
    await page.keyboard.press('Control+v')
    await expect(filter).toHaveValue('Grocer')
    await expect(multiTenant.rentRoll.rows).toHaveCount(1)
    await filter.fill('')
    await multiTenant.rentRoll.expectNames(['Anchor Grocer', 'Dental Office'])
    expect(await multiTenant.tenantCount()).toBe(2)
  })

  test('Ctrl+D does not fill the cell clicked before from the row above', async () => {
    const { page, expectUntouched } = await inFilter('squareFootage', 'Square Feet', 1)
    await page.keyboard.press('Control+d')
    await expectUntouched()
  })

  test('letters type into the filter, never picking a lease type', async () => {
    const { page, filter, expectUntouched } = await inFilter('leaseType', 'Lease Type')
    await page.keyboard.type('g')
    await expect(filter).toHaveValue('g')
    await expectUntouched()
  })

  test('letters type into the filter, never making a row vacant', async () => {
    const { page, filter, expectUntouched } = await inFilter('status', 'Status')
    await page.keyboard.type('v')
    await expect(filter).toHaveValue('v')
    await expectUntouched()
  })
})

test.describe('picking rows', () => {
  const { worked } = sharedMultiTenant({ contextOptions: CLIPBOARD })

  test('keeps focus on the cell while a row is picked, so the Ctrl+C right after copies it', async () => {
    const { rentRoll, page } = await worked()
    await rentRoll.cell(1, 'name').click()
    const focusAfterKey = await watchFocusAfterKey(page)
    await page.keyboard.press('Shift+Space')
    // Focus left the cell for a moment when the picked row was drawn anew: a key pressed then,
    // as Ctrl+C on a busy machine, went to the page and copied nothing.
    await expect.poll(focusAfterKey).toEqual(['cell'])
    await expect(rentRoll.grid.locator('.grid-row--selected')).toHaveCount(1)
    await page.keyboard.press('Control+c')
    expect((await clipboardText(page)).split('\t')[0]).toBe('Dental Office')
  })
})

test.describe('editing a sorted rent roll', () => {
  const { scenario } = sharedMultiTenant({ contextOptions: CLIPBOARD })

  test('keeps an edited row where it is until the rows are sorted again', async () => {
    const { rentRoll, page } = await scenario(tenTenantScenario)
    await rentRoll.sortBy('Square Feet')
    const ascending = await rentRoll.names()
    expect(ascending[2]).toBe('Dental Office')
    await rentRoll.typeInto(2, 'squareFootage', '20000')
    await expect(rentRoll.cell(2, 'squareFootage')).toHaveText('20,000')
    expect(await rentRoll.names()).toEqual(ascending)
    // Enter went down to the row shown under it.
    await expect(rentRoll.cell(3, 'squareFootage')).toBeFocused()
    await page.keyboard.type('9')
    await page.keyboard.press('Tab')
    await expect(rentRoll.cell(3, 'squareFootage')).toHaveText('9')
    expect(await rentRoll.names()).toEqual(ascending)
    await rentRoll.sortBy('Square Feet')
    expect((await rentRoll.names()).slice(0, 2)).toEqual(['Dental Office', 'Pet Supplies'])
    expect((await rentRoll.names()).at(-1)).toBe(ascending[3])
  })
})
