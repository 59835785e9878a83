import type { CalendarDate } from '../calendar-date'
import type { LoanTerms } from '../loan-tests'
import { fromPercent, monthsOfYears } from '../time-value'
import type { ValidTenant } from './tenant-validation'
import type {
  DebtTerms,
  ExitTerms,
  LeaseType,
  MarketLeasing,
  OperatingExpenses,
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

export interface LeaseTerms {
  squareFeet: number
  rentPerSfAnnual: number
  /** Decimal a year. */
  escalation: number
  start: CalendarDate
  expiration: CalendarDate
  recovery: Recovery
  tiPerSf: number
  /** Decimal of the aggregate rent of a new lease. */
  leasingCommission: number
}

export function leaseTerms({ tenant, start, expiration }: ValidTenant): LeaseTerms {
  return {
    squareFeet: tenant.squareFootage,
    rentPerSfAnnual: tenant.baseRent,
    escalation: fromPercent(tenant.annualEscalation),
    start,
    expiration,
    recovery: RECOVERY[tenant.leaseType],
    tiPerSf: tenant.tiPerSF,
    leasingCommission: fromPercent(tenant.leasingCommission),
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

/**
 * How a lease that rolls over is re-let: at market, or on the tenant's own terms. At market the
 * free rent, TI and commission blend the renewal's and a new tenant's by the renewal probability.
 */
export type RolloverTerms =
  | { atMarket: false }
  | {
      atMarket: true
      /** Decimal over the expiring rent. */
      rentBump: number
      /** Decimal of the aggregate rent of the new lease. */
      leasingCommission: number
      tiPerSf: number
      freeRentMonths: number
      vacancyMethod: VacancyMethod
      /** Months the space stands empty, expected: (1 - renewal probability) x downtime. */
      downtimeMonths: number
    }

/**
 * The market leasing inputs as the rollover rules use them (PRODUCT.md 4.3 and 10.4). With renewal
 * probability p each item is p x its renewal value + (1 - p) x its market value (an empty renewal
 * item is the market value), and the expected downtime is D = (1 - p) x downtime months. Under the
 * Downtime vacancy method free rent is cut so that free rent + D is at most 12 months.
 *
 * @example p 75%, renewal free rent 1, market 3, downtime 6: free rent 1.5 months, D = 1.5
 */
export function rolloverTerms(market: MarketLeasing): RolloverTerms {
  if (!market.enabled) return { atMarket: false }
  const renews = fromPercent(market.renewalProbabilityPercent)
  const blend = (renewal: number | null, atMarket: number) =>
    renewal === null ? atMarket : renews * renewal + (1 - renews) * atMarket
  const downtimeMonths = (1 - renews) * market.downtimeMonths
  const freeRentMonths = blend(market.renewalFreeRentMonths, market.freeRentMonths)
  const isDowntime = market.vacancyMethod === 'downtime'
  return {
    atMarket: true,
    rentBump: fromPercent(market.rentBumpPercent),
    leasingCommission: fromPercent(
      blend(market.renewalLeasingCommissionPercent, market.leasingCommissionPercent),
    ),
    tiPerSf: blend(market.renewalTiPerSf, market.capexTiPerSf),
    freeRentMonths: isDowntime ? Math.min(freeRentMonths, 12 - downtimeMonths) : freeRentMonths,
    vacancyMethod: market.vacancyMethod,
    downtimeMonths,
  }
}

export interface UnderwritingTerms {
  /** Decimal of gross rent: the least vacancy a year carries. */
  generalVacancy: number
  /** Decimal of effective rent. */
  creditLoss: number
  /** $/SF in year 1, escalating with the expenses. */
  capitalReservesPerSf: number
  sizeLoanOn: SizeLoanOn
}

export function underwritingTerms(underwriting: Underwriting): UnderwritingTerms {
  return {
    generalVacancy: fromPercent(underwriting.generalVacancyPercent),
    creditLoss: fromPercent(underwriting.creditLossPercent),
    capitalReservesPerSf: underwriting.capitalReservesPerSf,
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
