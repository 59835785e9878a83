import { reusingAnalyzer } from '../src/finance/cash-flow/reuse'
import { sizeMaxLoan } from '../src/finance/loan-sizing'
import { calculateMortgage } from '../src/finance/mortgage'
import { updatedEngine } from './scenario-update'

/**
 * The engines the UI calls, in the worker or (fallback) on the main thread. The multi-tenant
 * analysis is sent what changed since the scenario before (scenario-update.ts) and keeps what it
 * computed for each tenant, so an edit sends and recomputes only the rows it changed.
 */
export const financeApi = {
  calculateMortgage,
  sizeMaxLoan,
  analyzeScenario: updatedEngine(reusingAnalyzer()),
}

export type FinanceApi = typeof financeApi
export type FinanceMethod = keyof FinanceApi
