import { startTransition, useLayoutEffect, useState } from 'react'
import { afterNextPaint } from './draw-in-turn'

/**
 * `value` as it was one painted frame ago: a new value is taken (in a transition React may
 * interrupt) once the frame showing the render that brought it is painted, and after the charts
 * that frame changed (they are asked for first). useDeferredValue would start that render at
 * once, often before the browser paints, and so hold back the edit's first frame.
 */
export function useAfterPaint<T>(value: T): T {
  const [later, setLater] = useState(value)
  useLayoutEffect(() => {
    if (Object.is(later, value)) return
    return afterNextPaint(() => startTransition(() => setLater(() => value)))
  }, [later, value])
  return later
}
