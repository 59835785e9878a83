import { Link } from 'react-router-dom'
import { PATHS } from '../lib/paths'

/**
 * The sections of the methodology page that the results screens link to, by the anchor each has
 * on the page (the name of the markdown file that explains it, see routes/methodology-docs.ts).
 * Here, not in lib/paths.ts: only the results screens, loaded later, need them, and the first
 * load of `/` stays small.
 */
export const METHODOLOGY_SECTIONS = {
  mortgage: 'mortgage',
  maxLoan: 'loan-sizing',
  multiTenant: 'cash-flow',
} as const

export type MethodologySection = keyof typeof METHODOLOGY_SECTIONS

/** "How the figures are computed", to the section of the methodology page that explains a screen. */
export function MethodologyLink({ section }: { section: MethodologySection }) {
  return (
    <p className="methodology-link no-print">
      <Link to={`${PATHS.methodology}#${METHODOLOGY_SECTIONS[section]}`}>
        How the figures are computed
      </Link>
    </p>
  )
}
