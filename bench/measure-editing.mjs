// Edit latency (edit -> annual table, tiles, key-figures bar, chart) and JS heap growth on the
// multi-tenant page, for a given scenario (10 or 500 tenants).

export const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}
export const median = (values) => quantile(values, 0.5)
export const round = (value, digits = 1) => Number(value.toFixed(digits))

/** The multi-tenant page with `scenario` opened through its share link, analysed and drawn. */
export async function openScenario(browser, baseUrl, scenario) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const hash = Buffer.from(JSON.stringify(scenario)).toString('base64url')
  await page.goto(`${baseUrl}/super-legit-calculator#scenario=${hash}`)
  await page.locator('.js-plotly-plot .main-svg').first().waitFor()
  await page.locator('[data-metric="recommendedLoan"]').waitFor()
  return page
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

/** Debt interest rate: one keystroke per edit, cycling 5% -> 8%, so every figure changes. */
function rateEdit(page) {
  const rate = page.getByLabel('Interest Rate (%)', { exact: true })
  return async (edit) => {
    await rate.press('Control+A')
    await rate.press(String(5 + (edit % 4)))
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
const latency = (samples) => ({
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
 * `edits` rent roll edits, then 500 debt-rate keystrokes (the first `edits` timed), with the
 * JS heap after the 50th and the 500th.
 */
export async function measureEditing(browser, baseUrl, scenario, edits) {
  const page = await openScenario(browser, baseUrl, scenario)
  await instrumentPage(page)
  const client = await page.context().newCDPSession(page)
  const gridSamples = []
  const gridEditing = gridEdit(page)
  for (let edit = 1; edit <= edits; edit++)
    gridSamples.push(await timedEdit(page, () => gridEditing(edit)))
  const rateSamples = []
  const rateEditing = rateEdit(page)
  let heapAfter50 = 0
  for (let edit = 1; edit <= 500; edit++) {
    const timing = await timedEdit(page, () => rateEditing(edit))
    if (edit <= edits) rateSamples.push(timing)
    if (edit === 50) heapAfter50 = await heapMb(client)
  }
  const heapAfter500 = await heapMb(client)
  await page.close()
  return {
    debtInput: latency(rateSamples),
    gridCell: latency(gridSamples),
    heapAfter50Mb: round(heapAfter50, 2),
    heapAfter500Mb: round(heapAfter500, 2),
  }
}
