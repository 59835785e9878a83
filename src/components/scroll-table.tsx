import type { ReactNode } from 'react'

/**
 * A table that scrolls sideways on narrow screens; the scrolling area takes keyboard focus so it
 * can be scrolled without a mouse.
 */
export function ScrollTable(props: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      className={['table-scroll', props.className].filter(Boolean).join(' ')}
      tabIndex={0}
      role="region"
      aria-label={props.label}
    >
      {props.children}
    </div>
  )
}
