import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_TENANTS } from '../../../finance/field-table'
import { validTenant } from '../../../../tests/arbitraries'
import type { Tenant } from '../../../finance/cash-flow/types'
import { parseTabSeparated } from '../../../lib/delimited'
import { newTenant } from '../scenario/scenario-defaults'
import { describePaste } from './paste-report'
import { PASTE_TERMS, pasteRows } from '../../../../tests/paste-rows'
import { isHeaderRow, pasteIntoRentRoll, tenantRowsText } from './tenant-paste'

const today = new Date(2026, 5, 15, 12)

function rentRoll(count: number): Tenant[] {
  const tenants: Tenant[] = []
  for (let index = 0; index < count; index++) tenants.push(newTenant(tenants, today))
  return tenants
}

const grocer = 'Anchor Grocer\t20,000\t$18.00\t3%\t1/1/2024\t12/31/2028\tnnn\t10\t6'
const dental = 'Dental Office\t3500\t28\t2.5\t2026-03-01\t2029-02-28\tModified\t$15.00\t5%'

describe('pasteIntoRentRoll', () => {
  it('maps full rows from the first column whatever cell is focused, adding tenants', () => {
    const { tenants, report } = pasteRows({
      rows: parseTabSeparated(`${grocer}\r\n${dental}\r\n`),
      focusedRowIndex: 0,
      focusedColId: 'baseRent',
      tenants: [],
      today,
    })
    expect(report).toMatchObject({ updatedRows: 0, addedRows: 2, skipped: [], problems: [] })
    expect(tenants).toHaveLength(2)
    expect(tenants[0]).toMatchObject({
      name: 'Anchor Grocer',
      squareFootage: 20000,
      baseRent: 18,
      annualEscalation: 3,
      leaseStart: '2024-01-01',
      leaseExpiration: '2028-12-31',
      leaseType: 'NNN',
      tiPerSF: 10,
      leasingCommission: 6,
    })
    expect(tenants[1]).toMatchObject({ name: 'Dental Office', tiPerSF: 15, leaseType: 'Modified' })
    expect(new Set(tenants.map((tenant) => tenant.id)).size).toBe(2)
  })

  it('starts narrower rows at the focused column and row, updating existing tenants', () => {
    const before = rentRoll(3)
    const { tenants, report } = pasteRows({
      rows: [
        ['2000', '21'],
        ['3000', '22'],
      ],
      focusedRowIndex: 1,
      focusedColId: 'squareFootage',
      tenants: before,
      today,
    })
    expect(report).toMatchObject({ updatedRows: 2, addedRows: 0 })
    expect(tenants[0]).toEqual(before[0])
    expect(tenants[1]).toMatchObject({ name: 'Tenant 2', squareFootage: 2000, baseRent: 21 })
    expect(tenants[2]).toMatchObject({ squareFootage: 3000, baseRent: 22 })
    expect(before[1]!.squareFootage).toBe(0)
  })

  it('skips a first line of column names too few to read the block by (under 3 known)', () => {
    const { tenants, report } = pasteRows({
      rows: parseTabSeparated('Tenant Name\tSquare Feet\nKiosk\t150'),
      focusedRowIndex: 0,
      focusedColId: 'name',
      tenants: [],
      today,
    })
    expect(tenants.map((tenant) => tenant.name)).toEqual(['Kiosk'])
    expect(report.header).toEqual(['Tenant Name', 'Square Feet'])
  })

  it("hands back a block with a header of the user's own words, to be read as a file is", () => {
    const header = 'Tenant\tSF\tRent PSF\tEsc %\tStart\tEnd\tType\tTI\tLC'
    const lines = Array.from({ length: 10 }, (_, index) =>
      grocer.replace('Anchor Grocer', `Shop ${index + 1}`),
    )
    const result = pasteIntoRentRoll({
      ...PASTE_TERMS,
      rows: parseTabSeparated([header, ...lines].join('\r\n')),
      focusedRowIndex: 0,
      focusedColId: 'name',
      tenants: [],
      today,
    })
    expect(result).toMatchObject({
      kind: 'block',
      source: { fileName: 'Pasted rows', headerIndex: 0, pasted: true },
    })
  })

  it('adds no tenant for a line without readable square feet or rent, and reports it', () => {
    const { tenants, report } = pasteRows({
      rows: parseTabSeparated('Hello team,\r\nplease see attached.\r\n'),
      focusedRowIndex: 0,
      focusedColId: 'name',
      tenants: [],
      today,
    })
    expect(tenants).toEqual([])
    expect(describePaste(report)).toEqual({
      summary: 'Nothing was pasted.',
      warnings: [
        'Lines 1 and 2 ("Hello team,", "please see attached.") have no readable square feet or rent, so no tenant was added for them.',
      ],
    })
  })

  it('leaves cells it cannot read unchanged and reports them', () => {
    const before = rentRoll(1)
    const { tenants, report } = pasteRows({
      rows: [['Shop', 'lots', '20', '3', '2026-02-30', '2030-01-01', 'Ground', '0', '6']],
      focusedRowIndex: 0,
      focusedColId: 'name',
      tenants: before,
      today,
    })
    expect(tenants[0]).toMatchObject({
      name: 'Shop',
      squareFootage: 0,
      baseRent: 20,
      leaseStart: before[0]!.leaseStart,
      leaseExpiration: '2030-01-01',
      leaseType: 'NNN',
    })
    expect(report.problems).toEqual([
      'Row 1, Square Feet: "lots" was left unchanged. Enter a number, using digits only.',
      'Row 1, Lease Start: "2026-02-30" was left unchanged. That date does not exist on the calendar.',
      'Row 1, Lease Type: "Ground" was left unchanged. Choose NNN, Gross, Modified or Base Year.',
    ])
  })

  it('stops at the cap of 500 tenants and names the lines it left out', () => {
    const rows = Array.from({ length: 5 }, (_, index) => [`Shop ${index + 1}`, '1000'])
    const { tenants, report } = pasteRows({
      rows,
      focusedRowIndex: MAX_TENANTS - 3,
      focusedColId: 'name',
      tenants: rentRoll(MAX_TENANTS - 2),
      today,
    })
    expect(tenants).toHaveLength(MAX_TENANTS)
    expect(tenants.slice(MAX_TENANTS - 3).map((tenant) => tenant.name)).toEqual([
      'Shop 1',
      'Shop 2',
      'Shop 3',
    ])
    expect(report).toMatchObject({ updatedRows: 1, addedRows: 2 })
    expect(describePaste(report).warnings[0]).toBe(
      'Lines 4 and 5 ("Shop 4 1000", "Shop 5 1000") were left out: a rent roll holds at most 500 tenants.',
    )
  })

  it('counts cells beyond the last column instead of pasting them', () => {
    const { report } = pasteRows({
      rows: [['2020', 'extra']],
      focusedRowIndex: 0,
      focusedColId: 'baseYear',
      tenants: rentRoll(1),
      today,
    })
    expect(report.ignoredCells).toBe(1)
    expect(describePaste(report)).toEqual({
      summary: 'Pasted 1 row: 1 updated, 0 added.',
      warnings: ['1 cell beyond the last column was ignored.'],
    })
  })

  it('ignores blank trailing lines and starts at the first column from the actions column', () => {
    const { tenants } = pasteRows({
      rows: [['Kiosk', '150'], ['', ''], []],
      focusedRowIndex: 0,
      focusedColId: 'actions',
      tenants: [],
      today,
    })
    expect(tenants).toHaveLength(1)
    expect(tenants[0]).toMatchObject({ name: 'Kiosk', squareFootage: 150 })
  })
})

