/**
 * Reads a number the way people type or paste it: "$1,234.56", "6.5%", " 2 500 ", "(1,200)"
 * (accounting negative). Anything else is reported, never turned into NaN.
 */
export type ParsedNumber =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid'; message: string }

const DECORATION = /[\s$,_%\u00a0\u202f]/g
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i
/** A line break between two pieces of text: several pasted cells, not one number. */
const SEVERAL_LINES = /\S\s*[\r\n]\s*\S/
const notANumber = (): ParsedNumber => ({
  kind: 'invalid',
  message: 'Enter a number, using digits only.',
})

export function parseNumber(text: string): ParsedNumber {
  if (SEVERAL_LINES.test(text))
    return { kind: 'invalid', message: 'Enter a single number, not several lines.' }
  let cleaned = text.replace(DECORATION, '')
  if (cleaned === '') return { kind: 'empty' }
  let sign = 1
  const accounting = /^\((.*)\)$/.exec(cleaned)
  if (accounting) {
    cleaned = accounting[1]!
    sign = -1
    // "(1,200)" is an accounting negative; "(-5)" is not a number anyone writes.
    if (/^[-+]/.test(cleaned)) return notANumber()
  }
  if (!NUMBER.test(cleaned)) return notANumber()
  const value = sign * Number(cleaned)
  if (!Number.isFinite(value)) return { kind: 'invalid', message: 'This number is too large.' }
  return { kind: 'number', value: value === 0 ? 0 : value }
}

/** The number in `text`, or null when it is empty or not a number. */
export function toNumber(text: string): number | null {
  const parsed = parseNumber(text)
  return parsed.kind === 'number' ? parsed.value : null
}

export interface NumberRule {
  required?: boolean
  min?: number
  /** When false, `min` itself is not allowed. Default true. */
  minIncluded?: boolean
  max?: number
}

/** The message to show under a number field, or null when its text is acceptable. */
export function numberError(text: string, rule: NumberRule = {}): string | null {
  const parsed = parseNumber(text)
  if (parsed.kind === 'empty') return rule.required ? 'This field is required.' : null
  if (parsed.kind === 'invalid') return parsed.message
  const { min, max, minIncluded = true } = rule
  if (min !== undefined && (minIncluded ? parsed.value < min : parsed.value <= min))
    return minIncluded
      ? `Enter ${min.toLocaleString('en-US')} or more.`
      : `Enter more than ${min.toLocaleString('en-US')}.`
  if (max !== undefined && parsed.value > max)
    return `Enter ${max.toLocaleString('en-US')} or less.`
  return null
}

/**
 * Adds thousands separators to what the user typed, when it is a plain number: "1234567.5" ->
 * "1,234,567.5" (keeps a trailing "." or zeros being typed). Other text is returned unchanged.
 */
export function withThousandsSeparators(text: string): string {
  if (SEVERAL_LINES.test(text)) return text
  const cleaned = text.replace(DECORATION, '')
  const match = /^(-?)(\d*)(\.\d*)?$/.exec(cleaned)
  if (!match || cleaned === '' || cleaned === '-') return text
  const [, sign, whole = '', fraction = ''] = match
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${grouped}${fraction}`
}
