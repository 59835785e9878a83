import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatCurrency,
  formatCurrencyCents,
  formatDeduction,
  formatDscr,
  formatMultiple,
  formatNumber,
  formatPercent,
  formatRatioAsPercent,
  formatScaledDollars,
  formatWithUnit,
  formatYears,
} from './format'
import * as format from './format'
import { parseNumber } from './parse-number'

const NOT_FINITE = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, undefined]
/** Every formatter of a single figure (formatWithUnit and formatChange take more). */
const ALL_FORMATTERS = Object.fromEntries(
  Object.entries(format).filter(
    ([name, value]) =>
      name.startsWith('format') && typeof value === 'function' && value.length === 1,
  ),
) as Record<string, (value: number | null | undefined) => string>

describe('formatCurrency', () => {
  it('shows whole US dollars with thousands separators', () => {
    expect(formatCurrency(1234567.8)).toBe('$1,234,568')
    expect(formatCurrency(0)).toBe('$0')
    expect(formatCurrency(999.5)).toBe('$1,000')
  })

  it('shows negatives in parentheses, as every figure of a page, and never a negative zero', () => {
    expect(formatCurrency(-1500)).toBe('($1,500)')
    expect(formatCurrency(-54_889.2)).toBe('($54,889)')
    expect(formatCurrency(-0)).toBe('$0')
    expect(formatCurrency(-0.4)).toBe('$0')
  })

  it('rounds halves away from zero', () => {
    expect(formatCurrency(2.5)).toBe('$3')
    expect(formatCurrency(-0.5)).toBe('($1)')
  })
})

describe('formatCurrencyCents', () => {
  it('shows cents, rounding the decimal the user would see', () => {
    expect(formatCurrencyCents(10128.107)).toBe('$10,128.11')
    expect(formatCurrencyCents(1.005)).toBe('$1.01')
    expect(formatCurrencyCents(-0.125)).toBe('($0.13)')
    expect(formatCurrencyCents(-0.001)).toBe('$0.00')
  })
})

describe('formatDeduction', () => {
  it('puts deductions in accounting parentheses whatever their sign', () => {
    expect(formatDeduction(23179.53)).toBe('($23,180)')
    expect(formatDeduction(-500)).toBe('($500)')
  })

  it('shows a zero deduction as $0 without parentheses', () => {
    expect(formatDeduction(0)).toBe('$0')
    expect(formatDeduction(-0)).toBe('$0')
    expect(formatDeduction(0.4)).toBe('$0')
  })
})

describe('number, percent and ratio formats', () => {
  it('formats plain numbers with up to 2 decimals', () => {
    expect(formatNumber(23500)).toBe('23,500')
    expect(formatNumber(1234.5678)).toBe('1,234.57')
    expect(formatNumber(-0.001)).toBe('0')
  })

  it('formats a value already in percent with 2 decimals', () => {
    expect(formatPercent(27.9429)).toBe('27.94%')
    expect(formatPercent(6.5)).toBe('6.50%')
    expect(formatPercent(-0.001)).toBe('0.00%')
    expect(formatPercent(-3.456)).toBe('-3.46%')
  })

  it('formats a ratio as a percent', () => {
    expect(formatRatioAsPercent(0.65)).toBe('65.00%')
    expect(formatRatioAsPercent(0.08125)).toBe('8.13%')
  })

  it('formats DSCR with 2 decimals and N/A when there is no debt service', () => {
    expect(formatDscr(1.481)).toBe('1.48')
    expect(formatDscr(null)).toBe('N/A')
    expect(formatDscr(0)).toBe('0.00')
  })

  it('formats coverage multiples with an x', () => {
    expect(formatMultiple(1.47)).toBe('1.47x')
    expect(formatMultiple(-0)).toBe('0.00x')
  })

  it('formats chart ticks in thousands of dollars', () => {
    expect(formatScaledDollars(381546, 'K')).toBe('$382K')
    expect(formatScaledDollars(-600, 'K')).toBe('($1K)')
    expect(formatScaledDollars(-400, 'K')).toBe('$0')
    expect(formatScaledDollars(1_200_000, 'M', 1)).toBe('$1.2M')
    expect(formatScaledDollars(1_250_000, 'M', 2)).toBe('$1.25M')
    expect(formatScaledDollars(250_000_000, 'M')).toBe('$250M')
    expect(formatScaledDollars(-3_000_000, 'M', 1)).toBe('($3M)')
  })
})

describe('values that are not finite numbers', () => {
  it.each(Object.entries(ALL_FORMATTERS))('%s shows an em dash for them', (_name, format) => {
    for (const value of NOT_FINITE) expect(format(value)).toBe('—')
  })

  it('never shows NaN, Infinity or undefined for any number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.constant(undefined)), (value) => {
        for (const format of Object.values(ALL_FORMATTERS))
          expect(format(value)).not.toMatch(/NaN|Infinity|undefined/)
      }),
    )
  })
})

describe('formatted figures read back as the same number', () => {
  const cents = fc.integer({ min: -1e13, max: 1e13 }).map((n) => n / 100)

  it('parses formatNumber and formatCurrencyCents back to the value', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(parseNumber(formatNumber(value))).toEqual({ kind: 'number', value: value + 0 })
        expect(parseNumber(formatCurrencyCents(value))).toEqual({
          kind: 'number',
          value: value + 0,
        })
      }),
    )
  })

  it('parses a deduction back as a negative amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (value) => {
        expect(parseNumber(formatDeduction(value))).toEqual({ kind: 'number', value: -value })
      }),
    )
  })
})

describe('years', () => {
  it('shows every WALT with two decimals, "year" only when exactly 1.00 is shown', () => {
    expect(formatYears(0.9966)).toBe('1.00 year')
    expect(formatYears(1)).toBe('1.00 year')
    expect(formatYears(0.99)).toBe('0.99 years')
    expect(formatYears(1.004)).toBe('1.00 year')
    expect(formatYears(1.005)).toBe('1.01 years')
    expect(formatYears(3.0325)).toBe('3.03 years')
    expect(formatYears(0)).toBe('0.00 years')
  })

  it('agrees "year" with the number a count shows, not with the unrounded value', () => {
    expect(formatWithUnit(0.999, 'years')).toBe('1 year')
    expect(formatWithUnit(1.5, 'years')).toBe('1.5 years')
    expect(formatWithUnit(1, 'months')).toBe('1 month')
    expect(formatWithUnit(0, 'years')).toBe('0 years')
  })
})
