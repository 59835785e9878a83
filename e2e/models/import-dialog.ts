import { expect, type Locator, type Page } from '@playwright/test'
import type { RentRollFile } from '../rent-roll-files'

/**
 * Import Rent Roll on the multi-tenant page (PRODUCT.md 10.2, 10.8, 11.7): the button and the
 * file picker, a file dropped on the rent roll, the mapping step (a dialog: each file column's
 * field, the analysis start and rent basis, the first rows as they will be read, Replace or
 * Append, Import or Cancel) and the report, by roles and labels.
 */
/**
 * How long a file may take to read: the first workbook loads the workbook reader (exceljs, about
 * 1 MB) and parses it, seconds on a busy 2-core machine.
 */
export const READ_TIMEOUT = 20_000

export class ImportRentRollDialog {
  readonly button: Locator
  readonly dialog: Locator
  /** The first rows as they will be read. */
  readonly preview: Locator
  /** What Import will do: how many rows, which do not fit, the totals check. */
  readonly summary: Locator
  /** The report after Import, or why a file was refused. */
  readonly report: Locator
  /** The analysis start and rent basis Import applies with the rows (PRODUCT.md 11.7). */
  readonly analysisStart: Locator
  readonly rentsAre: Locator

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: 'Import Rent Roll', exact: true })
    this.dialog = page.getByRole('dialog', { name: 'Import Rent Roll' })
    this.preview = this.dialog
      .getByRole('region', { name: /rows as they will be read/ })
      .getByRole('table')
    this.summary = this.dialog.getByRole('status')
    this.report = page.getByRole('region', { name: 'Import Report' })
    this.analysisStart = this.dialog.getByLabel('Analysis Start', { exact: true })
    this.rentsAre = this.dialog.getByLabel('Rents Are', { exact: true })
  }

  /** Chooses `file` with the Import Rent Roll button, as in the browser's file picker. */
  async choose(file: RentRollFile) {
    const chooser = this.page.waitForEvent('filechooser')
    await this.button.click()
    await (await chooser).setFiles(file)
  }

  /** Chooses `file` and waits for the mapping step (or, for a bad file, the report). */
  async open(file: RentRollFile) {
    await this.choose(file)
    await expect(this.dialog).toBeVisible({ timeout: READ_TIMEOUT })
  }

  /** Why the file chosen last was refused (the report's alert), once it has been read. */
  get refusal(): Locator {
    return this.report.getByRole('alert')
  }

  /** Drops `file` on the rent roll, as dragged from the desktop. */
  async drop(file: RentRollFile) {
    const transfer = await this.page.evaluateHandle(
      ({ name, mimeType, bytes }) => {
        const data = new DataTransfer()
        data.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }))
        return data
      },
      { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
    )
    const area = this.page.getByRole('region', { name: 'Tenant Information' })
    await area.dispatchEvent('dragover', { dataTransfer: transfer })
    await area.dispatchEvent('drop', { dataTransfer: transfer })
  }

  /** The field a file column (by its header) is read as. */
  column(header: string): Locator {
    return this.dialog.getByRole('combobox', { name: header, exact: true })
  }

  /** Reads a file column as `field` (its name in the list, or "Ignore"). */
  async map(header: string, field: string) {
    await this.column(header).selectOption({ label: field })
  }

  /** The preview's rows, each as its cells' text (the line number first). */
  async previewRows(): Promise<string[][]> {
    const rows = this.preview.locator('tbody tr')
    return rows.evaluateAll((elements) =>
      elements.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())),
    )
  }

  /** The preview's cells marked as lacking (a date blank or without a column, unread text). */
  async previewMarks(): Promise<string[]> {
    return this.preview.locator('tbody mark').allInnerTexts()
  }

  /** The preview's cells of one tenant column (by its label), top to bottom. */
  async previewColumn(label: string): Promise<string[]> {
    const headers = await this.preview.locator('thead th').allInnerTexts()
    const index = headers.findIndex((text) => text.trim() === label)
    return (await this.previewRows()).map((cells) => cells[index] ?? '')
  }

  async choosePlace(mode: 'Replace' | 'Append') {
    await this.dialog.getByRole('radio', { name: mode, exact: true }).check()
  }

  /** Presses Import and waits for the step to close and the report to show. */
  async importRows() {
    await this.dialog.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(this.dialog).toBeHidden()
    await expect(this.report).toBeVisible()
  }

  async cancel() {
    await this.dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    await expect(this.dialog).toBeHidden()
  }

  /** The report's lines under one of its headings ("Rows not imported", "The file's totals"). */
  async reportLines(heading: string): Promise<string[]> {
    const list = this.report
      .getByRole('heading', { name: heading })
      .locator('xpath=following-sibling::ul[1]')
    return list.getByRole('listitem').allInnerTexts()
  }
}
