// The bench's report: every measurement, then the quality bars of PRODUCT.md sections 7 and 10.1
// with whether each is met; written to bench/results/latest.json too.
import { mkdirSync, writeFileSync } from 'node:fs'
import { round } from './measure-editing.mjs'

const atMost = (measured, limit) => ({ measured, target: `<= ${limit}`, met: measured <= limit })

/** The edit-latency and heap bars of one scenario (`label`: 10 or 500 tenants). */
function editingBars(editing, label, bars) {
  const worstP95 = (view) => Math.max(editing.debtInput[view].p95Ms, editing.gridCell[view].p95Ms)
  const heapGrowth = round(editing.heapAfter500Mb - editing.heapAfter50Mb, 2)
  return [
    {
      bar: `${label}: edit -> annual table p95 (ms)`,
      ...atMost(worstP95('table'), bars.editToTableP95),
    },
    {
      bar: `${label}: edit -> sizing tiles p95 (ms)`,
      ...atMost(worstP95('tiles'), bars.editToTableP95),
    },
    {
      bar: `${label}: edit -> key-figures bar p95 (ms)`,
      ...atMost(worstP95('bar'), bars.editToTableP95),
    },
    { bar: `${label}: edit -> chart p95 (ms)`, ...atMost(worstP95('chart'), bars.editToChartP95) },
    { bar: `${label}: heap growth 50 -> 500 edits (MB)`, ...atMost(heapGrowth, bars.heapGrowthMb) },
  ]
}

function qualityBars({ load, engine, editing, editing500, large }, bars) {
  const home = load.find((route) => route.path === '/')
  return [
    { bar: 'JS before / is interactive (KB gzip)', ...atMost(home.gzipKb, bars.firstLoadKb) },
    {
      bar: 'Plotly or AG Grid requested on /',
      measured: home.plotly || home.agGrid,
      target: 'false',
      met: !home.plotly && !home.agGrid,
    },
    ...editingBars(editing, '10 tenants', bars),
    ...editingBars(editing500, '500 tenants', bars),
    {
      bar: 'Engine, 10 tenants + sensitivity, median (ms)',
      measured: engine.medianMs,
      target: `< ${bars.engineMedianMs}`,
      met: engine.medianMs < bars.engineMedianMs,
    },
    {
      bar: '500 tenants: scrolling, p95 frame (ms)',
      ...atMost(large.scroll.p95FrameMs, bars.scrollP95FrameMs),
    },
    {
      bar: '500-row import -> figures shown (ms)',
      ...atMost(large.importRows.shownMs, bars.importMs),
    },
    {
      bar: '500-row paste -> figures shown (ms)',
      ...atMost(large.pasteRows.shownMs, bars.importMs),
    },
    {
      bar: '500 tenants: workbook click -> file (ms)',
      ...atMost(large.workbook.firstClickMs, bars.workbookMs),
    },
  ]
}

function printEditing(editing, tenants) {
  for (const [kind, title] of [
    ['gridCell', 'rent roll base rent typed and committed with Enter'],
    ['debtInput', 'one keystroke in the debt interest rate'],
  ]) {
    const { edits, ...views } = editing[kind]
    console.log(`Edit to update, ${edits} edits: ${title} (${tenants} tenants)`)
    console.table(views)
  }
  console.log(
    `JS heap: ${editing.heapAfter50Mb} MB after 50 edits, ${editing.heapAfter500Mb} MB after 500`,
  )
}

export function report(results, bars, root) {
  const { load, engine, engine500, editing, editing500, large } = results
  const checks = qualityBars(results, bars)
  console.log(
    '\nJavaScript per route (gzip, everything requested until the page is interactive and idle)',
  )
  console.table(load)
  console.log(`Engine, 10 tenants: median ${engine.medianMs} ms, p95 ${engine.p95Ms} ms (Node)`)
  console.log(
    `Engine, 500 tenants: median ${engine500.medianMs} ms, p95 ${engine500.p95Ms} ms (Node)`,
  )
  printEditing(editing, 10)
  printEditing(editing500, 500)
  console.log('500 tenants: scrolling, import, paste and workbook')
  console.table({
    ...large.scroll,
    importShownMs: large.importRows.shownMs,
    importSettledMs: large.importRows.settledMs,
    pasteShownMs: large.pasteRows.shownMs,
    pasteSettledMs: large.pasteRows.settledMs,
    ...large.workbook,
  })
  console.log('\nQuality bars (PRODUCT.md sections 7 and 10.1)')
  console.table(checks)
  mkdirSync(`${root}bench/results`, { recursive: true })
  writeFileSync(`${root}bench/results/latest.json`, JSON.stringify({ ...results, checks }, null, 2))
  if (checks.some((check) => !check.met)) process.exitCode = 1
}
