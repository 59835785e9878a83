import { useEffect, type RefObject } from 'react'

/**
 * Names the AG Grid inside `box` for screen readers (AG Grid has no option for it): its element
 * with the grid role gets `aria-label`. AG Grid React gives that element its role in an effect
 * of its own, which can come after the grid's `onGridReady` on a busy machine, so the role is
 * watched for until it is there (the element stays for the grid's life, so watching stops).
 */
export function useGridLabel(box: RefObject<HTMLElement | null>, label: string) {
  useEffect(() => {
    const element = box.current
    if (!element) return
    const named = () => {
      const grid = element.querySelector('[role="grid"], [role="treegrid"]')
      grid?.setAttribute('aria-label', label)
      return grid !== null
    }
    if (named()) return
    const watch = new MutationObserver(() => named() && watch.disconnect())
    watch.observe(element, { subtree: true, childList: true, attributeFilter: ['role'] })
    return () => watch.disconnect()
  }, [box, label])
}
