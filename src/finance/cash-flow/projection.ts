import type { ExpenseTerms, UnderwritingTerms } from './engine-terms'
import { expenseGrowth, expensesPerSfIn, type TenantCashFlow } from './leases'
import type { OperatingYear } from './types'

export interface ProjectionInput {
  /** Each tenant's cash flow (leases.ts), in rent roll order. */
  flows: readonly TenantCashFlow[]
  /** The tenants' total square footage. */
  squareFeet: number
  expenses: ExpenseTerms
  underwriting: UnderwritingTerms
  startYear: number
  years: number
}

/**
 * Reimbursable expenses per SF in analysis year i (1-based): (taxes + insurance + repairs +
 * utilities + other) x (1 + expense escalation)^(i-1).
 */
export function reimbursableExpensesPerSf(expenses: ExpenseTerms, years: number): number[] {
  return Array.from({ length: years }, (_, index) => expensesPerSfIn(expenses, index))
}

/**
 * Annual operating cash flow of the property (PRODUCT.md 4.3 and 10.3): tenant lines summed;
 * vacancy = the tenants' vacancy, or general vacancy % x gross rent when that is more (a floor, so
 * turnover vacancy is not counted twice); credit loss = credit loss % x effective rent; total
 * income = effective rent - credit loss + reimbursements; operating expenses = reimbursable
 * expenses per SF x total SF + management fee x total income; NOI = total income - expenses;
 * capital reserves = reserves $/SF x total SF x (1 + expense escalation)^(i-1); net cash flow =
 * NOI - TI & LC - capital reserves.
 *
 * @example 10.9's 2026: gross rent 463,590.67, general vacancy 5% (23,179.53, above the tenants'
 *   0), credit loss 1% of 440,411.14 = 4,404.11, reserves 0.25 x 23,500 SF = 5,875.00
 */
export function projectOperations(input: ProjectionInput): OperatingYear[] {
  const { flows, squareFeet: totalSquareFeet, expenses, underwriting, startYear, years } = input
  const perSf = reimbursableExpensesPerSf(expenses, years)
  const sumOf = (line: 'grossRent' | 'vacancy' | 'reimbursements' | 'tiAndLC', index: number) =>
    flows.reduce((sum, flow) => sum + flow[line][index]!, 0)

  return perSf.map((expensesPerSf, index) => {
    const grossRent = sumOf('grossRent', index)
    const vacancy = Math.max(sumOf('vacancy', index), underwriting.generalVacancy * grossRent)
    const effectiveRent = grossRent - vacancy
    const creditLoss = underwriting.creditLoss * effectiveRent
    const reimbursements = sumOf('reimbursements', index)
    const totalIncome = effectiveRent - creditLoss + reimbursements
    const operatingExpenses = expensesPerSf * totalSquareFeet + expenses.managementFee * totalIncome
    const noi = totalIncome - operatingExpenses
    const tiAndLC = sumOf('tiAndLC', index)
    const capitalReserves =
      underwriting.capitalReservesPerSf * totalSquareFeet * expenseGrowth(expenses, index)
    return {
      year: startYear + index,
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
      netCashFlow: noi - tiAndLC - capitalReserves,
    }
  })
}
