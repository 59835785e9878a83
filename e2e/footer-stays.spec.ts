import { expect, test } from './fixtures'
import { PATHS } from './models/site-chrome'

declare global {
  interface Window {
    footerTops: number[]
  }
}

/**
 * Runs in the page before its scripts: after every change to the document, once the page's
 * heading is there, notes where the footer's top edge is (in document pixels) when it has moved.
 */
function noteFooterTops() {
  window.footerTops = []
  new MutationObserver(() => {
    const footer = document.querySelector('footer')
    if (!footer || !document.querySelector('main h1')) return
    const top = Math.round(footer.getBoundingClientRect().top + window.scrollY)
    if (window.footerTops.at(-1) !== top) window.footerTops.push(top)
  }).observe(document, { childList: true, subtree: true })
}

const PAGES = [
  ['the home calculator', PATHS.home],
  ['the rate guide', PATHS.rateGuide],
  ['the landing page', PATHS.landing],
  ['the methodology page', PATHS.methodology],
] as const

// A link in the footer that moves as the page's last parts arrive takes a click meant for it
// somewhere else: a quick reader (or a test) then clicks the wrong thing, or nothing.
test.describe('the footer stays where it first shows', () => {
  for (const [name, path] of PAGES) {
    test(`on ${name}`, async ({ page }) => {
      await page.addInitScript(noteFooterTops)
      await page.goto(path)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)))
      const tops = await page.evaluate(() => window.footerTops)
      expect(tops.length, `the footer's top edge went ${tops.join(' -> ')} px`).toBe(1)
    })
  }
})
