import type { Page } from '@playwright/test'
import { getDocumentProxy } from 'unpdf'

/** One page of a printed PDF: its text, orientation, and how far down its content reaches. */
export interface PdfPage {
  text: string
  landscape: boolean
  /** The share of the page's height above its lowest line of text, the page number left out. */
  filled: number
}

const PAGE_NUMBER = /^Page \d+ of \d+$/

/** Prints `page` as Chromium does (print media, Letter, the page's own @page sizes) and reads it. */
export async function printToPdf(page: Page): Promise<PdfPage[]> {
  await page.emulateMedia({ media: 'print' })
  const pdf = await page.pdf({ format: 'Letter', printBackground: true, preferCSSPageSize: true })
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const pages: PdfPage[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const printed = await document.getPage(number)
    const [, , width = 0, height = 1] = printed.view
    const items = (await printed.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim() !== '' ? [{ text: item.str, y: item.transform[5] }] : [],
    )
    const lowest = Math.min(
      height,
      ...items.filter((item) => !PAGE_NUMBER.test(item.text.trim())).map((item) => item.y),
    )
    pages.push({
      text: items.map((item) => item.text).join(' '),
      landscape: width > height,
      filled: (height - lowest) / height,
    })
  }
  return pages
}
