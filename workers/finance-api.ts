import { analyzeScenario } from '../src/finance/cash-flow/analyze'
import { sizeMaxLoan } from '../src/finance/loan-sizing'
import { calculateMortgage } from '../src/finance/mortgage'

/** The engines the UI calls, in the worker or (fallback) on the main thread. */
export const financeApi = { calculateMortgage, sizeMaxLoan, analyzeScenario }

export type FinanceApi = typeof financeApi
export type FinanceMethod = keyof FinanceApi
