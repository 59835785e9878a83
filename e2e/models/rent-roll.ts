import type { Locator, Page } from '@playwright/test'

/** The multi-tenant rent roll grid, by its accessible name, with cells by Tenant field name. */
export function rentRoll(page: Page) {
  const grid = page.getByRole('grid', { name: 'Rent roll' })
  const row = (index: number) => grid.locator(`[role="row"][row-index="${index}"]`)
  return {
    grid,
    row,
    rows: grid.locator('[role="row"][row-index]'),
    cell: (index: number, field: string): Locator => row(index).locator(`[col-id="${field}"]`),
  }
}

/** Dispatches a paste of `text` on the focused element, as the browser does for Ctrl+V. */
export async function paste(page: Page, text: string) {
  await page.evaluate((clipboardText) => {
    const data = new DataTransfer()
    data.setData('text/plain', clipboardText)
    const target = document.activeElement ?? document.body
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, text)
}

/** Pastes rows of cells as Excel puts them on the clipboard: tab-separated, CRLF after each row. */
export async function pasteRows(page: Page, rows: string[][]) {
  await paste(page, rows.map((row) => row.join('\t')).join('\r\n') + '\r\n')
}
