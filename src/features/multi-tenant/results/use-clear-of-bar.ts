import { useEffect, useState } from 'react'

/** Room kept between a focused field and the bar above which it is scrolled, in CSS pixels. */
const CLEARANCE = 8

/** The page's custom property that holds the bar's height (the workspace's height reads it). */
export const BAR_HEIGHT_PROPERTY = '--key-figures-height'

/**
 * How far to scroll down so that `field` is clear of `bar`, which covers the bottom of the window:
 * 0 when it is clear already, or when scrolling would push the field's top out of the window.
 */
type Span = Pick<DOMRect, 'top' | 'bottom'>

export function overlapToClear(field: Span, bar: Span): number {
  const covered = field.bottom > bar.top && field.top < bar.bottom
  if (!covered) return 0
  const scroll = field.bottom - bar.top + CLEARANCE
  return field.top - scroll >= 0 ? scroll : Math.max(0, field.top - CLEARANCE)
}

/**
 * Keeps the field being typed in clear of the key-figures bar, which sits over the bottom of the
 * window: the root's scroll padding is the bar's height and half a line (so Tab and the browser's
 * own scrolling stop above it, however tall a pinned baseline makes it), and a field that is
 * focused under the bar anyway (a tap, a grid cell the grid focuses itself) is scrolled up just
 * clear of it.
 * Returns the ref callback for the bar's element.
 */
export function useClearOfBar() {
  const [bar, setBar] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!bar) return
    const root = document.documentElement
    const sizes = new ResizeObserver(() => {
      const height = `${bar.offsetHeight}px`
      root.style.setProperty(BAR_HEIGHT_PROPERTY, height)
      root.style.scrollPaddingBottom = `calc(${height} + 0.5rem)`
    })
    sizes.observe(bar)
    let frame = 0
    const onFocus = (event: FocusEvent) => {
      const field = event.target
      if (!(field instanceof HTMLElement) || bar.contains(field)) return
      cancelAnimationFrame(frame)
      // After the browser's own scrolling to the field, which this corrects if it fell short.
      frame = requestAnimationFrame(() => {
        const scroll = overlapToClear(field.getBoundingClientRect(), bar.getBoundingClientRect())
        if (scroll > 0) window.scrollBy({ top: scroll })
      })
    }
    document.addEventListener('focusin', onFocus)
    return () => {
      sizes.disconnect()
      cancelAnimationFrame(frame)
      document.removeEventListener('focusin', onFocus)
      root.style.removeProperty(BAR_HEIGHT_PROPERTY)
      root.style.removeProperty('scroll-padding-bottom')
    }
  }, [bar])
  return setBar
}
