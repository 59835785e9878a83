import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readFigure } from './figure-text'

const none = { area: false, perSf: false, perMonth: false, percent: false, dollars: false }
const dollars = { ...none, dollars: true }

describe('readFigure', () => {
  it.each([
    ['$1,234.56', 1234.56, dollars],
    ['1,234', 1234, none],
    ['(500)', -500, none],
    ['($1,200.00)', -1200, dollars],
    ['3%', 3, { ...none, percent: true }],
    ['$ -', 0, dollars],
    ['-', 0, none],
    ['$-', 0, dollars],
    ['28,500 SF', 28500, { ...none, area: true }],
    ['28,500 sq. ft.', 28500, { ...none, area: true }],
    ['2,000 RSF', 2000, { ...none, area: true }],
    ['$16.75/SF', 16.75, { ...dollars, perSf: true }],
    ['$16.75 PSF', 16.75, { ...dollars, perSf: true }],
    ['$16.75/SF/yr', 16.75, { ...dollars, perSf: true }],
    ['$1.40/SF/mo', 1.4, { ...dollars, perSf: true, perMonth: true }],
    ['$4,000/mo', 4000, { ...dollars, perMonth: true }],
    ['$4,000 monthly', 4000, { ...dollars, perMonth: true }],
    ['$48,000/yr', 48000, dollars],
  ])('reads %j as %d with its unit', (text, value, unit) => {
    expect(readFigure(text)).toEqual({ kind: 'number', value, unit })
  })

  it.each(['', '   '])('reads %j as empty', (text) => {
    expect(readFigure(text)).toEqual({ kind: 'empty' })
  })

  it.each(['TBD', 'SF', '$/SF', '1-Feb-2024', '6,5', '12 34'])('refuses %j, saying why', (text) => {
    const read = readFigure(text)
    expect(read.kind).toBe('invalid')
    if (read.kind === 'invalid') expect(read.message).not.toBe('')
  })

  it('never throws and never gives NaN or Infinity, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const read = readFigure(text)
        if (read.kind === 'number') expect(Number.isFinite(read.value)).toBe(true)
      }),
    )
  })

  it('reads back every amount as exports write it, with or without its unit', () => {
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
    fc.assert(
      fc.property(
        fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }).map((cents) => cents / 100),
        fc.constantFrom('', ' SF', '/SF', ' PSF', '/SF/mo', '/mo'),
        (value, unit) => {
          const text = value < 0 ? `(${dollars.format(-value)})` : dollars.format(value)
          expect(readFigure(`${text}${unit}`)).toMatchObject({ kind: 'number', value })
          expect(readFigure(`${grouped.format(value)}${unit}`)).toMatchObject({ value })
        },
      ),
    )
  })
})
