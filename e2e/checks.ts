import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Checks of what a page shows, for specs (through fixtures.ts) and page models. */

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

/**
 * Each result figure of `expected` (only those of `names` when given) shows its value there to
 * the cent (toBeCloseTo 2): expectFigures(page, { monthlyPayment: 10_128.11 }).
 */
export async function expectFigures<Name extends string>(
  page: Page,
  expected: NoInfer<Record<Name, number>>,
  names: readonly Name[] = Object.keys(expected) as Name[],
) {
  for (const name of names) expect(await metric(page, name), name).toBeCloseTo(expected[name], 2)
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
  // Only violations are read: axe then keeps one node per passing rule instead of every node.
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .options({ resultTypes: ['violations'] })
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
 * An expected figure as the site writes dollars, a negative in parentheses as on every screen:
 * usd(2305825.73) = "$2,305,826", usd(10128.11, 2) = "$10,128.11", usd(-310536.19) = "($310,536)".
 */
export function usd(value: number, decimals = 0): string {
  const digits = Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
  return value < 0 && /[1-9]/.test(digits) ? `($${digits})` : `$${digits}`
}

/** What the page last put on the system clipboard (the context needs clipboard-read). */
export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText())
}

/**
 * Runs `act` with the page's processor `rate` times slower (Chromium's CPU throttling), as on a
 * busy or slow machine, and gives the page its speed back afterwards, whatever happens.
 */
export async function onSlowProcessor<T>(page: Page, rate: number, act: () => Promise<T>) {
  const cpu = await page.context().newCDPSession(page)
  await cpu.send('Emulation.setCPUThrottlingRate', { rate })
  try {
    return await act()
  } finally {
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await cpu.detach()
  }
}
