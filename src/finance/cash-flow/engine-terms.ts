import type { CalendarDate } from '../calendar-date'
import type { LoanTerms } from '../loan-tests'
import { fromPercent } from '../time-value'
import type { ValidTenant } from './tenant-validation'
import type { DebtTerms, ExitTerms, LeaseType, MarketLeasing, OperatingExpenses } from './types'

/**
 * The engine's edge: the scenario as entered (percent, years) becomes the terms the engine
 * computes with (decimals, months). Nothing past this file sees a percent.
 */

const REIMBURSED_SHARE: Record<LeaseType, number> = { NNN: 1, Modified: 0.5, Gross: 0 }

export interface LeaseTerms {
  squareFeet: number
  rentPerSfAnnual: number
  /** Decimal a year. */
  escalation: number
  start: CalendarDate
  expiration: CalendarDate
  /** Share of the reimbursable expenses the tenant pays: 1 (NNN), 0.5 (Modified), 0 (Gross). */
  reimbursedShare: number
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
    reimbursedShare: REIMBURSED_SHARE[tenant.leaseType],
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

/** How a lease that rolls over is re-let: at market, or on the tenant's own terms. */
export type RolloverTerms =
  | { atMarket: false }
  | {
      atMarket: true
      /** Decimal over the expiring rent. */
      rentBump: number
      /** Decimal of the aggregate rent of the new lease. */
      leasingCommission: number
      tiPerSf: number
      /** Clamped to 0-12. */
      freeRentMonths: number
    }

export function rolloverTerms(market: MarketLeasing): RolloverTerms {
  if (!market.enabled) return { atMarket: false }
  return {
    atMarket: true,
    rentBump: fromPercent(market.rentBumpPercent),
    leasingCommission: fromPercent(market.leasingCommissionPercent),
    tiPerSf: market.capexTiPerSf,
    freeRentMonths: Math.min(12, Math.max(0, market.freeRentMonths)),
  }
}

export interface DebtModel extends LoanTerms {
  interestOnlyMonths: number
  termMonths: number
  /** Null: no property value, so no LTV test. */
  propertyValue: number | null
}

/** Years become whole months (a fraction of a month rounds to the nearest one). */
const months = (years: number) => Math.round(years * 12)

export function debtModel(debt: DebtTerms): DebtModel {
  return {
    annualRate: fromPercent(debt.interestRatePercent),
    amortizationMonths: months(debt.amortizationYears),
    interestOnlyMonths: months(debt.interestOnlyYears),
    termMonths: months(debt.loanTermYears),
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
