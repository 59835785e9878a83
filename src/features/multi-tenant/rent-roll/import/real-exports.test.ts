import { describe, expect, it } from 'vitest'
import { readSheet, sheetOf } from '../../../../../tests/import-sheets'
import { checkTenant } from '../../../../finance/cash-flow/tenant-validation'
import type { Tenant } from '../../../../finance/cash-flow/types'
import { autoMapping } from './find-header'
import { describeImport } from './report-text'
import type { RawCell } from './sheet'

/** Exports as property management systems write them (PRODUCT.md 11.7), read from 2026-11. */
const NOVEMBER_2026 = { year: 2026, month: 11 }
const read = (rows: RawCell[][], marketDowntimeMonths = 0) =>
  readSheet(sheetOf(rows, true), { start: NOVEMBER_2026, marketDowntimeMonths })
const pick = ({ name, status, leaseStart, leaseExpiration, baseRent, leaseType }: Tenant) => ({
  name,
  status,
  leaseStart,
  leaseExpiration,
  baseRent,
  leaseType,
})

/** A Yardi-like commercial rent roll: title block, Lease From/To, Monthly Rent and Rent/Area. */
const YARDI: RawCell[][] = [
  ['Oakridge Commons'],
  ['Rent Roll'],
  ['As of 10/31/2026'],
  [],
  [
    ...['Unit', 'Tenant', 'Area', 'Lease From', 'Lease To', 'Monthly Rent'],
    ...['Annual Rent/Area', 'Rent Bumps', 'Lease Type', 'Base Year', 'Status'],
  ],
  [
    ...['100', 'Anchor Grocer', '20,000', '03/01/2024', '02/28/2029', '30,000.00'],
    ...['18.00', '3%', 'Retail NNN', '', 'Occupied'],
  ],
  [
    ...['110', 'Dental Office', '3,500', '06/01/2025', '05/31/2030', '8,166.67'],
    ...['28.00', '$0.75/SF', 'Full Service Gross', '2025', 'Occupied'],
  ],
  ['120', 'VACANT', '2,500', '', '', '0.00', '0.00', '', '', '', 'Vacant'],
  ['130', 'Coffee Co', '1,200', '01/01/2023', 'MTM', '3,000.00', '30.00', '', 'Modified', '', ''],
  ['', 'Total', '27,200', '', '', '41,166.67', '', '', '', '', ''],
]

describe('a Yardi-like export as of 10/31/2026, read from the analysis start it proposes', () => {
  const { tenants, report } = read(YARDI)

  it('maps every column by its header, the rent per area over the monthly dollars', () => {
    expect(autoMapping(YARDI[4]!, sheetOf(YARDI).rows.slice(5))).toEqual([
      ...['suite', 'name', 'squareFootage', 'leaseStart', 'leaseExpiration', 'rentMonthly'],
      ...['rentPerSfYear', 'annualEscalation', 'leaseType', 'baseYear', 'status'],
    ])
    expect(tenants.map(({ baseRent }) => baseRent)).toEqual([18, 28, 20, 30])
  })

  it('reads a dollar escalation, and a Full Service Gross lease with a base year as Base Year', () => {
    expect(tenants[1]).toMatchObject({
      annualEscalation: 0.75,
      escalationType: 'dollars',
      leaseType: 'Base Year',
      baseYear: 2025,
    })
    expect(tenants[0]).toMatchObject({
      escalationType: 'percent',
      leaseType: 'NNN',
      baseYear: null,
    })
  })

  it("imports the vacant suite leasing after 6 months' downtime for 60 months at the average rent", () => {
    // (20,000 x 18 + 3,500 x 28 + 1,200 x 30) / 24,700 = 20.00; NNN, Base Year and Modified
    // once each: the first seen.
    expect(pick(tenants[2]!)).toEqual({
      name: 'Vacant (120)',
      status: 'vacant',
      leaseStart: '2027-05-01',
      leaseExpiration: '2032-04-30',
      baseRent: 20,
      leaseType: 'NNN',
    })
    expect(checkTenant(tenants[2]!, NOVEMBER_2026).ok).toBe(true)
  })

  it('ends the month-to-month lease with analysis year 1', () => {
    expect(tenants[3]!.leaseExpiration).toBe('2027-10-31')
  })

  it('reports the as-of date, the vacant suite, month-to-month, Base Year and every default', () => {
    const text = describeImport(report, { analysisStart: '2026-11', rentBasis: 'current' })
    expect(text.summary).toBe(
      'Imported 3 tenants and 1 vacant suite (header on line 5). Analysis Start 2026-11 (the file is as of 10/31/2026, line 3); rents In Place at Analysis Start.',
    )
    expect(text.reconciliation).toEqual([
      "Square feet match the file's total of 27,200",
      "Monthly rent matches the file's total of $41,166.67",
    ])
    expect(text.vacant).toEqual([
      'Line 8: a vacant suite, imported as a vacant row.',
      'Line 8 leases from 2027-05-01 to 2032-04-30 (after 6 months of downtime, assumed as the market downtime is 0; a 60-month term).',
      'Line 8: rent $20.00/SF, the SF-weighted average of the occupied rows.',
      'Line 8: lease type NNN, the most common type of the occupied rows.',
    ])
    expect(text.defaults).toEqual([
      'Line 9: a month-to-month lease, read as expiring 2027-10-31 (the end of analysis year 1).',
      'Line 7: a Gross lease with a base year, read as a Base Year lease.',
      'Escalation (%) was blank on lines 8 and 9: set to the default, 3.00%.',
      'TI ($/SF) has no column: lines 6 to 9 took the default, $0.00/SF.',
      'Leasing Commission (%) has no column: lines 6 to 9 took the default, 6.00%.',
    ])
    expect(text.skipped).toEqual(['Line 10 (Total): a totals row, not imported.'])
  })

  it('takes the market downtime when there is one', () => {
    expect(read(YARDI, 3.4).tenants[2]).toMatchObject({
      leaseStart: '2027-02-01',
      leaseExpiration: '2032-01-31',
    })
  })
})

