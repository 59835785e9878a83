import { describe, expect, it } from 'vitest'
import { readSheet, sheetOf, tenantsOf } from '../../../../../tests/import-sheets'
import { findHeader, findHeaderRow } from './find-header'
import { describeImport } from './report-text'

const HEADER = ['Tenant', 'SF', 'Rent PSF', 'Lease Start', 'Lease Expiration', 'Lease Type']
const grocer = ['Grocer', 20000, 18, '2024-01-01', '2030-12-31', 'NNN']

describe('finding the header row', () => {
  it('skips a title block above the header and numbers lines as the file does', () => {
    const sheet = sheetOf([['Main St Plaza Rent Roll'], ['As of 12/31/2025'], [], HEADER, grocer])
    expect(findHeaderRow(sheet)).toBe(3)
    const { report, tenants } = readSheet(sheet)
    expect(tenants.map((tenant) => tenant.name)).toEqual(['Grocer'])
    expect(report.headerLine).toBe(4)
  })

  it('needs at least 3 cells naming known fields, within the first 20 rows', () => {
    expect(findHeaderRow(sheetOf([['Tenant', 'SF', 'Notes']]))).toBeNull()
    expect(findHeaderRow(sheetOf([['Tenant', 'SF', 'Rate']]))).toBe(0)
    const late = (titles: number) =>
      sheetOf([...Array.from({ length: titles }, () => ['x']), HEADER])
    expect(findHeaderRow(late(19))).toBe(19)
    expect(findHeaderRow(late(20))).toBeNull()
  })

  it('reads the first sheet that has a header row', () => {
    const cover = sheetOf([['Cover page'], ['Prepared by', 'Broker', 'Inc']], false, 'Cover')
    const roll = sheetOf([HEADER, grocer], false, 'Rent Roll')
    expect(findHeader([cover, roll, roll])).toEqual({ sheetIndex: 1, headerIndex: 0 })
    expect(findHeader([cover])).toBeNull()
  })
})

describe('reading rent in any unit as $/SF a year', () => {
  it.each([
    ['Rent PSF', 18, 18],
    ['Rent PSF/Mo', 1.5, 18],
    ['Annual Rent', 360000, 18],
    ['Monthly Rent', 30000, 18],
    ['Annual Rent', '$16.75/SF', 16.75],
    ['Annual Rent', '$30,000/mo', 18],
  ])('reads %s %j on 20,000 SF as $%d/SF/yr', (header, rent, perSf) => {
    const [tenant] = tenantsOf(
      ['Tenant', 'SF', header, 'Lease Type'],
      ['Grocer', 20000, rent, 'NNN'],
    )
    expect(tenant!.baseRent).toBeCloseTo(perSf, 10)
  })

  it('takes $/SF over dollars when a row has both, and dollars when $/SF is blank', () => {
    const tenants = tenantsOf(
      ['Tenant', 'SF', 'Annual Rent', 'Rent/SF'],
      ['Grocer', 20000, 999999, 18],
      ['Dental', 3000, 84000, null],
    )
    expect(tenants.map((tenant) => tenant.baseRent)).toEqual([18, 28])
  })
})

