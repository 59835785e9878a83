import type { ReactNode } from 'react'

export type ScrollTableProps = {
  className?: string
  children: ReactNode
} & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never })

/**
 * A table that scrolls sideways when it is wider than the screen: a named region that takes
 * keyboard focus, so it can be scrolled without a mouse.
 */
export function ScrollTable({ className, children, label, labelledBy }: ScrollTableProps) {
  return (
    <div
      className={['table-scroll', className].filter(Boolean).join(' ')}
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {children}
    </div>
  )
}
