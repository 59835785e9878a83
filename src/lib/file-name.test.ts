import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { datedFileName, fileNamePart } from './file-name'

const DAY = new Date(2026, 10, 27, 23, 59)

describe('datedFileName', () => {
  it('names what the file is, whose it is and the day of the browser clock', () => {
    expect(datedFileName('cash-flow', 'Maple Plaza', DAY, 'xlsx')).toBe(
      'cash-flow-maple-plaza-2026-11-27.xlsx',
    )
    expect(datedFileName('cash-flow', '', DAY, 'xlsx')).toBe('cash-flow-2026-11-27.xlsx')
    expect(datedFileName('mortgage', null, DAY, 'xlsx')).toBe('mortgage-2026-11-27.xlsx')
  })

  it.each([
    ['Maple Plaza / Phase 2: "East"', 'maple-plaza-phase-2-east'],
    ['  ..CON..  ', 'con'],
    ['Café Zoë 🍕', 'café-zoë'],
    ['漢字 テナント', '漢字-テナント'],
    ['a\u0000b\tc|d?e*f<g>h\\i', 'a-b-c-d-e-f-g-h-i'],
    ['=HYPERLINK("http://x","y")', 'hyperlink-http-x-y'],
    ['🍕🍕', ''],
    ['𠀀'.repeat(100), '𠀀'.repeat(48)],
  ])('makes %j the file name part %j', (name, part) => {
    expect(fileNamePart(name)).toBe(part)
  })

  it('gives a name every file system takes, whatever the property is called', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (name) => {
        const file = datedFileName('cash-flow', name, DAY, 'xlsx')
        expect(file).toMatch(/^cash-flow-(.+-)?2026-11-27\.xlsx$/)
        // Nothing Windows, macOS or Linux refuse: no reserved character, no control character,
        // no space or dot at the ends of the name part, and well under 255 bytes.
        expect(file).not.toMatch(/[<>:"/\\|?*\p{Cc}\s]/u)
        expect(file).not.toMatch(/--/)
        expect(new TextEncoder().encode(file).length).toBeLessThan(255)
      }),
    )
  })
})
