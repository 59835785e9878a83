import { ASSUMPTION_FIELDS, DEBT_AT_MOST, LOAN_FIELDS } from '../field-table'
import { checkFields, checkNumber, type InputProblem } from '../problems'
import type { DebtTerms, ExitTerms, Scenario } from './types'

/**
 * The debt terms' problems: each field's range, then the limits one field puts on another (an
 * interest-only period longer than the term is a problem of both fields).
 */
export function debtProblems(debt: DebtTerms): InputProblem[] {
  const problems = checkFields(LOAN_FIELDS, debt, 'debt.')
  if (debt.propertyValue !== null) {
    const rule = checkNumber(ASSUMPTION_FIELDS.debt.propertyValue, debt.propertyValue)
    if (rule) problems.push({ field: 'debt.propertyValue', rule })
  }
  for (const [field, other] of Object.entries(DEBT_AT_MOST)) {
    const [name, otherName] = [`debt.${field}`, `debt.${other}`]
    if (problems.some((problem) => problem.field === name || problem.field === otherName)) continue
    const [value, max] = [debt[field as keyof typeof DEBT_AT_MOST], debt[other]]
    if (value <= max) continue
    problems.push({ field: name, rule: { kind: 'atMost', other: otherName, max } })
    problems.push({ field: otherName, rule: { kind: 'atLeast', other: name, min: value } })
  }
  return problems
}

/** The exit assumptions' problems; an empty refinance rate (null) is the loan's own rate. */
export function exitProblems(exit: ExitTerms): InputProblem[] {
  const { refinanceRatePercent, ...given } = ASSUMPTION_FIELDS.exit
  const problems = checkFields(given, exit, 'exit.')
  if (exit.refinanceRatePercent !== null) {
    const rule = checkNumber(refinanceRatePercent, exit.refinanceRatePercent)
    if (rule) problems.push({ field: 'exit.refinanceRatePercent', rule })
  }
  return problems
}

/** The problems of one group of assumptions, fields named `group.key`. */
export function assumptionProblems<
  G extends Exclude<keyof Scenario, 'tenants' | 'baseline' | 'propertyName'>,
>(group: G, values: Scenario[G]): InputProblem[] {
  if (group === 'debt') return debtProblems(values as DebtTerms)
  if (group === 'exit') return exitProblems(values as ExitTerms)
  return checkFields(ASSUMPTION_FIELDS[group], values, `${group}.`)
}

/**
 * Every problem with the scenario's assumptions, fields named `group.key` (tenant rows are checked
 * separately: an invalid row is left out, not fatal).
 */
export function scenarioProblems(scenario: Omit<Scenario, 'tenants'>): InputProblem[] {
  return [
    ...assumptionProblems('operatingExpenses', scenario.operatingExpenses),
    ...assumptionProblems('marketLeasing', scenario.marketLeasing),
    ...assumptionProblems('debt', scenario.debt),
    ...assumptionProblems('exit', scenario.exit),
  ]
}
