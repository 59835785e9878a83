import { describe, expect, it } from 'vitest'
import { sheetOf } from '../../../../../tests/import-sheets'
import { fullestColumn, holdsStatuses, rentBasisByFigures } from './column-figures'
import { autoMapping } from './find-header'
import type { RawCell } from './sheet'

/** Data rows of square feet (column 0) and a rent (column 1). */
const rents = (...rows: [number, RawCell][]) => sheetOf(rows).rows
const column = { rent: 1, area: 0, dollarsOnly: false }

describe('a column headed only "rent", measured by its figures', () => {
  it.each([
    ['annual dollars', [20000, 360000], 'rentAnnual', 18],
    ['monthly dollars', [20000, 30000], 'rentMonthly', 18],
    ['$/SF a year', [20000, 18], 'rentPerSfYear', 18],
    ['$/SF a month', [20000, 1.5], 'rentPerSfMonth', 18],
  ] as const)('reads %s', (_, row, field, typical) => {
    expect(rentBasisByFigures(rents([...row], [3500, row[1]]), column)).toEqual({
      field,
      typicalPerSfYear: typical,
    })
  })

  it('goes by the middle rent of the column, not one odd row', () => {
    const rows = rents([20000, 30000], [3500, 8166.67], [1200, 3000], [100, 2_000_000])
    expect(rentBasisByFigures(rows, column)?.field).toBe('rentMonthly')
  })

  it('tries dollars only when another column gives the rent per SF', () => {
    expect(rentBasisByFigures(rents([20000, 18]), { ...column, dollarsOnly: true })).toBeNull()
  })

  it('leaves the header to decide without figures to go by', () => {
    expect(rentBasisByFigures(rents([20000, null]), column)).toBeNull()
    expect(rentBasisByFigures(rents([20000, 1e9]), column)).toBeNull()
  })

  it('maps "Current Rent" and "Contract Rent" by their figures; "Rent PSF" and "Monthly Rent" by their words', () => {
    const header = ['Tenant', 'SF', 'Current Rent']
    const rows = sheetOf([['A', 20000, 30000]]).rows
    expect(autoMapping(header, rows)).toEqual(['name', 'squareFootage', 'rentMonthly'])
    expect(
      autoMapping(['Tenant', 'SF', 'Contract Rent'], sheetOf([['A', 20000, 18]]).rows),
    ).toEqual(['name', 'squareFootage', 'rentPerSfYear'])
    expect(autoMapping(['Tenant', 'SF', 'Rent PSF'], sheetOf([['A', 20000, 30000]]).rows)).toEqual([
      'name',
      'squareFootage',
      'rentPerSfYear',
    ])
    expect(autoMapping(['Tenant', 'SF', 'Rent'], [])).toEqual([
      'name',
      'squareFootage',
      'rentAnnual',
    ])
  })
})

describe('columns named for one field', () => {
  it('reads the one with the most cells that read as it: Lease Exp over a mostly empty Move Out', () => {
    const header = ['Tenant', 'SF', 'Rent PSF', 'Move Out', 'Lease Exp']
    const rows = sheetOf([
      ['A', 100, 10, null, '2029-02-28'],
      ['B', 100, 10, '2026-12-31', '2026-12-31'],
      ['C', 100, 10, null, '2030-05-31'],
    ]).rows
    expect(autoMapping(header, rows)).toEqual([
      'name',
      'squareFootage',
      'rentPerSfYear',
      null,
      'leaseExpiration',
    ])
    expect(fullestColumn(rows, [3, 4], 'leaseExpiration')).toBe(4)
    expect(fullestColumn([], [3, 4], 'leaseExpiration')).toBe(3)
  })

  it('reads a Status or Occupancy column only when it holds statuses', () => {
    const rows = sheetOf([
      ['A', 'Occupied', '100%'],
      ['B', 'Vacant', '0%'],
      ['C', 'Current', '100%'],
    ]).rows
    expect(holdsStatuses(rows, 1)).toBe(true)
    expect(holdsStatuses(rows, 2)).toBe(false)
    expect(
      autoMapping(['Tenant', 'SF', 'Rate', 'Occupancy'], sheetOf([['A', 1, 1, '100%']]).rows),
    ).toEqual(['name', 'squareFootage', 'rentPerSfYear', null])
  })
})
