/**
 * Adds event listeners and returns one function that removes them all, for effect cleanups:
 * `return listen([window, 'pagehide', flush], [document, 'visibilitychange', check])`.
 */
export function listen(...listeners: [EventTarget, string, (event: never) => void][]): () => void {
  for (const [target, type, handler] of listeners)
    target.addEventListener(type, handler as EventListener)
  return () => {
    for (const [target, type, handler] of listeners)
      target.removeEventListener(type, handler as EventListener)
  }
}
