// `npm run bench`: measures the quality bars of PRODUCT.md section 7 on the production build in
// Chromium and prints them: JavaScript per route, multi-tenant edit latency (edit -> table,
// tiles and chart) beside the floor any worker design has (bench/measure-floor.mjs), engine
// time, JS heap after 50 and 500 edits, and the 500-tenant bars (scrolling beside a bare AG
// Grid, a share link opened, import, paste, workbook). BENCH_PORT and BENCH_OUT_DIR let two
// runs share a machine.
import { chromium } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { createServer, preview } from 'vite'
import { buildBench } from './build.mjs'
import { measureEditing, median, quantile, round } from './measure-editing.mjs'
import { measureFloor } from './measure-floor.mjs'
import { measureLargeRentRoll } from './measure-rent-roll.mjs'
import { report } from './report.mjs'

const ROOT = new URL('..', import.meta.url).pathname
// A 10-tenant center whose loan the DSCR test limits at every benchmarked rate (5-8%), so every
// timed edit changes the table, the tiles and the chart.
const tenScenario = JSON.parse(
  readFileSync(`${ROOT}tests/fixtures/ten-tenant-scenario.json`, 'utf8'),
)
const OUT_DIR = resolve(ROOT, process.env.BENCH_OUT_DIR ?? 'bench/.dist')
const PORT = Number(process.env.BENCH_PORT ?? 4399)
const FLOOR_PRESSES = 120
// As many timed edits as the floor has presses: the p95 of 60 was the third-worst edit, which
// moved by a whole frame between runs of the same build.
const EDITS_FOR_LATENCY = FLOOR_PRESSES
const BARS = {
  firstLoadKb: 110,
  // The table, tiles and bar within one frame more than the floor (a key answered by a worker
  // that does nothing, measured in the same run); the chart within 50 ms more than the floor.
  editToTableOverFloorMs: 16.7,
  editToChartOverFloorMs: 50,
  engineMedianMs: 1,
  heapGrowthMb: 10,
  // PRODUCT.md 10.1, with 500 tenants: scrolling ten rows a frame with a p95 frame at most 1.25
  // times a bare AG Grid's of the same shape (in the same run), a share link opened to figures
  // within 1 s, a 500-row import or paste to figures within 1.5 s, the workbook within 2 s.
  scrollOverBare: 1.25,
  shareLinkMs: 1000,
  importMs: 1500,
  workbookMs: 2000,
}

function launchOptions() {
  // As playwright.config.ts: a system Chromium when there is one, its headless shell first.
  const system = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ].find((path) => path && existsSync(path))
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
  const outDir = OUT_DIR
  await buildBench(ROOT, outDir)
  const server = await preview({
    root: ROOT,
    build: { outDir },
    preview: { port: PORT, strictPort: true },
  })
  const baseUrl = `http://localhost:${PORT}`
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
  const buildingRows = scenarioFromJson(building).scenario.tenants
  const browser = await chromium.launch(launchOptions())
  try {
    const load = await measureLoad(browser, baseUrl)
    const engine = engineTime(analyzeScenario, scenarioFromJson, tenScenario)
    const engine500 = engineTime(analyzeScenario, scenarioFromJson, building, 200)
    const floor = await measureFloor(browser, baseUrl, FLOOR_PRESSES)
    const editing = await measureEditing(browser, baseUrl, tenScenario, EDITS_FOR_LATENCY)
    const editing500 = await measureEditing(browser, baseUrl, building, EDITS_FOR_LATENCY)
    const large = await measureLargeRentRoll(browser, baseUrl, building, buildingRows)
    report({ load, engine, engine500, floor, editing, editing500, large }, BARS, ROOT)
  } finally {
    await browser.close()
    await vite.close()
    await new Promise((resolve) => server.httpServer.close(resolve))
  }
}

await main()
