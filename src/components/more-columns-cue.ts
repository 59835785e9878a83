import { useEffect, type RefObject } from 'react'

/**
 * Marks `box` with `data-more-columns` while the sideways scroller inside it (found by the
 * `scroller` selector) is short of its right end: `.grid-scroll-cue` then draws the edge shadow
 * a scrolling table has. Kept up to date on scroll and when the box changes size. (A CSS
 * scroll-driven animation did the same, but cost every edit of the page a style pass over the
 * grids: a debt-rate keystroke took 12-18 ms to show instead of 9.)
 */
export function useMoreColumnsCue(box: RefObject<HTMLElement | null>, scroller: string) {
  useEffect(() => {
    const element = box.current
    if (!element) return
    const update = () => {
      const inner = element.querySelector(scroller)
      const more = inner !== null && inner.scrollLeft + inner.clientWidth < inner.scrollWidth - 1
      if (element.hasAttribute('data-more-columns') !== more)
        element.toggleAttribute('data-more-columns', more)
    }
    // Scroll events do not bubble, but the box sees its scroller's in the capture phase.
    const options = { capture: true, passive: true }
    element.addEventListener('scroll', update, options)
    const resizes = new ResizeObserver(update)
    resizes.observe(element)
    return () => {
      element.removeEventListener('scroll', update, options)
      resizes.disconnect()
    }
  }, [box, scroller])
}
