import { TENANT_COLUMNS, type TenantField } from '../../../../finance/field-table'

/**
 * The columns a rent roll file can have, the names its header may give each, and how a file
 * column's header is matched to one: ignoring case, spaces and punctuation, but not "$" and "%"
 * ("$/SF" is a rent, "SF" square feet).
 */

/** How a rent column is written: per square foot or in dollars, a year's worth or a month's. */
export interface RentBasis {
  perSf: boolean
  monthly: boolean
}

export const RENT_FIELDS = {
  rentPerSfYear: { perSf: true, monthly: false },
  rentPerSfMonth: { perSf: true, monthly: true },
  rentAnnual: { perSf: false, monthly: false },
  rentMonthly: { perSf: false, monthly: true },
} as const satisfies Record<string, RentBasis>

export type RentField = keyof typeof RENT_FIELDS

/** A column the reader can read: a tenant field (rent in one of its four bases) or the suite. */
export type ImportField = Exclude<TenantField, 'baseRent'> | RentField | 'suite'

const label = (field: TenantField) => TENANT_COLUMNS.find((column) => column.field === field)!.label

/**
 * Each column's name in the mapping step and the headers read as it (PRODUCT.md 10.2 names at
 * least these), in the order the mapping step offers them. The rent roll's own column labels
 * (what Copy and Download CSV write) are read as their field too.
 */
export const IMPORT_FIELDS: Record<ImportField, { label: string; headers: readonly string[] }> = {
  name: {
    label: label('name'),
    headers: [
      'Tenant',
      'Tenant Name',
      'Lessee',
      'Occupant',
      'Name',
      'Occupant Name',
      'Lease Name',
      'DBA',
    ],
  },
  suite: {
    label: 'Suite',
    headers: [
      ...['Suite', 'Unit', 'Space', 'Suite No', 'Suite Number', 'Unit Number', 'Space No'],
      ...['Units', 'Suite ID', 'Unit ID'],
    ],
  },
  squareFootage: {
    label: label('squareFootage'),
    headers: ['SF', 'Sq Ft', 'Square Feet', 'Square Footage', 'RSF', 'NRA', 'GLA', 'Area', 'Size'],
  },
  rentPerSfYear: {
    label: label('baseRent'),
    headers: [
      ...['Rent/SF', 'Rent PSF', '$/SF', 'Base Rent PSF', 'Annual Rent/SF', 'Rate'],
      ...['Current Rent PSF', 'Annual Rent PSF', 'Annual Rate'],
    ],
  },
  rentPerSfMonth: {
    label: 'Base Rent ($/SF/month)',
    headers: ['Monthly Rent/SF', 'Rent PSF/Mo'],
  },
  rentAnnual: {
    label: 'Annual Rent ($)',
    headers: [
      'Annual Rent',
      'Annual Base Rent',
      'Base Rent',
      'Rent',
      'Current Rent',
      'Contract Rent',
    ],
  },
  rentMonthly: {
    label: 'Monthly Rent ($)',
    headers: ['Monthly Rent', 'Monthly Base Rent'],
  },
  annualEscalation: {
    label: label('annualEscalation'),
    headers: [
      ...['Escalation', 'Esc', 'Bumps', 'Annual Increase', 'Increase'],
      ...['Escalations', 'Annual Escalation', 'Rent Bumps', 'Rent Escalation', 'Rent Increase'],
    ],
  },
  leaseStart: {
    label: label('leaseStart'),
    headers: [
      ...['Lease Start', 'Start', 'Commencement', 'Lease Commencement', 'Start Date'],
      // PRODUCT.md 11.7: Yardi's Lease From, RealPage's Move In, MRI's Commencement Date.
      ...['Lease From', 'From', 'Move In', 'Move-In Date', 'Commencement Date'],
      ...['Lease Commencement Date', 'Term Start', 'LCD', 'Lease Start Date'],
    ],
  },
  leaseExpiration: {
    label: label('leaseExpiration'),
    headers: [
      ...['Lease Expiration', 'Expiration', 'Expiry', 'Lease End', 'End Date', 'Maturity'],
      // PRODUCT.md 11.7: Yardi's Lease To, RealPage's Move Out, MRI's Expiration Date.
      ...['Lease To', 'To', 'Lease Exp', 'Exp Date', 'Expiration Date', 'Term End', 'LXD'],
      ...['Move Out', 'Move-Out Date', 'Lease Expiration Date', 'Lease End Date'],
      ...['End', 'Exp', 'Expires'],
    ],
  },
  leaseType: {
    label: label('leaseType'),
    headers: ['Lease Type', 'Type', 'Recovery', 'Recovery Type', 'Structure'],
  },
  tiPerSF: {
    label: label('tiPerSF'),
    headers: ['TI', 'TI/SF', 'TI PSF', 'Tenant Improvements'],
  },
  leasingCommission: {
    label: label('leasingCommission'),
    headers: ['LC', 'LC %', 'Leasing Commission', 'Commission'],
  },
  status: {
    label: label('status'),
    headers: ['Status', 'Occupancy'],
  },
  baseYear: {
    label: label('baseYear'),
    headers: ['Base Year', 'BY', 'Expense Stop Year'],
  },
}

