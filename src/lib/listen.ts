type Listener = readonly [
  target: EventTarget,
  type: string,
  handler: (event: never) => void,
  options?: AddEventListenerOptions,
]

/**
 * Adds event listeners and returns one function that removes them all, for effect cleanups:
 * `return listen([window, 'pagehide', flush], [document, 'keydown', onKey, { capture: true }])`.
 */
export function listen(...listeners: Listener[]): () => void {
  for (const [target, type, handler, options] of listeners)
    target.addEventListener(type, handler as EventListener, options)
  return () => {
    for (const [target, type, handler, options] of listeners)
      target.removeEventListener(type, handler as EventListener, options)
  }
}
