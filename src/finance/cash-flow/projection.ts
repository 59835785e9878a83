import type { ExpenseTerms, LeaseTerms, RolloverTerms } from './engine-terms'
import { tenantCashFlow } from './leases'
import type { OperatingYear } from './types'

export interface ProjectionInput {
  leases: readonly LeaseTerms[]
  expenses: ExpenseTerms
  rollover: RolloverTerms
  startYear: number
  years: number
}

/**
 * Reimbursable expenses per SF in analysis year i (1-based): (taxes + insurance + repairs +
 * utilities + other) x (1 + expense escalation)^(i-1).
 */
export function reimbursableExpensesPerSf(expenses: ExpenseTerms, years: number): number[] {
  return Array.from(
    { length: years },
    (_, index) => expenses.reimbursablePerSf * Math.pow(1 + expenses.escalation, index),
  )
}

/**
 * Annual operating cash flow of the property (PRODUCT.md 4.3): tenant lines summed; total income =
 * effective rent + reimbursements; operating expenses = reimbursable expenses per SF x total SF +
 * management fee x total income; NOI = total income - expenses; net cash flow = NOI - TI & LC.
 */
export function projectOperations(input: ProjectionInput): OperatingYear[] {
  const { leases, expenses, rollover, startYear, years } = input
  const perSf = reimbursableExpensesPerSf(expenses, years)
  const totalSquareFeet = leases.reduce((sum, lease) => sum + lease.squareFeet, 0)
  const flows = leases.map((lease) =>
    tenantCashFlow({ lease, rollover, startYear, years, reimbursablePerSf: perSf }),
  )
  const sumOf = (line: 'grossRent' | 'vacancy' | 'reimbursements' | 'tiAndLC', index: number) =>
    flows.reduce((sum, flow) => sum + flow[line][index]!, 0)

  return perSf.map((expensesPerSf, index) => {
    const grossRent = sumOf('grossRent', index)
    const vacancy = sumOf('vacancy', index)
    const effectiveRent = grossRent - vacancy
    const reimbursements = sumOf('reimbursements', index)
    const totalIncome = effectiveRent + reimbursements
    const operatingExpenses = expensesPerSf * totalSquareFeet + expenses.managementFee * totalIncome
    const noi = totalIncome - operatingExpenses
    const tiAndLC = sumOf('tiAndLC', index)
    return {
      year: startYear + index,
      grossRent,
      vacancy,
      effectiveRent,
      reimbursements,
      totalIncome,
      operatingExpenses,
      noi,
      tiAndLC,
      netCashFlow: noi - tiAndLC,
    }
  })
}
