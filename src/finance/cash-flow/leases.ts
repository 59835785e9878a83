import type { ExpenseTerms, LeaseTerms, RolloverTerms } from './engine-terms'
import { leaseChain, steppedRent, stepsBy, termRent, type LeasePeriod } from './lease-chain'
import {
  analysisYearOf,
  MONTHS_PER_YEAR,
  PROJECTED_MONTHS,
  PROJECTED_YEARS,
  type CalendarMonth,
} from './timeline'

/** One tenant's contribution to each projected year (arrays indexed by analysis year - 1). */
export interface TenantCashFlow {
  /** Rent after free rent. */
  grossRent: number[]
  vacancy: number[]
  reimbursements: number[]
  tiAndLC: number[]
  /** Square feet occupied (paying rent or in free rent, not in downtime), summed over the months. */
  occupiedSfMonths: number[]
  /** Square feet occupied in month 1. */
  occupiedSfAtStart: number
}

export interface TenantCashFlowInput {
  lease: LeaseTerms
  rollover: RolloverTerms
  /** The calendar month of analysis month 1. */
  start: CalendarMonth
  expenses: ExpenseTerms
  /** Reimbursable expenses per SF a year of each projected year (expensesPerSfInYear). */
  reimbursablePerSf: readonly number[]
}

const VACANCY_NEAR_EXPIRY = 0.1
const VACANCY_STABLE = 0.05

/**
 * Reimbursable expenses per SF a year in analysis year k: E_1 x (1 + escalation)^(k-1), also for
 * years before year 1 (PRODUCT.md 11.4).
 */
export function expensesPerSfInYear(expenses: ExpenseTerms, year: number): number {
  return expenses.reimbursablePerSf * expenseGrowth(expenses, year - 1)
}

/** How a $/SF cost of year 1 has grown `yearsAfterYear1` later: (1 + expense escalation)^years. */
export function expenseGrowth(expenses: ExpenseTerms, yearsAfterYear1: number): number {
  return Math.pow(1 + expenses.escalation, yearsAfterYear1)
}

/** An amount taken off month by month from a lease's first month, never more than the month's. */
class Deduction {
  constructor(private left: number) {}
  take(available: number): number {
    const taken = Math.min(Math.max(0, available), this.left)
    this.left -= taken
    return taken
  }
  get done() {
    return this.left <= 0
  }
}

/**
 * A lease's monthly rent and reimbursement, each worked out once per rent step or analysis year
 * (they change only then): rent = SF x $/SF a year / 12; reimbursement = SF x E_k / 12 x its
 * share (NNN all, Modified half, Gross none), or on a Base Year lease SF x max(0, E_k - E(b)) /
 * 12 with E(b) = E_1 x (1 + escalation)^(b - the calendar year of month 1) (PRODUCT.md 11.4).
 */
function monthlyAmounts(input: TenantCashFlowInput, period: LeasePeriod) {
  const { lease, expenses, start } = input
  const perSfOf = (year: number) =>
    year >= 1 && year <= PROJECTED_YEARS
      ? input.reimbursablePerSf[year - 1]!
      : expensesPerSfInYear(expenses, year)
  const baseYearPerSf = expensesPerSfInYear(expenses, period.baseYear - start.year + 1)
  const recovered = (perSf: number) =>
    lease.recovery.kind === 'share'
      ? perSf * lease.recovery.share
      : Math.max(0, perSf - baseYearPerSf)
  let rentSteps = -1
  let rent = 0
  let reimbursementYear = Number.NaN
  let reimbursement = 0
  return {
    rentIn(month: number) {
      const steps = stepsBy(period, month)
      if (steps !== rentSteps) {
        rentSteps = steps
        const perSf = steppedRent(period.rentPerSfAnnual, lease.escalation, steps)
        rent = (lease.squareFeet * perSf) / MONTHS_PER_YEAR
      }
      return rent
    },
    reimbursementIn(month: number) {
      const year = analysisYearOf(month)
      if (year !== reimbursementYear) {
        reimbursementYear = year
        reimbursement = (lease.squareFeet * recovered(perSfOf(year))) / MONTHS_PER_YEAR
      }
      return reimbursement
    },
  }
}

function emptyFlow(): TenantCashFlow {
  const years = () => new Array<number>(PROJECTED_YEARS).fill(0)
  return {
    grossRent: years(),
    vacancy: years(),
    reimbursements: years(),
    tiAndLC: years(),
    occupiedSfMonths: years(),
    occupiedSfAtStart: 0,
  }
}

/**
 * One lease's months within the projection, added to `flow`. A new lease (`letting`) takes F x its
 * first month's rent off its gross rent from its first month on, never below 0 in a month (the
 * rest from the following months); under the Downtime method D x the first month's rent is
 * vacancy and D x its first month's reimbursement comes off its reimbursements, each booked the
 * same way, and its first D months are not occupied; its TI and leasing commission are charged in
 * its first month (PRODUCT.md 11.5).
 */