export const IMPORT_FIELD_ORDER = Object.keys(IMPORT_FIELDS) as ImportField[]

/** A header compared ignoring case, spaces and punctuation, keeping "$" and "%". */
export const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9$%]/g, '')

/**
 * The field of the rent roll's own label or field name ("Base Rent ($/SF/yr)", "tiPerSF"). The
 * names of PRODUCT.md 10.2 come after, so "baseRent" reads as "Base Rent": annual dollars.
 */
const ownNames = TENANT_COLUMNS.flatMap(({ field, label: name }) => {
  const as: ImportField = field === 'baseRent' ? 'rentPerSfYear' : field
  return [
    [headerKey(name), as],
    [headerKey(field), as],
  ] as const
})

const BY_KEY = new Map<string, ImportField>([
  ...ownNames,
  ...IMPORT_FIELD_ORDER.flatMap((field) =>
    IMPORT_FIELDS[field].headers.map((name) => [headerKey(name), field] as const),
  ),
])

/** Units written in a header: "($/SF/yr)", "PSF", "/Mo", "/Area" (Yardi's per SF), "($)", "(%)". */
const UNIT_PARTS =
  /\([^)]*\)|\$?\s*\/\s*(?:sf|sq\.?\s*ft\.?|area)\b|\bpsf\b|\bper\s+(?:sf|square\s+foot)\b|\/\s*(?:yr|year|mo|month)\b|[$%]/gi

/** The rent field of a basis. */
const rentField = (basis: RentBasis) =>
  (Object.keys(RENT_FIELDS) as RentField[]).find(
    (field) =>
      RENT_FIELDS[field].perSf === basis.perSf && RENT_FIELDS[field].monthly === basis.monthly,
  )!

/** Words that say which rent a header means without changing what it is measured in. */
const RENT_QUALIFIERS = new Set(['current', 'contract', 'base', 'minimum', 'in', 'place', 'gross'])
/** Words that say a rent's period. */
const RENT_PERIODS = new Set(['annual', 'annualized', 'yearly', 'monthly'])

/** A header's words, lower case, without the units written in it. */
const wordsOf = (text: string) =>
  text
    .replace(UNIT_PARTS, ' ')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)

/**
 * A rent header of any wording made of "rent", its period and qualifiers ("Current Monthly
 * Rent", "Contract Base Rent"), in the basis its words and units say; null for other headers.
 */
function rentByWords(text: string, written: string): RentField | null {
  const words = wordsOf(text)
  const known = (word: string) =>
    word === 'rent' || RENT_QUALIFIERS.has(word) || RENT_PERIODS.has(word)
  if (!words.includes('rent') || !words.every(known)) return null
  return rentField({
    perSf: /sf|sq|square|area/i.test(written),
    monthly: words.includes('monthly') || /mo/i.test(written),
  })
}

/**
 * Whether a header names only "rent" ("Rent", "Current Rent", "Contract Rent", "Base Rent"): no
 * period and no unit, so the column's figures say what it is measured in (rent-basis.ts).
 */
export function namesOnlyRent(text: string): boolean {
  const words = wordsOf(text)
  return (
    text.match(UNIT_PARTS) === null &&
    words.includes('rent') &&
    words.every((word) => word === 'rent' || RENT_QUALIFIERS.has(word))
  )
}

/**
 * The field a file column's header names, or null. A header with its unit written beside the
 * name is read by the name, and the unit says a rent's basis: "Rent ($/SF)" is $/SF/yr,
 * "Monthly Rent PSF" $/SF/month, "Annual Rent/Area" $/SF/yr, "Escalation (%)" an escalation;
 * a status has no unit ("Occupancy %" is not one). Rent headers of other wordings are read by
 * their words ("Current Monthly Rent" is monthly dollars).
 */
export function matchHeader(text: string): ImportField | null {
  const exact = BY_KEY.get(headerKey(text))
  if (exact) return exact
  const written = (text.match(UNIT_PARTS) ?? []).join(' ')
  const byWords = rentByWords(text, written)
  if (byWords || written === '') return byWords
  const baseKey = headerKey(text.replace(UNIT_PARTS, ' '))
  // A unit alone ("$/SF/Mo") names a rent by its unit.
  const base = baseKey === '' && /sf/i.test(written) ? 'rentPerSfYear' : BY_KEY.get(baseKey)
  if (base === 'status') return null
  if (!base || !(base in RENT_FIELDS)) return base ?? null
  const basis = RENT_FIELDS[base as RentField]
  return rentField({
    perSf: basis.perSf || /sf|sq|square|area/i.test(written),
    monthly: basis.monthly || /mo/i.test(written),
  })
}