describe('reading values as rent roll exports write them', () => {
  const row = (cells: Record<string, unknown>) =>
    tenantsOf(
      ['Tenant', 'SF', 'Rate', ...Object.keys(cells)],
      ['Shop', 1000, 20, ...(Object.values(cells) as never[])],
    )[0]!

  it.each([
    ['$1,234.56', 1234.56],
    ['1,234', 1234],
    ['28,500 SF', 28500],
  ])('reads square feet %j as %d', (text, squareFeet) => {
    expect(tenantsOf(['Tenant', 'SF', 'Rate'], ['Shop', text, 20])[0]!.squareFootage).toBe(
      squareFeet,
    )
  })

  it('reads (500) as -500: imported, and the analysis leaves the negative rent out', () => {
    expect(row({ TI: '(500)' }).tiPerSF).toBe(-500)
  })

  it.each([
    [new Date(Date.UTC(2024, 1, 1)), '2024-02-01'],
    [45323, '2024-02-01'],
    ['2030-12-31', '2030-12-31'],
    ['12/31/2030', '2030-12-31'],
    ['12/31/30', '2030-12-31'],
    ['1-Feb-2024', '2024-02-01'],
    ['February 1, 2024', '2024-02-01'],
    ['Dec-2030', '2030-12-01'],
    ['Dec 2030', '2030-12-01'],
  ])('reads the start %j as %s', (cell, date) => {
    expect(row({ Start: cell }).leaseStart).toBe(date)
  })

  it.each([
    ['Dec-2030', '2030-12-31'],
    ['Feb 2028', '2028-02-29'],
    [47483, '2029-12-31'],
    ['MTM', '2026-12-31'],
    ['Month-to-Month', '2026-12-31'],
    ['month to month', '2026-12-31'],
  ])('reads the expiration %j as %s (month-to-month: December 31 of year 1)', (cell, date) => {
    expect(row({ Start: '2024-01-01', Expiration: cell }).leaseExpiration).toBe(date)
  })

  it('says which leases were month-to-month', () => {
    const { report } = readSheet(
      sheetOf([
        ['Tenant', 'SF', 'Rate', 'Expiry'],
        ['Shop', 900, 20, 'MTM'],
      ]),
    )
    expect(report.monthToMonth).toEqual([{ line: 2, expiration: '2026-12-31' }])
    expect(describeImport(report, null).defaults[0]).toBe(
      'Line 2: a month-to-month lease, read as expiring 2026-12-31 (the end of analysis year 1).',
    )
  })

  it.each([
    [
      ['3%', '2.5%'],
      [3, 2.5],
    ],
    [
      [0.03, 0.025],
      [3, 2.5],
    ],
    [
      ['0.03', '0.25'],
      [3, 25],
    ],
    [
      [3, 0.03],
      [3, 0.03],
    ],
    [
      ['3%', 0.03],
      [3, 3],
    ],
  ])(
    'reads the escalations %j as %j percent (fractions when every bare number <= 0.25)',
    (cells, percents) => {
      const tenants = tenantsOf(
        ['Tenant', 'SF', 'Rate', 'Bumps'],
        ['A', 1, 1, cells[0]!],
        ['B', 1, 1, cells[1]!],
      )
      expect(tenants.map((tenant) => tenant.annualEscalation)).toEqual(percents)
    },
  )

  it('decides fractions for each percentage column on its own', () => {
    const [tenant] = tenantsOf(['Tenant', 'SF', 'Rate', 'Esc', 'LC %'], ['A', 1, 1, 0.03, 6])
    expect(tenant).toMatchObject({ annualEscalation: 3, leasingCommission: 6 })
  })

  it.each([
    ['NNN', 'NNN'],
    ['Net', 'NNN'],
    ['NN', 'NNN'],
    ['Triple Net', 'NNN'],
    ['Modified', 'Modified'],
    ['Modified Gross', 'Modified'],
    ['MG', 'Modified'],
    ['Gross', 'Gross'],
    ['Full Service', 'Gross'],
    ['FS', 'Gross'],
    ['FSG', 'Gross'],
  ])('reads the lease type %j as %s', (cell, type) => {
    expect(row({ Structure: cell }).leaseType).toBe(type)
  })

  it('keeps formula-looking names as text, never evaluated', () => {
    const names = ['=HYPERLINK("http://x","y")', '+1-555', '@SUM(A1)', '=1+1']
    const tenants = tenantsOf(['Tenant', 'SF', 'Rate'], ...names.map((name) => [name, 100, 10]))
    expect(tenants.map((tenant) => tenant.name)).toEqual(names)
  })

  it('adds the suite to the name, as "Name (Suite)"', () => {
    const [tenant] = tenantsOf(['Suite', 'Tenant', 'SF', 'Rate'], ['110', 'Dental', 3000, 28])
    expect(tenant!.name).toBe('Dental (110)')
  })
})

describe('cells left blank', () => {
  it('take the new tenant defaults, each named with its lines; a lease date is never made up', () => {
    const { tenants, report } = readSheet(
      sheetOf([
        ['Tenant', 'SF', 'Rate', 'Start', 'Expiration', 'Esc', 'LC', 'Type'],
        ['A', 100, 10, '2025-03-01', null, null, 5, 'Gross'],
        ['B', 100, 10, null, '2030-01-31', 2, null, null],
      ]),
    )
    expect(tenants[0]).toMatchObject({
      leaseStart: '2025-03-01',
      annualEscalation: 3,
      tiPerSF: 0,
      unreadable: { leaseExpiration: '' },
    })
    expect(tenants[1]).toMatchObject({
      leaseExpiration: '2030-01-31',
      leasingCommission: 6,
      leaseType: 'NNN',
      unreadable: { leaseStart: '' },
    })
    expect(describeImport(report, null).defaults).toEqual([
      'Escalation (%) was blank on line 2: set to the default, 3.00%.',
      'Lease Type was blank on line 3: set to the default, NNN.',
      'TI ($/SF) has no column: lines 2 and 3 took the default, $0.00/SF.',
      'Leasing Commission (%) was blank on line 3: set to the default, 6.00%.',
    ])
    expect(describeImport(report, null).unreadable).toEqual([
      'Lease Start was blank on line 3: no date was made up; the row is left out of the analysis until one is entered.',
      'Lease Expiration was blank on line 2: no date was made up; the row is left out of the analysis until one is entered.',
    ])
  })
})

describe('cells that cannot be read', () => {
  it('keep their text beside the imported row, which the analysis leaves out until fixed', () => {
    const { tenants, report } = readSheet(
      sheetOf([
        ['Tenant', 'SF', 'Rate', 'Start', 'Expiration', 'Type'],
        ['Shop', 100, 10, 'sometime in 2030', '2035-12-31', 'Ground'],
      ]),
    )
    expect(tenants[0]!.unreadable).toEqual({ leaseStart: 'sometime in 2030', leaseType: 'Ground' })
    // Held meanwhile, never shown: the 60 months up to its expiration, not today's date.
    expect(tenants[0]).toMatchObject({ leaseStart: '2031-01-01', leaseType: 'NNN' })
    expect(describeImport(report, null).unreadable).toEqual([
      'Line 2, Lease Start: "sometime in 2030" could not be read; the row is left out of the analysis until it is fixed.',
      'Line 2, Lease Type: "Ground" could not be read; the row is left out of the analysis until it is fixed.',
    ])
  })
})