describe('an MRI-like export: Occupant Name, Commencement and Expiration Date, Expense Stop Year', () => {
  const rows: RawCell[][] = [
    ['Bldg Id', 'Suite Id', 'Occupant Name', 'GLA', 'Commencement Date', 'Expiration Date'],
    ['OAK', '200', 'Law Firm LLP', 5000, new Date(Date.UTC(2022, 0, 1)), 47848],
    ['OAK', '210', 'Available', 1800, null, null],
  ]
  const header = [
    ...rows[0]!,
    'Current Monthly Rent',
    'Annual Rate PSF',
    'Recovery Type',
    'Expense Stop Year',
    'Occupancy',
  ]
  const cells = [
    [10416.67, 25, 'FSG', 2022, 'Occupied'],
    [null, null, null, null, 'Vacant'],
  ]
  const { tenants } = read([
    header,
    ...rows.slice(1).map((row, index) => [...row, ...cells[index]!]),
  ])

  it('reads the headers and both rows', () => {
    expect(tenants.map(pick)).toEqual([
      {
        name: 'Law Firm LLP (200)',
        status: 'occupied',
        leaseStart: '2022-01-01',
        leaseExpiration: '2030-12-31',
        baseRent: 25,
        leaseType: 'Base Year',
      },
      {
        name: 'Vacant (210)',
        status: 'vacant',
        leaseStart: '2027-05-01',
        leaseExpiration: '2032-04-30',
        baseRent: 25,
        leaseType: 'Base Year',
      },
    ])
  })
})

describe('a RealPage-like export: Move In, Move Out beside Lease Exp, Current Rent by its figures', () => {
  const header = ['Unit', 'Tenant', 'Sq Ft', 'Move In', 'Move Out', 'Lease Exp', 'Current Rent']
  const { tenants, report } = read([
    [...header, 'Esc', 'Type', 'Status'],
    ['A-1', 'Salon', '1,500', '4/1/2021', '', '3/31/2027', '$3,125.00', '0.03', 'NNN', 'Current'],
    ['A-2', 'Nails', '1,000', '5/1/2022', '', '4/30/2028', '$2,000.00', '0.025', 'NNN', 'Current'],
    ['A-3', '', '1,200', '', '', '', '', '', '', 'Vacant'],
  ])

  it('reads the lease expiration, monthly dollars, fraction escalations and the vacant unit', () => {
    expect(tenants.map(pick)).toEqual([
      {
        name: 'Salon (A-1)',
        status: 'occupied',
        leaseStart: '2021-04-01',
        leaseExpiration: '2027-03-31',
        baseRent: 25,
        leaseType: 'NNN',
      },
      {
        name: 'Nails (A-2)',
        status: 'occupied',
        leaseStart: '2022-05-01',
        leaseExpiration: '2028-04-30',
        baseRent: 24,
        leaseType: 'NNN',
      },
      {
        name: 'Vacant (A-3)',
        status: 'vacant',
        leaseStart: '2027-05-01',
        leaseExpiration: '2032-04-30',
        // (1,500 x 25 + 1,000 x 24) / 2,500 = 24.60
        baseRent: 24.6,
        leaseType: 'NNN',
      },
    ])
    expect(tenants.map(({ annualEscalation }) => annualEscalation)).toEqual([3, 2.5, 3])
    expect(report.missingDates).toEqual([])
  })
})
