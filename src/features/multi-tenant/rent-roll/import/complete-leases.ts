import type { CalendarMonth } from '../../../../finance/cash-flow/timeline'
import type { LeaseType, Tenant } from '../../../../finance/cash-flow/types'
import { VACANT_NAME, type TenantField } from '../../../../finance/field-table'
import type { TenantPatch } from '../../scenario/tenant-patch'
import { ASSUMED_TERM_MONTHS, heldDates, vacantDowntime, vacantLease } from './lease-dates'
import type { LeaseDateField, VacantSuites } from './rent-roll-report'

/**
 * The rows a file or a paste brings in, completed (PRODUCT.md 10.2, 11.7): a blank escalation,
 * lease type, TI or LC takes the new tenant's default; a lease date is never made up (a row
 * without one is left out of the analysis until it is entered); a vacant suite takes the lease
 * assumed for it.
 */

/** A row read as a lease, before its blanks are filled: what the file and paste readers give. */
export interface LeaseCells {
  line: number
  /** The row's name; a vacant suite's as written ('' when none: its name is made here). */
  name: string
  /** Its suite ('' when none): a vacant suite is named "Vacant (Suite)". */
  suite: string
  vacant: boolean
  /** A file's Gross lease with a base year, read as a Base Year lease (PRODUCT.md 11.4). */
  baseYearLease?: boolean
  /** The fields the row gives a value (an escalation with its type). */
  values: TenantPatch
  /** Cells that could not be read, as written. */
  unreadable: Partial<Record<TenantField, string>>
  monthToMonth: boolean
}

/** What completing rows needs besides them. */
export interface LeaseTerms {
  /** Analysis month 1. */
  start: CalendarMonth
  marketDowntimeMonths: number
  /** A new tenant: the defaults of blank cells. */
  template: Tenant
}

export interface CompletedLease {
  tenant: Omit<Tenant, 'id'>
  /** Blank cells that took the new tenant's default. */
  defaults: TenantField[]
  /** Lease dates the row does not give: kept as '' in `unreadable`, the row left out. */
  missingDates: LeaseDateField[]
  /** A file's Gross lease with a base year, read as a Base Year lease. */
  baseYearLease: boolean
}

/**
 * The cells a blank takes the new tenant's default for, in the rent roll's column order (a file's
 * row always has square feet and, unless vacant, a rent; a pasted row may not).
 */
const DEFAULTED: readonly TenantField[] = [
  'squareFootage',
  'baseRent',
  'annualEscalation',
  'leaseType',
  'tiPerSF',
  'leasingCommission',
]
const DATES: readonly LeaseDateField[] = ['leaseStart', 'leaseExpiration']

/** A name that says only that the suite is vacant ("Vacant", "Available"), or none. */
const VACANT_WORD = /^(vacant|available|vacancy)?$/i

/**
 * A vacant suite's name: "Vacant (Suite)", or "Vacant" without a suite, for a row named only
 * vacant or not at all; a longer vacant name is kept without a suite ("Vacant - 2nd Floor"); a
 * row with a name of its own (vacant by its status) keeps it, with its suite.
 */
function vacantName({ name, suite }: LeaseCells): string {
  const written = name.trim()
  const withSuite = (text: string) => (suite ? `${text} (${suite})` : text)
  if (VACANT_WORD.test(written)) return withSuite(VACANT_NAME)
  if (/^(vacant|available|vacancy)\b/i.test(written))
    return suite ? withSuite(VACANT_NAME) : written
  return withSuite(written)
}

const has = (lease: LeaseCells, field: TenantField) =>
  lease.values[field] !== undefined || lease.unreadable[field] !== undefined

/** The SF-weighted average rent of the occupied rows, to the cent; null without any. */
function averageRent(occupied: readonly Omit<Tenant, 'id'>[]): number | null {
  const area = occupied.reduce((sum, { squareFootage }) => sum + squareFootage, 0)
  if (!(area > 0)) return null
  const rent = occupied.reduce((sum, tenant) => sum + tenant.squareFootage * tenant.baseRent, 0)
  const average = Math.round((rent / area) * 100) / 100
  return Number.isFinite(average) ? average : null
}

/** The most common lease type of the occupied rows (the first seen on a tie); null without any. */
function commonType(occupied: readonly Omit<Tenant, 'id'>[]): LeaseType | null {
  const counts = new Map<LeaseType, number>()
  for (const { leaseType } of occupied) counts.set(leaseType, (counts.get(leaseType) ?? 0) + 1)
  let best: LeaseType | null = null
  for (const [type, count] of counts) if (best === null || count > counts.get(best)!) best = type
  return best
}

