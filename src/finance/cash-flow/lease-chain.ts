import type { Escalation, LeaseTerms, LettingTerms, RolloverTerms } from './engine-terms'
import { calendarMonthOf, MONTHS_PER_YEAR, type CalendarMonth } from './timeline'

/**
 * A tenant's leases month by month (PRODUCT.md 11.2, 11.3, 11.5): the lease of its rent roll row,
 * then a lease after each lease's last month, each as long as the row's, until the projected
 * months are covered.
 */

/** One lease of a tenant, in analysis months. */
export interface LeasePeriod {
  firstMonth: number
  lastMonth: number
  /** $/SF a year in effect in month `rentFrom`. */
  rentPerSfAnnual: number
  /** Anniversaries after this month step the rent (the first month, or month 1; 11.2). */
  rentFrom: number
  /** What letting it costs; null for the lease in place, whose own TI and LC are not charged. */
  letting: LettingTerms | null
  /** The calendar year a Base Year lease recovers the expense growth over. */
  baseYear: number
}

/**
 * How many rent steps a lease has taken by `month`: its anniversaries first + 12j (j >= 1) with
 * rentFrom < first + 12j <= month.
 *
 * @example a lease from month -31 with its rent in place in month 1: anniversaries -19, -7, 5,
 *   17, ...; by month 4 none counts, by month 5 one
 */
export function stepsBy(lease: LeasePeriod, month: number): number {
  const first = Math.max(1, Math.floor((lease.rentFrom - lease.firstMonth) / MONTHS_PER_YEAR) + 1)
  const last = Math.floor((month - lease.firstMonth) / MONTHS_PER_YEAR)
  return Math.max(0, last - first + 1)
}

/** Rent $/SF a year after `steps` anniversaries: x (1 + rate)^steps, or + $/SF x steps. */
export function steppedRent(rentPerSfAnnual: number, escalation: Escalation, steps: number) {
  return escalation.kind === 'percent'
    ? rentPerSfAnnual * Math.pow(1 + escalation.rate, steps)
    : rentPerSfAnnual + escalation.perSfAnnual * steps
}

/** Rent $/SF a year of a lease in `month` (PRODUCT.md 11.2). */
export function rentPerSfIn(lease: LeasePeriod, escalation: Escalation, month: number): number {
  return steppedRent(lease.rentPerSfAnnual, escalation, stepsBy(lease, month))
}

/**
 * The first rent of the lease that follows one whose last rent was `expiring`: bumped by the
 * market rent bump at market, otherwise stepped once more by the tenant's escalation (11.5).
 */
function rolledRent(expiring: number, escalation: Escalation, rollover: RolloverTerms): number {
  if (rollover.atMarket) return expiring * (1 + rollover.rentBump)
  return steppedRent(expiring, escalation, 1)
}

/** What letting a lease costs: at market, the market's (blended for a rollover), else the row's. */
function lettingOf(lease: LeaseTerms, rollover: RolloverTerms, isRollover: boolean): LettingTerms {
  if (rollover.atMarket) return isRollover ? rollover.rollover : rollover.newTenant
  return {
    freeRentMonths: 0,
    downtimeMonths: 0,
    tiPerSf: lease.tiPerSf,
    leasingCommission: lease.leasingCommission,
  }
}

/**
 * The leases of a rent roll row through `lastMonth`: the row's own (a vacant suite's is let as a
 * new lease), then each following lease from the month after the last one ends, for the same
 * number of months, at the rolled rent, with its base year in the calendar year it starts.
 */
export function leaseChain(
  lease: LeaseTerms,
  rollover: RolloverTerms,
  start: CalendarMonth,
  lastMonth: number,
): LeasePeriod[] {
  const term = lease.lastMonth - lease.firstMonth + 1
  let current: LeasePeriod = {
    firstMonth: lease.firstMonth,
    lastMonth: lease.lastMonth,
    rentPerSfAnnual: lease.rentPerSfAnnual,
    rentFrom: lease.rentFrom,
    letting: lease.vacant ? lettingOf(lease, rollover, false) : null,
    baseYear: lease.baseYear,
  }
  const chain = [current]
  while (current.lastMonth < lastMonth) {
    const expiring = rentPerSfIn(current, lease.escalation, current.lastMonth)
    const firstMonth = current.lastMonth + 1
    current = {
      firstMonth,
      lastMonth: current.lastMonth + term,
      rentPerSfAnnual: rolledRent(expiring, lease.escalation, rollover),
      rentFrom: firstMonth,
      letting: lettingOf(lease, rollover, true),
      baseYear: calendarMonthOf(firstMonth, start).year,
    }
    chain.push(current)
  }
  return chain
}

/**
 * The sum of a lease's monthly rents before free rent over its whole term (even past the
 * projected months), which its leasing commission is a share of (PRODUCT.md 11.5).
 *
 * @example 2,500 SF at $24 escalating 3% for 60 months: 318,548.15
 */
export function termRent(lease: LeasePeriod, escalation: Escalation, squareFeet: number): number {
  let total = 0
  for (let month = lease.firstMonth; month <= lease.lastMonth; month += MONTHS_PER_YEAR) {
    const months = Math.min(MONTHS_PER_YEAR, lease.lastMonth - month + 1)
    total += (months * squareFeet * rentPerSfIn(lease, escalation, month)) / MONTHS_PER_YEAR
  }
  return total
}
