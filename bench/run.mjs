// `npm run bench`: measures the quality bars of PRODUCT.md section 7 on the production build in
// Chromium and prints them: JavaScript per route, multi-tenant edit latency (edit -> table,
// tiles and chart), engine time, and JS heap after 50 and 500 edits.
import { chromium } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { build, createServer, preview } from 'vite'
import { measureEditing, median, quantile, round } from './measure-editing.mjs'
import { measureLargeRentRoll } from './measure-rent-roll.mjs'
import { report } from './report.mjs'

const ROOT = new URL('..', import.meta.url).pathname
// A 10-tenant center whose loan the DSCR test limits at every benchmarked rate (5-8%), so every
// timed edit changes the table, the tiles and the chart.
const tenScenario = JSON.parse(
  readFileSync(`${ROOT}tests/fixtures/ten-tenant-scenario.json`, 'utf8'),
)
const OUT_DIR = `${ROOT}bench/.dist`
const EDITS_FOR_LATENCY = 60
const BARS = {
  firstLoadKb: 110,
  // One frame for the table, tiles and bar; the chart within 50 ms (PRODUCT.md 9.5, 10.1).
  editToTableP95: 16.7,
  editToChartP95: 50,
  engineMedianMs: 1,
  heapGrowthMb: 10,
  // PRODUCT.md 10.1, with 500 tenants: scrolling at 60 frames a second (a frame is 16.7 ms; a
  // frame of 20 ms still keeps 60 on average, one of 33 ms drops one), a 500-row import or
  // paste to figures within 1.5 s, the workbook from click to file within 2 s.
  scrollP95FrameMs: 20,
  importMs: 1500,
  workbookMs: 2000,
}

function launchOptions() {
  const system = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path) => path && existsSync(path),
  )
  const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking']
  args.push('--disable-component-update', '--disable-sync', '--js-flags=--expose-gc')
  return system ? { executablePath: system, args } : { args }
}

/** Gzip size of every JavaScript file the page requested, read from the build. */
function scriptSizes(urls) {
  return urls.map((url) => {
    const file = readFileSync(`${OUT_DIR}${new URL(url).pathname}`)
    const text = file.toString('utf8')
    return {
      file: new URL(url).pathname,
      gzipBytes: gzipSync(file).length,
      plotly: /plotly\.js|Plotly, Inc/.test(text),
      agGrid: /AG Grid|ag-grid/i.test(text),
    }
  })
}

async function measureRoute(browser, baseUrl, path, interactiveCheck) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(`${baseUrl}${path}`)
  await interactiveCheck(page)
  await page.waitForLoadState('networkidle')
  const sizes = scriptSizes(scripts)
  await context.close()
  const kb = sizes.reduce((sum, size) => sum + size.gzipBytes, 0) / 1024
  return {
    path,
    scripts: sizes.length,
    gzipKb: round(kb),
    plotly: sizes.some((s) => s.plotly),
    agGrid: sizes.some((s) => s.agGrid),
  }
}

async function measureLoad(browser, baseUrl) {
  const home = (page) => page.getByRole('button', { name: 'Calculate Mortgage & DSCR' }).waitFor()
  const heading = (page) => page.locator('h1').first().waitFor()
  const routes = [
    ['/', home],
    ['/rate-term-guidance', heading],
    ['/commercial-property-loan-calculator', heading],
    ['/super-legit-calculator', heading],
  ]
  const results = []
  for (const [path, check] of routes)
    results.push(await measureRoute(browser, baseUrl, path, check))
  return results
}

/** The engine's median time on a scenario (read through the app's scenario codec). */
function engineTime(analyzeScenario, scenarioFromJson, json, runs = 2000) {
  const decoded = scenarioFromJson(json, 2026)
  if (!decoded.ok) throw new Error(decoded.message)
  const input = decoded.scenario
  for (let warm = 0; warm < runs / 4; warm++) analyzeScenario(input)
  const samples = []
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    analyzeScenario(input)
    samples.push(performance.now() - start)
  }
  return { medianMs: round(median(samples), 3), p95Ms: round(quantile(samples, 0.95), 3) }
}

async function main() {
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } })
  const server = await preview({
    root: ROOT,
    build: { outDir: OUT_DIR },
    preview: { port: 4399, strictPort: true },
  })
  const baseUrl = 'http://localhost:4399'
  const vite = await createServer({
    root: ROOT,
    logLevel: 'silent',
    server: { middlewareMode: true },
    appType: 'custom',
  })
  const { analyzeScenario } = await vite.ssrLoadModule('/src/finance/cash-flow/analyze.ts')
  const { largeScenario } = await vite.ssrLoadModule('/tests/large-rent-roll.ts')
  const building = largeScenario(500)
  const { scenarioFromJson } = await vite.ssrLoadModule(
    '/src/features/multi-tenant/scenario/scenario-codec.ts',
  )
  const browser = await chromium.launch(launchOptions())
  try {
    const load = await measureLoad(browser, baseUrl)
    const engine = engineTime(analyzeScenario, scenarioFromJson, tenScenario)
    const engine500 = engineTime(analyzeScenario, scenarioFromJson, building, 200)
    const editing = await measureEditing(browser, baseUrl, tenScenario, EDITS_FOR_LATENCY)
    const editing500 = await measureEditing(browser, baseUrl, building, EDITS_FOR_LATENCY)
    const large = await measureLargeRentRoll(browser, baseUrl, building)
    report({ load, engine, engine500, editing, editing500, large }, BARS, ROOT)
  } finally {
    await browser.close()
    await vite.close()
    await new Promise((resolve) => server.httpServer.close(resolve))
  }
}

await main()
