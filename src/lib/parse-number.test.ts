import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  groupTyped,
  NUMBER_MESSAGES,
  parseNumber,
  toNumber,
  withThousandsSeparators,
} from './parse-number'

const number = (value: number) => ({ kind: 'number', value })

describe('parseNumber', () => {
  it.each([
    ['1234', 1234],
    ['$1,234.56', 1234.56],
    ['6.5%', 6.5],
    [' 2 500 ', 2500],
    ['2\u00a0500', 2500],
    ['1,234,567', 1_234_567],
    ['1 234 567.5', 1_234_567.5],
    ['$ 1,234', 1234],
    ['5 %', 5],
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

  it.each([
    'abc',
    '-',
    '.',
    '+-5',
    '1.2.3',
    '1e',
    '5-',
    'NaN',
    'Infinity',
    '0x10',
    '()',
    '(-5)',
    '1_000',
    '5$',
    '%5',
    '-$-5',
  ])('reports %j as not a number', (text) => {
    expect(parseNumber(text)).toEqual({
      kind: 'invalid',
      reason: 'notANumber',
      message: 'Enter a number, using digits only.',
    })
  })

  it('reports numbers too large for the calculator instead of returning Infinity', () => {
    expect(parseNumber('1e309')).toMatchObject({ message: 'This number is too large.' })
    expect(parseNumber('-1e309')).toMatchObject({ message: 'This number is too large.' })
  })

  it('refuses several pasted lines instead of gluing them into one number', () => {
    for (const text of ['12\n34', '1,234\r\n5,678', '1\n\n2'])
      expect(parseNumber(text)).toMatchObject({
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

describe('commas', () => {
  it.each(['6,5', '12,50', '0,25', '1.234,56', '1,5%'])(
    'refuses %j, a decimal comma, instead of reading it as a larger number',
    (text) => {
      expect(parseNumber(text)).toMatchObject({ kind: 'invalid', reason: 'decimalComma' })
      expect(NUMBER_MESSAGES.decimalComma).toMatch(/^Use a period for decimals/)
    },
  )

  it.each(['1,2345', '12,34,567', '1,234,5678', '12 34', '1,234 567'])(
    'refuses %j, whose separators are not between groups of three',
    (text) => {
      expect(parseNumber(text)).toMatchObject({
        kind: 'invalid',
        message: NUMBER_MESSAGES.grouping,
      })
    },
  )

  it('reads a comma only as a thousands separator, whatever number is written', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e15 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const fraction = String(cents).padStart(2, '0')
          expect(parseNumber(`${whole.toLocaleString('en-US')}.${fraction}`)).toEqual(
            number(Number(`${whole}.${fraction}`)),
          )
        },
      ),
    )
  })

  it('never reads text with a comma not followed by exactly three digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,4}(,\d{1,5})+$/), (text) => {
        const wellGrouped = /^\d{1,3}(,\d{3})+$/.test(text)
        expect(parseNumber(text).kind).toBe(wellGrouped ? 'number' : 'invalid')
      }),
    )
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

/** A money field's text after typing `keys` one by one at its end. */
function typeKeys(keys: string, start = '') {
  let state = { text: start, ownSeparators: false }
  for (const key of keys) state = groupTyped(state.text, state.text + key, state.ownSeparators)
  return state.text
}

describe('typing into a money field', () => {
  it('groups digits as they are typed', () => {
    expect(typeKeys('2000000')).toBe('2,000,000')
    expect(typeKeys('1234567.5')).toBe('1,234,567.5')
  })

  it('keeps separators the user types, and the number they make', () => {
    expect(typeKeys('2,000,000')).toBe('2,000,000')
    expect(typeKeys('$1,234,567')).toBe('1,234,567')
  })

  it('keeps "6,5" as typed, so it is refused instead of read as 65', () => {
    expect(typeKeys('6,5')).toBe('6,5')
    expect(parseNumber(typeKeys('6,5'))).toMatchObject({ kind: 'invalid', reason: 'decimalComma' })
  })

  it('regroups a digit typed into a grouped number', () => {
    expect(groupTyped('1,234', '1,2345', false).text).toBe('12,345')
    expect(groupTyped('1,234', '1,34', false).text).toBe('134')
  })

  it('never changes the number typed key by key, whatever the keys', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d,.$]{0,12}$/), (keys) => {
        const typed = parseNumber(typeKeys(keys))
        const plain = parseNumber(keys)
        if (plain.kind === 'number') expect(typed).toEqual(plain)
        if (typed.kind === 'number' && plain.kind !== 'number')
          // Only commas the field itself inserted differ from the keys.
          expect(parseNumber(keys.replace(/,/g, ''))).toEqual(typed)
      }),
    )
  })
})
