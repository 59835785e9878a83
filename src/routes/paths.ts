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

/**
 * The sections of the methodology page that the results screens link to, by the anchor each has
 * on the page (the name of the markdown file that explains it, see methodology-docs.ts).
 */
export const METHODOLOGY_SECTIONS = {
  mortgage: 'mortgage',
  maxLoan: 'loan-sizing',
  multiTenant: 'cash-flow',
} as const

export type MethodologySection = keyof typeof METHODOLOGY_SECTIONS

/** The address of a section of the methodology page. */
export const methodologyPath = (section: MethodologySection) =>
  `${PATHS.methodology}#${METHODOLOGY_SECTIONS[section]}`

/** A path as the router's child routes name it (without the leading slash). */
export const routeOf = (path: string) => path.slice(1)
