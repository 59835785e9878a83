import type { LoanTerms } from '../loan-tests'
import { fromPercent, monthsOfYears } from '../time-value'
import type { ValidTenant } from './tenant-validation'
import { analysisMonthOf, type CalendarMonth } from './timeline'
import type {
  DebtTerms,
  ExitTerms,
  LeaseType,
  MarketLeasing,
  OperatingExpenses,
  RentBasis,
  SizeLoanOn,
  Underwriting,
  VacancyMethod,
} from './types'

/**
 * The engine's edge: the scenario as entered (percent, years) becomes the terms the engine
 * computes with (decimals, months). Nothing past this file sees a percent.
 */

/**
 * What a tenant pays of the reimbursable expenses per SF: a share of them (NNN all, Modified half,
 * Gross none), or, on a Base Year lease, their rise over the lease's first year (PRODUCT.md 10.5).
 */
export type Recovery = { kind: 'share'; share: number } | { kind: 'baseYear' }

const RECOVERY: Record<LeaseType, Recovery> = {
  NNN: { kind: 'share', share: 1 },
  Modified: { kind: 'share', share: 0.5 },
  Gross: { kind: 'share', share: 0 },
  'Base Year': { kind: 'baseYear' },
}

/** A lease's yearly rent step on each anniversary: a decimal growth, or $/SF/yr added. */
export type Escalation =
  { kind: 'percent'; rate: number } | { kind: 'dollars'; perSfAnnual: number }

/** Where the analysis starts and what the rent roll's rents are (PRODUCT.md 11.1, 11.2). */
export interface TimelineTerms {
  /** The calendar month of analysis month 1. */
  start: CalendarMonth
  rentBasis: RentBasis
}

/** A rent roll row as the monthly model reads it: its lease in analysis months. */
export interface LeaseTerms {
  squareFeet: number
  /** $/SF a year in month `rentFrom`. */
  rentPerSfAnnual: number
  escalation: Escalation
  /** Analysis months of the lease's first and last month (0, -1, ... before the start). */
  firstMonth: number
  lastMonth: number
  /**
   * The month the rent is in effect in: the lease's first month, or month 1 for a rent in place
   * at the analysis start of a lease that began before it (rent basis "current").
   */
  rentFrom: number
  recovery: Recovery
  /** The calendar year whose expenses a Base Year lease recovers the growth over. */
  baseYear: number
  tiPerSf: number
  /** Decimal of the aggregate rent of a new lease. */
  leasingCommission: number
  /** A vacant suite: its lease is a new lease, let as a rollover is (PRODUCT.md 11.3). */
  vacant: boolean
}

/**
 * A valid rent roll row in the analysis months: its lease occupies the months from its start's to
 * its expiration's (both included, PRODUCT.md 11.2); its base rent is in effect in month 1 when
 * the rents are in place at the analysis start and the lease began before it, otherwise in its
 * first month; its base year is the one given or its start's calendar year (11.4).
 */
export function leaseTerms(
  { tenant, start, expiration }: ValidTenant,
  timeline: TimelineTerms,
): LeaseTerms {
  const firstMonth = analysisMonthOf(start, timeline.start)
  const inPlaceAtStart = timeline.rentBasis === 'current' && firstMonth < 1
  return {
    squareFeet: tenant.squareFootage,
    rentPerSfAnnual: tenant.baseRent,
    escalation:
      tenant.escalationType === 'dollars'
        ? { kind: 'dollars', perSfAnnual: tenant.annualEscalation }
        : { kind: 'percent', rate: fromPercent(tenant.annualEscalation) },
    firstMonth,
    lastMonth: analysisMonthOf(expiration, timeline.start),
    rentFrom: inPlaceAtStart ? 1 : firstMonth,
    recovery: RECOVERY[tenant.leaseType],
    baseYear: tenant.baseYear ?? start.year,
    tiPerSf: tenant.tiPerSF,
    leasingCommission: fromPercent(tenant.leasingCommission),
    vacant: tenant.status === 'vacant',
  }
}

export interface ExpenseTerms {
  /** Taxes, insurance, repairs, utilities and other, $/SF in year 1. */
  reimbursablePerSf: number
  /** Decimal a year. */
  escalation: number
  /** Decimal of total income. */
  managementFee: number
}

export function expenseTerms(expenses: OperatingExpenses): ExpenseTerms {
  return {
    reimbursablePerSf:
      expenses.realEstateTaxesPerSf +
      expenses.insurancePerSf +
      expenses.repairsPerSf +
      expenses.utilitiesPerSf +
      expenses.otherPerSf,
    escalation: fromPercent(expenses.escalationPercent),
    managementFee: fromPercent(expenses.managementFeePercent),
  }
}

/** What letting a new lease costs: free rent, downtime, TI and a commission. */
export interface LettingTerms {
  freeRentMonths: number
  /** Months of the lease's first rent counted as vacancy (the Downtime vacancy method only). */
  downtimeMonths: number
  tiPerSf: number
  /** Decimal of the sum of the new lease's monthly rents. */
  leasingCommission: number
}

