import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import type { LoanSizingInput, LoanSizingResult } from '../../finance/loan-sizing'
import type { MortgageInput, MortgageResult } from '../../finance/mortgage'
import { MAX_LOAN_FIELDS } from '../../finance/calculator-fields'
import { withThousandsSeparators } from '../../lib/parse-number'
import { defaultText } from './form-fields'
import {
  CALCULATOR_OF,
  formSearch,
  readAddress,
  resultsKey,
  resultsSearch,
  type CalculatorId,
  type ResultsScreen,
} from './home-url'
import type { MaxLoanFormValues } from './max-loan-form-model'
import { MORTGAGE_DEFAULTS, readMortgageForm, type MortgageFormValues } from './mortgage-form-model'
import type { Restored } from './restore-results'
import type { MaxLoanOutcome, MortgageOutcome } from './run-engines'

export type { HomeScreen, ResultsScreen } from './home-url'

interface FlowState {
  mortgageValues: MortgageFormValues
  maxLoanValues: MaxLoanFormValues
  /** The last results of each calculator, with the address key of their inputs. */
  mortgage: (MortgageOutcome & { key: string }) | null
  maxLoan: (MaxLoanOutcome & { key: string }) | null
  /** Why the results an address named could not be shown (the form shows instead). */
  notice: string | null
}

const INITIAL: FlowState = {
  mortgageValues: MORTGAGE_DEFAULTS,
  maxLoanValues: defaultText(MAX_LOAN_FIELDS),
  mortgage: null,
  maxLoan: null,
  notice: null,
}

/** Entries this page pushed: Back from them stays on the page. */
const IN_APP = { inApp: true }
const keyOf = (search: string) => new URLSearchParams(search).toString()

/** Counts screen changes: the new screen takes focus, but not on first load. */
function useTransitions(screen: string) {
  const [seen, setSeen] = useState({ screen, transitions: 0 })
  if (seen.screen !== screen) setSeen({ screen, transitions: seen.transitions + 1 })
  return seen.screen === screen ? seen.transitions : seen.transitions + 1
}

/**
 * State of the home page (seed-spec section 4). The screen lives in the address (home-url.ts),
 * so Back, Forward and a reload move between form, results and quote request; both forms keep
 * what was typed. Results the page has not computed (a reload, a link) are computed from the
 * address; when they cannot be, the form shows with a message.
 */
export function useHomeFlow() {
  const [state, setState] = useState<FlowState>(INITIAL)
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const address = readAddress(params)
  const outcome = address.results === 'max-loan-results' ? state.maxLoan : state.mortgage
  const ready = address.results === null || outcome?.key === address.key
  const transitions = useTransitions(address.screen)
  const set = (change: Partial<FlowState>) => setState((current) => ({ ...current, ...change }))
  useRestore(ready ? null : address.results, params, setState)

  /** Back in history when this page put the entry there; otherwise to `search`, replacing it. */
  const back = (search: string) =>
    (location.state as typeof IN_APP | null)?.inApp
      ? navigate(-1)
      : navigate({ search }, { replace: true })
  const show = (view: ResultsScreen, values: Record<string, string>) => {
    const search = resultsSearch(view, values)
    navigate({ search }, { state: IN_APP })
    return keyOf(search)
  }
  const currentResults = `?${address.key}`

  return {
    state: { ...state, ...address, ready, transitions },
    setTab: (tab: CalculatorId) =>
      navigate({ search: formSearch(tab) }, { replace: true, preventScrollReset: true }),
    setMortgageValues: (mortgageValues: MortgageFormValues) => set({ mortgageValues }),
    setMaxLoanValues: (maxLoanValues: MaxLoanFormValues) => set({ maxLoanValues }),
    showMortgage: (input: MortgageInput, result: MortgageResult) =>
      set({
        notice: null,
        mortgage: { input, result, key: show('mortgage-results', state.mortgageValues) },
      }),
    showMaxLoan: (input: LoanSizingInput, result: LoanSizingResult) => {
      const values = state.maxLoanValues
      set({
        notice: null,
        maxLoan: { values, input, result, key: show('max-loan-results', values) },
      })
    },
    toCalculator: () => back(formSearch(address.tab)),
    requestQuote: () => navigate({ search: `${currentResults}&quote=1` }, { state: IN_APP }),
    backFromQuote: () => back(currentResults),
    quoteSent: () => navigate({ search: `${currentResults}&quote=sent` }, { replace: true }),
    calculateAnother: () => navigate({ search: formSearch(address.tab) }),
  }
}

/** Money as the forms show it: "2000000" from an address reads "2,000,000". */
const grouped = <Values extends object>(values: Values): Values => ({
  ...values,
  ...Object.fromEntries(
    (['purchasePrice', 'noiAnnual'] as const)
      .filter((key) => key in values)
      .map((key) => [key, withThousandsSeparators((values as Record<string, string>)[key]!)]),
  ),
})

/**
 * Computes the results the address names when the page does not hold them; when they cannot be
 * computed (or their code does not load), the form shows with the reason.
 */
function useRestore(
  view: ResultsScreen | null,
  params: URLSearchParams,
  setState: (update: (current: FlowState) => FlowState) => void,
) {
  const navigate = useNavigate()
  const search = params.toString()
  useEffect(() => {
    if (!view) return
    const address = new URLSearchParams(search)
    let current = true
    const toForm = (notice: string) => {
      setState((state) => ({ ...state, notice }))
      navigate({ search: formSearch(CALCULATOR_OF[view]) }, { replace: true })
    }
    const apply = (restored: Restored) => {
      if (!current) return
      const mortgage = restored.view === 'mortgage-results'
      setState((state) => ({
        ...state,
        [mortgage ? 'mortgageValues' : 'maxLoanValues']: grouped(restored.values),
        ...(restored.ok && {
          [mortgage ? 'mortgage' : 'maxLoan']: { ...restored.outcome, key: resultsKey(address) },
        }),
      }))
      if (!restored.ok) toForm(restored.message)
    }
    import('./restore-results')
      .then(({ restoreResults }) => restoreResults(view, address, readMortgageForm))
      .then(apply)
      .catch((error: unknown) => {
        console.error('Results could not be restored', error)
        if (current)
          toForm('The results could not be loaded. Check your connection and calculate again.')
      })
    return () => {
      current = false
    }
  }, [view, search, setState, navigate])
}
