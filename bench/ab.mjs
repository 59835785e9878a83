// An A/B of two builds on the same machine, in turns (STYLE.md): scrolling the 500-row rent roll
// ten rows a frame, and the 500-tenant share link opened to figures. Each build is a directory
// made by `node bench/build.mjs <dir>` in the checkout to compare (a worktree of another commit
// works: `git worktree add /tmp/a <commit>`, then build there with this checkout's bench/).
//   node bench/ab.mjs <dirA> <dirB> [turns]
import { chromium } from '@playwright/test'
import { createServer, preview } from 'vite'
import { median, quantile, round } from './measure-editing.mjs'
import { appScroll, frameSummary, shareLinkTimes } from './measure-rent-roll.mjs'

const ROOT = new URL('..', import.meta.url).pathname
const [dirA, dirB, turnsText = '3'] = process.argv.slice(2)
if (!dirA || !dirB) throw new Error('usage: node bench/ab.mjs <dirA> <dirB> [turns]')
const PORT = Number(process.env.BENCH_PORT ?? 4399)

const serve = (outDir, port) =>
  preview({ root: ROOT, build: { outDir }, preview: { port, strictPort: true } })
const servers = [await serve(dirA, PORT), await serve(dirB, PORT + 1)]
const vite = await createServer({
  root: ROOT,
  logLevel: 'silent',
  server: { middlewareMode: true },
  appType: 'custom',
})
const { largeScenario } = await vite.ssrLoadModule('/tests/large-rent-roll.ts')
const building = largeScenario(500)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const frames = { A: [], B: [] }
const opens = { A: [], B: [] }
try {
  for (let turn = 0; turn < Number(turnsText); turn++)
    for (const [name, port] of [
      ['A', PORT],
      ['B', PORT + 1],
    ]) {
      const baseUrl = `http://localhost:${port}`
      frames[name].push(...(await appScroll(browser, baseUrl, building)).frames)
      opens[name].push(...(await shareLinkTimes(browser, baseUrl, building, 1)).runs)
    }
} finally {
  await browser.close()
  await vite.close()
  for (const server of servers) await new Promise((resolve) => server.httpServer.close(resolve))
}
console.table(
  Object.fromEntries(
    ['A', 'B'].map((name) => [
      name,
      {
        ...frameSummary(frames[name]),
        medianFrameMs: round(median(frames[name])),
        shareLinkMedianMs: median(opens[name]),
        shareLinkP95Ms: quantile(opens[name], 0.95),
      },
    ]),
  ),
)
