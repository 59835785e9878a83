import type { DateProblem } from './calendar-date'
import type { ChoiceSpec, NumberSpec, Unit } from './field-specs'

/**
 * What is wrong with one input, as data: the UI phrases it (lib/field-messages.ts). A range rule
 * carries its bounds, so the message can give them.
 */
export type Rule =
  | { kind: 'required' }
  | { kind: 'number' }
  | { kind: 'range'; min: number; minIncluded: boolean; max: number; unit: Unit; whole?: true }
  | { kind: 'option'; options: readonly (number | string)[] }
  /** At most the value of another field (`other`), which is `max` now. */
  | { kind: 'atMost'; other: string; max: number }
  /** At least the value of another field (`other`), which is `min` now. */
  | { kind: 'atLeast'; other: string; min: number }
  | { kind: 'date'; problem: DateProblem }
  /** A lease expiration that is not after its start. */
  | { kind: 'dateOrder' }
  /** A month not written yyyy-mm (2026-11), or whose year is out of range. */
  | { kind: 'month'; problem: 'format' | 'range' }
  /** A vacant suite's assumed lease must start after the analysis start (PRODUCT.md 11.3). */
  | { kind: 'vacantStart' }
  /**
   * Text pasted or imported into a cell that could not be read as what the cell holds (for a
   * choice, `options` are what it can be).
   */
  | {
      kind: 'unreadable'
      text: string
      expected: 'number' | 'date' | 'leaseType' | 'status'
      options?: readonly string[]
    }

/** A problem with one named input, returned by engines instead of throwing. */
export interface InputProblem {
  /** The input's key in the field table (for scenario groups, `group.key`). */
  field: string
  rule: Rule
}

/** Either a computed result or the list of input problems that prevented it. */
export type EngineOutcome<T> = { ok: true; result: T } | { ok: false; problems: InputProblem[] }

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** What is wrong with `value` for a field of the table, or null when it is allowed. */
export function checkNumber(spec: NumberSpec, value: unknown): Rule | null {
  if (!isFiniteNumber(value)) return { kind: 'number' }
  if (spec.options)
    return spec.options.includes(value) ? null : { kind: 'option', options: spec.options }
  const aboveMin = spec.minIncluded ? value >= spec.min : value > spec.min
  const whole = !spec.whole || Number.isInteger(value)
  if (aboveMin && value <= spec.max && whole) return null
  const { min, minIncluded, max, unit } = spec
  return { kind: 'range', min, minIncluded, max, unit, ...(spec.whole && { whole: true }) }
}

/** What is wrong with `value` for a choice field, or null when it is one of the choices. */
export function checkChoice(spec: ChoiceSpec, value: unknown): Rule | null {
  const options = Object.keys(spec.options)
  return typeof value === 'string' && options.includes(value) ? null : { kind: 'option', options }
}

/** The problems of each value of a group against its spec, named `${prefix}${key}`. */
function groupProblems<Spec>(
  specs: Record<string, Spec>,
  values: object,
  prefix: string,
  check: (spec: Spec, value: unknown) => Rule | null,
): InputProblem[] {
  const problems: InputProblem[] = []
  for (const [key, spec] of Object.entries(specs)) {
    const rule = check(spec, (values as Record<string, unknown>)[key])
    if (rule) problems.push({ field: `${prefix}${key}`, rule })
  }
  return problems
}

/**
 * The problems of a group of values against its fields (each key of `fields` checked in order;
 * an optional field may be null), with `prefix` before each field name:
 * `checkFields(DEBT_FIELDS, debt, 'debt.')`.
 */
export function checkFields(
  fields: Record<string, NumberSpec>,
  values: object,
  prefix = '',
): InputProblem[] {
  return groupProblems(fields, values, prefix, (spec, value) =>
    spec.optional && value === null ? null : checkNumber(spec, value),
  )
}

/** The problems of a group's choice fields, named like `checkFields` names them. */
export function checkChoices(
  choices: Record<string, ChoiceSpec>,
  values: object,
  prefix = '',
): InputProblem[] {
  return groupProblems(choices, values, prefix, checkChoice)
}
