/**
 * Charts that one render changes are drawn one per task, in page order: the first at once, each
 * next one in a task of its own. Plotly takes about 15 ms a chart; two redrawn in one task made
 * the first appear only when both were drawn, and kept the page from answering a key meanwhile.
 */
const waiting: (() => void)[] = []
let drewThisTask = false
const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel()
if (channel) channel.port1.onmessage = () => drawNext()

function drawNext() {
  const draw = waiting.shift()
  if (!draw) return
  mark()
  draw()
  if (waiting.length > 0) channel?.port2.postMessage(null)
}

function mark() {
  drewThisTask = true
  queueMicrotask(() => (drewThisTask = false))
}

/**
 * Calls `draw` now if no chart was drawn in this task yet, else after the charts waiting before
 * it, one per task. Returns a function that takes `draw` out of the queue (a newer figure came).
 */
export function drawInTurn(draw: () => void): () => void {
  if (!channel || (!drewThisTask && waiting.length === 0)) {
    mark()
    draw()
    return () => {}
  }
  waiting.push(draw)
  if (waiting.length === 1) channel.port2.postMessage(null)
  return () => {
    const at = waiting.indexOf(draw)
    if (at !== -1) waiting.splice(at, 1)
  }
}

interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<unknown>
}
const { scheduler } = globalThis as { scheduler?: TaskScheduler }

/**
 * Calls `callback` in a task of its own once the browser has painted the next frame, ahead of
 * other waiting work where the browser can tell (scheduler.postTask): what an edit changed shows
 * first, a chart of it right after, not behind the rest of the page.
 */
export function afterNextPaint(callback: () => void): () => void {
  let cancelled = false
  const run = () => {
    if (!cancelled) callback()
  }
  const stopWaiting = atNextRendering(() => {
    if (scheduler) void scheduler.postTask(run, { priority: 'user-blocking' })
    else setTimeout(run, 0)
  })
  return () => {
    cancelled = true
    stopWaiting()
  }
}

/**
 * Calls `callback` as the browser next renders the page (laid out, about to be painted): a
 * ResizeObserver's first report, which comes then. Not requestAnimationFrame, which a paused
 * clock holds back (a test's fake clock): nothing then came after the first paint, such as the
 * result cards and the rent roll's grid.
 */
function atNextRendering(callback: () => void): () => void {
  const observer = new ResizeObserver(() => {
    observer.disconnect()
    callback()
  })
  observer.observe(document.documentElement)
  return () => observer.disconnect()
}