/**
 * How a lease that rolls over is re-let: at market, or on the tenant's own terms. At market a
 * rollover's letting terms blend the renewal's and a new tenant's by the renewal probability; a
 * vacant suite's first lease is let to a new tenant at market, with no blend (PRODUCT.md 11.3).
 */
export type RolloverTerms =
  | { atMarket: false }
  | {
      atMarket: true
      /** Decimal over the expiring rent. */
      rentBump: number
      vacancyMethod: VacancyMethod
      rollover: LettingTerms
      newTenant: LettingTerms
    }

/**
 * The market leasing inputs as the rollover rules use them (PRODUCT.md 4.3, 10.4, 11.3, 11.5).
 * With renewal probability p each item of a rollover is p x its renewal value + (1 - p) x its
 * market value (an empty renewal item is the market value), and the expected downtime is
 * D = (1 - p) x downtime months, counted only under the Downtime vacancy method, where free rent
 * is cut so that free rent + D is at most 12 months.
 *
 * @example p 75%, renewal free rent 1, market 3, downtime 6: free rent 1.5 months, D = 1.5
 */
export function rolloverTerms(market: MarketLeasing): RolloverTerms {
  if (!market.enabled) return { atMarket: false }
  const renews = fromPercent(market.renewalProbabilityPercent)
  const blend = (renewal: number | null, atMarket: number) =>
    renewal === null ? atMarket : renews * renewal + (1 - renews) * atMarket
  const isDowntime = market.vacancyMethod === 'downtime'
  const downtimeMonths = isDowntime ? (1 - renews) * market.downtimeMonths : 0
  const freeRentMonths = blend(market.renewalFreeRentMonths, market.freeRentMonths)
  return {
    atMarket: true,
    rentBump: fromPercent(market.rentBumpPercent),
    vacancyMethod: market.vacancyMethod,
    rollover: {
      freeRentMonths: Math.min(freeRentMonths, 12 - downtimeMonths),
      downtimeMonths,
      tiPerSf: blend(market.renewalTiPerSf, market.capexTiPerSf),
      leasingCommission: fromPercent(
        blend(market.renewalLeasingCommissionPercent, market.leasingCommissionPercent),
      ),
    },
    newTenant: {
      freeRentMonths: market.freeRentMonths,
      downtimeMonths: 0,
      tiPerSf: market.capexTiPerSf,
      leasingCommission: fromPercent(market.leasingCommissionPercent),
    },
  }
}

export interface UnderwritingTerms {
  /** Decimal of gross rent: the least vacancy a year carries. */
  generalVacancy: number
  /** Decimal of effective rent. */
  creditLoss: number
  /** $/SF in year 1, escalating with the expenses. */
  capitalReservesPerSf: number
  /** $/SF in year 1, escalating with the expenses: below NOI in Underwritten NCF only. */
  tiLcReservePerSf: number
  sizeLoanOn: SizeLoanOn
}

export function underwritingTerms(underwriting: Underwriting): UnderwritingTerms {
  return {
    generalVacancy: fromPercent(underwriting.generalVacancyPercent),
    creditLoss: fromPercent(underwriting.creditLossPercent),
    capitalReservesPerSf: underwriting.capitalReservesPerSf,
    tiLcReservePerSf: underwriting.tiLcReservePerSf,
    sizeLoanOn: underwriting.sizeLoanOn,
  }
}

export interface DebtModel extends LoanTerms {
  interestOnlyMonths: number
  termMonths: number
  /** Null: no property value, so no LTV test. */
  propertyValue: number | null
}

export function debtModel(debt: DebtTerms): DebtModel {
  return {
    annualRate: fromPercent(debt.interestRatePercent),
    amortizationMonths: monthsOfYears(debt.amortizationYears),
    interestOnlyMonths: monthsOfYears(debt.interestOnlyYears),
    termMonths: monthsOfYears(debt.loanTermYears),
    minDscr: debt.minDscr,
    maxDebtYield: fromPercent(debt.maxDebtYieldPercent),
    maxLtv: fromPercent(debt.maxLtvPercent),
    propertyValue: debt.propertyValue,
  }
}

export interface ExitModel {
  /** Decimal: NOI / value at the exit. */
  exitCapRate: number
  /** Decimal a year: the given refinance rate, or the loan's own. */
  refinanceRate: number
  /** Decimal of the sale price. */
  sellingCosts: number
}

export function exitModel(exit: ExitTerms, debt: DebtTerms): ExitModel {
  return {
    exitCapRate: fromPercent(exit.exitCapRatePercent),
    refinanceRate: fromPercent(exit.refinanceRatePercent ?? debt.interestRatePercent),
    sellingCosts: fromPercent(exit.sellingCostsPercent),
  }
}
