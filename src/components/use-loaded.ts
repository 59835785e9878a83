import { useEffect, useState } from 'react'

/**
 * What `load` (a dynamic import, the same function on every render) brings, once it has loaded:
 * null until then, and while `load` is null (not asked for yet); a failure to load is thrown to
 * the nearest error boundary. Not React.lazy: React shows a suspended component's content on a
 * timer, which a paused clock (a test's fake clock) holds back for good.
 */
export function useLoaded<T>(load: (() => Promise<T>) | null): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | { error: unknown } | null>(null)
  useEffect(() => {
    if (!load) return
    let live = true
    load().then(
      (value) => live && setLoaded({ value }),
      (error: unknown) => live && setLoaded({ error }),
    )
    return () => {
      live = false
    }
  }, [load])
  if (loaded && 'error' in loaded) throw loaded.error
  return loaded ? loaded.value : null
}
