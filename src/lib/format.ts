/**
 * Every figure the site shows goes through here (Intl.NumberFormat, en-US). A value that is not a
 * finite number shows as an em dash, never as NaN, Infinity or undefined.
 */

const NOT_A_FIGURE = '—'

const currencyWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  signDisplay: 'negative',
})
const currencyCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
})
const plainNumber = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  signDisplay: 'negative',
})
const fixed2 = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
})

function guard(value: number | null | undefined, format: (value: number) => string): string {
  return typeof value === 'number' && Number.isFinite(value) ? format(value) : NOT_A_FIGURE
}

/** USD without cents: 1234567.8 -> "$1,234,568". */
export const formatCurrency = (value: number | null | undefined) =>
  guard(value, (v) => currencyWhole.format(v))

/** USD with cents: 10128.107 -> "$10,128.11". */
export const formatCurrencyCents = (value: number | null | undefined) =>
  guard(value, (v) => currencyCents.format(v))

/** A deduction in accounting style: 23179.53 -> "($23,180)"; 0 -> "$0". */
export const formatDeduction = (value: number | null | undefined) =>
  guard(value, (v) => {
    const text = currencyWhole.format(Math.abs(v))
    return text === '$0' ? text : `(${text})`
  })

/** A number with thousands separators and up to 2 decimals: 23500 -> "23,500". */
export const formatNumber = (value: number | null | undefined) =>
  guard(value, (v) => plainNumber.format(v))

/** A value already in percent, 2 decimals: 27.9429 -> "27.94%". */
export const formatPercent = (value: number | null | undefined) =>
  guard(value, (v) => `${fixed2.format(v)}%`)

/** A ratio as a percent: 0.65 -> "65.00%". */
export const formatRatioAsPercent = (value: number | null | undefined) =>
  guard(value, (v) => `${fixed2.format(v * 100)}%`)

/** DSCR with 2 decimals; null (no debt service) -> "N/A": 1.481 -> "1.48". */
export const formatDscr = (value: number | null | undefined) =>
  value === null ? 'N/A' : guard(value, (v) => fixed2.format(v))

/** A coverage multiple: 1.47 -> "1.47x". */
export const formatMultiple = (value: number | null | undefined) =>
  guard(value, (v) => `${fixed2.format(v)}x`)

/** Thousands of dollars for chart axes: 381546 -> "$382K". */
export const formatThousands = (value: number | null | undefined) =>
  guard(value, (v) => `${currencyWhole.format(v / 1000)}K`)
