import { describe, expect, it } from 'vitest'
import { TENANT_COLUMNS } from '../../../../finance/field-table'
import { headerKey, matchHeader, namesOnlyRent, type ImportField } from './import-fields'

/** PRODUCT.md 10.2: the header names a rent roll gives each column, at least these. */
const SYNONYMS: Record<ImportField, string[]> = {
  status: ['Status', 'Occupancy'],
  baseYear: ['Base Year', 'BY', 'Expense Stop Year'],
  name: ['Tenant', 'Tenant Name', 'Lessee', 'Occupant', 'Name'],
  suite: ['Suite', 'Unit', 'Space'],
  squareFootage: [
    'SF',
    'Sq Ft',
    'Square Feet',
    'Square Footage',
    'RSF',
    'NRA',
    'GLA',
    'Area',
    'Size',
  ],
  rentPerSfYear: [
    ...['Rent/SF', 'Rent PSF', '$/SF', 'Base Rent PSF', 'Annual Rent/SF', 'Rate'],
    ...['Current Rent PSF', 'Annual Rent PSF'],
  ],
  rentPerSfMonth: ['Monthly Rent/SF', 'Rent PSF/Mo'],
  // Headers naming only rent: annual dollars by their name, their figures may say otherwise.
  rentAnnual: [
    'Annual Rent',
    'Annual Base Rent',
    'Base Rent',
    'Rent',
    'Current Rent',
    'Contract Rent',
  ],
  rentMonthly: ['Monthly Rent', 'Monthly Base Rent'],
  annualEscalation: ['Escalation', 'Esc', 'Bumps', 'Annual Increase', 'Increase'],
  leaseStart: [
    ...['Lease Start', 'Start', 'Commencement', 'Lease Commencement', 'Start Date'],
    // PRODUCT.md 11.7
    ...['Lease From', 'From', 'Move In', 'Move-In Date', 'Commencement Date'],
    ...['Lease Commencement Date', 'Term Start', 'LCD'],
  ],
  leaseExpiration: [
    ...['Lease Expiration', 'Expiration', 'Expiry', 'Lease End', 'End Date', 'Maturity'],
    // PRODUCT.md 11.7
    ...['Lease To', 'To', 'Lease Exp', 'Exp Date', 'Expiration Date', 'Term End', 'LXD'],
    'Move Out',
  ],
  leaseType: ['Lease Type', 'Type', 'Recovery', 'Recovery Type', 'Structure'],
  tiPerSF: ['TI', 'TI/SF', 'TI PSF', 'Tenant Improvements'],
  leasingCommission: ['LC', 'LC %', 'Leasing Commission', 'Commission'],
}

const cases = Object.entries(SYNONYMS).flatMap(([field, names]) =>
  names.map((name) => [name, field] as const),
)

describe('matchHeader', () => {
  it.each(cases)('reads the header %j as %s', (name, field) => {
    expect(matchHeader(name)).toBe(field)
  })

  it.each(cases)('reads %j whatever its case, spaces and punctuation (as %s)', (name, field) => {
    expect(matchHeader(` ${name.toUpperCase()} `)).toBe(field)
    expect(matchHeader(name.toLowerCase().replace(/ /g, ''))).toBe(field)
    expect(matchHeader(name.replace(/ /g, '_').replace(/\//g, ' / ') + '.')).toBe(field)
  })

  it("reads the rent roll's own column labels and field names", () => {
    for (const { field, label } of TENANT_COLUMNS) {
      expect(matchHeader(label)).toBe(field === 'baseRent' ? 'rentPerSfYear' : field)
      // "baseRent" reads as "Base Rent", which PRODUCT.md 10.2 says is annual dollars.
      expect(matchHeader(field)).toBe(field === 'baseRent' ? 'rentAnnual' : field)
    }
  })

  it.each([
    ['Rent ($/SF)', 'rentPerSfYear'],
    ['Rent ($/SF/Mo)', 'rentPerSfMonth'],
    ['Base Rent ($/SF/yr)', 'rentPerSfYear'],
    ['Annual Rent PSF', 'rentPerSfYear'],
    ['Monthly Rent PSF', 'rentPerSfMonth'],
    ['Rent/SF/Mo', 'rentPerSfMonth'],
    ['$/SF/Mo', 'rentPerSfMonth'],
    ['Annual Rent ($)', 'rentAnnual'],
    ['Rent/Mo', 'rentMonthly'],
    ['Monthly Rent ($)', 'rentMonthly'],
    ['Square Feet (RSF)', 'squareFootage'],
    ['Escalation %', 'annualEscalation'],
    ['TI $/SF', 'tiPerSF'],
    ['Suite #', 'suite'],
    ['Lease Start Date', 'leaseStart'],
    ['Exp. Date', 'leaseExpiration'],
    ['Annual Rent/Area', 'rentPerSfYear'],
    ['Monthly Rent/Area', 'rentPerSfMonth'],
    ['Current Monthly Rent', 'rentMonthly'],
    ['Monthly Contract Rent', 'rentMonthly'],
    ['Current Annual Rent ($)', 'rentAnnual'],
    ['Current Rent ($/SF/mo)', 'rentPerSfMonth'],
  ])('reads %j, whose unit is written beside its name, as %s', (name, field) => {
    expect(matchHeader(name)).toBe(field)
  })

  it('reads a status column without a unit only ("Occupancy %" is no status)', () => {
    expect(matchHeader('Occupancy')).toBe('status')
    expect(matchHeader('Occupancy %')).toBeNull()
    expect(matchHeader('Occupancy (%)')).toBeNull()
  })

  it.each([
    ['Rent', true],
    ['Current Rent', true],
    ['Contract Base Rent', true],
    ['Monthly Rent', false],
    ['Rent PSF', false],
    ['Rent ($)', false],
    ['Rent Start', false],
  ])('knows %j names only rent: %s', (name, only) => {
    expect(namesOnlyRent(name)).toBe(only)
  })

  it('keeps "$" apart: "$/SF" is a rent, "SF" square feet', () => {
    expect(headerKey('$/SF')).toBe('$sf')
    expect(matchHeader('$/SF')).toBe('rentPerSfYear')
    expect(matchHeader('SF')).toBe('squareFootage')
  })

  it.each([
    '',
    'Rent Roll',
    'Main Street Plaza',
    'Notes',
    'Anchor Grocer',
    '20,000',
    '%',
    'As of 12/31/2025',
    'Rent Start',
    'Rent Roll Notes',
  ])('reads %j as no field', (text) => {
    expect(matchHeader(text)).toBeNull()
  })
})
