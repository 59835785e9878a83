import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readSheet, sheetOf } from '../../../../../tests/import-sheets'
import { MAX_TENANTS } from '../../../../finance/field-table'
import { newTenant } from '../../scenario/scenario-defaults'
import { describeImport } from './report-text'
import type { RawCell } from './sheet'

const HEADER = ['Suite', 'Tenant', 'SF', 'Annual Rent', 'Start', 'Expiration']
/** A rent roll with every kind of row that is not a tenant; the header is on line 3. */
const ROWS: RawCell[][] = [
  ['Main St Plaza'],
  [],
  HEADER,
  ['100', 'Anchor Grocer', 100000, 1800000, '2020-01-01', '2035-12-31'],
  ['110', 'Vacant - Suite 110', 2000, null, null, null],
  ['120', null, 1500, null, null, null],
  ['130', 'Available', null, null, null, null],
  [],
  ['140', 'Parking Income', null, 12000, null, null],
  ['150', 'Storage', 800, 'TBD', null, null],
  ['160', 'Dental', '3,000', 84000, '2024-01-01', '2029-12-31'],
  [null, 'Subtotal Retail', 103000, 1884000, null, null],
  [null, 'Total Occupied', 103000, 1884000, null, null],
  [null, 'Vacant Total', 3500, null, null, null],
  ['170', 'Total Wine & More', 25000, 450000, '2022-01-01', '2032-12-31'],
  [null, 'Total', 132300, 2346000, null, null],
]

describe('rows that are not tenants', () => {
  const { tenants, report } = readSheet(sheetOf(ROWS))

  it('imports the tenants and the vacant suites with square feet (a "Total" name with lease dates is a tenant)', () => {
    expect(tenants.map(({ name, status }) => [name, status])).toEqual([
      ['Anchor Grocer (100)', 'occupied'],
      ['Vacant (110)', 'vacant'],
      ['Vacant (120)', 'vacant'],
      ['Dental (160)', 'occupied'],
      ['Total Wine & More (170)', 'occupied'],
    ])
  })

  it('names every other row with its line and the reason', () => {
    expect(describeImport(report, null).skipped).toEqual([
      'Line 7 (Available): no square feet, not imported.',
      'Line 9 (Parking Income): no square feet, not imported.',
      'Line 10 (Storage): rent "TBD" could not be read, not imported.',
      'Line 12 (Subtotal Retail): a totals row, not imported.',
      'Line 13 (Total Occupied): a totals row, not imported.',
      'Line 14 (Vacant Total): a totals row, not imported.',
      'Line 16 (Total): a totals row, not imported.',
      'Line 8: blank, not imported.',
    ])
  })

  it('checks the grand totals row (the last Total, not a subtotal), naming only rows with the figure', () => {
    // 100,000 + 2,000 + 1,500 + 3,000 + 25,000 = 131,500 imported; the file says 132,300.
    // Only Storage (line 10) has square feet; only Parking Income (line 9) a dollar rent.
    expect(describeImport(report, null).reconciliation).toEqual([
      "Square feet differ from the file's total by 800 (line 10 not imported)",
      "Annual rent differs from the file's total by $12,000 (line 9 not imported)",
    ])
  })
})

describe('reconciliation', () => {
  const rows = (total: RawCell[]) =>
    sheetOf([
      ['Tenant', 'SF', 'Monthly Rent', 'Rent PSF'],
      ['A', 100000, 150000, null],
      ['B', 52300, null, 24],
      ['Grand Total', ...total],
    ])

  it('says when square feet and rent match the totals row', () => {
    const { report } = readSheet(rows([152300, 254600]))
    expect(describeImport(report, null).reconciliation).toEqual([
      "Square feet match the file's total of 152,300",
      "Monthly rent matches the file's total of $254,600",
    ])
  })

  it('gives the difference without lines when no row explains it', () => {
    const { report } = readSheet(rows([153500, 254600.5]))
    expect(describeImport(report, null).reconciliation).toEqual([
      "Square feet differ from the file's total by 1,200",
      "Monthly rent differs from the file's total by $0.50",
    ])
  })

  it('compares nothing without a grand totals row, or a rent given only per SF', () => {
    expect(
      readSheet(
        sheetOf([
          ['Tenant', 'SF', 'Rate'],
          ['A', 10, 1],
        ]),
      ).report.reconciliation,
    ).toEqual([])
    const perSf = sheetOf([
      ['Tenant', 'SF', 'Rate'],
      ['A', 10, 1],
      ['Total', 10, 1],
    ])
    expect(readSheet(perSf).report.reconciliation).toMatchObject([
      { measure: 'squareFeet', difference: 0 },
    ])
  })
})

