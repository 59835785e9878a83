import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { usePageMeta } from '../page-meta'

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`
  if (error instanceof Error) return error.message
  return String(error)
}

/** The error screen of a route: 'Unexpected Application Error!' and the error message. */
export function RouteError() {
  const error = useRouteError()
  usePageMeta('Unexpected Application Error', 'Something went wrong while showing this page.')
  return (
    <section className="route-error" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className="route-error__message">{messageOf(error)}</p>
      <p>
        <a href="/">Reload the calculator</a>
      </p>
    </section>
  )
}
