import { type NumberSpec } from '../../finance/field-specs'
import { MAX_LOAN_FIELDS, MORTGAGE_FIELDS } from '../../finance/calculator-fields'
import { defaultText } from './form-fields'
import type { ResultsScreen } from './home-url'
import type { MaxLoanFormValues } from './max-loan-form-model'
import type { MortgageFormValues, readMortgageForm } from './mortgage-form-model'
import { runMaxLoan, runMortgage, type MaxLoanOutcome, type MortgageOutcome } from './run-engines'

/**
 * Computes the results an address names (a reload, Back or Forward onto results, a shared
 * link). Loaded only then: the first paint of `/` does not carry it. An address whose inputs
 * cannot be calculated (tampered, cut short) gives the form back, filled with what could be
 * read, and says so; it never shows NaN.
 */

export type Restored =
  | { ok: true; view: 'mortgage-results'; values: MortgageFormValues; outcome: MortgageOutcome }
  | { ok: true; view: 'max-loan-results'; values: MaxLoanFormValues; outcome: MaxLoanOutcome }
  | {
      ok: false
      view: ResultsScreen
      values: MortgageFormValues | MaxLoanFormValues
      message: string
    }

type MortgageReader = typeof readMortgageForm

const NOT_CALCULATED =
  'The results in this address could not be shown: some inputs are missing or not valid. Check the fields below and calculate again.'
const FAILED = 'The results in this address could not be calculated. Calculate again.'

/**
 * The form text of each field from the address (an absent field keeps its default), and whether
 * a choice was not one of its options (it goes back to its default, and nothing is calculated).
 */
function formText<Fields extends Record<string, NumberSpec>>(
  fields: Fields,
  params: URLSearchParams,
) {
  const values = defaultText(fields) as Record<string, string>
  let badChoice = false
  for (const [key, spec] of Object.entries(fields)) {
    const text = params.get(key)?.slice(0, 40)
    if (text === undefined) continue
    if (spec.options && !spec.options.includes(Number(text))) badChoice = true
    else values[key] = text
  }
  return { values, badChoice }
}

/** The mortgage form from the address, and whether a choice in it was not one of its options. */
function mortgageForm(params: URLSearchParams) {
  const { values, badChoice } = formText(MORTGAGE_FIELDS, params)
  const loanType = params.get('loanType') === 'variable' ? 'variable' : 'fixed'
  return { values: { ...values, loanType } as MortgageFormValues, badChoice }
}

async function restoreMortgage(
  values: MortgageFormValues,
  readMortgageForm: MortgageReader,
): Promise<Restored> {
  const view = 'mortgage-results'
  const read = readMortgageForm(values)
  if (!read.ok) return { ok: false, view, values, message: NOT_CALCULATED }
  const outcome = await runMortgage(read.input)
  if (!outcome.ok) return { ok: false, view, values, message: NOT_CALCULATED }
  return { ok: true, view, values, outcome: { input: read.input, result: outcome.result } }
}

async function restoreMaxLoan(values: MaxLoanFormValues): Promise<Restored> {
  const view = 'max-loan-results'
  const { readMaxLoanForm } = await import('./max-loan-form-model')
  const read = readMaxLoanForm(values)
  if (!read.ok) return { ok: false, view, values, message: NOT_CALCULATED }
  const outcome = await runMaxLoan(read.input)
  if (!outcome.ok) return { ok: false, view, values, message: NOT_CALCULATED }
  return { ok: true, view, values, outcome: { values, input: read.input, result: outcome.result } }
}

/**
 * The results `view` of the address `params` names. The mortgage form's reader is handed in:
 * it is in the first bundle already, and importing it here makes the bundler split that
 * bundle into more files (more requests on the first load of `/`).
 */
export async function restoreResults(
  view: ResultsScreen,
  params: URLSearchParams,
  readMortgage: MortgageReader,
): Promise<Restored> {
  const mortgage = mortgageForm(params)
  const maxLoan = formText(MAX_LOAN_FIELDS, params).values as MaxLoanFormValues
  const values = view === 'mortgage-results' ? mortgage.values : maxLoan
  if (view === 'mortgage-results' && mortgage.badChoice)
    return { ok: false, view, values, message: NOT_CALCULATED }
  try {
    return await (view === 'mortgage-results'
      ? restoreMortgage(mortgage.values, readMortgage)
      : restoreMaxLoan(maxLoan))
  } catch (error) {
    console.error('Restoring results failed', error)
    return { ok: false, view, values, message: FAILED }
  }
}
