import { Link } from 'react-router-dom'
import { PATHS } from '../../lib/paths'

function scrollToMainContent() {
  const main = document.getElementById('main-content')
  if (!main) return
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  main.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' })
  main.focus({ preventScroll: true })
}

export function SiteHeader({ className }: { className?: string | undefined }) {
  return (
    <header className={['site-header', className].filter(Boolean).join(' ')}>
      <div className="site-header__inner">
        <Link to={PATHS.home} className="site-header__brand">
          <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <path
              d="M7 25V13l6-4v16M13 25V7l8 4v14M21 25V15l4 2v8"
              fill="none"
              stroke="#fff"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <span>CRE Loan Calculator</span>
        </Link>
        <nav className="site-header__actions" aria-label="Main">
          <Link to={PATHS.rateGuide} className="button button--secondary">
            Rates
          </Link>
          <button type="button" className="button button--primary" onClick={scrollToMainContent}>
            <span className="label-long">Get Started</span>
            <span className="label-short">Start</span>
          </button>
        </nav>
      </div>
    </header>
  )
}
