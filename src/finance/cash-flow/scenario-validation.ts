import { ASSUMPTION_CHOICES, ASSUMPTION_FIELDS, DEBT_AT_MOST, RENT_BASIS } from '../field-table'
import { checkChoice, checkChoices, checkFields, type InputProblem } from '../problems'
import { readMonth } from './timeline'
import type { DebtTerms, Scenario } from './types'

/**
 * The debt terms' problems: each field's range (an empty property value means no LTV test), then
 * the limits one field puts on another (an interest-only period longer than the term is a problem
 * of both fields).
 */
export function debtProblems(debt: DebtTerms): InputProblem[] {
  const problems = checkFields(ASSUMPTION_FIELDS.debt, debt, 'debt.')
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

/** A group of assumptions, as the scenario names it. */
export type AssumptionGroupName = keyof typeof ASSUMPTION_FIELDS

/**
 * The problems of one group of assumptions, fields named `group.key`: its numbers (an optional
 * one may be empty), then its choices.
 */
export function assumptionProblems<G extends AssumptionGroupName>(
  group: G,
  values: Scenario[G],
): InputProblem[] {
  if (group === 'debt') return debtProblems(values as DebtTerms)
  const prefix = `${group}.`
  return [
    ...checkFields(ASSUMPTION_FIELDS[group], values, prefix),
    ...checkChoices(ASSUMPTION_CHOICES[group], values, prefix),
  ]
}

/** The analysis start (a month, "YYYY-MM") and the rent basis (PRODUCT.md 11.1, 11.2). */
export function timelineProblems(
  timeline: Pick<Scenario, 'analysisStart' | 'rentBasis'>,
): InputProblem[] {
  const problems: InputProblem[] = []
  const start = readMonth(timeline.analysisStart)
  if (!start.ok)
    problems.push({ field: 'analysisStart', rule: { kind: 'month', problem: start.problem } })
  const rule = checkChoice(RENT_BASIS, timeline.rentBasis)
  if (rule) problems.push({ field: 'rentBasis', rule })
  return problems
}

/**
 * Every problem with the scenario's assumptions, fields named `group.key` (tenant rows are checked
 * separately: an invalid row is left out, not fatal).
 */
export function scenarioProblems(scenario: Omit<Scenario, 'tenants'>): InputProblem[] {
  return [
    ...timelineProblems(scenario),
    ...assumptionProblems('operatingExpenses', scenario.operatingExpenses),
    ...assumptionProblems('marketLeasing', scenario.marketLeasing),
    ...assumptionProblems('underwriting', scenario.underwriting),
    ...assumptionProblems('debt', scenario.debt),
    ...assumptionProblems('exit', scenario.exit),
  ]
}
