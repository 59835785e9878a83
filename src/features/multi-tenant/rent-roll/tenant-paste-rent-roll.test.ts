import { describe, expect, it } from 'vitest'
import { checkTenant } from '../../../finance/cash-flow/tenant-validation'
import type { Tenant } from '../../../finance/cash-flow/types'
import { parseTabSeparated } from '../../../lib/delimited'
import { newTenant } from '../scenario/scenario-defaults'
import { describePaste } from './paste-report'
import { PASTE_TERMS, pasteRows } from '../../../../tests/paste-rows'
import { pasteIntoRentRoll } from './tenant-paste'

const today = new Date(2026, 5, 15, 12)
const grocer = 'Anchor Grocer\t20,000\t$18.00\t3%\t1/1/2024\t12/31/2028\tnnn\t10\t6'
const dental = 'Dental Office\t3500\t28\t2.5\t2026-03-01\t2029-02-28\tModified\t$15.00\t5%'

function rentRoll(count: number): Tenant[] {
  const tenants: Tenant[] = []
  for (let index = 0; index < count; index++) tenants.push(newTenant(tenants, today))
  return tenants
}

describe('pasting a real rent roll (issue 21: what pasting did before the reader)', () => {
  const paste = (text: string, tenants: Tenant[] = []) =>
    pasteRows({
      rows: parseTabSeparated(text),
      focusedRowIndex: tenants.length,
      focusedColId: 'name',
      tenants,
      today,
    })
  const three = [grocer, dental, grocer.replace('Anchor Grocer', 'Pharmacy')].join('\r\n')

  it('adds no tenant for a Total line under the tenants, and says so', () => {
    const { tenants, report } = paste(`${three}\r\nTotal\t57,700\t\t\t\t\t\t\t`)
    expect(tenants.map((tenant) => tenant.name)).toEqual([
      'Anchor Grocer',
      'Dental Office',
      'Pharmacy',
    ])
    expect(describePaste(report).warnings).toContain('Line 4 (Total): a totals row, not imported.')
  })

  it('adds a vacant suite as a vacant row leasing after the downtime, at the average rent', () => {
    const { tenants, report } = paste(`${three}\r\nVacant - Suite 110\t2,000`)
    expect(tenants[3]).toMatchObject({
      name: 'Vacant - Suite 110',
      status: 'vacant',
      squareFootage: 2000,
      // (20,000 x 18 + 3,500 x 28 + 20,000 x 18) / 43,500 = 18.8046: to the cent.
      baseRent: 18.8,
      leaseType: 'NNN',
      leaseStart: '2026-07-01',
      leaseExpiration: '2031-06-30',
    })
    expect(tenants[3]!.unreadable).toBeUndefined()
    expect(describePaste(report).warnings).toEqual([
      'Line 4: a vacant suite, imported as a vacant row.',
      'Line 4 leases from 2026-07-01 to 2031-06-30 (after 6 months of downtime, assumed as the market downtime is 0; a 60-month term).',
      'Line 4: rent $18.80/SF, the SF-weighted average of the occupied rows.',
      'Line 4: lease type NNN, the most common type of the occupied rows.',
      'Escalation (%) was blank on line 4: set to the default, 3.00%.',
      'TI ($/SF) was blank on line 4: set to the default, $0.00/SF.',
      'Leasing Commission (%) was blank on line 4: set to the default, 6.00%.',
    ])
  })

  it('never gives an added row a lease date it was not given, and names every default', () => {
    const { tenants, report } = paste('Kiosk\t150\t40\t\t2025-03-01')
    expect(tenants[0]).toMatchObject({
      leaseStart: '2025-03-01',
      unreadable: { leaseExpiration: '' },
    })
    expect(describePaste(report).warnings).toEqual([
      'Lease Expiration has no column: line 1 has no date and is left out of the analysis until one is entered.',
      'Escalation (%) was blank on line 1: set to the default, 3.00%.',
      'Lease Type has no column: line 1 took the default, NNN.',
      'TI ($/SF) has no column: line 1 took the default, $0.00/SF.',
      'Leasing Commission (%) has no column: line 1 took the default, 6.00%.',
    ])
  })

  it('reads the cells a rent roll export writes', () => {
    const lines = [
      'A\t28,500 SF\t$16.75/SF\t3%\t1-Feb-2024\t45323\tFull Service Gross\t$ -\t6',
      'B\t1,000\t$20.00\t3%\tFebruary 1, 2024\tDec 2030\tMod. Gross\t0\t6',
    ]
    const { tenants, report } = paste(lines.join('\r\n'))
    expect(tenants[0]).toMatchObject({
      squareFootage: 28500,
      baseRent: 16.75,
      leaseStart: '2024-02-01',
      leaseExpiration: '2024-02-01',
      leaseType: 'Gross',
      tiPerSF: 0,
    })
    expect(tenants[1]).toMatchObject({
      leaseStart: '2024-02-01',
      leaseExpiration: '2030-12-31',
      leaseType: 'Modified',
    })
    expect(report.unreadable).toEqual([])
  })

  it('marks an added row whose cell cannot be read, and the analysis leaves it out until fixed', () => {
    const { tenants, report } = paste('Shop\t1,000\t20\t3\tsoon\t2030-12-31\tGround\t0\t6')
    expect(tenants[0]!.unreadable).toEqual({ leaseStart: 'soon', leaseType: 'Ground' })
    expect(checkTenant(tenants[0]!, { year: 2026, month: 1 })).toMatchObject({
      ok: false,
      problems: [
        { field: 'leaseStart', rule: { kind: 'unreadable', text: 'soon', expected: 'date' } },
        { field: 'leaseType', rule: { kind: 'unreadable', text: 'Ground', expected: 'leaseType' } },
      ],
    })
    expect(describePaste(report).warnings).toEqual([
      'Line 1, Lease Start: "soon" could not be read; the row is left out of the analysis until it is fixed.',
      'Line 1, Lease Type: "Ground" could not be read; the row is left out of the analysis until it is fixed.',
    ])
  })

  it('hands a block with a header row back, to be read as a file is', () => {
    const block = [
      'Rent Roll',
      'Suite\tTenant\tRSF\tMonthly Rent\tExp',
      '110\tDeli\t1,200\t$2,000\tMTM',
    ]
    const result = pasteIntoRentRoll({
      ...PASTE_TERMS,
      rows: parseTabSeparated(block.join('\n')),
      focusedRowIndex: 0,
      focusedColId: 'name',
      tenants: rentRoll(2),
      today,
    })
    expect(result).toMatchObject({ kind: 'block', source: { headerIndex: 1, pasted: true } })
  })
})

