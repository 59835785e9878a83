import { startTransition, useLayoutEffect, useState } from 'react'
import { afterNextPaint } from './draw-in-turn'

/** Takes a new value: now or later, returning what cancels it if it has not happened yet. */
export type Take = (take: () => void) => (() => void) | void

/** In a transition React may interrupt for the next edit. */
const inTransition: Take = (take) => startTransition(take)

/**
 * `value` as it was one painted frame ago: a new value is taken (by `take`, in a transition
 * unless told otherwise) once the frame showing the render that brought it is painted, and after
 * the charts that frame changed (they are asked for first). useDeferredValue would start that
 * render at once, often before the browser paints, and so hold back the edit's first frame.
 * `take` must be the same function on every render.
 */
export function useAfterPaint<T>(value: T, take: Take = inTransition): T {
  const [later, setLater] = useState(value)
  useLayoutEffect(() => {
    if (Object.is(later, value)) return
    let cancelTake: (() => void) | void
    const cancelPaint = afterNextPaint(() => {
      cancelTake = take(() => setLater(() => value))
    })
    return () => {
      cancelPaint()
      cancelTake?.()
    }
  }, [later, value, take])
  return later
}
