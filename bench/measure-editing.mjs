// Edit latency (edit -> annual table, tiles, key-figures bar, chart) and JS heap growth on the
// multi-tenant page, for a given scenario (10 or 500 tenants).

export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}
export const median = (values) => quantile(values, 0.5)
export const round = (value, digits = 1) => Number(value.toFixed(digits))
/**
 * Key presses or edits made before the timed ones, in the floor page and in the app alike: the
 * first run code cold (the JIT, a page still settling after it opened). The app's first edit is
 * reported on its own.
 */
export const WARM_UP_EDITS = 5

/**
 * The multi-tenant page with `scenario` opened through its share link, analysed, drawn and
 * settled: what it does after showing its figures (the annual table, the other cards, code
 * still loading) is done before anything is timed on it. Opening is timed on its own.
 */
export async function openScenario(browser, baseUrl, scenario) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const hash = Buffer.from(JSON.stringify(scenario)).toString('base64url')
  await page.goto(`${baseUrl}/super-legit-calculator#scenario=${hash}`)
  await page.locator('.js-plotly-plot .main-svg').first().waitFor()
  await page.locator('[data-metric="recommendedLoan"]').waitFor()
  await page.locator('[data-metric="debtService"]').first().waitFor()
  await settled(page)
  return page
}

/**
 * Resolves once the page has nothing left to do: two idle periods in a row that the browser
 * gave whole (50 ms each, which it does only when no task or frame is waiting), or after 10 s.
 */
export function settled(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const giveUp = setTimeout(resolve, 10_000)
        let quiet = 0
        const check = (deadline) => {
          quiet = deadline.timeRemaining() >= 49 ? quiet + 1 : 0
          if (quiet < 2) return requestIdleCallback(check)
          clearTimeout(giveUp)
          resolve()
        }
        requestIdleCallback(check)
      }),
  )
}

/** Installs observers that time each edit (keydown) to the table, tiles and chart updating. */
async function instrumentPage(page) {
  await page.evaluate(() => {
    const state = { start: 0, table: null, tiles: null, bar: null, chart: null }
    window.__bench = state
    document.addEventListener(
      'keydown',
      (event) => {
        // A typed character edits a field; Enter commits a grid cell. Other keys edit nothing.
        const edits =
          event.key === 'Enter' || (event.key.length === 1 && !event.ctrlKey && !event.metaKey)
        if (!edits) return
        state.start = performance.now()
        state.table = state.tiles = state.bar = state.chart = null
      },
      true,
    )
    const watch = (target, key, attributeFilter) => {
      if (!target) throw new Error(`bench: nothing to watch for the ${key}`)
      new MutationObserver(() => {
        if (state.start && state[key] === null) state[key] = performance.now() - state.start
      }).observe(target, {
        subtree: true,
        attributes: true,
        childList: true,
        characterData: true,
        attributeFilter,
      })
    }
    const annualTable = document.querySelector('[data-metric="debtService"]')?.closest('.ag-root')
    watch(annualTable, 'table', ['data-value'])
    watch(document.querySelector('[data-metric="recommendedLoan"]'), 'tiles', ['data-value'])
    watch(document.querySelector('[data-summary="recommendedLoan"]'), 'bar', ['data-value'])
    watch(document.querySelector('.js-plotly-plot'), 'chart')
  })
}

/** Performs one edit and waits until the table, the tiles and the chart have all updated. */
async function timedEdit(page, edit) {
  await edit()
  await page.waitForFunction(
    () => {
      const state = window.__bench
      return [state.table, state.tiles, state.bar, state.chart].every((time) => time !== null)
    },
    null,
    { timeout: 5_000 },
  )
  return page.evaluate(() => ({ ...window.__bench }))
}

/**
 * Debt interest rate: one keystroke per edit, cycling 5% -> 8%, so every figure changes. The
 * keys are pressed as a user types them, into the field that has the caret (focused once), as
 * in the floor page: a locator's press looks the field up by its label before each key, which
 * walks the whole page in its own script (1.7 MB of garbage an edit at 500 tenants, 0.7 MB at 10).
 */
async function rateEdit(page) {
  await page.getByLabel('Interest Rate (%)', { exact: true }).focus()
  return async (edit) => {
    await page.keyboard.press('Control+A')
    await page.keyboard.press(String(5 + (edit % 4)))
  }
}

/** Rent roll: a new base rent typed into a tenant's cell and committed with Enter. */
function gridEdit(page) {
  const grid = page.getByRole('grid', { name: 'Rent roll' })
  return async (edit) => {
    await grid.locator(`[role="row"][row-index="${edit % 10}"] [col-id="baseRent"]`).click()
    await page.keyboard.type(String(20 + (edit % 7)))
    await page.keyboard.press('Enter')
  }
}

const summarize = (samples, key) => {
  const values = samples.map((sample) => sample[key])
  return { medianMs: round(median(values)), p95Ms: round(quantile(values, 0.95)) }
}
const latency = ([first], samples) => ({
  firstEdit: { bar: round(first.bar), chart: round(first.chart) },
  edits: samples.length,
  table: summarize(samples, 'table'),
  tiles: summarize(samples, 'tiles'),
  bar: summarize(samples, 'bar'),
  chart: summarize(samples, 'chart'),
})

async function heapMb(client) {
  await client.send('HeapProfiler.collectGarbage')
  const { usedSize } = await client.send('Runtime.getHeapUsage')
  return usedSize / 1024 / 1024
}

/**
 * `edits` rent roll edits, then 500 debt-rate keystrokes (`edits` of them timed), each series
 * after WARM_UP_EDITS untimed ones, with the JS heap after the 50th and the 500th keystroke.
 */
export async function measureEditing(browser, baseUrl, scenario, edits) {
  const page = await openScenario(browser, baseUrl, scenario)
  await instrumentPage(page)
  const client = await page.context().newCDPSession(page)
  const gridSamples = []
  const gridEditing = gridEdit(page)
  for (let edit = 1; edit <= WARM_UP_EDITS + edits; edit++)
    gridSamples.push(await timedEdit(page, () => gridEditing(edit)))
  const rateSamples = []
  const rateEditing = await rateEdit(page)
  let heapAfter50 = 0
  for (let edit = 1; edit <= 500; edit++) {
    const timing = await timedEdit(page, () => rateEditing(edit))
    if (edit <= WARM_UP_EDITS + edits) rateSamples.push(timing)
    if (edit === 50) heapAfter50 = await heapMb(client)
  }
  const heapAfter500 = await heapMb(client)
  await page.close()
  return {
    debtInput: latency(rateSamples.slice(0, WARM_UP_EDITS), rateSamples.slice(WARM_UP_EDITS)),
    gridCell: latency(gridSamples.slice(0, WARM_UP_EDITS), gridSamples.slice(WARM_UP_EDITS)),
    heapAfter50Mb: round(heapAfter50, 2),
    heapAfter500Mb: round(heapAfter500, 2),
  }
}
