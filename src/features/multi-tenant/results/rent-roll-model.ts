import { readIsoDate } from '../../../finance/calendar-date'
import type { InvalidTenant, Tenant } from '../../../finance/cash-flow/types'
import { fieldLabel } from '../../../finance/field-labels'
import { TENANT_STATUS } from '../../../finance/field-table'
import { problemMessage } from '../../../lib/field-messages'
import { formatCurrencyCents, formatNumber, formatPercent } from '../../../lib/format'

/** The printed rent roll: every tenant row as entered, with the rows the analysis left out marked. */

export interface RentRollRow {
  id: string
  name: string
  /** "Occupied" or "Vacant". */
  status: string
  squareFootage: string
  baseRent: string
  annualEscalation: string
  leaseStart: string
  leaseExpiration: string
  /** The lease type, with a Base Year lease's base year: "Base Year 2025". */
  leaseType: string
  tiPerSF: string
  leasingCommission: string
  /** Why the analysis leaves the row out; null when it is included. */
  excludedBecause: string | null
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})

/** "2024-01-01" -> "Jan 1, 2024"; text that is not a date is shown as typed. */
export function formatLeaseDate(iso: string): string {
  const reading = readIsoDate(iso)
  if (!reading.ok) return iso || '—'
  return dateFormat.format(new Date(reading.date.epochDay * 86_400_000))
}

/** Why the analysis leaves a rent roll row out, in the page's words (printed, and in the workbook). */
export function exclusionWords({ problems }: InvalidTenant): string {
  return problems.map((problem) => problemMessage(problem, fieldLabel)).join(' ') || 'Invalid'
}

/** Why each row the analysis leaves out is left out, by tenant id. */
export const exclusionsById = (invalid: readonly InvalidTenant[]) =>
  new Map(invalid.map((tenant) => [tenant.id, exclusionWords(tenant)]))

/** A printed rent roll row: `tenant` as entered, with why the analysis leaves it out (or null). */
export function rentRollRow(tenant: Tenant, excludedBecause: string | null): RentRollRow {
  return {
    id: tenant.id,
    name: tenant.name.trim() || 'Unnamed tenant',
    status: TENANT_STATUS.options[tenant.status] ?? tenant.status,
    squareFootage: formatNumber(tenant.squareFootage),
    baseRent: formatCurrencyCents(tenant.baseRent),
    annualEscalation:
      tenant.escalationType === 'dollars'
        ? `${formatCurrencyCents(tenant.annualEscalation)}/SF`
        : formatPercent(tenant.annualEscalation),
    leaseStart: formatLeaseDate(tenant.leaseStart),
    leaseExpiration: formatLeaseDate(tenant.leaseExpiration),
    leaseType:
      tenant.leaseType === 'Base Year'
        ? `Base Year ${tenant.baseYear ?? tenant.leaseStart.slice(0, 4)}`
        : tenant.leaseType,
    tiPerSF: formatCurrencyCents(tenant.tiPerSF),
    leasingCommission: formatPercent(tenant.leasingCommission),
    excludedBecause,
  }
}

const generatedFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
})

/** "Generated June 15, 2026" in the browser's time zone. */
export function generatedOn(date: Date): string {
  return `Generated ${generatedFormat.format(date)}`
}
