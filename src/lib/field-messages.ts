import type { NumberSpec, Unit } from '../finance/field-specs'
import type { InputProblem, Rule } from '../finance/problems'

type UnreadableRule = Extract<Rule, { kind: 'unreadable' }>
import { formatWithUnit, listInWords } from './format'

/**
 * The words for input problems, which engines return as data (`{ field, rule }`): one sentence
 * under a field ("Enter a number from 0 to 100%."), or with the field's label in a list.
 */

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 })

/** A bound or value in its unit: "100%", "$1,000,000,000,000", "50 years", "1.25x". */
export const withUnit = (value: number, unit: Unit) => formatWithUnit(value, unit, 'bound')

/** The allowed range in words: "from 0 to 100%", "above 0 and at most 50 years". */
export function rangeText(range: Pick<NumberSpec, 'min' | 'minIncluded' | 'max' | 'unit'>): string {
  const { min, minIncluded, max, unit } = range
  return minIncluded
    ? `from ${withUnit(min, unit)} to ${withUnit(max, unit)}`
    : `above ${withUnit(min, unit)} and at most ${withUnit(max, unit)}`
}

const DATE_PROBLEMS = {
  format: 'Type the date as yyyy-mm-dd or m/d/yyyy, e.g. 2030-06-30.',
  impossible: 'That date does not exist on the calendar.',
  range: 'Use a year from 1900 to 2999.',
} as const

/** A field's own name, for problems that name another field (its label when the caller has one). */
const asNamed = (field: string) => field

/**
 * 'Could not read "sometime" as a date. Type the date as ...'; a cell given nothing (a pasted or
 * imported row without its lease date, a vacant suite with no rent to take): 'No date was given.
 * Type the date as ...'.
 */
function unreadableMessage({ text, expected, options = [] }: UnreadableRule): string {
  if (text === '')
    return expected === 'date'
      ? `No date was given. ${DATE_PROBLEMS.format}`
      : 'Nothing was given. Enter a value.'
  switch (expected) {
    case 'number':
      return `Could not read "${text}" as a number. Enter a number, using digits only.`
    case 'date':
      return `Could not read "${text}" as a date. ${DATE_PROBLEMS.format}`
    case 'leaseType':
      return `"${text}" is not a lease type. Choose ${listInWords(options, 'or')}.`
    case 'status':
      return `"${text}" is not a status. Choose ${listInWords(options, 'or')}.`
  }
}

/** What to do about a problem, said under its field: "Enter a number from 0 to 100%." */
export function ruleMessage(rule: Rule, labelOf: (field: string) => string = asNamed): string {
  switch (rule.kind) {
    case 'required':
      return 'This field is required.'
    case 'number':
      return 'Enter a number.'
    case 'range':
      return `Enter a ${rule.whole ? 'whole number' : 'number'} ${rangeText(rule)}.`
    case 'option':
      return `Choose ${listInWords(rule.options.map(String), 'or')}.`
    case 'atMost':
      return `Enter at most ${plain.format(rule.max)}, the ${labelOf(rule.other)}.`
    case 'atLeast':
      return `Enter at least ${plain.format(rule.min)}, the ${labelOf(rule.other)}.`
    case 'date':
      return DATE_PROBLEMS[rule.problem]
    case 'dateOrder':
      return 'The lease must expire after it starts.'
    case 'month':
      return rule.problem === 'format'
        ? 'Choose a month, written yyyy-mm, e.g. 2026-11.'
        : DATE_PROBLEMS.range
    case 'vacantStart':
      return "A vacant suite's lease starts after the analysis start."
    case 'unreadable':
      return unreadableMessage(rule)
  }
}

/** A problem with its field's label, for lists: "Management Fee (%): Enter a number from 0 to 100%." */
export function problemMessage(problem: InputProblem, labelOf: (field: string) => string): string {
  return `${labelOf(problem.field)}: ${ruleMessage(problem.rule, labelOf)}`
}
