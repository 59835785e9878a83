/// <reference lib="webworker" />
// Answers each key at once, with a count, so each answer changes the page.
let answered = 0
self.addEventListener('message', (event: MessageEvent<string>) => {
  answered += 1
  self.postMessage(`${event.data} ${answered}`)
})
