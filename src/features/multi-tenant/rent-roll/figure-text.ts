import { NUMBER_MESSAGES, parseNumber } from '../../../lib/parse-number'

/**
 * A figure of a rent roll cell as exports and people write it: a number (lib/parse-number:
 * "$1,234.56", "(500)", "3%") with the unit written after it, which says what the number is:
 * "28,500 SF" (square feet), "$16.75/SF" or "$16.75 PSF" (dollars per square foot),
 * "$1.40/SF/mo" or "$4,000/mo" (a month's worth). "$ -" and "-" are zero, as a spreadsheet's
 * accounting format shows it.
 */
export type FigureReading =
  | { kind: 'empty' }
  | { kind: 'number'; value: number; unit: FigureUnit }
  | { kind: 'invalid'; message: string }

export interface FigureUnit {
  /** Written as square feet: "28,500 SF". */
  area: boolean
  /** Written per square foot: "$16.75/SF", "$16.75 PSF". */
  perSf: boolean
  /** Written per month: "$1.40/SF/mo", "$4,000/mo", "$4,000 monthly". */
  perMonth: boolean
  /** Written with "%". */
  percent: boolean
  /** Written with "$": "$0.50". */
  dollars: boolean
}

/** The accounting format's zero: "$ -", "-", "–" (and "$-" without the space). */
const DASH_ZERO = /^\$?\s*[-\u2013\u2014]+\s*$/
const AREA = /\s*(?:sf|sq\.?\s*ft\.?|square\s+feet|rsf|usf|nra|gla)\s*$/i
const PER_PERIOD = /\s*(?:\/\s*|per\s+|\s)(mo|mth|month|monthly|yr|year|annual|annum)\.?\s*$/i
const PER_SF = /\s*(?:\/\s*(?:sf|sq\.?\s*ft\.?|rsf)|psf|per\s+sf|per\s+square\s+foot)\s*$/i

/** The text with `pattern` cut from its end, and whether it was there (and what it said). */
function cutEnd(text: string, pattern: RegExp): { rest: string; match: string | null } {
  const match = pattern.exec(text)
  return match
    ? { rest: text.slice(0, match.index), match: match[1] ?? match[0] }
    : { rest: text, match: null }
}

/** Reads one cell's figure and the unit written after it; never NaN, never throws. */
export function readFigure(text: string): FigureReading {
  const trimmed = text.trim()
  const unit: FigureUnit = {
    area: false,
    perSf: false,
    perMonth: false,
    percent: false,
    dollars: false,
  }
  if (trimmed === '') return { kind: 'empty' }
  if (DASH_ZERO.test(trimmed))
    return { kind: 'number', value: 0, unit: { ...unit, dollars: trimmed.startsWith('$') } }
  // Without a letter or "/" no unit is written: the number alone (most cells; quicker).
  if (!/[a-z/]/i.test(trimmed)) return numberOf(trimmed, unit)
  const period = cutEnd(trimmed, PER_PERIOD)
  unit.perMonth = period.match !== null && /^m/i.test(period.match)
  const perSf = cutEnd(period.rest, PER_SF)
  unit.perSf = perSf.match !== null
  const area =
    unit.perSf || period.match ? { rest: perSf.rest, match: null } : cutEnd(perSf.rest, AREA)
  unit.area = area.match !== null
  return numberOf(area.rest.trim(), unit)
}

/** The number of a cell whose unit words are cut off; "%" is read (and noted) here. */
function numberOf(digits: string, unit: FigureUnit): FigureReading {
  unit.percent = digits.endsWith('%')
  unit.dollars = digits.includes('$')
  const parsed = parseNumber(digits)
  if (parsed.kind === 'number') return { kind: 'number', value: parsed.value, unit }
  if (parsed.kind === 'empty') return { kind: 'invalid', message: NUMBER_MESSAGES.notANumber }
  return { kind: 'invalid', message: parsed.message }
}
