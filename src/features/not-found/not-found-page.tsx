import { useEffect } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { usePageMeta } from '../../components/page-meta'
import { PATHS } from '../../lib/paths'

/** Any unknown path: says so, links home, and logs the path for whoever reads the console. */
export function NotFoundPage() {
  const { pathname } = useLocation()
  usePageMeta('Page Not Found', 'The page you asked for does not exist on the CRE Loan Calculator.')
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <section className="not-found">
      <h1>404</h1>
      <p className="not-found__text">Oops! Page not found</p>
      <Link className="button button--primary" to={PATHS.home}>
        Return to Home
      </Link>
    </section>
  )
}
