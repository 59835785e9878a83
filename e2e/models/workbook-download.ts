import { expect, type Page } from '@playwright/test'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'

export interface SavedWorkbook {
  path: string
  bytes: number
  /** From the click on the button to the file saved on disk. */
  milliseconds: number
}

/** Scripts of the workbook download: exceljs and the builders and writer loaded on click. */
const WORKBOOK_SCRIPT = /exceljs|workbook-|xlsx-writer|sheet-grid/

/**
 * Records from now on the page's requests for the workbook's scripts; returns a reader of their
 * addresses. The pages load none of them before Download Excel Workbook is clicked.
 */
export function workbookRequests(page: Page): () => string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (WORKBOOK_SCRIPT.test(new URL(request.url()).pathname)) urls.push(request.url())
  })
  return () => [...urls]
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