describe('a cell kept as unreadable text', () => {
  it('is fixed by a value pasted on it', () => {
    const marked = { ...rentRoll(1)[0]!, unreadable: { leaseStart: 'soon', leaseType: 'Ground' } }
    const { tenants } = pasteRows({
      rows: [['2026-01-01']],
      focusedRowIndex: 0,
      focusedColId: 'leaseStart',
      tenants: [marked],
      today,
    })
    expect(tenants[0]!.unreadable).toEqual({ leaseType: 'Ground' })
  })
})

describe('a paste judged by its name column (the reading core of issue 27.3)', () => {
  const pasteAt = (rows: string[][], focusedColId: string, tenants = rentRoll(1)) =>
    pasteRows({ rows, focusedRowIndex: 0, focusedColId, tenants, today })

  it('pastes "Occupied" into the Status column: no name column, so no totals row', () => {
    const { tenants, report } = pasteAt([['Occupied', '', 'extra']], 'status')
    expect(report).toMatchObject({ updatedRows: 1, skipped: [], ignoredCells: 1 })
    expect(tenants[0]!.status).toBe('occupied')
    const vacant = pasteAt([['Vacant']], 'status')
    expect(vacant.tenants[0]).toMatchObject({ status: 'vacant', name: 'Vacant' })
  })

  it('skips a totals line only by its name, unless it has a lease date', () => {
    const totals = pasteAt([['Total', '57,700']], 'name', [])
    expect(totals.report.skipped).toEqual([{ line: 1, name: 'Total', reason: { kind: 'total' } }])
    const tenant = pasteAt([['Total Wine', '25,000', '18', '3', '2022-01-01']], 'name', [])
    expect(tenant.tenants.map(({ name }) => name)).toEqual(['Total Wine'])
    // "Total" pasted into the Lease Type column is a lease type that could not be read.
    const typed = pasteAt([['Total']], 'leaseType')
    expect(typed.report.problems).toEqual([
      'Row 1, Lease Type: "Total" was left unchanged. Choose NNN, Gross, Modified or Base Year.',
    ])
  })

  it('reads a month-to-month expiration as the end of analysis year 1, and says so', () => {
    const { tenants, report } = pasteRows({
      rows: [['Deli', '1,200', '30', '3', '2023-01-01', 'MTM']],
      focusedRowIndex: 0,
      focusedColId: 'name',
      tenants: [],
      analysisStart: '2026-11',
      today,
    })
    expect(tenants[0]!.leaseExpiration).toBe('2027-10-31')
    expect(describePaste(report).warnings).toContain(
      'Line 1: a month-to-month lease, read as expiring 2027-10-31 (the end of analysis year 1).',
    )
  })

  it('adds a line with square feet and no name as a vacant suite, but leaves an existing name alone', () => {
    const added = pasteAt([['', '2,000']], 'name', [])
    expect(added.tenants[0]).toMatchObject({ name: 'Vacant', status: 'vacant' })
    const updated = pasteAt([['', '2,000']], 'name')
    expect(updated.tenants[0]).toMatchObject({
      name: 'Tenant 1',
      status: 'occupied',
      squareFootage: 2000,
    })
  })
})