describe('possible duplicates', () => {
  it('imports rows with the same name, SF and dates and flags them', () => {
    const header = ['Tenant', 'SF', 'Rate', 'Start', 'Expiration']
    const row = ['Starbucks', 1800, 40, '2024-01-01', '2029-12-31']
    const existing = [
      {
        ...newTenant([], new Date(2026, 0, 1), 'x'),
        name: 'starbucks ',
        squareFootage: 1800,
        leaseStart: '2024-01-01',
        leaseExpiration: '2029-12-31',
      },
    ]
    const { tenants, report } = readSheet(
      sheetOf([
        header,
        row,
        ['Starbucks', 1800, 41, '2024-01-01', '2029-12-31'],
        ['Starbucks', 1801, 40, '2024-01-01', '2029-12-31'],
      ]),
    )
    expect(tenants).toHaveLength(3)
    expect(describeImport(report, null).duplicates).toEqual([
      'Line 3 (Starbucks) has the same name, square feet and dates as line 2: imported, a possible duplicate.',
    ])
    const appended = readSheet(sheetOf([header, row]), { existing })
    expect(describeImport(appended.report, null).duplicates).toEqual([
      'Line 2 (Starbucks) has the same name, square feet and dates as row 1 of the rent roll: imported, a possible duplicate.',
    ])
  })
})

describe('rows beyond the most a rent roll holds', () => {
  const rows = (count: number) =>
    sheetOf([
      ['Tenant', 'SF', 'Rate'],
      ...Array.from({ length: count }, (_, index) => [`Shop ${index + 1}`, 100, 10]),
    ])

  it('offers the first MAX_TENANTS and names the rest', () => {
    const { tenants, report } = readSheet(rows(MAX_TENANTS + 3))
    expect(tenants).toHaveLength(MAX_TENANTS)
    const last = MAX_TENANTS + 4
    expect(describeImport(report, null).skipped).toEqual([
      `Lines ${(last - 2).toLocaleString('en-US')} to ${last.toLocaleString('en-US')} (3 tenants) not imported: a rent roll holds at most ${MAX_TENANTS.toLocaleString('en-US')} tenants.`,
    ])
  })

  it('counts the rows already there on Append', () => {
    const existing = Array.from({ length: MAX_TENANTS - 1 }, (_, index) => ({
      ...newTenant([], new Date(2026, 0, 1), `t${index}`),
    }))
    const { tenants, report } = readSheet(rows(3), { existing })
    expect(tenants.map((tenant) => tenant.name)).toEqual(['Shop 1'])
    expect(report.skipped.map(({ line, reason }) => [line, reason.kind])).toEqual([
      [3, 'overCap'],
      [4, 'overCap'],
    ])
  })
})

describe('rows without square feet to analyse', () => {
  it('name the text that could not be read, and call 0 SF none', () => {
    const sheet = sheetOf([
      ['Tenant', 'SF', 'Rate'],
      ['Antenna', 0, 10],
      ['Kiosk', 'n/a', 10],
      ['ATM', null, 5],
    ])
    expect(describeImport(readSheet(sheet).report, null).skipped).toEqual([
      'Line 2 (Antenna): no square feet, not imported.',
      'Line 3 (Kiosk): square feet "n/a" could not be read, not imported.',
      'Line 4 (ATM): no square feet, not imported.',
    ])
  })
})

describe('figures too large to analyse', () => {
  it('are not read as an infinite rent: the row is named instead', () => {
    const { tenants, report } = readSheet(
      sheetOf([
        ['Tenant', 'SF', 'Annual Rent'],
        ['A', 5e-324, 1e308],
      ]),
    )
    expect(tenants).toEqual([])
    expect(report.skipped).toEqual([
      { line: 2, name: 'A', reason: { kind: 'noRent', text: '1e+308' } },
    ])
  })
})

describe('any sheet at all', () => {
  const cell = fc.oneof(
    fc.constant(null),
    fc.string(),
    fc.double(),
    fc.boolean(),
    fc.date(),
    fc.constantFrom(
      5e-324,
      1e308,
      -0,
      'Total',
      'Vacant',
      'MTM',
      '$ -',
      '3%',
      '(500)',
      'Dec-2030',
      '28,500 SF',
      'NNN',
    ),
  )
  it('is read without throwing, into at most MAX_TENANTS tenants with finite figures', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 7 }), { maxLength: 30 }), (rows) => {
        const header = ['Tenant', 'SF', 'Annual Rent', 'Start', 'Expiration', 'Esc', 'Type']
        const { tenants, report } = readSheet(sheetOf([header, ...rows]))
        expect(tenants.length).toBeLessThanOrEqual(MAX_TENANTS)
        expect(report.imported + report.skipped.length).toBe(rows.length)
        for (const tenant of tenants)
          for (const field of ['squareFootage', 'baseRent', 'annualEscalation'] as const)
            expect(Number.isFinite(tenant[field])).toBe(true)
      }),
    )
  })
})
