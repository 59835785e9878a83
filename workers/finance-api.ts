import { reusingAnalyzer } from '../src/finance/cash-flow/reuse'
import { sizeMaxLoan } from '../src/finance/loan-sizing'
import { calculateMortgage } from '../src/finance/mortgage'

/**
 * The engines the UI calls, in the worker or (fallback) on the main thread. The multi-tenant
 * analysis keeps what it computed for each tenant, so an edit recomputes only the rows it changed.
 */
export const financeApi = { calculateMortgage, sizeMaxLoan, analyzeScenario: reusingAnalyzer() }

export type FinanceApi = typeof financeApi
export type FinanceMethod = keyof FinanceApi
