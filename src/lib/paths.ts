/**
 * Every route's path, written once: the router, the links between pages and the end-to-end
 * tests all read them here.
 */
export const PATHS = {
  home: '/',
  rateGuide: '/rate-term-guidance',
  multiTenant: '/super-legit-calculator',
  landing: '/commercial-property-loan-calculator',
  methodology: '/methodology',
} as const

/** A path as the router's child routes name it (without the leading slash). */
export const routeOf = (path: string) => path.slice(1)
