import { expect, type Page } from '@playwright/test'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'

export interface SavedWorkbook {
  path: string
  bytes: number
  /** From the click on the button to the file saved on disk. */
  milliseconds: number
}

/** The page's 'Download Excel Workbook' button (one per page). */
export const workbookButton = (page: Page) =>
  page.getByRole('button', { name: 'Download Excel Workbook', exact: true })

/**
 * Clicks 'Download Excel Workbook' and saves the file in `dir`; waits until the page says it
 * downloaded. Returns where the file is, its size and the time from the click to the file.
 */
export async function downloadWorkbook(page: Page, dir: string): Promise<SavedWorkbook> {
  const downloading = page.waitForEvent('download')
  const started = performance.now()
  await workbookButton(page).click()
  const download = await downloading
  const path = join(dir, download.suggestedFilename())
  await download.saveAs(path)
  const milliseconds = performance.now() - started
  await expect(page.getByRole('status').filter({ hasText: /^Downloaded .*\.xlsx/ })).toBeVisible()
  return { path, bytes: (await stat(path)).size, milliseconds }
}
