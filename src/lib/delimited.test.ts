import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  fromSafeSpreadsheetText,
  parseDelimited,
  parseTabSeparated,
  sniffSeparator,
  safeSpreadsheetText,
  spreadsheetNumber,
  toDelimited,
} from './delimited'
import { formatCurrencyCents } from './format'

describe('spreadsheetNumber', () => {
  it('writes raw numbers with at most 2 decimals and no $ or separators', () => {
    expect(spreadsheetNumber(1234567.891)).toBe('1234567.89')
    expect(spreadsheetNumber(-23179.5)).toBe('-23179.5')
    expect(spreadsheetNumber(100)).toBe('100')
  })

  it('rounds halves away from zero, like the figures on screen', () => {
    expect(spreadsheetNumber(1.005)).toBe('1.01')
    expect(spreadsheetNumber(-0.125)).toBe('-0.13')
    expect(spreadsheetNumber(0.125)).toBe('0.13')
  })

  it('never writes a negative zero', () => {
    expect(spreadsheetNumber(-0)).toBe('0')
    expect(spreadsheetNumber(-0.001)).toBe('0')
  })

  it('leaves the cell empty for values that are not finite', () => {
    expect(spreadsheetNumber(Number.NaN)).toBe('')
    expect(spreadsheetNumber(Number.POSITIVE_INFINITY)).toBe('')
    expect(spreadsheetNumber(Number.NEGATIVE_INFINITY)).toBe('')
  })

  it('agrees with the cents shown on screen', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const shown = formatCurrencyCents(value)
          .replace(/^\((.*)\)$/, '-$1')
          .replace(/[$,]/g, '')
        expect(Number(spreadsheetNumber(value))).toBe(Number(shown))
      }),
    )
  })
})

describe('toDelimited', () => {
  it('writes a header and rows as tab-separated lines with CRLF', () => {
    const text = toDelimited(
      [
        ['Year', 'NOI', 'Leasing Costs'],
        [2025, 381546.456, -23179.53],
      ],
      '\t',
    )
    expect(text).toBe('Year\tNOI\tLeasing Costs\r\n2025\t381546.46\t-23179.53')
  })

  it('quotes cells holding the separator, quotes or line breaks', () => {
    expect(toDelimited([['Suite 100, 2nd floor', 'Smith "Law"', 'a\nb', 'plain']], ',')).toBe(
      '"Suite 100, 2nd floor","Smith ""Law""","a\nb",plain',
    )
    expect(toDelimited([['a\tb', 'c,d']], '\t')).toBe('"a\tb"\tc,d')
  })

  it('writes an empty cell for a figure that is not finite', () => {
    expect(toDelimited([[1, Number.NaN, 2]], ',')).toBe('1,,2')
  })
})

