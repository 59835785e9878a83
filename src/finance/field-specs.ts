/**
 * How the field table describes an input (label, unit, range, default) and the builders its
 * groups are made with. The field table itself: calculator-fields.ts (the mortgage and maximum
 * loan calculators) and field-table.ts (the multi-tenant page), apart so that the first page
 * loads only its own fields.
 */

export type Unit =
  | 'usd'
  | 'usdPerSf'
  | 'percent'
  | 'multiple'
  | 'years'
  | 'months'
  | 'sf'
  /** A calendar year, written without a thousands separator: 2025. */
  | 'calendarYear'

export interface NumberSpec {
  /** The field's name on screen (PRODUCT.md section 6). */
  label: string
  unit: Unit
  min: number
  /** Whether `min` itself is allowed; `max` always is. */
  minIncluded: boolean
  max: number
  /** The value a new form or scenario starts with; null: left empty until the user types. */
  default: number | null
  /** ArrowUp / ArrowDown change the value by this much. */
  step: number
  /** The only values allowed, when the field is a choice. */
  options?: readonly number[]
  /** Only whole numbers are allowed (a year). */
  whole?: true
  /** The field's name in the scenario JSON (seed-spec.md section 3), where it differs. */
  json?: string
  /** The field may be left empty (null), which means what its card says (e.g. "the market value"). */
  optional?: true
}

/** A field whose value is one of a few named choices (a select on screen). */
export interface ChoiceSpec<Value extends string = string> {
  label: string
  /** Each value allowed (as the scenario stores it) and its name on screen. */
  options: Readonly<Record<Value, string>>
  default: Value
  json?: string
}

/** Money above this is a typing mistake, not a deal; it would also overflow the arithmetic. */
export const MAX_AMOUNT = 1e12
/** Dollars per square foot above this are a typing mistake. */
export const MAX_PER_SF = 10_000

export const money = (label: string, min: number, minIncluded: boolean): NumberSpec => ({
  label,
  unit: 'usd',
  min,
  minIncluded,
  max: MAX_AMOUNT,
  default: null,
  step: 10_000,
})

export const perSf = (label: string, json: string, value: number | null): NumberSpec => ({
  label,
  unit: 'usdPerSf',
  min: 0,
  minIncluded: true,
  max: MAX_PER_SF,
  default: value,
  step: 0.25,
  json,
})

export const percent = (
  label: string,
  value: number | null,
  max = 100,
  step = 0.1,
): NumberSpec => ({
  label,
  unit: 'percent',
  min: 0,
  minIncluded: true,
  max,
  default: value,
  step,
})

/** A yearly change in percent: above -100% (nothing left) and at most +100%. */
export const growth = (label: string, json: string, value: number): NumberSpec => ({
  label,
  unit: 'percent',
  min: -100,
  minIncluded: false,
  max: 100,
  default: value,
  step: 0.1,
  json,
})

export const months = (label: string, value: number | null): NumberSpec => ({
  label,
  unit: 'months',
  min: 0,
  minIncluded: true,
  max: 12,
  default: value,
  step: 1,
})

/** A period in years: at least (or above) `min`, at most `max`, stepped by `step`. */
export const years = (
  label: string,
  [min, minIncluded]: [number, boolean],
  value: number,
  [max, step] = [50, 1],
): NumberSpec => ({ label, unit: 'years', min, minIncluded, max, default: value, step })

export const interestRate = (value: number | null) => percent('Interest Rate (%)', value, 100, 0.01)

/** Numbers keyed like a field group (what a form or the scenario holds for it); null: left empty. */
export type ValuesOf<Fields> = {
  -readonly [K in keyof Fields]: Fields[K] extends { optional: true } ? number | null : number
}

/** The defaults of a field group: each field's default; an optional one's may be null (empty). */
export function defaultsOf<Fields extends Record<string, NumberSpec>>(
  fields: Fields,
): ValuesOf<Fields> {
  const values = {} as Record<string, number | null>
  for (const [key, spec] of Object.entries(fields))
    values[key] = spec.optional ? spec.default : (spec.default ?? 0)
  return values as ValuesOf<Fields>
}

/** The values of a group's choice fields: each one of its options. */
export type ChoicesOf<Choices> = {
  -readonly [K in keyof Choices]: Choices[K] extends { options: infer Options }
    ? keyof Options & string
    : never
}

/** The value each choice field of a group starts with. */
export function choiceDefaultsOf<Choices extends Record<string, ChoiceSpec>>(
  choices: Choices,
): ChoicesOf<Choices> {
  const values: Record<string, string> = {}
  for (const [key, spec] of Object.entries(choices)) values[key] = spec.default
  return values as ChoicesOf<Choices>
}

/** The name a field has in the scenario JSON. */
export const jsonName = (key: string, spec: { json?: string }) => spec.json ?? key
