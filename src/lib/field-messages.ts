import {
  ASSUMPTION_CHOICES,
  ASSUMPTION_FIELDS,
  LEASE_TYPES,
  TENANT_COLUMNS,
  type NumberSpec,
  type Unit,
} from '../finance/field-table'
import type { InputProblem, Rule } from '../finance/problems'
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

/** Labels of every field that can have a problem, by `group.key` and by tenant column field. */
const LABELS: Record<string, string> = Object.fromEntries([
  ...Object.entries(ASSUMPTION_FIELDS).flatMap(([group, fields]) => groupLabels(group, fields)),
  ...Object.entries(ASSUMPTION_CHOICES).flatMap(([group, fields]) => groupLabels(group, fields)),
  ...TENANT_COLUMNS.map(({ field, label }) => [field, label]),
])

function groupLabels(group: string, fields: Record<string, { label: string }>) {
  return Object.entries(fields).map(([key, spec]) => [`${group}.${key}`, spec.label])
}

/** The on-screen label of a problem's field, or the field name itself when it has none. */
export function fieldLabel(field: string): string {
  return LABELS[field] ?? field
}

/** 'Could not read "sometime" as a date. Type the date as ...' */
function unreadableMessage(text: string, expected: 'number' | 'date' | 'leaseType'): string {
  switch (expected) {
    case 'number':
      return `Could not read "${text}" as a number. Enter a number, using digits only.`
    case 'date':
      return `Could not read "${text}" as a date. ${DATE_PROBLEMS.format}`
    case 'leaseType':
      return `"${text}" is not a lease type. Choose ${listInWords(LEASE_TYPES, 'or')}.`
  }
}

/** What to do about a problem, said under its field: "Enter a number from 0 to 100%." */
export function ruleMessage(rule: Rule, labelOf: (field: string) => string = fieldLabel): string {
  switch (rule.kind) {
    case 'required':
      return 'This field is required.'
    case 'number':
      return 'Enter a number.'
    case 'range':
      return `Enter a number ${rangeText(rule)}.`
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
    case 'unreadable':
      return unreadableMessage(rule.text, rule.expected)
  }
}

/** A problem with its field's label, for lists: "Management Fee (%): Enter a number from 0 to 100%." */
export function problemMessage(
  problem: InputProblem,
  labelOf: (field: string) => string = fieldLabel,
): string {
  return `${labelOf(problem.field)}: ${ruleMessage(problem.rule, labelOf)}`
}
