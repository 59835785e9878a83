import { Link } from 'react-router-dom'
import { methodologyPath, type MethodologySection } from '../routes/paths'

/** "How the figures are computed", to the section of the methodology page that explains a screen. */
export function MethodologyLink({ section }: { section: MethodologySection }) {
  return (
    <p className="methodology-link no-print">
      <Link to={methodologyPath(section)}>How the figures are computed</Link>
    </p>
  )
}
