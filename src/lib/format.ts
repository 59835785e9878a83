import type { Unit } from '../finance/field-specs'

/**
 * Every figure the site shows goes through here (Intl.NumberFormat, en-US). A value that is not a
 * finite number shows as an em dash, never as NaN, Infinity or undefined.
 */

const NOT_A_FIGURE = '—'

const WHOLE_DOLLARS = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const
const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const

const currencyWhole = new Intl.NumberFormat('en-US', { ...WHOLE_DOLLARS, signDisplay: 'never' })
const currencyCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'never',
})
const plainNumber = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  signDisplay: 'negative',
})
const fixed2 = new Intl.NumberFormat('en-US', { ...TWO_DECIMALS, signDisplay: 'negative' })

function guard(value: number | null | undefined, format: (value: number) => string): string {
  return typeof value === 'number' && Number.isFinite(value) ? format(value) : NOT_A_FIGURE
}

/**
 * The one way the site writes a negative amount of dollars: in parentheses, as lenders' reports
 * do, on tiles, in the key-figures bar and in every table alike ("($38,364)", never "-$38,364").
 * An amount that rounds to zero is "$0", without parentheses.
 */
function dollars(format: Intl.NumberFormat, value: number): string {
  const text = format.format(value)
  return value < 0 && /[1-9]/.test(text) ? `(${text})` : text
}

/** USD without cents: 1234567.8 -> "$1,234,568"; -38364 -> "($38,364)". */
export const formatCurrency = (value: number | null | undefined) =>
  guard(value, (v) => dollars(currencyWhole, v))

/** USD with cents: 10128.107 -> "$10,128.11"; -0.125 -> "($0.13)". */
export const formatCurrencyCents = (value: number | null | undefined) =>
  guard(value, (v) => dollars(currencyCents, v))

/** A deduction, always in parentheses whatever its sign: 23179.53 -> "($23,180)"; 0 -> "$0". */
export const formatDeduction = (value: number | null | undefined) =>
  guard(value, (v) => dollars(currencyWhole, -Math.abs(v)))

/** A number with thousands separators and up to 2 decimals: 23500 -> "23,500". */
export const formatNumber = (value: number | null | undefined) =>
  guard(value, (v) => plainNumber.format(v))

/** A value already in percent, 2 decimals: 27.9429 -> "27.94%". */
export const formatPercent = (value: number | null | undefined) =>
  guard(value, (v) => `${fixed2.format(v)}%`)

/** A ratio as a percent: 0.65 -> "65.00%". */
export const formatRatioAsPercent = (value: number | null | undefined) =>
  guard(value, (v) => `${fixed2.format(v * 100)}%`)

/** A ratio that does not apply (a debt yield without a loan): null -> "N/A"; 0.1084 -> "10.84%". */
export const formatRatioOrNa = (value: number | null) =>
  value === null ? 'N/A' : formatRatioAsPercent(value)

/** A figure that may not exist (PRODUCT.md 9: no rent, no sign change): null -> "-". */
export const NO_FIGURE = '-'
export const formatOrDash = (value: number | null, format: (value: number) => string) =>
  value === null ? NO_FIGURE : format(value)

/**
 * DSCR with 2 decimals; null (no debt service) -> "N/A": 1.481 -> "1.48". Intl rounds half up on
 * the shortest decimal form (1.295 -> "1.30"), as the DSCR rating's roundAsShown does (a test
 * holds the two together), so a DSCR is rated as it is shown.
 */
export const formatDscr = (value: number | null | undefined) =>
  value === null ? 'N/A' : guard(value, (v) => fixed2.format(v))

/** A coverage multiple: 1.47 -> "1.47x". */
export const formatMultiple = (value: number | null | undefined) =>
  guard(value, (v) => `${fixed2.format(v)}x`)

const SCALES = { K: 1_000, M: 1_000_000 } as const
export type DollarScale = keyof typeof SCALES

/** Formatters with up to `decimals` decimals, by `decimals`: making one costs more than using it. */
const upToDecimals: Intl.NumberFormat[] = []

/**
 * Dollars in thousands or millions for a chart axis, with up to `decimals` decimals; a negative
 * in parentheses like every figure: (381546, 'K') -> "$382K"; (1_200_000, 'M', 1) -> "$1.2M";
 * (-600, 'K') -> "($1K)"; 0 -> "$0".
 */
export function formatScaledDollars(value: number, scale: DollarScale, decimals = 0): string {
  return guard(value, (v) => {
    upToDecimals[decimals] ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals })
    const text = upToDecimals[decimals].format(Math.abs(v) / SCALES[scale])
    if (!/[1-9]/.test(text)) return '$0'
    return v < 0 ? `($${text}${scale})` : `$${text}${scale}`
  })
}

/**
 * A count with its unit in English: singular only when the number shown is exactly one ("1 year",
 * "1.00 year"), plural otherwise ("0.99 years", "2 years", "0 years"), whatever the unrounded value.
 */
const counted = (shown: string, one: string, many: string) =>
  `${shown} ${/^1(\.0+)?$/.test(shown) ? one : many}`

/** Years with two decimals, as WALTs read: 3.0325 -> "3.03 years"; 0.9966 -> "1.00 year". */
export const formatYears = (value: number | null | undefined) =>
  guard(value, (v) => counted(fixed2.format(v), 'year', 'years'))

/** Items as a phrase: "A", "A and B", "A, B and C" (or "or" for a choice). */
export function listInWords(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`
}

const bound = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 })
const dollarsBound = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
})

/**
 * A value in its field table unit. `figure` (default) as results show it: "$8.50/SF", "3.00%",
 * "1.25x", "25 years"; `bound` as a range limit in a message: "$10,000/SF", "100%", "10x".
 */
export function formatWithUnit(value: number, unit: Unit, style: 'figure' | 'bound' = 'figure') {
  const exact = style === 'figure'
  const number = exact ? formatNumber : (v: number) => bound.format(v)
  const money = exact ? formatCurrencyCents : (v: number) => dollarsBound.format(v)
  const count = (one: string, many: string) => counted(number(value), one, many)
  switch (unit) {
    case 'usd':
      return exact ? formatCurrency(value) : money(value)
    case 'usdPerSf':
      return `${money(value)}/SF`
    case 'percent':
      return exact ? formatPercent(value) : `${number(value)}%`
    case 'multiple':
      return exact ? formatMultiple(value) : `${number(value)}x`
    case 'years':
      return count('year', 'years')
    case 'months':
      return count('month', 'months')
    case 'sf':
      return `${number(value)} SF`
    case 'calendarYear':
      return String(value)
  }
}

/**
 * A change (against the pinned baseline, or between two scenarios): a rise with "+", a fall in
 * parentheses like every negative figure of the page: "+$12,345", "($500)", "+0.05x",
 * "(1.25 pts)". Zero reads "no change"; a missing figure on either side reads "—".
 */

const changeText: Record<ChangeUnit, (size: number) => string> = {
  usd: (size) => currencyWhole.format(size),
  multiple: (size) => `${fixed2.format(size)}x`,
  percentPoints: (size) => `${fixed2.format(size * 100)} pts`,
}

export type ChangeUnit = 'usd' | 'multiple' | 'percentPoints'

export function formatChange(change: number | null, unit: ChangeUnit): string {
  if (change === null || !Number.isFinite(change)) return '—'
  const text = changeText[unit](Math.abs(change))
  if (!/[1-9]/.test(text)) return 'no change'
  return change > 0 ? `+${text}` : `(${text})`
}
