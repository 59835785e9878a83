// The floor of edit latency, measured in the same run as the app's figures: a key pressed in an
// input whose keydown goes to a Web Worker that answers at once, to the answer in the DOM
// (bench/pages/floor.ts). Chromium holds the answer until the next frame has been produced, so
// no worker design shows figures sooner; each of the app's latencies is printed beside this.
import { median, quantile, round, WARM_UP_EDITS } from './measure-editing.mjs'

/** `presses` real key presses in the floor page, each timed from keydown to the answer shown. */
export async function measureFloor(browser, baseUrl, presses) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(`${baseUrl}/bench/pages/floor.html`)
  const input = page.locator('#floor-input')
  await input.focus()
  await page.evaluate(() => {
    const state = { start: 0, shown: null }
    window.__floor = state
    document.addEventListener(
      'keydown',
      () => {
        state.start = performance.now()
        state.shown = null
      },
      true,
    )
    new MutationObserver(() => {
      if (state.start && state.shown === null) state.shown = performance.now() - state.start
    }).observe(document.getElementById('floor-answer'), {
      childList: true,
      characterData: true,
      subtree: true,
    })
  })
  // The worker loads with the page: the first answers are not timed.
  for (let warm = 0; warm < WARM_UP_EDITS; warm++) await press(page, warm)
  const samples = []
  for (let key = 0; key < presses; key++) samples.push(await press(page, key))
  await page.close()
  return { presses, medianMs: round(median(samples)), p95Ms: round(quantile(samples, 0.95)) }
}

async function press(page, key) {
  await page.keyboard.press(String(key % 10))
  await page.waitForFunction(() => window.__floor.shown !== null, null, { timeout: 5_000 })
  return page.evaluate(() => window.__floor.shown)
}