/** An occupied row (or a vacant one before its assumed terms): values over the defaults. */
function completeOne(lease: LeaseCells, terms: LeaseTerms): CompletedLease {
  const { values, unreadable } = lease
  const tenant = { ...terms.template, ...values, name: lease.name } as Omit<Tenant, 'id'> & {
    id?: string
  }
  delete tenant.id
  const defaults = DEFAULTED.filter((field) => !has(lease, field))
  const missingDates = DATES.filter((field) => !has(lease, field))
  const held = heldDates(
    { leaseStart: values.leaseStart ?? null, leaseExpiration: values.leaseExpiration ?? null },
    terms.start,
  )
  const cells = { ...unreadable, ...Object.fromEntries(missingDates.map((field) => [field, ''])) }
  Object.assign(tenant, held, Object.keys(cells).length > 0 ? { unreadable: cells } : {})
  return { tenant, defaults, missingDates, baseYearLease: lease.baseYearLease ?? false }
}

/** Fills every row read; vacant suites take the lease assumed for them (reported). */
export function completeLeases(
  leases: readonly LeaseCells[],
  terms: LeaseTerms,
): { completed: CompletedLease[]; vacant: VacantSuites | null } {
  const completed = leases.map((lease) => completeOne(lease, terms))
  const suites = leases.flatMap((lease, index) => (lease.vacant ? [index] : []))
  if (suites.length === 0) return { completed, vacant: null }
  const occupied = completed
    .filter((_, index) => !leases[index]!.vacant)
    .map(({ tenant }) => tenant)
    .filter((tenant) => !tenant.unreadable?.baseRent && !tenant.unreadable?.squareFootage)
  const downtimeMonths = vacantDowntime(terms.marketDowntimeMonths)
  const assumed = vacantLease(terms.start, downtimeMonths)
  const report: VacantSuites = {
    lines: suites.map((index) => leases[index]!.line),
    ...assumed,
    downtimeMonths,
    downtimeAssumed: downtimeMonths !== Math.round(terms.marketDowntimeMonths),
    termMonths: ASSUMED_TERM_MONTHS,
    datedLines: [],
    averageRent: null,
    commonType: null,
  }
  const context = { average: averageRent(occupied), type: commonType(occupied), assumed, report }
  for (const index of suites)
    completed[index] = completeVacant(leases[index]!, completed[index]!, terms, context)
  return { completed, vacant: report }
}

interface VacantContext {
  average: number | null
  type: LeaseType | null
  assumed: { leaseStart: string; leaseExpiration: string }
  report: VacantSuites
}

/** A vacant suite: its name, status and the assumed lease for what its row does not give. */
function completeVacant(
  lease: LeaseCells,
  done: CompletedLease,
  terms: LeaseTerms,
  { average, type, assumed, report }: VacantContext,
): CompletedLease {
  const tenant = { ...done.tenant, name: vacantName(lease), status: 'vacant' as const }
  const unreadable = { ...tenant.unreadable }
  let missingDates = done.missingDates
  if (!DATES.some((field) => has(lease, field))) {
    Object.assign(tenant, assumed)
    for (const field of DATES) delete unreadable[field]
    missingDates = []
    report.datedLines.push(lease.line)
  }
  // A rent of 0 ("$ -", as exports show an empty suite's) is no rent of its own.
  if (!((lease.values.baseRent ?? 0) > 0) && lease.unreadable.baseRent === undefined) {
    const rent = (report.averageRent ??= { perSfYear: average, lines: [] })
    rent.lines.push(lease.line)
    if (average === null) unreadable.baseRent = ''
    else tenant.baseRent = average
  }
  const defaults = done.defaults.filter((field) => field !== 'leaseType' && field !== 'baseRent')
  if (!has(lease, 'leaseType')) {
    const common = (report.commonType ??= {
      type: type ?? terms.template.leaseType,
      fromOccupied: type !== null,
      lines: [],
    })
    common.lines.push(lease.line)
    tenant.leaseType = common.type
  }
  if (Object.keys(unreadable).length > 0) tenant.unreadable = unreadable
  else delete tenant.unreadable
  return { ...done, tenant, defaults, missingDates }
}
