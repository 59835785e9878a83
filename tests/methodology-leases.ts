import { tenantFlow, tenantFlowTerms, type TenantFlowTerms } from '../src/finance/cash-flow/analyze'
import { leaseTerms, type LeaseTerms } from '../src/finance/cash-flow/engine-terms'
import {
  leaseChain,
  rentPerSfIn,
  stepsBy,
  type LeasePeriod,
} from '../src/finance/cash-flow/lease-chain'
import type { TenantCashFlow } from '../src/finance/cash-flow/leases'
import { checkTenant, type ValidTenant } from '../src/finance/cash-flow/tenant-validation'
import {
  firstMonthOfYear,
  MONTHS_PER_YEAR,
  PROJECTED_MONTHS,
} from '../src/finance/cash-flow/timeline'
import type { AnalysisInput, Tenant } from '../src/finance/cash-flow/types'

/**
 * A worked example's rent roll as the engine reads it, row by row: each lease in analysis months,
 * the leases that follow it, and its cash flow. The methodology page works a year by hand from
 * these; the figures it quotes come from the engine's own functions.
 */
export interface ReadRow {
  tenant: Tenant
  valid: ValidTenant
  lease: LeaseTerms
  /** The row's lease, then each lease that follows it, through the projected months. */
  chain: LeasePeriod[]
  flow: TenantCashFlow
}

export function readRows(input: AnalysisInput): { terms: TenantFlowTerms; rows: ReadRow[] } {
  const terms = tenantFlowTerms(input)
  const rows = input.tenants.map((tenant) => {
    const checked = checkTenant(tenant, terms.start)
    if (!checked.ok) throw new Error(`${tenant.name} is not valid`)
    const lease = leaseTerms(checked.valid, terms)
    return {
      tenant,
      valid: checked.valid,
      lease,
      chain: leaseChain(lease, terms.rollover, terms.start, PROJECTED_MONTHS),
      flow: tenantFlow(checked.valid, terms),
    }
  })
  return { terms, rows }
}

/** The lease of `row` that occupies `month`, if any. */
export const leaseIn = (row: ReadRow, month: number) =>
  row.chain.find((period) => period.firstMonth <= month && month <= period.lastMonth)

/** The months of analysis year `year`. */
const monthsOf = (year: number) =>
  Array.from({ length: MONTHS_PER_YEAR }, (_, index) => firstMonthOfYear(year) + index)

/** A run of months of a year in which a row's lease pays the same rent per SF. */
export interface RentRun {
  from: number
  to: number
  rentPerSf: number
}

/** The runs of months of analysis year `year` in which `row` pays one rent (none before its lease). */
export function rentRuns(row: ReadRow, year: number): RentRun[] {
  const runs: (RentRun & { period: LeasePeriod })[] = []
  for (const month of monthsOf(year)) {
    const period = leaseIn(row, month)
    if (!period) continue
    const rentPerSf = rentPerSfIn(period, row.lease.escalation, month)
    const last = runs.at(-1)
    if (last && last.to === month - 1 && last.period === period && last.rentPerSf === rentPerSf)
      last.to = month
    else runs.push({ from: month, to: month, rentPerSf, period })
  }
  return runs.map(({ from, to, rentPerSf }) => ({ from, to, rentPerSf }))
}

/** The months of analysis year `year` in which the row's rent steps up: its anniversaries. */
export function stepMonths(row: ReadRow, year: number): number[] {
  return monthsOf(year).filter((month) => {
    const period = leaseIn(row, month)
    return period !== undefined && stepsBy(period, month) > stepsBy(period, month - 1)
  })
}

/** "months 1-4", or "month 7" for a single month. */
export const monthsText = ({ from, to }: { from: number; to: number }) =>
  from === to ? `month ${from}` : `months ${from}-${to}`
