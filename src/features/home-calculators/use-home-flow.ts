import { useState } from 'react'
import type { LoanSizingInput, LoanSizingResult } from '../../finance/loan-sizing'
import type { MortgageInput, MortgageResult } from '../../finance/mortgage'
import { MAX_LOAN_FIELDS } from '../../finance/field-table'
import { defaultText } from './form-fields'
import type { MaxLoanFormValues } from './max-loan-form-model'
import { MORTGAGE_DEFAULTS, type MortgageFormValues } from './mortgage-form-model'

/** The home page's states (seed-spec section 4); page state, not routes. */
export type HomeScreen =
  'calculator' | 'results' | 'max-loan-results' | 'lead-capture' | 'thank-you'
export type ResultsScreen = 'results' | 'max-loan-results'

export interface MortgageOutcome {
  input: MortgageInput
  result: MortgageResult
}

export interface MaxLoanOutcome {
  /** The form as typed when calculated (the results say why a constraint fell back). */
  values: MaxLoanFormValues
  input: LoanSizingInput
  result: LoanSizingResult
}

interface FlowState {
  screen: HomeScreen
  tab: 'mortgage' | 'max-loan'
  mortgageValues: MortgageFormValues
  maxLoanValues: MaxLoanFormValues
  mortgage: MortgageOutcome | null
  maxLoan: MaxLoanOutcome | null
  /** The results the quote request started from (its Back returns there). */
  quoteFrom: ResultsScreen
  /** Counts screen changes: the new screen takes focus, but not on first load. */
  transitions: number
}

const INITIAL: FlowState = {
  screen: 'calculator',
  tab: 'mortgage',
  mortgageValues: MORTGAGE_DEFAULTS,
  maxLoanValues: defaultText(MAX_LOAN_FIELDS),
  mortgage: null,
  maxLoan: null,
  quoteFrom: 'results',
  transitions: 0,
}

/**
 * State of the home page: which screen shows, which tab is open, and both forms as typed, so
 * going back (or calculating another) returns to the same inputs.
 */
export function useHomeFlow() {
  const [state, setState] = useState<FlowState>(INITIAL)
  const go = (screen: HomeScreen, change: Partial<FlowState> = {}) =>
    setState((current) => ({
      ...current,
      ...change,
      screen,
      transitions: current.transitions + 1,
    }))

  return {
    state,
    setTab: (tab: FlowState['tab']) => setState((current) => ({ ...current, tab })),
    setMortgageValues: (mortgageValues: MortgageFormValues) =>
      setState((current) => ({ ...current, mortgageValues })),
    setMaxLoanValues: (maxLoanValues: MaxLoanFormValues) =>
      setState((current) => ({ ...current, maxLoanValues })),
    showMortgage: (input: MortgageInput, result: MortgageResult) =>
      go('results', { mortgage: { input, result } }),
    showMaxLoan: (input: LoanSizingInput, result: LoanSizingResult) =>
      setState((current) => ({
        ...current,
        screen: 'max-loan-results',
        maxLoan: { values: current.maxLoanValues, input, result },
        transitions: current.transitions + 1,
      })),
    toCalculator: () => go('calculator'),
    requestQuote: (from: ResultsScreen) => go('lead-capture', { quoteFrom: from }),
    backFromQuote: () =>
      setState((current) => ({
        ...current,
        screen: current.quoteFrom,
        transitions: current.transitions + 1,
      })),
    quoteSent: () => go('thank-you'),
  }
}
