/**
 * Reads a number the way people type or paste it: "$1,234.56", "6.5%", "2 500", "(1,200)"
 * (accounting negative). It refuses what it cannot read for sure: a comma is a thousands
 * separator only between groups of three digits, so "6,5" is refused, not read as 65. Anything
 * else is reported, never turned into NaN.
 */
export type ParsedNumber =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'invalid'; reason: keyof typeof NUMBER_MESSAGES; message: string }

/** A line break between two pieces of text: several pasted cells, not one number. */
const SEVERAL_LINES = /\S\s*[\r\n]\s*\S/
/** Sign and "$" in either order before the number, "%" after it. */
const DECORATED = /^([-+]?)\$?([-+]?)(.*?)%?$/
const PLAIN = /^(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i
/** Thousands separated by commas or by spaces, each group of exactly three digits. */
const GROUPED = /^\d{1,3}(?:(?:,\d{3})+|(?: \d{3})+)(?:\.\d*)?$/
/** "6,5", "12,50", "1.234,5": a comma before the decimals, as much of Europe writes them. */
const DECIMAL_COMMA = /^(\d{1,3}(\.\d{3})*|\d+),\d{1,2}$|^\d*\.\d*,/

export const NUMBER_MESSAGES = {
  notANumber: 'Enter a number, using digits only.',
  decimalComma: 'Use a period for decimals (6.5, not 6,5).',
  grouping: 'Use commas only between thousands, in groups of three (1,234,567).',
  severalLines: 'Enter a single number, not several lines.',
  tooLarge: 'This number is too large.',
} as const

const invalid = (reason: keyof typeof NUMBER_MESSAGES): ParsedNumber => ({
  kind: 'invalid',
  reason,
  message: NUMBER_MESSAGES[reason],
})

/** The digits of a number without decoration, or why they are not one. */
function readDigits(digits: string): { value: string } | { reason: keyof typeof NUMBER_MESSAGES } {
  if (PLAIN.test(digits)) return { value: digits }
  if (GROUPED.test(digits)) return { value: digits.replace(/[, ]/g, '') }
  if (DECIMAL_COMMA.test(digits)) return { reason: 'decimalComma' }
  if (/^[\d., ]+$/.test(digits) && /\d[, ]\d/.test(digits)) return { reason: 'grouping' }
  return { reason: 'notANumber' }
}

export function parseNumber(text: string): ParsedNumber {
  if (SEVERAL_LINES.test(text)) return invalid('severalLines')
  // Every kind of space is one space; at the ends they do not count.
  let body = text.replace(/[\s\u00a0\u202f]+/g, ' ').trim()
  let sign = 1
  const accounting = /^\((.*)\)$/.exec(body)
  if (accounting) {
    body = accounting[1]!.trim()
    sign = -1
    // "(1,200)" is an accounting negative; "(-5)" and "()" are not numbers anyone writes.
    if (body === '' || /^[-+]/.test(body)) return invalid('notANumber')
  }
  const [, before = '', after = '', rest = ''] = DECORATED.exec(body.replace(/ ?([$%]) ?/g, '$1'))!
  if (before && after) return invalid('notANumber')
  if (rest === '') return before || after ? invalid('notANumber') : { kind: 'empty' }
  const digits = readDigits(rest)
  if ('reason' in digits) return invalid(digits.reason)
  if ((before || after) === '-') sign = -sign
  const value = sign * Number(digits.value)
  if (!Number.isFinite(value)) return invalid('tooLarge')
  return { kind: 'number', value: value === 0 ? 0 : value }
}

/** The number in `text`, or null when it is empty or not a number. */
export function toNumber(text: string): number | null {
  const parsed = parseNumber(text)
  return parsed.kind === 'number' ? parsed.value : null
}

/**
 * Adds thousands separators to what the user typed, when it is a plain number: "1234567.5" ->
 * "1,234,567.5" (keeps a trailing "." or zeros being typed). Other text is returned unchanged.
 */
export function withThousandsSeparators(text: string): string {
  if (parseNumber(text.replace(/,/g, '')).kind !== 'number') return text
  const cleaned = text.replace(/[\s$,%\u00a0\u202f]/g, '')
  const match = /^(-?)(\d*)(\.\d*)?$/.exec(cleaned)
  if (!match || cleaned === '' || cleaned === '-') return text
  const [, sign, whole = '', fraction = ''] = match
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${grouped}${fraction}`
}

const countCommas = (text: string) => text.split(',').length - 1

/**
 * The text of a money field after an edit, with thousands separators. Digits typed into a
 * grouped number are regrouped ("1,2345" becomes "12,345"); separators the user types stay as
 * typed until the text reads as a number, so "6,5" is refused rather than read as 65.
 * `ownSeparators` carries from one edit to the next whether the user is typing separators.
 */
export function groupTyped(previous: string, text: string, ownSeparators: boolean) {
  const own = countCommas(text) > countCommas(previous) || (ownSeparators && text.includes(','))
  if (own && parseNumber(text).kind !== 'number') return { text, ownSeparators: own }
  return { text: withThousandsSeparators(text), ownSeparators: own }
}
