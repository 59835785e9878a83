import { useEffect, useState } from 'react'

let painted = false

/**
 * False on the first render of the page, true once the browser is idle after it (and from then
 * on): content below the fold can wait until the calculator is usable.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted)
  useEffect(() => {
    if (ready) return
    const done = () => {
      painted = true
      setReady(true)
    }
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(done, { timeout: 1000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(done, 200)
    return () => clearTimeout(timer)
  }, [ready])
  return ready
}
