import type { ComponentType } from 'react'
import { createBrowserRouter } from 'react-router-dom'
import { PageLoading } from './components/layout/page-loading'
import { RootLayout } from './components/layout/root-layout'
import { RouteError } from './components/layout/route-error'
import { HomeRoute } from './routes/home-route'
import { PATHS, routeOf } from './lib/paths'
import { startFinanceWorker } from '../workers/finance-worker'

/**
 * A route whose page code loads when it is visited. When the code fails to load, React Router
 * (7.x) keeps the route "lazy" and renders an empty page instead of its error element, so the
 * failure is handed over as a loader error: the route's error screen then shows the message.
 */
function lazyPage(load: () => Promise<ComponentType>) {
  return async () => {
    try {
      return { Component: await load() }
    } catch (error) {
      return {
        loader: () => {
          throw error
        },
      }
    }
  }
}

/**
 * Every page renders inside the shared chrome; each route has its own error boundary so a failure
 * (a chunk that does not load, a render error) shows the error screen without losing the chrome.
 * Only `/` is in the first bundle; the other pages (the 404 page too) load when visited.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <HomeRoute />, errorElement: <RouteError /> },
      {
        path: routeOf(PATHS.rateGuide),
        lazy: lazyPage(async () => (await import('./routes/rate-guide-route')).RateGuideRoute),
        errorElement: <RouteError />,
      },
      {
        path: routeOf(PATHS.multiTenant),
        lazy: lazyPage(async () => {
          // The finance worker loads beside the page's code (workers/finance-worker.ts).
          startFinanceWorker()
          const route = await import('./routes/multi-tenant-route')
          // A share link is read, and its scenario analysed, while the page is first built.
          void route.readShareLink(window.location.hash)
          return route.MultiTenantRoute
        }),
        errorElement: <RouteError />,
      },
      {
        path: routeOf(PATHS.landing),
        lazy: lazyPage(async () => (await import('./routes/landing-route')).LandingRoute),
        errorElement: <RouteError />,
      },
      {
        path: routeOf(PATHS.methodology),
        lazy: lazyPage(async () => (await import('./routes/methodology-route')).MethodologyRoute),
        errorElement: <RouteError />,
      },
      {
        path: '*',
        lazy: lazyPage(
          async () => (await import('./features/not-found/not-found-page')).NotFoundPage,
        ),
        errorElement: <RouteError />,
      },
    ],
  },
])
