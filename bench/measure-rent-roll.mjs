// The 500-tenant bars of PRODUCT.md 10.1 that are not edit latency: scrolling the rent roll
// (against a bare AG Grid of the same shape), a share link opened to figures, a 500-row import
// and paste to figures, and the workbook from click to file.
import { deflateRawSync } from 'node:zlib'
import { median, openScenario, quantile, round, settled } from './measure-editing.mjs'

const COLUMNS = ['name', 'squareFootage', 'baseRent', 'annualEscalation', 'leaseStart']
const MORE = ['leaseExpiration', 'leaseType', 'tiPerSF', 'leasingCommission']
const HEADER = 'Tenant,SF,Rent PSF,Escalation,Lease Start,Lease Expiration,Lease Type,TI,LC'

/** The scenario's rent roll as a CSV export with a header row. */
function rentRollCsv(tenants) {
  const quote = (value) => (/[",]/.test(String(value)) ? `"${value}"` : String(value))
  const lines = tenants.map((tenant) => [...COLUMNS, ...MORE].map((key) => quote(tenant[key])))
  return [HEADER, ...lines.map((cells) => cells.join(','))].join('\r\n')
}

/** Rows scrolled each frame: a flick through a long rent roll (PRODUCT.md 10.1). */
const ROWS_A_FRAME = 10

/**
 * Frames while the grid whose scrolling viewport `viewport` selects scrolls from top to bottom,
 * ROWS_A_FRAME rows a frame (the first two frames, before scrolling starts, left out).
 */
async function scrollFrames(page, viewport) {
  return page.evaluate(
    ({ selector, rows }) =>
      new Promise((resolve) => {
        const element = document.querySelector(selector)
        const step = rows * element.querySelector('.ag-row').offsetHeight
        const frames = []
        let last = performance.now()
        const next = (now) => {
          frames.push(now - last)
          last = now
          element.scrollTop += step
          if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1)
            resolve(frames.slice(2))
          else requestAnimationFrame(next)
        }
        requestAnimationFrame(next)
      }),
    { selector: viewport, rows: ROWS_A_FRAME },
  )
}

const APP_VIEWPORT = '.tenant-grid [role="grid"]'

/** The app's 500-row rent roll scrolled, and the shape of its grid for the bare one. */
export async function appScroll(browser, baseUrl, scenario) {
  const page = await openScenario(browser, baseUrl, scenario)
  const shape = await page.evaluate(() => {
    const box = document.querySelector('.tenant-grid .ag-root-wrapper').getBoundingClientRect()
    const header = (selector) => document.querySelector(selector)?.getBoundingClientRect().height
    return {
      width: Math.round(box.width),
      height: Math.round(box.height),
      headerHeight: header('.tenant-grid .ag-header-row-column'),
      floatingFiltersHeight: header('.tenant-grid .ag-header-row-column-filter'),
    }
  })
  const frames = await scrollFrames(page, APP_VIEWPORT)
  await page.close()
  return { frames, shape }
}

/** A bare AG Grid of the same rows, columns, header and size (bench/pages/bare-grid.ts), scrolled. */
async function bareScroll(browser, baseUrl, tenants, shape) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(`${baseUrl}/bench/pages/bare-grid.html`)
  await page.waitForFunction(() => typeof window.mountBareGrid === 'function')
  await page.evaluate((mounted) => window.mountBareGrid(mounted), { ...shape, tenants })
  await page.locator('#bare-grid .ag-row').first().waitFor()
  await settled(page)
  const frames = await scrollFrames(page, '#bare-grid [role="grid"]')
  await page.close()
  return frames
}

export const frameSummary = (frames) => ({
  frames: frames.length,
  p95FrameMs: round(quantile(frames, 0.95)),
  fps: round(1000 / (frames.reduce((sum, ms) => sum + ms, 0) / frames.length)),
})

/**
 * Scrolling the app's 500-row rent roll against a bare AG Grid of the same shape, in turns (two
 * each), so both see the machine as it is during the run.
 */
async function scrolling(browser, baseUrl, scenario, tenants) {
  const app = []
  const bare = []
  for (let turn = 0; turn < 2; turn++) {
    const run = await appScroll(browser, baseUrl, scenario)
    app.push(...run.frames)
    bare.push(...(await bareScroll(browser, baseUrl, tenants, run.shape)))
  }
  return { app: frameSummary(app), bare: frameSummary(bare) }
}

/**
 * From the click or paste that `act()` performs until the page shows the figures of `count`
 * tenants: `shownMs` in the page, when the count and the key-figures bar are in the DOM (as edit
 * latency is timed), and `settledMs` by the test tool's clock until it sees them, which also waits
 * for the work the page does right after showing them (the chart, the other cards).
 */
