import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test'

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
 * Collects what every test fails on: an uncaught page error, a console error that `allowed`
 * does not match, or a Content-Security-Policy violation (the build is served with the
 * production headers). Returns the list it fills.
 */
async function watchQuality(page: Page, allowed: RegExp | null): Promise<string[]> {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`Uncaught error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    if (!allowed?.test(text)) problems.push(`Console error: ${text}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return problems
}

const QUALITY = 'page errors, console errors and CSP violations'

/** Every test fails on a page error, an unexpected console error or a CSP violation. */
export const test = base.extend<QualityOptions>({
  allowedConsoleErrors: [null, { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems = await watchQuality(page, allowedConsoleErrors)
    await use(page)
    expect(problems, QUALITY).toEqual([])
  },
})

export interface SharedPageOptions {
  allowedConsoleErrors?: RegExp
  /** E.g. clipboard permissions; the rest (baseURL, viewport of test.use) comes from the config. */
  contextOptions?: BrowserContextOptions
}

/**
 * One visit shared by the tests of a describe block that only read a page: `open` runs once
 * (beforeAll) in a fresh context, and after every test the page is checked as the `page` fixture
 * checks it (page errors, unexpected console errors, CSP violations). The block's tests run in
 * order in one worker; a failure does not skip the others (a new worker opens the page again).
 * Returns a getter for the page. Tests that change what the page shows must put it back.
 */
export function sharedPage(
  open: (page: Page) => Promise<void>,
  options: SharedPageOptions = {},
): () => Page {
  let shared: Page | undefined
  let problems: string[] = []
  test.describe.configure({ mode: 'default' })
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext(options.contextOptions)
    shared = await context.newPage()
    problems = await watchQuality(shared, options.allowedConsoleErrors ?? null)
    await open(shared)
  })
  test.afterEach(() => {
    expect(problems.splice(0), QUALITY).toEqual([])
  })
  test.afterAll(async () => {
    await shared?.context().close()
  })
  return () => {
    if (!shared) throw new Error('the shared page is opened in beforeAll')
    return shared
  }
}

/**
 * Equal to the cent as printed: PRODUCT.md rounds half cents up (2028 reimbursements are exactly
 * 392,267.775, printed 392,267.78), which toBeCloseTo(x, 2) would reject by a hair.
 */
export function expectCents(actual: number, expected: number, what?: string) {
  expect(Math.abs(actual - expected), `${what ?? ''} ${actual} vs ${expected}`).toBeLessThanOrEqual(
    0.005 + 1e-6,
  )
}

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

/**
 * An expected figure as the site writes dollars: usd(2305825.73) = "$2,305,826",
 * usd(10128.11, 2) = "$10,128.11", usd(-310536.19) = "-$310,536".
 */
export function usd(value: number, decimals = 0): string {
  const digits = Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
  return `${value < 0 ? '-' : ''}$${digits}`
}
