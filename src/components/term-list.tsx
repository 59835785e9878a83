import type { ReactNode } from 'react'

export interface Term {
  label: string
  value: ReactNode
}

/** Labels and their figures as a description list, each pair in a <div> its styles lay out. */
export function TermList(props: {
  terms: readonly Term[]
  className: string
  rowClassName?: string
}) {
  return (
    <dl className={props.className}>
      {props.terms.map(({ label, value }) => (
        <div key={label} className={props.rowClassName}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
