import type { ReactNode } from 'react'
import { formatCurrency, formatOrDash, NO_FIGURE } from '../lib/format'

export interface MetricProps {
  /** The result field name tests read (PRODUCT.md section 6), unique on its screen. */
  name: string
  /** The unrounded number, or the text of a text result (rating, limiting factor, "N/A"). */
  value: number | string
  /** The formatted figure users see. */
  children: ReactNode
  className?: string | undefined
}

/**
 * A result figure: shows the formatted text and carries `data-metric` / `data-value` with the
 * unrounded value. Each name appears once per screen: repeat a figure elsewhere without it.
 */
export function Metric({ name, value, children, className }: MetricProps) {
  return (
    <span className={className} data-metric={name} data-value={String(value)}>
      {children}
    </span>
  )
}

/** A result figure in whole dollars: "$4,001,477", its unrounded value in data-value. */
export function MoneyMetric({ name, value }: { name: string; value: number }) {
  return (
    <Metric name={name} value={value}>
      {formatCurrency(value)}
    </Metric>
  )
}

/** A result figure that may not exist: "-" on screen and in data-value when it is null. */
export function OptionalMetric(props: {
  name: string
  value: number | null
  format: (value: number) => string
}) {
  const { name, value, format } = props
  return (
    <Metric name={name} value={value ?? NO_FIGURE}>
      {formatOrDash(value, format)}
    </Metric>
  )
}
