// The bench's report: every measurement, then the quality bars of PRODUCT.md sections 7 and 10.1
// with whether each is met; written to bench/results/latest.json too. Every edit latency is
// printed beside the floor measured in the same run, and scrolling beside a bare AG Grid's.
import { mkdirSync, writeFileSync } from 'node:fs'
import { round } from './measure-editing.mjs'

const atMost = (measured, limit) => ({
  measured,
  target: `<= ${round(limit)}`,
  met: measured <= limit,
})

const VIEWS = ['bar', 'tiles', 'table', 'chart']
const KINDS = [
  ['gridCell', 'rent-roll cell (Enter)'],
  ['debtInput', 'debt keystroke'],
]

/** The edit-latency bars of one scenario (`label`: 10 or 500 tenants), over the floor's p95. */
function editingBars(editing, label, floor, bars) {
  const heapGrowth = round(editing.heapAfter500Mb - editing.heapAfter50Mb, 2)
  const latencies = KINDS.flatMap(([kind, title]) =>
    VIEWS.map((view) => {
      const over = view === 'chart' ? bars.editToChartOverFloorMs : bars.editToTableOverFloorMs
      return {
        bar: `${label}: ${title} -> ${view === 'bar' ? 'key-figures bar' : view} p95 (ms)`,
        ...atMost(editing[kind][view].p95Ms, floor.p95Ms + over),
      }
    }),
  )
  return [
    ...latencies,
    { bar: `${label}: heap growth 50 -> 500 edits (MB)`, ...atMost(heapGrowth, bars.heapGrowthMb) },
  ]
}

function qualityBars({ load, engine, floor, editing, editing500, large }, bars) {
  const home = load.find((route) => route.path === '/')
  return [
    { bar: 'JS before / is interactive (KB gzip)', ...atMost(home.gzipKb, bars.firstLoadKb) },
    {
      bar: 'Plotly or AG Grid requested on /',
      measured: home.plotly || home.agGrid,
      target: 'false',
      met: !home.plotly && !home.agGrid,
    },
    ...editingBars(editing, '10 tenants', floor, bars),
    ...editingBars(editing500, '500 tenants', floor, bars),
    {
      bar: 'Engine, 10 tenants + sensitivity, median (ms)',
      measured: engine.medianMs,
      target: `< ${bars.engineMedianMs}`,
      met: engine.medianMs < bars.engineMedianMs,
    },
    {
      bar: '500 tenants: scrolling 10 rows a frame, p95 frame (ms)',
      ...atMost(large.scroll.app.p95FrameMs, large.scroll.bare.p95FrameMs * bars.scrollOverBare),
    },
    {
      bar: '500-tenant share link -> figures, median of 5 (ms)',
      ...atMost(large.shareLink.medianMs, bars.shareLinkMs),
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

/** Each view's median and p95, with the floor's p95 and how far above it the p95 is. */
function printEditing(editing, tenants, floor) {
  for (const [kind, title] of KINDS) {
    const { edits, firstEdit, ...views } = editing[kind]
    console.log(`Key to update, ${edits} edits: ${title} (${tenants} tenants)`)
    console.log(
      `  the first edit after opening (a warm-up, not in the p95): bar ${firstEdit.bar} ms, chart ${firstEdit.chart} ms`,
    )
    console.table(
      Object.fromEntries(
        Object.entries(views).map(([view, { medianMs, p95Ms }]) => [
          view,
          { medianMs, p95Ms, floorP95Ms: floor.p95Ms, overFloorMs: round(p95Ms - floor.p95Ms) },
        ]),
      ),
    )
  }
  console.log(
    `JS heap: ${editing.heapAfter50Mb} MB after 50 edits, ${editing.heapAfter500Mb} MB after 500`,
  )
}

export function report(results, bars, root) {
  const { load, engine, engine500, floor, editing, editing500, large } = results
  const checks = qualityBars(results, bars)
  console.log(
    '\nJavaScript per route (gzip, everything requested until the page is interactive and idle)',
  )
  console.table(load)
  console.log(`Engine, 10 tenants: median ${engine.medianMs} ms, p95 ${engine.p95Ms} ms (Node)`)
  console.log(
    `Engine, 500 tenants: median ${engine500.medianMs} ms, p95 ${engine500.p95Ms} ms (Node)`,
  )
  console.log(
    `Floor: a key to a worker that answers at once, answer in the DOM (${floor.presses} presses): median ${floor.medianMs} ms, p95 ${floor.p95Ms} ms`,
  )
  printEditing(editing, 10, floor)
  printEditing(editing500, 500, floor)
  console.log('500 tenants: scrolling 10 rows a frame, the app beside a bare AG Grid')
  console.table({ app: large.scroll.app, bareAgGrid: large.scroll.bare })
  console.log(
    `500-tenant share link -> figures: ${large.shareLink.runs.join(', ')} ms (median ${large.shareLink.medianMs})`,
  )
  console.log('500 tenants: import, paste and workbook')
  console.table({
    importShownMs: large.importRows.shownMs,
    importSettledMs: large.importRows.settledMs,
    pasteShownMs: large.pasteRows.shownMs,
    pasteSettledMs: large.pasteRows.settledMs,
    ...large.workbook,
  })
  console.log('\nQuality bars (PRODUCT.md sections 7 and 10.1; edit latency over the floor)')
  console.table(checks)
  mkdirSync(`${root}bench/results`, { recursive: true })
  writeFileSync(`${root}bench/results/latest.json`, JSON.stringify({ ...results, checks }, null, 2))
  if (checks.some((check) => !check.met)) process.exitCode = 1
}
