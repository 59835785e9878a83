import { expect, type Page } from '@playwright/test'
import { getDocumentProxy } from 'unpdf'

/** One page of a printed PDF: its text, orientation, and how far down its content reaches. */
export interface PdfPage {
  text: string
  landscape: boolean
  /** The share of the page's height above its lowest line of text, the page number left out. */
  filled: number
  /** The type size, in points, of the smallest text with a dollar figure on the page (null: none). */
  smallestFigurePt: number | null
}

const PAGE_NUMBER = /^Page \d+ of \d+$/
/** Text with a dollar figure: "$1,234", "($1,234)" (PDF text runs may join neighbouring cells). */
const DOLLARS = /\$\d/

/** Prints `page` as Chromium does (print media, Letter, the page's own @page sizes) and reads it. */
export async function printToPdf(page: Page): Promise<PdfPage[]> {
  await page.emulateMedia({ media: 'print' })
  const pdf = await page.pdf({ format: 'Letter', printBackground: true, preferCSSPageSize: true })
  return readPdf(new Uint8Array(pdf))
}

/** The pages of a PDF file's bytes. */
export async function readPdf(pdf: Uint8Array): Promise<PdfPage[]> {
  const document = await getDocumentProxy(pdf)
  const pages: PdfPage[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const printed = await document.getPage(number)
    const [, , width = 0, height = 1] = printed.view
    const items = (await printed.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [
            {
              text: item.str,
              y: item.transform[5],
              // To the hundredth of a point: 12 CSS px print as 8.9999996 pt.
              size: Math.round(Math.hypot(item.transform[0], item.transform[1]) * 100) / 100,
            },
          ]
        : [],
    )
    const lowest = Math.min(
      height,
      ...items.filter((item) => !PAGE_NUMBER.test(item.text.trim())).map((item) => item.y),
    )
    const figureSizes = items.filter((item) => DOLLARS.test(item.text)).map((item) => item.size)
    pages.push({
      text: items.map((item) => item.text).join(' '),
      landscape: width > height,
      filled: (height - lowest) / height,
      smallestFigurePt: figureSizes.length > 0 ? Math.min(...figureSizes) : null,
    })
  }
  return pages
}

/**
 * Every page says "Page i of n", and none but the last is left half empty: its content reaches
 * at least 60% of the way down (a page that breaks early for the next part leaves half of it).
 */
export function expectNumberedFullPages(pages: readonly PdfPage[]) {
  for (const [index, printed] of pages.entries()) {
    expect(printed.text).toContain(`Page ${index + 1} of ${pages.length}`)
    if (index < pages.length - 1)
      expect(printed.filled, `page ${index + 1} filled`).toBeGreaterThanOrEqual(0.6)
  }
}
