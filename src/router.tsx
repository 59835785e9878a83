import { createBrowserRouter } from 'react-router-dom'
import { PageLoading } from './components/layout/page-loading'
import { RootLayout } from './components/layout/root-layout'
import { RouteError } from './components/layout/route-error'
import { NotFoundPage } from './features/not-found/not-found-page'
import { HomeRoute } from './routes/home-route'

/**
 * Every page renders inside the shared chrome; each route has its own error boundary so a failure
 * (a chunk that does not load, a render error) shows the error screen without losing the chrome.
 * Only `/` is in the first bundle; the other pages load when visited.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <HomeRoute />, errorElement: <RouteError /> },
      {
        path: 'rate-term-guidance',
        lazy: async () => ({
          Component: (await import('./routes/rate-guide-route')).RateGuideRoute,
        }),
        errorElement: <RouteError />,
      },
      {
        path: 'super-legit-calculator',
        lazy: async () => ({
          Component: (await import('./routes/multi-tenant-route')).MultiTenantRoute,
        }),
        errorElement: <RouteError />,
      },
      {
        path: 'commercial-property-loan-calculator',
        lazy: async () => ({ Component: (await import('./routes/landing-route')).LandingRoute }),
        errorElement: <RouteError />,
      },
      { path: '*', element: <NotFoundPage />, errorElement: <RouteError /> },
    ],
  },
])
