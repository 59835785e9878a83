import { tenantCashFlow } from './leases'
import type { ValidTenant } from './tenant-validation'
import type { MarketLeasing, OperatingExpenses, OperatingYear } from './types'

export interface ProjectionInput {
  tenants: ValidTenant[]
  operatingExpenses: OperatingExpenses
  marketLeasing: MarketLeasing
  startYear: number
  years: number
}

/**
 * Reimbursable expenses per SF in analysis year i (1-based): (taxes + insurance + repairs +
 * utilities + other) x (1 + expense escalation)^(i-1).
 */
export function reimbursableExpensesPerSF(expenses: OperatingExpenses, years: number): number[] {
  const base =
    expenses.realEstateTaxes +
    expenses.insurance +
    expenses.repairs +
    expenses.utilities +
    expenses.other
  return Array.from(
    { length: years },
    (_, index) => base * Math.pow(1 + expenses.escalationRate / 100, index),
  )
}

/**
 * Annual operating cash flow of the property (PRODUCT.md 4.3): tenant lines summed; total income =
 * effective rent + reimbursements; operating expenses = reimbursable expenses per SF x total SF +
 * management fee x total income; NOI = total income - expenses; net cash flow = NOI - TI & LC.
 */
export function projectOperations(input: ProjectionInput): OperatingYear[] {
  const { tenants, operatingExpenses, marketLeasing, startYear, years } = input
  const perSF = reimbursableExpensesPerSF(operatingExpenses, years)
  const totalSquareFootage = tenants.reduce((sum, { tenant }) => sum + tenant.squareFootage, 0)
  const flows = tenants.map((valid) =>
    tenantCashFlow({ ...valid, startYear, years, reimbursablePerSF: perSF, marketLeasing }),
  )
  const managementFeeShare = operatingExpenses.managementFee / 100
  const sumOf = (line: 'grossRent' | 'vacancy' | 'reimbursements' | 'tiAndLC', index: number) =>
    flows.reduce((sum, flow) => sum + flow[line][index]!, 0)

  return perSF.map((expensesPerSF, index) => {
    const grossRent = sumOf('grossRent', index)
    const vacancy = sumOf('vacancy', index)
    const effectiveRent = grossRent - vacancy
    const reimbursements = sumOf('reimbursements', index)
    const totalIncome = effectiveRent + reimbursements
    const expenses = expensesPerSF * totalSquareFootage + managementFeeShare * totalIncome
    const noi = totalIncome - expenses
    const tiAndLC = sumOf('tiAndLC', index)
    return {
      year: startYear + index,
      grossRent,
      vacancy,
      effectiveRent,
      reimbursements,
      totalIncome,
      operatingExpenses: expenses,
      noi,
      tiAndLC,
      netCashFlow: noi - tiAndLC,
    }
  })
}