function addLease(input: TenantCashFlowInput, period: LeasePeriod, flow: TenantCashFlow) {
  const { squareFeet } = input.lease
  const { letting, firstMonth } = period
  const amounts = monthlyAmounts(input, period)
  const firstRent = amounts.rentIn(firstMonth)
  const downtime = letting?.downtimeMonths ?? 0
  const freeRent = new Deduction((letting?.freeRentMonths ?? 0) * firstRent)
  const vacancy = new Deduction(downtime * firstRent)
  const lostRecovery = new Deduction(downtime * amounts.reimbursementIn(firstMonth))
  const settled = (month: number) =>
    freeRent.done && vacancy.done && lostRecovery.done && month - firstMonth >= downtime
  const to = Math.min(period.lastMonth, PROJECTED_MONTHS)
  let month = letting ? firstMonth : Math.max(1, firstMonth)
  while (month <= to) {
    if (month < 1 && settled(month)) month = 1
    else if (month >= 1 && settled(month)) {
      // Rent and reimbursement stay the same until the next anniversary or analysis year.
      month = addSettledMonths(period, { month, to, amounts, squareFeet }, flow)
      continue
    }
    if (month > to) break
    const rent = amounts.rentIn(month)
    const reimbursement = amounts.reimbursementIn(month)
    const free = freeRent.take(rent)
    const vacant = vacancy.take(rent)
    const lost = lostRecovery.take(reimbursement)
    if (month >= 1) {
      const index = analysisYearOf(month) - 1
      const occupied = 1 - Math.min(1, Math.max(0, downtime - (month - firstMonth)))
      flow.grossRent[index]! += rent - free
      flow.vacancy[index]! += vacant
      flow.reimbursements[index]! += reimbursement - lost
      flow.occupiedSfMonths[index]! += squareFeet * occupied
      if (month === 1) flow.occupiedSfAtStart = squareFeet * occupied
    }
    month++
  }
  if (letting && firstMonth >= 1 && firstMonth <= PROJECTED_MONTHS)
    flow.tiAndLC[analysisYearOf(firstMonth) - 1]! +=
      letting.tiPerSf * squareFeet +
      letting.leasingCommission * termRent(period, input.lease.escalation, squareFeet)
}

/**
 * Months from `month` on, with nothing left to deduct, that pay the same rent and reimbursement:
 * up to the month before the next anniversary, the end of the analysis year or `to`, added at
 * once. Returns the month after them.
 */
function addSettledMonths(
  period: LeasePeriod,
  at: {
    month: number
    to: number
    amounts: ReturnType<typeof monthlyAmounts>
    squareFeet: number
  },
  flow: TenantCashFlow,
): number {
  const { month, amounts, squareFeet } = at
  const year = analysisYearOf(month)
  const nextStep =
    period.firstMonth +
    MONTHS_PER_YEAR * (Math.floor((month - period.firstMonth) / MONTHS_PER_YEAR) + 1)
  const last = Math.min(at.to, year * MONTHS_PER_YEAR, nextStep - 1)
  const months = last - month + 1
  const index = year - 1
  flow.grossRent[index]! += months * amounts.rentIn(month)
  flow.reimbursements[index]! += months * amounts.reimbursementIn(month)
  flow.occupiedSfMonths[index]! += months * squareFeet
  if (month === 1) flow.occupiedSfAtStart = squareFeet
  return last + 1
}

/**
 * Rule of Thumb vacancy (PRODUCT.md 4.3, 11.5): 10% of the tenant's gross rent of year k when one
 * of its leases has its last month in year k or year k - 1, 5% otherwise.
 */
function ruleOfThumbVacancy(chain: readonly LeasePeriod[], grossRent: readonly number[]) {
  const lastYears = new Set(chain.map((period) => analysisYearOf(period.lastMonth)))
  return grossRent.map((rent, index) => {
    const year = index + 1
    const nearExpiry = lastYears.has(year) || lastYears.has(year - 1)
    return rent * (nearExpiry ? VACANCY_NEAR_EXPIRY : VACANCY_STABLE)
  })
}

/**
 * One tenant's gross rent, vacancy, reimbursements, TI & LC and occupied space for each
 * projected year, computed month by month over its leases (PRODUCT.md 11.2-11.5). Vacancy is the
 * Rule of Thumb's unless market leasing uses the Downtime method, whose vacancy is the downtime
 * of each rolled lease.
 */
export function tenantCashFlow(input: TenantCashFlowInput): TenantCashFlow {
  const { lease, rollover, start } = input
  const chain = leaseChain(lease, rollover, start, PROJECTED_MONTHS)
  const flow = emptyFlow()
  for (const period of chain) addLease(input, period, flow)
  const byDowntime = rollover.atMarket && rollover.vacancyMethod === 'downtime'
  if (!byDowntime) flow.vacancy = ruleOfThumbVacancy(chain, flow.grossRent)
  return flow
}
