import { describe, expect, it } from 'vitest'
import type { Tenant } from '../../../../finance/cash-flow/types'
import { sheetOf, TODAY } from '../../../../../tests/import-sheets'
import { newTenant } from '../../scenario/scenario-defaults'
import {
  columnLetter,
  columnName,
  importedRentRoll,
  importSource,
  NOT_A_RENT_ROLL,
  planImport,
  proposedTimeline,
  rentsByFigures,
  startMapping,
  unmappedFields,
  withColumnField,
} from './import-plan'

const rows = [
  ['Rent Roll'],
  ['Tenant', 'SF', 'Rate', ''],
  [],
  ['A', 100, 10, 'x'],
  ['Total', 100, null, null],
  ['B', 200, 12, null],
  ['C', 300, 14, null],
  ['D', 400, 16, null],
  ['E', 500, 18, null],
]
const found = importSource('roll.csv', [sheetOf([['Notes']]), sheetOf(rows)])
if (!found.ok) throw new Error('no header')
const { source } = found
let id = 0
const clock = { today: TODAY, newId: () => `id-${++id}` }
const timeline = { analysisStart: '2026-01', rentBasis: 'current' } as const
const scenario = (tenants: Tenant[] = []) => ({
  tenants,
  analysisStart: '2026-01',
  marketDowntimeMonths: 0,
})

describe('the mapping step', () => {
  it('finds the header in the first sheet that has one, or says there is none', () => {
    expect(source.headerIndex).toBe(1)
    expect(importSource('budget.xlsx', [sheetOf([['Item', 'Amount']])])).toEqual({
      ok: false,
      message: NOT_A_RENT_ROLL,
    })
  })

  it('names each file column by its header, or by its letter', () => {
    expect([0, 1, 2, 3].map((index) => columnName(source, index))).toEqual([
      'Tenant',
      'SF',
      'Rate',
      'Column D',
    ])
    expect([0, 25, 26, 51, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA'])
  })

  it('starts from the remembered mapping, else from the headers', () => {
    expect(startMapping(source, null)).toEqual(['name', 'squareFootage', 'rentPerSfYear', null])
    expect(startMapping(source, ['name', null, 'rentAnnual', null])).toEqual([
      'name',
      null,
      'rentAnnual',
      null,
    ])
  })

  it('reads a field from one column: choosing it for another ignores the first', () => {
    const mapping = startMapping(source, null)
    expect(withColumnField(mapping, 3, 'squareFootage')).toEqual([
      'name',
      null,
      'rentPerSfYear',
      'squareFootage',
    ])
    expect(withColumnField(mapping, 0, null)).toEqual([
      null,
      'squareFootage',
      'rentPerSfYear',
      null,
    ])
  })

  it('previews the first 5 rows below the header that are not blank, as they will be read', () => {
    const plan = planImport(
      source,
      startMapping(source, null),
      { mode: 'replace', timeline },
      scenario(),
      clock,
    )
    expect(plan.preview.map(({ line }) => line)).toEqual([4, 5, 6, 7, 8])
    expect(plan.preview[1]!.read).toMatchObject({ kind: 'skipped', reason: { kind: 'total' } })
    expect(plan.result.tenants).toHaveLength(5)
  })

  it('replaces the rent roll or appends to it, counting its rows on Append', () => {
    const existing = [newTenant([], TODAY, 'kept')]
    const replace = planImport(
      source,
      startMapping(source, null),
      { mode: 'replace', timeline },
      scenario(existing),
      clock,
    )
    expect(importedRentRoll(existing, replace, 'replace').map((tenant) => tenant.name)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
    ])
    const append = planImport(
      source,
      startMapping(source, null),
      { mode: 'append', timeline },
      scenario(existing),
      clock,
    )
    expect(importedRentRoll(existing, append, 'append').map((tenant) => tenant.name)).toEqual([
      'Tenant 1',
      'A',
      'B',
      'C',
      'D',
      'E',
    ])
  })
})

describe('what the mapping step proposes (PRODUCT.md 11.7)', () => {
  const sourceOf = (rows: unknown[][]) => {
    const read = importSource('roll.csv', [sheetOf(rows as never[][])])
    if (!read.ok) throw new Error('no header')
    return read.source
  }
  const header = ['Tenant', 'SF', 'Current Rent', 'Start', 'Expiration']

  it("the analysis start of the as-of date above the header, else the scenario's; rents in place", () => {
    const scenario = { tenants: [], analysisStart: '2025-03', marketDowntimeMonths: 0 }
    expect(proposedTimeline(sourceOf([['As of 10/31/2026'], header]), scenario)).toEqual({
      analysisStart: '2026-11',
      rentBasis: 'current',
    })
    expect(proposedTimeline(sourceOf([['As of: 11/1/2026'], header]), scenario).analysisStart).toBe(
      '2026-11',
    )
    expect(proposedTimeline(sourceOf([header]), scenario)).toEqual({
      analysisStart: '2025-03',
      rentBasis: 'current',
    })
  })

  it('names the required fields no column is read as: a pasted block then goes through the step', () => {
    expect(
      unmappedFields(['name', 'squareFootage', 'rentMonthly', 'leaseStart', 'leaseExpiration']),
    ).toEqual([])
    expect(unmappedFields(['suite', 'name', 'squareFootage', null])).toEqual([
      'rent',
      'leaseStart',
      'leaseExpiration',
    ])
  })

  it('says which column headed only "rent" its figures read in another basis', () => {
    const figures = sourceOf([header, ['Grocer', 20000, 30000, '2024-03-01', '2029-02-28']])
    const mapping = startMapping(figures, null)
    expect(mapping[2]).toBe('rentMonthly')
    expect(rentsByFigures(figures, mapping)).toEqual([
      { column: 2, field: 'rentMonthly', typicalPerSfYear: 18 },
    ])
    expect(rentsByFigures(figures, withColumnField(mapping, 2, 'rentAnnual'))).toEqual([])
  })

  it('reads the rows from the analysis start chosen: month-to-month and vacant suites move with it', () => {
    const rows = sourceOf([
      header,
      ['Grocer', 20000, 360000, '2024-03-01', 'MTM'],
      ['Vacant', 1000, null, null, null],
    ])
    const plan = (analysisStart: string) =>
      planImport(
        rows,
        startMapping(rows, null),
        { mode: 'replace', timeline: { analysisStart, rentBasis: 'current' } },
        scenario(),
        clock,
      ).result.tenants.map(({ leaseStart, leaseExpiration }) => [leaseStart, leaseExpiration])
    expect(plan('2026-11')).toEqual([
      ['2024-03-01', '2027-10-31'],
      ['2027-05-01', '2032-04-30'],
    ])
    expect(plan('2027-01')).toEqual([
      ['2024-03-01', '2027-12-31'],
      ['2027-07-01', '2032-06-30'],
    ])
  })
})
