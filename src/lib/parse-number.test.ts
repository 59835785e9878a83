import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { numberError, parseNumber, toNumber, withThousandsSeparators } from './parse-number'

const number = (value: number) => ({ kind: 'number', value })

describe('parseNumber', () => {
  it.each([
    ['1234', 1234],
    ['$1,234.56', 1234.56],
    ['6.5%', 6.5],
    [' 2 500 ', 2500],
    ['2\u00a0500', 2500],
    ['1_000', 1000],
    ['(1,200)', -1200],
    ['($1,200.50)', -1200.5],
    ['-$5', -5],
    ['$-5', -5],
    ['+7', 7],
    ['1.', 1],
    ['.5', 0.5],
    ['1e3', 1000],
    ['1E-2', 0.01],
    ['0012', 12],
    ['1234\r\n', 1234],
  ])('reads %j as %d', (text, value) => {
    expect(parseNumber(text)).toEqual(number(value))
  })

  it('reads a negative zero as zero', () => {
    expect(parseNumber('-0')).toEqual(number(0))
    expect(Object.is(toNumber('-0'), 0)).toBe(true)
    expect(Object.is(toNumber('(0)'), 0)).toBe(true)
  })

  it.each(['', '   ', '$', '%'])('treats %j as empty', (text) => {
    expect(parseNumber(text)).toEqual({ kind: 'empty' })
  })

  it.each(['abc', '-', '.', '+-5', '1.2.3', '1e', '5-', 'NaN', 'Infinity', '0x10', '()', '(-5)'])(
    'reports %j as not a number',
    (text) => {
      expect(parseNumber(text)).toEqual({
        kind: 'invalid',
        message: 'Enter a number, using digits only.',
      })
    },
  )

  it('reports numbers too large for the calculator instead of returning Infinity', () => {
    expect(parseNumber('1e309')).toEqual({ kind: 'invalid', message: 'This number is too large.' })
    expect(parseNumber('-1e309')).toEqual({ kind: 'invalid', message: 'This number is too large.' })
  })

  it('refuses several pasted lines instead of gluing them into one number', () => {
    for (const text of ['12\n34', '1,234\r\n5,678', '1\n\n2'])
      expect(parseNumber(text)).toEqual({
        kind: 'invalid',
        message: 'Enter a single number, not several lines.',
      })
  })

  it('never returns a number that is not finite, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const parsed = parseNumber(text)
        if (parsed.kind === 'number') expect(Number.isFinite(parsed.value)).toBe(true)
      }),
    )
  })

  it('reads back any finite number written by String()', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(parseNumber(String(value))).toEqual(number(value + 0))
      }),
    )
  })
})

describe('toNumber', () => {
  it('returns the number, or null for empty and invalid text', () => {
    expect(toNumber('$1,234.56')).toBe(1234.56)
    expect(toNumber('')).toBeNull()
    expect(toNumber('abc')).toBeNull()
    expect(toNumber('1e309')).toBeNull()
  })
})

describe('numberError', () => {
  it('requires a value only when asked', () => {
    expect(numberError('')).toBeNull()
    expect(numberError('', { required: true })).toBe('This field is required.')
  })

  it('passes on the parse message', () => {
    expect(numberError('abc')).toBe('Enter a number, using digits only.')
    expect(numberError('1e309', { min: 0 })).toBe('This number is too large.')
  })

  it('checks inclusive and exclusive minimums and the maximum', () => {
    expect(numberError('0', { min: 0 })).toBeNull()
    expect(numberError('-1', { min: 0 })).toBe('Enter 0 or more.')
    expect(numberError('0', { min: 0, minIncluded: false })).toBe('Enter more than 0.')
    expect(numberError('0.01', { min: 0, minIncluded: false })).toBeNull()
    expect(numberError('1000001', { max: 1_000_000 })).toBe('Enter 1,000,000 or less.')
    expect(numberError('$1,000,000', { max: 1_000_000 })).toBeNull()
  })
})

describe('withThousandsSeparators', () => {
  it.each([
    ['1234567', '1,234,567'],
    ['1234567.', '1,234,567.'],
    ['1234567.50', '1,234,567.50'],
    ['0012', '12'],
    ['000', '0'],
    ['0.5', '0.5'],
    ['.5', '.5'],
    ['-1234', '-1,234'],
    ['-0012', '-12'],
    ['1,23,4', '1,234'],
    ['$2500000', '2,500,000'],
  ])('shows %j as %j while typing', (typed, shown) => {
    expect(withThousandsSeparators(typed)).toBe(shown)
  })

  it.each(['', '-', 'abc', '1.2.3', '1e5', '(1,200)', '12\n34'])('leaves %j as typed', (text) => {
    expect(withThousandsSeparators(text)).toBe(text)
  })

  it('never changes the number the text stands for', () => {
    const typed = fc.stringMatching(/^-?\d{0,15}(\.\d{0,4})?$/)
    fc.assert(
      fc.property(typed, (text) => {
        expect(parseNumber(withThousandsSeparators(text))).toEqual(parseNumber(text))
      }),
    )
  })

  it('is stable when applied to its own output', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{0,15}(\.\d{0,4})?$/), (text) => {
        const once = withThousandsSeparators(text)
        expect(withThousandsSeparators(once)).toBe(once)
      }),
    )
  })
})
