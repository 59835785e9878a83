import { expect, test } from './fixtures'
import { MAX_LOAN_WORKED_EXAMPLE, MORTGAGE_WORKED_EXAMPLE } from '../tests/worked-example-figures'
import { PATHS } from './models/site-chrome'
import { resultsSearch, type ResultsScreen } from '../src/features/home-calculators/home-url'

/** The address the home page writes for a calculator's results (its inputs as text). */
function results(view: ResultsScreen, input: object): string {
  const typed = Object.entries(input).map(([key, value]) => [key, String(value)])
  return `/${resultsSearch(view, Object.fromEntries(typed))}`
}

declare global {
  interface Window {
    moves: string[]
  }
}

/** What must not move once the page's heading shows: the footer, and where each chart draws. */
const STILL = 'footer, .chart__plot'

/**
 * Runs in the page before its scripts: after every change to the document, once the page's
 * heading is there, notes each element of `selector` whose top edge (in document pixels) moved.
 */
function noteMoves(selector: string) {
  const tops = new Map<Element, number>()
  window.moves = []
  new MutationObserver(() => {
    if (!document.querySelector('main h1')) return
    for (const element of document.querySelectorAll(selector)) {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY)
      const before = tops.get(element)
      if (before !== undefined && before !== top)
        window.moves.push(`${element.localName}.${element.className}: ${before} -> ${top} px`)
      tops.set(element, top)
    }
  }).observe(document, { childList: true, subtree: true })
}

const PAGES = [
  ['the home calculator', PATHS.home],
  ['the rate guide', PATHS.rateGuide],
  ['the landing page', PATHS.landing],
  ['the methodology page', PATHS.methodology],
  ['the multi-tenant page', PATHS.multiTenant],
  // Their charts arrive after their heading.
  ['the mortgage results', results('mortgage-results', MORTGAGE_WORKED_EXAMPLE.input)],
  ['the maximum loan results', results('max-loan-results', MAX_LOAN_WORKED_EXAMPLE.input)],
] as const

// A link in the footer that moves as the page's last parts arrive takes a click meant for it
// somewhere else: a quick reader (or a test) then clicks the wrong thing, or nothing. A chart
// that jumps as Plotly replaces its placeholder moves what a reader was looking at.
test.describe('the footer and the charts stay where they first show', () => {
  for (const [name, path] of PAGES) {
    test(`on ${name}`, async ({ page }) => {
      await page.addInitScript(noteMoves, STILL)
      // A slow connection: each script comes 300 ms late, so what loads late shows after the rest.
      await page.route('**/assets/*.js', async (route) => {
        await new Promise((done) => setTimeout(done, 300))
        await route.continue()
      })
      await page.goto(path)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)))
      expect(await page.evaluate(() => window.moves)).toEqual([])
    })
  }
})
