import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readSheet, sheetOf } from '../../../../../tests/import-sheets'
import { analysisMonthOf } from '../../../../finance/cash-flow/timeline'
import { readIsoDate } from '../../../../finance/calendar-date'
import { checkTenant } from '../../../../finance/cash-flow/tenant-validation'
import { ruleMessage } from '../../../../lib/field-messages'
import { readDateCell, isMonthToMonth } from './cell-readers'
import { monthToMonthExpiration, vacantDowntime, vacantLease } from './lease-dates'
import { describeImport } from './report-text'
import type { RawCell } from './sheet'

const START = { year: 2026, month: 11 }

describe('a lease date that cannot be read, or has no column, is never made up (PRODUCT.md 11.7)', () => {
  it('keeps a row without a start column, its dates empty, left out with the reason', () => {
    const { tenants, report } = readSheet(
      sheetOf([
        ['Tenant', 'SF', 'Rate', 'Expiration'],
        ['Grocer', 20000, 18, '2029-02-28'],
        ['Deli', 1200, 30, null],
      ]),
      { start: START },
    )
    expect(tenants.map(({ unreadable }) => unreadable)).toEqual([
      { leaseStart: '' },
      { leaseStart: '', leaseExpiration: '' },
    ])
    expect(tenants.every((tenant) => !checkTenant(tenant, START).ok)).toBe(true)
    const checked = checkTenant(tenants[0]!, START)
    expect(checked).toMatchObject({
      problems: [{ field: 'leaseStart', rule: { kind: 'unreadable', text: '', expected: 'date' } }],
    })
    if (!checked.ok)
      expect(ruleMessage(checked.problems[0]!.rule)).toBe(
        'No date was given. Type the date as yyyy-mm-dd or m/d/yyyy, e.g. 2030-06-30.',
      )
    expect(describeImport(report, null).unreadable).toEqual([
      'Lease Start has no column: lines 2 and 3 have no date and are left out of the analysis until they are entered.',
      'Lease Expiration was blank on line 3: no date was made up; the row is left out of the analysis until one is entered.',
    ])
  })
})

/** Cells a rent roll's date columns hold: dates of every form, month-to-month, words, nothing. */
const dateCell = fc.oneof(
  fc.constantFrom<RawCell>(null, '', 'MTM', 'Month-to-Month', 'TBD', 'soon', 'n/a', 45323, 12),
  fc.date({
    min: new Date(Date.UTC(1990, 0, 1)),
    max: new Date(Date.UTC(2060, 0, 1)),
    noInvalidDate: true,
  }),
  fc
    .record({
      year: fc.integer({ min: 1990, max: 2060 }),
      month: fc.integer({ min: 1, max: 13 }),
      day: fc.integer({ min: 1, max: 31 }),
    })
    .chain(({ year, month, day }) =>
      fc.constantFrom(`${month}/${day}/${year}`, `${year}-${month}-${day}`, `Dec ${year}`),
    ),
)
const nameCell = fc.constantFrom<RawCell>(
  'Grocer',
  'Vacant',
  'Available',
  '',
  null,
  'Total',
  'Deli',
)
const row = fc.tuple(
  nameCell,
  fc.constantFrom<RawCell>(1200, '2,500', 0, null, 'n/a'),
  fc.constantFrom<RawCell>(18, '$24.00', null, 'TBD'),
  dateCell,
  dateCell,
  fc.constantFrom<RawCell>('Occupied', 'Vacant', '', null),
)
const month = fc.record({
  year: fc.integer({ min: 2000, max: 2040 }),
  month: fc.integer({ min: 1, max: 12 }),
})
const HEADER = ['Tenant', 'SF', 'Rent PSF', 'Start', 'Expiration', 'Status']

describe('any rent roll', () => {
  it('never gives a row a lease date it did not contain (or the assumed lease of a vacant suite)', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 12 }),
        month,
        fc.nat({ max: 12 }),
        (rows, start, downtime) => {
          const { rows: read } = readSheet(sheetOf([HEADER, ...rows]), {
            start,
            marketDowntimeMonths: downtime,
          })
          const assumed = vacantLease(start, vacantDowntime(downtime))
          for (const { line, read: outcome } of read) {
            if (outcome.kind !== 'tenant') continue
            const { tenant } = outcome
            const [, , , startCell, endCell] = rows[line - 2]!
            const own = {
              leaseStart: readDateCell(startCell ?? null, 'first'),
              leaseExpiration: isMonthToMonth(endCell ?? null)
                ? { kind: 'value', value: monthToMonthExpiration(start) }
                : readDateCell(endCell ?? null, 'last'),
            } as const
            const undated = Object.values(own).every((cell) => cell.kind === 'empty')
            for (const field of ['leaseStart', 'leaseExpiration'] as const) {
              if (tenant.unreadable?.[field] !== undefined) continue
              const cell = own[field]
              if (cell.kind === 'value') expect(tenant[field]).toBe(cell.value)
              else {
                // Only a vacant suite without dates of its own is given dates: the assumed lease.
                expect(tenant.status === 'vacant' && undated).toBe(true)
                expect(tenant[field]).toBe(assumed[field])
              }
            }
          }
        },
      ),
    )
  })

  it('imports every vacant suite without dates of its own leasing after the analysis start', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 12 }),
        month,
        fc.nat({ max: 12 }),
        (rows, start, downtime) => {
          const undated = rows.map(([name, sf, rent, , , status]) => [
            name,
            sf,
            rent,
            null,
            null,
            status,
          ])
          const { tenants } = readSheet(sheetOf([HEADER, ...undated]), {
            start,
            marketDowntimeMonths: downtime,
          })
          for (const tenant of tenants.filter(({ status }) => status === 'vacant')) {
            const leaseStart = readIsoDate(tenant.leaseStart)
            expect(leaseStart.ok && analysisMonthOf(leaseStart.date, start)).toBeGreaterThan(1)
            expect(tenant.unreadable?.leaseStart).toBeUndefined()
            const problems = checkTenant(tenant, start)
            // Left out only for a rent it could not take (no occupied rows to average).
            if (!problems.ok)
              expect(problems.problems.map(({ field }) => field)).toEqual(['baseRent'])
          }
        },
      ),
    )
  })
})
