import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import { DEPTH_WORKED_EXAMPLE } from '../tests/worked-example-figures'
import { expect, test } from './fixtures'
import { ANALYSIS_CLOCK } from './models/multi-tenant-page'
import { downloadWorkbook } from './models/workbook-download'
import { readPdf, type PdfPage } from './pdf-pages'
import { printInLibreOffice } from './spreadsheet-app'

/**
 * The downloaded workbooks print as a lender reads them: LibreOffice Calc prints each to PDF with
 * the page setup the file carries (landscape, one page wide, the header rows on every page, a
 * footer naming the sheet and the page), and the file is named for what it holds and the day.
 */

test.beforeEach(() => test.slow())

const FOOTER = /(?<sheet>[\w &]+) - Page (?<page>\d+) of (?<pages>\d+)/

/** The printed pages of a workbook, each with the sheet its footer names. */
async function printed(file: string, outDir: string) {
  const [pdf] = await printInLibreOffice([file], outDir)
  const pages = await readPdf(new Uint8Array(await readFile(pdf!)))
  return pages.map((page, index) => {
    const footer = FOOTER.exec(page.text)?.groups
    expect(footer, `page ${index + 1} footer`).toBeDefined()
    expect(Number(footer!.page)).toBe(index + 1)
    expect(Number(footer!.pages)).toBe(pages.length)
    return { ...page, sheet: footer!.sheet! }
  })
}

const pagesOf = (pages: (PdfPage & { sheet: string })[], sheet: string) =>
  pages.filter((page) => page.sheet === sheet)

/** Text without its spaces and line breaks: a wrapped note reads the same as written. */
const letters = (text: string) => text.replace(/\s+/g, '')

test('the multi-tenant workbook prints landscape, one page wide, with its headers and footers', async ({
  page,
  multiTenant,
}, testInfo) => {
  await multiTenant.openScenario({ ...DEPTH_WORKED_EXAMPLE.scenario, propertyName: 'Maple / East' })
  const saved = await downloadWorkbook(page, testInfo.outputPath())
  expect(basename(saved.path)).toBe('cash-flow-maple-east-2026-06-15.xlsx')

  const pages = await printed(saved.path, testInfo.outputPath('pdf'))
  expect(pages.every((printedPage) => printedPage.landscape)).toBe(true)
  expect([...new Set(pages.map((printedPage) => printedPage.sheet))]).toEqual([
    'Assumptions',
    'Rent Roll',
    'Cash Flow',
    'Debt',
  ])
  // The 11 years of the Cash Flow, 12 columns, fit one page wide (and here one page down).
  expect(pagesOf(pages, 'Cash Flow')).toHaveLength(1)
  // The note under the title wraps inside column A: all of it on the page, nothing cut off.
  const [assumptions] = pagesOf(pages, 'Assumptions')
  const note = letters(assumptions!.text)
  expect(note).toContain(letters('Debt inputs drive the Debt and Cash Flow formulas'))
  expect(note).toContain(letters('inputs in the app.'))
  // The Debt sheet's 132-month schedule runs over pages, each with the header row on top.
  const debt = pagesOf(pages, 'Debt')
  expect(debt.length).toBeGreaterThan(1)
  for (const debtPage of debt) expect(debtPage.text).toMatch(/Item Value Defined Name/)
})

test('the mortgage workbook prints its schedule with the header on every page', async ({
  page,
  home,
}, testInfo) => {
  await page.clock.setFixedTime(ANALYSIS_CLOCK)
  await home.openMortgageResults()
  const saved = await downloadWorkbook(page, testInfo.outputPath())
  expect(basename(saved.path)).toBe('mortgage-2026-06-15.xlsx')

  const pages = await printed(saved.path, testInfo.outputPath('pdf'))
  expect(pages.every((printedPage) => printedPage.landscape)).toBe(true)
  const [mortgage] = pagesOf(pages, 'Mortgage')
  expect(letters(mortgage!.text)).toContain(letters('Monthly rate = InterestRate / 12.'))
  const schedule = pagesOf(pages, 'Schedule')
  expect(schedule.length).toBeGreaterThan(1)
  for (const schedulePage of schedule)
    expect(schedulePage.text).toMatch(/Month Payment Interest Principal Ending Balance \d+ \$/)
  // The months of the 10-year term, not the blank rows a longer term would fill.
  expect(schedule.at(-1)!.text).toMatch(/\b120 \$[\d,.]+ \$[\d,.]+ \$[\d,.]+ \$1,162,670\.39/)
})
