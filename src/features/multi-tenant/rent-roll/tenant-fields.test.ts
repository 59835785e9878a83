import { describe, expect, it } from 'vitest'
import { newTenant } from '../scenario/scenario-defaults'
import {
  parseCell,
  parseLeaseType,
  problemsText,
  readCellEdit,
  rowName,
  TENANT_COLUMNS,
} from './tenant-fields'

describe('parseLeaseType', () => {
  it('matches lease types whatever the case', () => {
    expect(parseLeaseType('nnn')).toBe('NNN')
    expect(parseLeaseType(' GROSS ')).toBe('Gross')
    expect(parseLeaseType('modified')).toBe('Modified')
    expect(parseLeaseType('Triple  Net')).toBe('NNN')
    expect(parseLeaseType('Modified Gross')).toBe('Modified')
  })

  it.each([
    ...['NNN', 'Net', 'NN', 'Triple Net', 'N.N.N.'].map((name) => [name, 'NNN'] as const),
    ...['Modified', 'Modified Gross', 'MG', 'Mod. Gross'].map(
      (name) => [name, 'Modified'] as const,
    ),
    ...['Gross', 'Full Service', 'FS', 'FSG', 'Full Service Gross', 'full-service'].map(
      (name) => [name, 'Gross'] as const,
    ),
    ...['Base Year', 'BY', 'Base Year Stop', 'base-year'].map(
      (name) => [name, 'Base Year'] as const,
    ),
  ])('reads the lease type %j as %s, ignoring case, spaces and punctuation', (name, type) => {
    expect(parseLeaseType(name)).toBe(type)
    expect(parseLeaseType(` ${name.toLowerCase()} `)).toBe(type)
  })

  it('refuses anything else', () => {
    expect(parseLeaseType('Ground Lease')).toBeNull()
    expect(parseLeaseType('')).toBeNull()
  })
})

const column = (field: string) => TENANT_COLUMNS.find((entry) => entry.field === field)!

describe('parseCell', () => {
  it('reads spreadsheet money and percentages as numbers', () => {
    expect(parseCell(column('baseRent'), '$1,234.56')).toMatchObject({
      kind: 'value',
      value: 1234.56,
    })
    expect(parseCell(column('annualEscalation'), '6.5%')).toMatchObject({
      kind: 'value',
      value: 6.5,
    })
    expect(parseCell(column('annualEscalation'), '(2.5)')).toMatchObject({
      kind: 'value',
      value: -2.5,
    })
  })

  it.each([
    ['squareFootage', '-250', 'Enter a number from 0 SF to 100,000,000 SF.'],
    ['leasingCommission', '150', 'Enter a number from 0% to 100%.'],
    ['baseRent', '6,5', 'Use a period for decimals (6.5, not 6,5).'],
  ])('refuses %s %j out of the column range or misread, saying why: %s', (field, text, message) => {
    expect(parseCell(column(field), text)).toEqual({ kind: 'invalid', message })
  })

  it('reads dates typed as text in one stored form, and says why a date is refused', () => {
    for (const typed of ['2030-06-30', '6/30/2030', '06/30/2030'])
      expect(parseCell(column('leaseExpiration'), typed)).toMatchObject({
        kind: 'value',
        value: '2030-06-30',
      })
    expect(parseCell(column('leaseStart'), '2030-02-30')).toEqual({
      kind: 'invalid',
      message: 'That date does not exist on the calendar.',
    })
  })

  it.each([
    ['squareFootage', '28,500 SF', 28500],
    ['squareFootage', '28,500 sq. ft.', 28500],
    ['baseRent', '$16.75/SF', 16.75],
    ['baseRent', '$16.75 PSF', 16.75],
    ['baseRent', '$16.75/SF/yr', 16.75],
    ['baseRent', '$1.50/SF/mo', 18],
    ['baseRent', '$ -', 0],
    ['baseRent', '-', 0],
    ['tiPerSF', '$12.00/SF', 12],
    ['leaseStart', '1-Feb-2024', '2024-02-01'],
    ['leaseStart', 'February 1, 2024', '2024-02-01'],
    ['leaseStart', '45323', '2024-02-01'],
    ['leaseStart', 'Dec-2030', '2030-12-01'],
    ['leaseExpiration', 'Dec 2030', '2030-12-31'],
    ['leaseExpiration', '12/31/30', '2030-12-31'],
    ['leaseType', 'Full Service Gross', 'Gross'],
    ['leaseType', 'Mod. Gross', 'Modified'],
  ])('reads %s %j as rent roll exports write it: %j', (field, text, value) => {
    expect(parseCell(column(field), text)).toMatchObject({ kind: 'value', value })
  })

  it.each([
    ['squareFootage', '$16.75/SF'],
    ['baseRent', '28,500 SF'],
    ['baseRent', '$4,000/mo'],
    ['tiPerSF', '$1.00/SF/mo'],
  ])('refuses %s %j, whose unit does not fit the column', (field, text) => {
    expect(parseCell(column(field), text)).toMatchObject({ kind: 'invalid' })
  })

  it('explains a cell it cannot read and treats blanks as empty', () => {
    expect(parseCell(column('squareFootage'), 'abc')).toMatchObject({ kind: 'invalid' })
    expect(parseCell(column('leaseStart'), 'soon')).toMatchObject({ kind: 'invalid' })
    expect(parseCell(column('leaseType'), 'Ground Lease')).toEqual({
      kind: 'invalid',
      message: 'Choose NNN, Gross, Modified or Base Year.',
    })
    expect(parseCell(column('squareFootage'), '   ')).toEqual({ kind: 'empty' })
  })

  it('keeps text as typed, trimmed', () => {
    expect(parseCell(column('name'), '  Café Zoë 🍕 ')).toMatchObject({
      kind: 'value',
      value: 'Café Zoë 🍕',
    })
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
    status: 'occupied' as const,
    escalationType: 'percent' as const,
    baseYear: null,
  }

  it('reads what an editor committed', () => {
    expect(readCellEdit(column('squareFootage'), '$1,234.56', tenant, 'Grocer')).toEqual({
      ok: true,
      patch: { squareFootage: 1234.56 },
    })
    expect(readCellEdit(column('leaseStart'), '2025-02-01', tenant, 'Grocer')).toEqual({
      ok: true,
      patch: { leaseStart: '2025-02-01' },
    })
  })

  it('keeps the current value of text it cannot read and says so', () => {
    expect(readCellEdit(column('squareFootage'), 'abc', tenant, 'Grocer')).toEqual({
      ok: false,
      message:
        'Square Feet of Grocer: "abc" was not saved. Enter a number, using digits only. Kept 20,000.',
    })
    expect(readCellEdit(column('name'), null, tenant, 'Grocer')).toEqual({
      ok: false,
      message: 'Tenant Name of Grocer cannot be empty. Kept "Grocer".',
    })
  })
})

describe('how a row and its problems are named in messages', () => {
  const row = { ...newTenant([], new Date(2026, 5, 15), 'a'), name: '  ' }

  it('names a row by its tenant name, or by its number when it has none', () => {
    expect(rowName({ ...row, name: ' Grocer ' }, 0)).toBe('Grocer')
    expect(rowName(row, 2)).toBe('row 3')
  })

  it("writes a left-out row's problems with their field labels", () => {
    expect(problemsText([{ field: 'leaseExpiration', rule: { kind: 'dateOrder' } }])).toBe(
      'Lease Expiration: The lease must expire after it starts.',
    )
  })
})
