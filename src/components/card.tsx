import { useId, type ReactNode } from 'react'

export interface CardProps {
  title: ReactNode
  subtitle?: ReactNode
  /** Extra classes of the card (its layout and print rules). */
  className?: string
  /** Controls beside the title, such as a switch. */
  actions?: ReactNode
  children?: ReactNode
  /** The section's id, for a link to it (it then takes the focus the link gives it). */
  id?: string
}

/** A titled section of a page: the card, its heading (which names the region) and a subtitle. */
export function Card({ title, subtitle, className, actions, children, id }: CardProps) {
  const headingId = useId()
  const heading = (
    <h2 id={headingId} className="card__title">
      {title}
    </h2>
  )
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      className={['card', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      {actions ? (
        <div className="card__header">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {subtitle ? <p className="card__subtitle">{subtitle}</p> : null}
      {children}
    </section>
  )
}
