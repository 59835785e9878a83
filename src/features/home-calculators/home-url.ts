import { toNumber } from '../../lib/parse-number'

/**
 * Where the home flow stands, in the address: `/` is the mortgage form, `?calculator=max-loan`
 * the max-loan form, `?view=mortgage-results&purchasePrice=2000000&...` a results screen with
 * the inputs it was computed from (so Back, Forward and a reload show it again), and `&quote=1`
 * / `&quote=sent` the quote request and its thank-you. The quote form's personal data never goes
 * in the address.
 */

export type ResultsScreen = 'mortgage-results' | 'max-loan-results'
export type HomeScreen = 'calculator' | ResultsScreen | 'lead-capture' | 'thank-you'
export type CalculatorId = 'mortgage' | 'max-loan'

/** The calculator each results screen belongs to. */
export const CALCULATOR_OF: Record<ResultsScreen, CalculatorId> = {
  'mortgage-results': 'mortgage',
  'max-loan-results': 'max-loan',
}

export interface HomeAddress {
  screen: HomeScreen
  /** The results shown, or those the quote request is about. */
  results: ResultsScreen | null
  tab: CalculatorId
  /** Identifies the results' inputs: the same key, the same figures. */
  key: string
}

/** Reads the address; anything it does not know (a tampered view) means the form. */
export function readAddress(params: URLSearchParams): HomeAddress {
  const view = params.get('view')
  const tab = params.get('calculator') === 'max-loan' ? 'max-loan' : 'mortgage'
  if (view !== 'mortgage-results' && view !== 'max-loan-results')
    return { screen: 'calculator', results: null, tab, key: '' }
  const quote = params.get('quote')
  const screen = quote === 'sent' ? 'thank-you' : quote === null ? view : 'lead-capture'
  return { screen, results: view, tab: CALCULATOR_OF[view], key: resultsKey(params) }
}

/** The part of the address that names the results: the view and the inputs. */
export function resultsKey(params: URLSearchParams): string {
  const copy = new URLSearchParams(params)
  copy.delete('quote')
  copy.delete('calculator')
  return copy.toString()
}

/**
 * The address of a results screen: the view, then each input as typed, written as a plain
 * number when it is one ("2,000,000" -> 2000000) and as its text otherwise (an empty or
 * unusable constraint is kept, so the results can say which default replaced it).
 */
export function resultsSearch(view: ResultsScreen, values: Record<string, string>): string {
  const params = new URLSearchParams({ view })
  for (const [key, text] of Object.entries(values)) {
    const number = toNumber(text)
    params.set(key, number === null ? text.trim() : String(number))
  }
  return `?${params}`
}

/** The address of a calculator's form. */
export const formSearch = (tab: CalculatorId) => (tab === 'max-loan' ? '?calculator=max-loan' : '')
