import monthlyExample from '../../../../tests/fixtures/worked-example-monthly.json'
import { describe, expect, it } from 'vitest'
import { scenarioOf, workedExample } from '../../../../tests/cash-flow-scenarios'
import type { InvalidTenant, Tenant } from '../../../finance/cash-flow/types'
import { exclusionsById, formatLeaseDate, generatedOn, rentRollRow } from './rent-roll-model'

/** The printed rows of a rent roll, as the report draws them (print-report.tsx). */
function rentRollRows(tenants: readonly Tenant[], invalid: readonly InvalidTenant[]) {
  const reasons = exclusionsById(invalid)
  return tenants.map((tenant) => rentRollRow(tenant, reasons.get(tenant.id) ?? null))
}

describe('printed rent roll rows', () => {
  it('show every tenant as entered', () => {
    const rows = rentRollRows(workedExample.tenants, [])
    expect(rows).toHaveLength(2)
    expect(rows[0]).toEqual({
      id: '1',
      name: 'Anchor Grocer',
      status: 'Occupied',
      squareFootage: '20,000',
      baseRent: '$18.00',
      annualEscalation: '3.00%',
      leaseStart: 'Jan 1, 2024',
      leaseExpiration: 'Dec 31, 2028',
      leaseType: 'NNN',
      tiPerSF: '$10.00',
      leasingCommission: '6.00%',
      excludedBecause: null,
    })
  })

  it('mark the rows left out of the analysis with the reasons', () => {
    const rows = rentRollRows(workedExample.tenants, [
      {
        id: '2',
        name: 'Dental Office',
        problems: [{ field: 'leaseExpiration', rule: { kind: 'dateOrder' } }],
      },
    ])
    expect(rows[0]!.excludedBecause).toBeNull()
    expect(rows[1]!.excludedBecause).toBe(
      'Lease Expiration: The lease must expire after it starts.',
    )
  })

  it('keep text that is not a date and never show NaN', () => {
    expect(formatLeaseDate('2026-13-45')).not.toMatch(/NaN|Invalid/)
    expect(formatLeaseDate('soon')).toBe('soon')
    const [row] = rentRollRows(
      [{ ...workedExample.tenants[0]!, squareFootage: Number.NaN, name: '  ' }],
      [],
    )
    expect(row!.squareFootage).toBe('—')
    expect(row!.name).toBe('Unnamed tenant')
  })

  it('dates the report in words', () => {
    expect(generatedOn(new Date(2026, 10, 22, 12))).toBe('Generated November 22, 2026')
  })
})

describe('the printed rent roll of the monthly example (PRODUCT.md 11.10)', () => {
  it('shows the status, a dollar escalation and a base year', () => {
    const rows = rentRollRows(scenarioOf(monthlyExample).tenants, [])
    expect(rows.map((row) => row.status)).toEqual(['Occupied', 'Occupied', 'Vacant'])
    expect(rows[1]).toMatchObject({ annualEscalation: '$0.75/SF', leaseType: 'Base Year 2025' })
    expect(rows[0]!.annualEscalation).toBe('3.00%')
  })
})
