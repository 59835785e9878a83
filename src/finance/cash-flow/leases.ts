import { leaseLengthYears } from '../calendar-date'
import type { ExpenseTerms, LeaseTerms, RolloverTerms } from './engine-terms'

/** One tenant's contribution to each analysis year (arrays indexed by analysis year - 1). */
export interface TenantCashFlow {
  grossRent: number[]
  vacancy: number[]
  reimbursements: number[]
  tiAndLC: number[]
}

export interface TenantCashFlowInput {
  lease: LeaseTerms
  rollover: RolloverTerms
  startYear: number
  years: number
  /** Reimbursable expenses per SF of each analysis year, escalated. */
  reimbursablePerSf: readonly number[]
  /** The expenses, for the base year of a Base Year lease (which may be before year 1). */
  expenses: ExpenseTerms
}

interface Lease {
  firstYear: number
  lastYear: number
  /** Rent per SF in the first year, before proration or free rent. */
  firstYearRentPerSf: number
  isRollover: boolean
}

const VACANCY_NEAR_EXPIRY = 0.1
const VACANCY_STABLE = 0.05

function rentPerSf(lease: Lease, year: number, escalation: number): number {
  return lease.firstYearRentPerSf * Math.pow(1 + escalation, year - lease.firstYear)
}

/**
 * The in-place lease (lease start year through expiration year) followed by rollovers of the
 * same length through `lastYear`. A rollover's first-year rent is the previous year's rent per
 * SF bumped by the market rent bump (at market) or the tenant's escalation (own terms).
 */
function leaseChain({ lease, rollover }: TenantCashFlowInput, lastYear: number): Lease[] {
  const bump = rollover.atMarket ? rollover.rentBump : lease.escalation
  const length = leaseLengthYears(lease.start, lease.expiration)
  const leases: Lease[] = [
    {
      firstYear: lease.start.year,
      lastYear: lease.expiration.year,
      firstYearRentPerSf: lease.rentPerSfAnnual,
      isRollover: false,
    },
  ]
  for (let previous = leases[0]!; previous.lastYear < lastYear;) {
    const expiringRent = rentPerSf(previous, previous.lastYear, lease.escalation)
    previous = {
      firstYear: previous.lastYear + 1,
      lastYear: previous.lastYear + length,
      firstYearRentPerSf: expiringRent * (1 + bump),
      isRollover: true,
    }
    leases.push(previous)
  }
  return leases
}

/**
 * How a $/SF cost of year 1 has grown `yearsAfterYear1` later: (1 + expense escalation)^years
 * (negative years: before year 1).
 */
export function expenseGrowth(expenses: ExpenseTerms, yearsAfterYear1: number): number {
  return Math.pow(1 + expenses.escalation, yearsAfterYear1)
}

/**
 * Reimbursable expenses per SF of a calendar year: year 1's x (1 + escalation)^(year - year 1),
 * before year 1 as well (the base year of a lease that started earlier).
 */
export function expensesPerSfIn(expenses: ExpenseTerms, yearsAfterYear1: number): number {
  return expenses.reimbursablePerSf * expenseGrowth(expenses, yearsAfterYear1)
}

/**
 * The tenant's reimbursement per SF in analysis year `index`: its share of the year's expenses,
 * or on a Base Year lease max(0, the year's - those of the lease's first year) (PRODUCT.md 10.5).
 */
function recoveryPerSf(input: TenantCashFlowInput, current: Lease, index: number): number {
  const { lease, reimbursablePerSf, expenses, startYear } = input
  const expensesPerSf = reimbursablePerSf[index]!
  if (lease.recovery.kind === 'share') return expensesPerSf * lease.recovery.share
  const baseYear = expensesPerSfIn(expenses, current.firstYear - startYear)
  return Math.max(0, expensesPerSf - baseYear)
}

/**
 * Downtime of a lease let at market under the Downtime vacancy method (PRODUCT.md 10.4): the
 * expected months empty in the first year of each rolled lease; none otherwise.
 */
function downtimeMonthsIn(rollover: RolloverTerms, isFirstRolloverYear: boolean): number {
  const applies = rollover.atMarket && rollover.vacancyMethod === 'downtime'
  return applies && isFirstRolloverYear ? rollover.downtimeMonths : 0
}

/** TI and leasing commissions charged in the first year of a rolled lease. */
function rolloverCost(next: Lease, { lease, rollover }: TenantCashFlowInput): number {
  let aggregateRent = 0
  for (let year = next.firstYear; year <= next.lastYear; year++)
    aggregateRent += lease.squareFeet * rentPerSf(next, year, lease.escalation)
  const terms = rollover.atMarket ? rollover : lease
  return terms.tiPerSf * lease.squareFeet + terms.leasingCommission * aggregateRent
}

/**
 * One tenant's gross rent, vacancy, reimbursements and TI & LC for each analysis year
 * (PRODUCT.md 4.3, 10.4, 10.5). Rent and reimbursements are prorated by (13 - start month) / 12 in
 * the lease start year; the space is vacant before it. The first year of a lease let at market
 * loses its free rent months. Vacancy by the rule of thumb is 10% of the year's gross rent in a
 * lease expiration year or the year after one, 5% otherwise; by the Downtime method it is
 * D / 12 x the year's rent before free rent in the first year of a rolled lease (whose
 * reimbursements are then x (12 - D) / 12), and 0 in every other year.
 */
export function tenantCashFlow(input: TenantCashFlowInput): TenantCashFlow {
  const { lease, rollover, startYear, years } = input
  const leases = leaseChain(input, startYear + years - 1)
  const expirationYears = new Set(leases.map((each) => each.lastYear))
  const nearExpiry = (year: number) => expirationYears.has(year) || expirationYears.has(year - 1)
  const byRuleOfThumb = !rollover.atMarket || rollover.vacancyMethod === 'ruleOfThumb'
  const startYearProration = (13 - lease.start.month) / 12
  const freeRentFactor = rollover.atMarket ? (12 - rollover.freeRentMonths) / 12 : 1
  const flow: TenantCashFlow = {
    grossRent: new Array<number>(years).fill(0),
    vacancy: new Array<number>(years).fill(0),
    reimbursements: new Array<number>(years).fill(0),
    tiAndLC: new Array<number>(years).fill(0),
  }

  for (let index = 0; index < years; index++) {
    const year = startYear + index
    const current = leases.find((each) => each.firstYear <= year && year <= each.lastYear)
    if (!current) continue // before the lease starts: vacant space

    const proration = year === lease.start.year ? startYearProration : 1
    const isFirstRolloverYear = current.isRollover && year === current.firstYear
    const freeRent = isFirstRolloverYear ? freeRentFactor : 1
    const yearRent = lease.squareFeet * rentPerSf(current, year, lease.escalation)
    const grossRent = yearRent * proration * freeRent
    const downtime = downtimeMonthsIn(rollover, isFirstRolloverYear)
    const occupied = (12 - downtime) / 12

    flow.grossRent[index] = grossRent
    flow.vacancy[index] = byRuleOfThumb
      ? grossRent * (nearExpiry(year) ? VACANCY_NEAR_EXPIRY : VACANCY_STABLE)
      : (downtime / 12) * yearRent
    flow.reimbursements[index] =
      recoveryPerSf(input, current, index) * lease.squareFeet * proration * occupied
    if (isFirstRolloverYear) flow.tiAndLC[index] = rolloverCost(current, input)
  }
  return flow
}
