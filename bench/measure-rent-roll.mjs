// The 500-tenant bars of PRODUCT.md 10.1 that are not edit latency: scrolling the rent roll,
// a 500-row import and paste to figures, and the workbook from click to file.
import { openScenario, quantile, round } from './measure-editing.mjs'

const COLUMNS = ['name', 'squareFootage', 'baseRent', 'annualEscalation', 'leaseStart']
const MORE = ['leaseExpiration', 'leaseType', 'tiPerSF', 'leasingCommission']
const HEADER = 'Tenant,SF,Rent PSF,Escalation,Lease Start,Lease Expiration,Lease Type,TI,LC'

/** The scenario's rent roll as a CSV export with a header row. */
function rentRollCsv(tenants) {
  const quote = (value) => (/[",]/.test(String(value)) ? `"${value}"` : String(value))
  const lines = tenants.map((tenant) => [...COLUMNS, ...MORE].map((key) => quote(tenant[key])))
  return [HEADER, ...lines.map((cells) => cells.join(','))].join('\r\n')
}

/** Frames while the rent roll scrolls from top to bottom, 3 rows a frame. */
async function scrollFrames(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const viewport = document.querySelector('.tenant-grid [role="grid"]')
        const frames = []
        let last = performance.now()
        const step = (now) => {
          frames.push(now - last)
          last = now
          viewport.scrollTop += 126
          if (viewport.scrollTop + viewport.clientHeight >= viewport.scrollHeight - 1)
            resolve(frames.slice(2))
          else requestAnimationFrame(step)
        }
        requestAnimationFrame(step)
      }),
  )
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

export async function measureLargeRentRoll(browser, baseUrl, scenario) {
  const page = await openScenario(browser, baseUrl, scenario)
  const frames = await scrollFrames(page)
  await page.close()
  const p95Frame = quantile(frames, 0.95)
  return {
    scroll: {
      frames: frames.length,
      p95FrameMs: round(p95Frame),
      fps: round(1000 / (frames.reduce((sum, ms) => sum + ms, 0) / frames.length)),
    },
    importRows: await importTime(browser, baseUrl, scenario.tenants),
    pasteRows: await pasteTime(browser, baseUrl, scenario.tenants),
    workbook: await workbookTime(browser, baseUrl, scenario),
  }
}
