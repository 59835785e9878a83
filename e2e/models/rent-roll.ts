import { expect, type Locator, type Page } from '@playwright/test'
import { TENANT_COLUMNS } from '../../src/features/multi-tenant/rent-roll/tenant-fields'

/** The rent roll's column headers and Tenant field names, in the grid's order (from the app). */
export const TENANT_HEADERS = TENANT_COLUMNS.map((column) => column.label)
export const TENANT_FIELDS = TENANT_COLUMNS.map((column) => column.field)

/** The multi-tenant rent roll grid, by its accessible name, with cells by Tenant field name. */
export class RentRollGrid {
  readonly grid: Locator
  /** Every tenant row. */
  readonly rows: Locator

  constructor(readonly page: Page) {
    this.grid = page.getByRole('grid', { name: 'Rent roll' })
    // Tenant rows: not the totals row pinned under them (its row-index is "b-0").
    this.rows = this.grid.locator('[role="row"][row-index]:not([row-index^="b-"])')
  }

  row = (index: number): Locator => this.grid.locator(`[role="row"][row-index="${index}"]`)

  /** The totals row pinned under the tenants. */
  get totals(): Locator {
    return this.grid.locator('[role="row"][row-index="b-0"]')
  }

  /** The filter box under a column's header, by the header's name. */
  filter(header: string): Locator {
    return this.grid.getByLabel(`${header} Filter Input`).locator('visible=true')
  }

  /** Sorts by a column (a click on its header: ascending, then descending, then none). */
  async sortBy(header: string) {
    await this.grid
      .getByRole('columnheader', { name: header })
      .locator('.ag-header-cell-label')
      .click()
  }

  /** Scrolls a long rent roll (which draws only the rows in view) until row `index` shows. */
  async scrollTo(index: number) {
    // The grid element is AG Grid's scrolling viewport.
    await this.grid.evaluate((viewport, row) => {
      const height = viewport.querySelector<HTMLElement>('.ag-row')?.offsetHeight ?? 42
      viewport.scrollTop = row * height
    }, index)
    await expect(this.row(index)).toBeVisible()
  }

  cell = (index: number, field: string): Locator => this.row(index).locator(`[col-id="${field}"]`)

  /** Waits until row `index` shows each text of `texts`, by Tenant field name. */
  async expectRow(index: number, texts: Record<string, string>) {
    for (const [field, text] of Object.entries(texts))
      await expect(this.cell(index, field)).toHaveText(text)
  }

  /** Clicks a cell and presses `key` there (Enter, Delete, Control+d, a letter…). */
  async pressIn(index: number, field: string, key: string) {
    await this.cell(index, field).click()
    await this.page.keyboard.press(key)
  }

  /** The tenant names as the grid shows them, top to bottom. */
  names(): Promise<string[]> {
    return this.rows.locator('[col-id="name"]').allInnerTexts()
  }

  /** Waits until the grid shows exactly these tenant names, in order. */
  async expectNames(names: string[]) {
    await expect(this.rows.locator('[col-id="name"]')).toHaveText(names)
  }

  /**
   * Types `texts` from the cell being edited onward, as a person does: Tab commits a cell and
   * edits the next one, Enter commits the last.
   */
  async typeCells(texts: string[]) {
    for (const [index, text] of texts.entries()) {
      await this.page.keyboard.type(text)
      await this.page.keyboard.press(index === texts.length - 1 ? 'Enter' : 'Tab')
    }
  }

  /**
   * Types whole rows from the focused cell at full machine speed, as a fast typist does: Tab
   * after each cell, also after a row's last cell (which starts a new row), Enter at the end.
   */
  async typeRows(rows: string[][]) {
    const keys = rows.flatMap((row) => row.flatMap((text) => [text, 'Tab']))
    keys[keys.length - 1] = 'Enter'
    for (const key of keys)
      if (key === 'Tab' || key === 'Enter') await this.page.keyboard.press(key)
      else await this.page.keyboard.type(key)
  }

  /**
   * Every row's cells as shown, in column order (the Actions column left out), read in one
   * pass over the page (a read per cell took seconds on a busy machine).
   */
  shownCells(): Promise<string[][]> {
    return this.rows.evaluateAll(
      (rows, fields) =>
        rows.map((row) =>
          fields.map(
            (field) => (row.querySelector(`[col-id="${field}"]`) as HTMLElement).innerText,
          ),
        ),
      TENANT_FIELDS,
    )
  }

  /** Types `text` into a cell as a person does: click it, type, Enter. */
  async typeInto(index: number, field: string, text: string) {
    await this.cell(index, field).click()
    await this.page.keyboard.type(text)
    await this.page.keyboard.press('Enter')
  }

  /** Types `text` into a cell (typeInto) and waits until the cell shows it as `shown`. */
  async enter(index: number, field: string, text: string, shown: string) {
    await this.typeInto(index, field, text)
    await expect(this.cell(index, field)).toHaveText(shown)
  }

  /** Pastes rows of cells into the focused cell as Excel puts them on the clipboard. */
  pasteRows(rows: string[][]) {
    return pasteRows(this.page, rows)
  }
}

/** The rent roll of `page` (the hostile-input models use this form). */
export function rentRoll(page: Page) {
  return new RentRollGrid(page)
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
