import { describe, expect, it } from 'vitest'
import {
  parseCell,
  parseDateText,
  parseLeaseType,
  readCellEdit,
  TENANT_COLUMNS,
} from './tenant-fields'

describe('parseDateText', () => {
  it('reads ISO dates and pads nothing that is already padded', () => {
    expect(parseDateText('2026-03-01')).toBe('2026-03-01')
    expect(parseDateText(' 2026-3-1 ')).toBe('2026-03-01')
  })

  it('reads Excel US dates as month/day/year', () => {
    expect(parseDateText('3/1/2026')).toBe('2026-03-01')
    expect(parseDateText('12/31/2028')).toBe('2028-12-31')
  })

  it('reads two-digit years the way Excel does (00-29 -> 2000s, 30-99 -> 1900s)', () => {
    expect(parseDateText('1/15/29')).toBe('2029-01-15')
    expect(parseDateText('1/15/30')).toBe('1930-01-15')
  })

  it('refuses days that do not exist and text that is not a date', () => {
    expect(parseDateText('2026-02-30')).toBeNull()
    expect(parseDateText('2/29/2027')).toBeNull()
    expect(parseDateText('13/1/2026')).toBeNull()
    expect(parseDateText('March 1, 2026')).toBeNull()
    expect(parseDateText('45000')).toBeNull()
    expect(parseDateText('')).toBeNull()
  })

  it('accepts a leap day in a leap year', () => {
    expect(parseDateText('2/29/2028')).toBe('2028-02-29')
  })
})

describe('parseLeaseType', () => {
  it('matches lease types whatever the case', () => {
    expect(parseLeaseType('nnn')).toBe('NNN')
    expect(parseLeaseType(' GROSS ')).toBe('Gross')
    expect(parseLeaseType('modified')).toBe('Modified')
    expect(parseLeaseType('Triple  Net')).toBe('NNN')
    expect(parseLeaseType('Modified Gross')).toBe('Modified')
  })

  it('refuses anything else', () => {
    expect(parseLeaseType('Net')).toBeNull()
    expect(parseLeaseType('')).toBeNull()
  })
})

describe('parseCell', () => {
  it('reads spreadsheet money and percentages as numbers', () => {
    expect(parseCell('number', '$1,234.56')).toEqual({ kind: 'value', value: 1234.56 })
    expect(parseCell('number', '6.5%')).toEqual({ kind: 'value', value: 6.5 })
    expect(parseCell('number', '(250)')).toEqual({ kind: 'value', value: -250 })
  })

  it('explains a cell it cannot read and treats blanks as empty', () => {
    expect(parseCell('number', 'abc')).toMatchObject({ kind: 'invalid' })
    expect(parseCell('date', '31/31/2026')).toMatchObject({ kind: 'invalid' })
    expect(parseCell('leaseType', 'Net')).toMatchObject({ kind: 'invalid' })
    expect(parseCell('number', '   ')).toEqual({ kind: 'empty' })
  })

  it('keeps text as typed, trimmed', () => {
    expect(parseCell('text', '  Café Zoë 🍕 ')).toEqual({ kind: 'value', value: 'Café Zoë 🍕' })
  })
})

describe('readCellEdit', () => {
  const tenant = {
    id: '1',
    name: 'Grocer',
    squareFootage: 20000,
    baseRent: 18,
    annualEscalation: 3,
    leaseStart: '2024-01-01',
    leaseExpiration: '2028-12-31',
    leaseType: 'NNN' as const,
    tiPerSF: 10,
    leasingCommission: 6,
  }
  const column = (field: string) => TENANT_COLUMNS.find((entry) => entry.field === field)!

  it('reads what an editor committed', () => {
    expect(readCellEdit(column('squareFootage'), '$1,234.56', tenant, 'Grocer')).toEqual({
      ok: true,
      value: 1234.56,
    })
    expect(readCellEdit(column('leaseStart'), '2025-02-01', tenant, 'Grocer')).toEqual({
      ok: true,
      value: '2025-02-01',
    })
  })

  it('keeps the current value of text it cannot read and says so', () => {
    expect(readCellEdit(column('squareFootage'), 'abc', tenant, 'Grocer')).toEqual({
      ok: false,
      message: 'Square Feet of Grocer: "abc" is not a number; kept 20,000.',
    })
    expect(readCellEdit(column('name'), null, tenant, 'Grocer')).toEqual({
      ok: false,
      message: 'Tenant Name of Grocer cannot be empty; kept "Grocer".',
    })
  })
})