describe('isHeaderRow', () => {
  it('recognises header names and field names, not data', () => {
    expect(isHeaderRow(['Tenant Name', 'Square Feet'])).toBe(true)
    expect(isHeaderRow(['name', 'squareFootage', ''])).toBe(true)
    expect(isHeaderRow(['Anchor Grocer', '20000'])).toBe(false)
    expect(isHeaderRow(['', ''])).toBe(false)
  })
})

describe('copying rent roll rows and pasting them back', () => {
  const paste = (text: string) =>
    pasteRows({
      rows: parseTabSeparated(text),
      focusedRowIndex: 0,
      focusedColId: 'name',
      tenants: [],
      today,
    }).tenants

  it('marks names a spreadsheet would run as text, and pastes them back as they were', () => {
    const names = ['=HYPERLINK("http://x","y")', '+1-555', '-Suite 2', '@Mall', "'=quoted"]
    const tenants = rentRoll(names.length).map((tenant, index) => ({
      ...tenant,
      name: names[index]!,
      squareFootage: 1000,
    }))
    const text = tenantRowsText(tenants)
    expect(text.split('\r\n').map((line) => line.split('\t')[0])).toEqual([
      `"'=HYPERLINK(""http://x"",""y"")"`,
      "'+1-555",
      "'-Suite 2",
      "'@Mall",
      "''=quoted",
    ])
    expect(paste(text).map((tenant) => tenant.name)).toEqual(names)
  })

  it('gives back every name, lease type and date', () => {
    const named = validTenant.map((tenant) => ({
      ...tenant,
      name: tenant.name.trim() || 'Unnamed',
      squareFootage: Math.max(1, tenant.squareFootage),
    }))
    fc.assert(
      fc.property(fc.array(named, { minLength: 1, maxLength: 10 }), (tenants) => {
        const fields = ({ name, leaseType, leaseStart, leaseExpiration }: Tenant) => ({
          name,
          leaseType,
          leaseStart,
          leaseExpiration,
        })
        expect(paste(tenantRowsText(tenants)).map(fields)).toEqual(tenants.map(fields))
      }),
    )
  })
})
