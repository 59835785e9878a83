/**
 * The bench's floor for edit latency: the least any page can do between a key press and an
 * answer from a Web Worker shown in the DOM. Each keydown in the input is posted to a worker that
 * answers at once, and the answer is written to the page. Chromium holds a worker's answer to a
 * key until the next frame has been produced, so this is about one frame; the app's figures are
 * measured against it in the same run (bench/measure-floor.mjs).
 */
const worker = new Worker(new URL('./floor-worker.ts', import.meta.url), { type: 'module' })
const input = document.getElementById('floor-input') as HTMLInputElement
const answer = document.getElementById('floor-answer')!

input.addEventListener('keydown', (event) => worker.postMessage(event.key))
worker.addEventListener('message', (event: MessageEvent<string>) => {
  answer.textContent = event.data
})