describe('parseTabSeparated', () => {
  it('reads Excel clipboard text with its trailing CRLF as rows of cells', () => {
    expect(parseTabSeparated('Tenant A\t2500\t32.5\r\nTenant B\t1800\t28\r\n')).toEqual([
      ['Tenant A', '2500', '32.5'],
      ['Tenant B', '1800', '28'],
    ])
  })

  it('reads LF-only text without a trailing line break (Google Sheets, Numbers)', () => {
    expect(parseTabSeparated('a\tb\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ])
  })

  it('reads quoted cells holding tabs, line breaks and doubled quotes', () => {
    const text = '"Suite\t100"\t"Line 1\r\nLine 2"\t"Smith ""Law"" LLC"\r\nnext\t\t""\r\n'
    expect(parseTabSeparated(text)).toEqual([
      ['Suite\t100', 'Line 1\r\nLine 2', 'Smith "Law" LLC'],
      ['next', '', ''],
    ])
  })

  it('keeps empty cells, including a trailing one', () => {
    expect(parseTabSeparated('\ta\t\r\n')).toEqual([['', 'a', '']])
  })

  it('keeps a quote inside an unquoted cell as text', () => {
    expect(parseTabSeparated('12" pipe\tx')).toEqual([['12" pipe', 'x']])
  })

  it('reads empty text as no rows', () => {
    expect(parseTabSeparated('')).toEqual([])
    expect(parseTabSeparated('\r\n')).toEqual([['']])
  })
})

describe('text a spreadsheet would run', () => {
  it('gets a leading quote when it starts with =, +, -, @, a tab or a carriage return', () => {
    expect(safeSpreadsheetText('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")')
    expect(safeSpreadsheetText('+1-555')).toBe("'+1-555")
    expect(safeSpreadsheetText('-2+3')).toBe("'-2+3")
    expect(safeSpreadsheetText('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(safeSpreadsheetText('\t=1')).toBe("'\t=1")
    expect(safeSpreadsheetText('\r=1')).toBe("'\r=1")
  })

  it('leaves other text and plain numbers written as text alone', () => {
    for (const text of ['Anchor Grocer', '1+1', "O'Brien", '', '-23179.53', '+5', '-.5', '2026'])
      expect(safeSpreadsheetText(text)).toBe(text)
  })

  it('is undone by fromSafeSpreadsheetText, whatever the text', () => {
    const risky = fc.string({
      unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', 'a', '1'),
    })
    fc.assert(
      fc.property(fc.oneof(risky, fc.string()), (text) => {
        expect(fromSafeSpreadsheetText(safeSpreadsheetText(text))).toBe(text)
      }),
    )
  })

  it('never starts a copied cell with a formula character, unless it is a plain number', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = toDelimited([[text]], ',')
        const unquoted = cell.startsWith('"') ? cell.slice(1) : cell
        if (/^[=+\-@\t\r]/.test(unquoted)) expect(text).toMatch(/^[+-]?(\d+\.?\d*|\.\d+)$/)
      }),
    )
  })

  it('leaves numbers, negative ones included, as numbers in Copy for Excel and CSV', () => {
    expect(toDelimited([['NOI', -23179.53, '-23179.53', '=1+1']], '\t')).toBe(
      "NOI\t-23179.53\t-23179.53\t'=1+1",
    )
    expect(toDelimited([['+1-555', 'a,b']], ',')).toBe('\'+1-555,"a,b"')
  })
})

describe('copy then paste', () => {
  const cell = fc.string({
    unit: fc.constantFrom('a', 'Z', '1', ' ', '\t', '\n', '\r', '"', ',', '=', '-', "'"),
  })
  // A text whose last line is empty is indistinguishable from a trailing line break.
  const rows = fc
    .array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 })
    .filter((table) => {
      const last = table[table.length - 1]!
      return last.length > 1 || last[0] !== ''
    })

  const pasted = (text: string) =>
    parseTabSeparated(text).map((cells) => cells.map(fromSafeSpreadsheetText))

  it('parseTabSeparated(toDelimited(rows)), without the safety quotes, gives the rows back', () => {
    fc.assert(
      fc.property(rows, (table) => {
        expect(pasted(toDelimited(table, '\t'))).toEqual(table)
      }),
    )
  })

  it('a trailing CRLF, as Excel adds, does not add a row', () => {
    fc.assert(
      fc.property(rows, (table) => {
        expect(pasted(`${toDelimited(table, '\t')}\r\n`)).toEqual(table)
      }),
    )
  })
})

describe('parseDelimited', () => {
  it('reads CRLF lines, quoted commas, quotes and line breaks, each record with its first line', () => {
    const text =
      'Tenant,SF,Notes\r\n"Smith, Jones & Co","1,200","He said ""hi""\r\nthen left"\r\nDental,900,\r\n'
    expect(parseDelimited(text, ',')).toEqual([
      { line: 1, cells: ['Tenant', 'SF', 'Notes'] },
      { line: 2, cells: ['Smith, Jones & Co', '1,200', 'He said "hi"\r\nthen left'] },
      { line: 4, cells: ['Dental', '900', ''] },
    ])
  })

  it('counts LF, CR and blank lines as the file does', () => {
    expect(parseDelimited('a\n\nb\rc', ',').map(({ line, cells }) => [line, cells])).toEqual([
      [1, ['a']],
      [2, ['']],
      [3, ['b']],
      [4, ['c']],
    ])
  })
})

describe('sniffSeparator', () => {
  it.each([
    ['Tenant,SF,Rent\r\nA,"1,000",5\r\n', ','],
    ['Tenant\tSF\tRent\nA\t$1,000\t5\nB\t$2,000,000\t6\n', '\t'],
    ['Rent roll, as of today\nTenant;SF;Rent\nA;1000;5\nB;2000;6\n', ';'],
    ['Tenant|SF|Rent\nA|1000|5\n', '|'],
    ['just one column\nof text\n', '\t'],
  ])('finds the separator of %j: %j', (text, separator) => {
    expect(sniffSeparator(text)).toBe(separator)
  })
})
