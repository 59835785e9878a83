import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { PATHS } from '../../lib/paths'

/**
 * Pages whose printout is a document of its own (the mortgage results, the multi-tenant analysis,
 * the methodology): the site chrome is left off the paper.
 */
const REPORT_PATHS = new Set<string>([PATHS.home, PATHS.multiTenant, PATHS.methodology])

export const MAIN_CONTENT_ID = 'main-content'

export function RootLayout() {
  const { pathname } = useLocation()
  const chromeClass = REPORT_PATHS.has(pathname) ? 'no-print' : undefined
  // The multi-tenant analysis takes a wide screen's width (a class, not a :has() rule, which the
  // browser checks again on every change to the page: about 1.5 ms of style work a frame).
  const appClass = pathname === PATHS.multiTenant ? 'app app--wide' : 'app'
  return (
    <div className={appClass}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <SiteHeader className={chromeClass} />
      <main id={MAIN_CONTENT_ID} className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter className={chromeClass} />
      <ScrollRestoration />
    </div>
  )
}
