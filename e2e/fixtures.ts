import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export { expect }

interface QualityOptions {
  /**
   * The console errors a test expects (e.g. the 404 log), as one pattern (join several with |);
   * any other console error fails the test. One RegExp, not a list: Playwright would read a
   * two-element list as [value, options].
   */
  allowedConsoleErrors: RegExp | null
}

/**
 * Every test fails on an uncaught page error, a console error it did not expect, or a
 * Content-Security-Policy violation (the build is served with the production headers).
 */
export const test = base.extend<QualityOptions>({
  allowedConsoleErrors: [null, { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`Uncaught error: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = message.text()
      if (!allowedConsoleErrors?.test(text)) problems.push(`Console error: ${text}`)
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`)
      })
    })
    await use(page)
    expect(problems, 'page errors, console errors and CSP violations').toEqual([])
  },
})

/** The unrounded value of a result figure (`data-metric` / `data-value`, PRODUCT.md section 6). */
export async function metric(page: Page, name: string): Promise<number> {
  const value = await page.locator(`[data-metric="${name}"]`).getAttribute('data-value')
  return Number(value)
}

/** The text value of a result figure such as the limiting factor or DSCR rating. */
export async function metricText(page: Page, name: string): Promise<string | null> {
  return page.locator(`[data-metric="${name}"]`).getAttribute('data-value')
}

/** Fails when the visible page shows NaN, Infinity or undefined anywhere. */
export async function expectNoBrokenFigures(page: Page) {
  const text = await page.locator('body').innerText()
  expect(text).not.toMatch(/\bNaN\b|Infinity|\bundefined\b/)
}

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Runs axe with the WCAG 2.2 A/AA rules on the page (or the part matching `within`). */
export async function expectNoAxeViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA)
  const { violations } = await (within ? builder.include(within) : builder).analyze()
  const described = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(described).toEqual([])
}

/** Fails when the page is wider than the viewport (it would scroll sideways). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'pixels the page overflows the viewport by').toBeLessThanOrEqual(0)
}
