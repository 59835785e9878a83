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
  startMapping,
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
