/**
 * Resolves once `found()` returns an element: at once, or after a change under `root` makes it
 * so, or the grid's rows change (`rowsChanged`: a row out of view appears without a change in
 * the page until it is scrolled to); null when `signal` aborts first. Rows and editors appear as
 * AG Grid renders them (a frame or two after the rent roll changes), and this waits for exactly
 * that, not for a time.
 */
export function whenFound<T extends Element>(
  root: HTMLElement | null,
  rowsChanged: Set<() => void>,
  found: () => T | null,
  signal?: AbortSignal,
): Promise<T | null> {
  const now = found()
  if (now || signal?.aborted || !root) return Promise.resolve(now)
  return new Promise((resolve) => {
    const check = () => {
      const element = found()
      if (element) done(element)
    }
    const done = (element: T | null) => {
      observer.disconnect()
      rowsChanged.delete(check)
      signal?.removeEventListener('abort', stop)
      resolve(element)
    }
    const stop = () => done(null)
    const observer = new MutationObserver(check)
    observer.observe(root, { childList: true, subtree: true })
    rowsChanged.add(check)
    signal?.addEventListener('abort', stop)
  })
}