async function untilFigures(page, count, act) {
  await page.evaluate((tenants) => {
    const state = { start: null, shown: null }
    window.__figures = state
    const begin = () => (state.start ??= performance.now())
    document.addEventListener('click', begin, { capture: true, once: true })
    document.addEventListener('paste', begin, { capture: true, once: true })
    const shown = () =>
      document.querySelector('[data-metric="tenantCount"]')?.getAttribute('data-value') ===
        String(tenants) && document.querySelector('[data-summary="recommendedLoan"]') !== null
    const observer = new MutationObserver(() => {
      if (state.start === null || !shown()) return
      state.shown = performance.now() - state.start
      observer.disconnect()
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true })
  }, count)
  const start = Date.now()
  await act()
  await page.waitForFunction(() => window.__figures.shown !== null, null, { timeout: 15_000 })
  const settledMs = Date.now() - start
  const shownMs = await page.evaluate(() => Math.round(window.__figures.shown))
  return { shownMs, settledMs }
}

async function emptyPage(browser, baseUrl) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(`${baseUrl}/super-legit-calculator`)
  await page.getByRole('heading', { name: 'Tenant Information' }).waitFor()
  return page
}

async function importTime(browser, baseUrl, tenants) {
  const page = await emptyPage(browser, baseUrl)
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Import Rent Roll', exact: true }).click()
  const csv = rentRollCsv(tenants)
  await (
    await chooser
  ).setFiles({ name: 'rent-roll.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  const dialog = page.getByRole('dialog', { name: 'Import Rent Roll' })
  await dialog.waitFor()
  const times = await untilFigures(page, tenants.length, () =>
    dialog.getByRole('button', { name: 'Import', exact: true }).click(),
  )
  await page.close()
  return times
}

async function pasteTime(browser, baseUrl, tenants) {
  const page = await emptyPage(browser, baseUrl)
  const text = rentRollCsv(tenants)
    .split('\r\n')
    .slice(1)
    .map((line) => line.replaceAll(',', '\t'))
  const paste = (rows) =>
    page.getByRole('region', { name: 'Rent roll' }).evaluate((region, clipboard) => {
      region.focus()
      const data = new DataTransfer()
      data.setData('text/plain', clipboard)
      region.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
    }, rows.join('\r\n'))
  const times = await untilFigures(page, tenants.length, () => paste(text))
  await page.close()
  return times
}

async function workbookTime(browser, baseUrl, scenario) {
  const page = await openScenario(browser, baseUrl, scenario)
  const times = []
  for (let click = 0; click < 2; click++) {
    const start = Date.now()
    const download = page.waitForEvent('download', { timeout: 30_000 })
    await page.getByRole('button', { name: 'Download Excel Workbook' }).first().click()
    await (await download).path()
    times.push(Date.now() - start)
  }
  await page.close()
  return { firstClickMs: times[0], laterClickMs: times[1] }
}

/**
 * A 500-tenant share link (`#z=`, as Copy Link writes it) opened in a new browser context, from
 * the navigation to the rent roll's count and the key-figures bar in the DOM; `runs` times.
 */
export async function shareLinkTimes(browser, baseUrl, scenario, runs = 5) {
  const link = `${baseUrl}/super-legit-calculator#z=${deflateRawSync(JSON.stringify(scenario)).toString('base64url')}`
  const count = String(scenario.tenants.length)
  const times = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.addInitScript((tenants) => {
      const shown = () =>
        document.querySelector('[data-metric="tenantCount"]')?.getAttribute('data-value') ===
          tenants && document.querySelector('[data-summary="recommendedLoan"]') !== null
      new MutationObserver((_, observer) => {
        if (window.__opened !== undefined || !shown()) return
        window.__opened = performance.now()
        observer.disconnect()
      }).observe(document, { subtree: true, childList: true, attributes: true })
    }, count)
    await page.goto(link)
    await page.waitForFunction(() => window.__opened !== undefined, null, { timeout: 15_000 })
    times.push(Math.round(await page.evaluate(() => window.__opened)))
    await context.close()
  }
  return { runs: times, medianMs: median(times), worstMs: Math.max(...times) }
}

/** `tenants`: the scenario's rows as the app reads them (for the bare grid's cells). */
export async function measureLargeRentRoll(browser, baseUrl, scenario, tenants) {
  return {
    scroll: await scrolling(browser, baseUrl, scenario, tenants),
    shareLink: await shareLinkTimes(browser, baseUrl, scenario),
    importRows: await importTime(browser, baseUrl, scenario.tenants),
    pasteRows: await pasteTime(browser, baseUrl, scenario.tenants),
    workbook: await workbookTime(browser, baseUrl, scenario),
  }
}
