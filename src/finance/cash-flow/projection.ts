import type { ExpenseTerms, UnderwritingTerms } from './engine-terms'
import { expenseGrowth, expensesPerSfInYear, type TenantCashFlow } from './leases'
import {
  calendarMonthOf,
  firstMonthOfYear,
  MONTHS_PER_YEAR,
  yearLabel,
  type CalendarMonth,
} from './timeline'
import type { OperatingYear } from './types'

export interface ProjectionInput {
  /** Each tenant's cash flow (leases.ts), in rent roll order. */
  flows: readonly TenantCashFlow[]
  /** Square feet of every row the analysis reads, occupied or vacant. */
  buildingArea: number
  expenses: ExpenseTerms
  underwriting: UnderwritingTerms
  /** The calendar month of analysis month 1. */
  start: CalendarMonth
  years: number
}

/** Reimbursable expenses per SF a year of analysis years 1..years: E_k (PRODUCT.md 11.4). */
export function reimbursableExpensesPerSf(expenses: ExpenseTerms, years: number): number[] {
  return Array.from({ length: years }, (_, index) => expensesPerSfInYear(expenses, index + 1))
}

type TenantLine = 'grossRent' | 'vacancy' | 'reimbursements' | 'tiAndLC' | 'occupiedSfMonths'

/**
 * Annual operating cash flow of the property (PRODUCT.md 4.3, 10.3, 11.4, 11.6): tenant lines
 * summed; vacancy = the tenants' vacancy, or general vacancy % x gross rent when that is more (a
 * floor); credit loss = credit loss % x effective rent; total income = effective rent - credit
 * loss + reimbursements; operating expenses = E_k x building area + management fee x total
 * income (vacant space costs its expenses); NOI = total income - expenses; capital reserves and
 * the TI/LC reserve = $/SF x building area x (1 + expense escalation)^(k-1); cash flow before debt
 * service = NOI - capital reserves - TI & LC; Underwritten NCF = NOI - capital reserves - TI/LC
 * reserve; occupancy = the occupied square feet of the year's months / (12 x building area).
 *
 * @example 11.10's year 1: building area 26,000 SF, expenses 17.00 x 26,000 + 3% of 834,462.07
 *   = 467,033.86; NOI 367,428.21; Underwritten NCF 367,428.21 - 6,500.00 - 3,900.00 = 357,028.21
 */
export function projectOperations(input: ProjectionInput): OperatingYear[] {
  const { flows, buildingArea, expenses, underwriting, start, years } = input
  const sumOf = (line: TenantLine, index: number) =>
    flows.reduce((sum, flow) => sum + flow[line][index]!, 0)

  return reimbursableExpensesPerSf(expenses, years).map((expensesPerSf, index) => {
    const grossRent = sumOf('grossRent', index)
    const vacancy = Math.max(sumOf('vacancy', index), underwriting.generalVacancy * grossRent)
    const effectiveRent = grossRent - vacancy
    const creditLoss = underwriting.creditLoss * effectiveRent
    const reimbursements = sumOf('reimbursements', index)
    const totalIncome = effectiveRent - creditLoss + reimbursements
    const operatingExpenses = expensesPerSf * buildingArea + expenses.managementFee * totalIncome
    const noi = totalIncome - operatingExpenses
    const tiAndLC = sumOf('tiAndLC', index)
    const perSfGrowth = buildingArea * expenseGrowth(expenses, index)
    const capitalReserves = underwriting.capitalReservesPerSf * perSfGrowth
    const tiLcReserve = underwriting.tiLcReservePerSf * perSfGrowth
    const occupiedSfMonths = sumOf('occupiedSfMonths', index)
    return {
      year: calendarMonthOf(firstMonthOfYear(index + 1), start).year,
      label: yearLabel(start, index + 1),
      grossRent,
      vacancy,
      effectiveRent,
      creditLoss,
      reimbursements,
      totalIncome,
      operatingExpenses,
      noi,
      tiAndLC,
      capitalReserves,
      netCashFlow: noi - capitalReserves - tiAndLC,
      tiLcReserve,
      underwrittenNcf: noi - capitalReserves - tiLcReserve,
      occupancy: buildingArea > 0 ? occupiedSfMonths / (MONTHS_PER_YEAR * buildingArea) : 0,
    }
  })
}
