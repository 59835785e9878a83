import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { expensesPerSfInYear } from '../src/finance/cash-flow/leases'
import { expenseTerms } from '../src/finance/cash-flow/engine-terms'
import type { Scenario, Tenant } from '../src/finance/cash-flow/types'
import { analysisStart, validScenario, validTenant } from './arbitraries'
import { analysisOf } from './cash-flow-scenarios'

/** Properties of the monthly model (PRODUCT.md 11), over many valid scenarios. */

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(expected)))

/** The tenant with its lease moved to start on or after `from` (yyyy-mm-dd), same length. */
function startingFrom(tenant: Tenant, from: string): Tenant {
  if (tenant.leaseStart >= from) return tenant
  const shift = Date.parse(from) - Date.parse(tenant.leaseStart)
  const moved = (date: string) => new Date(Date.parse(date) + shift).toISOString().slice(0, 10)
  return { ...tenant, leaseStart: from, leaseExpiration: moved(tenant.leaseExpiration) }
}

describe('the monthly model', () => {
  it('gives the same figures for both rent bases when every lease starts in or after a January start', () => {
    fc.assert(
      fc.property(validScenario, fc.integer({ min: 2020, max: 2035 }), (scenario, year) => {
        const start: Scenario = {
          ...scenario,
          analysisStart: `${year}-01`,
          tenants: scenario.tenants.map((tenant) => startingFrom(tenant, `${year}-01-01`)),
        }
        expect(analysisOf({ ...start, rentBasis: 'current' })).toEqual(
          analysisOf({ ...start, rentBasis: 'leaseStart' }),
        )
      }),
      { numRuns: 60 },
    )
  })

  it('keeps occupancy within 0 and 1, and the building area at least the space occupied', () => {
    fc.assert(
      fc.property(validScenario, (scenario) => {
        const analysis = analysisOf(scenario)
        const shares = [analysis.occupancyAtStart, ...analysis.years.map((row) => row.occupancy)]
        for (const share of shares) {
          expect(share).toBeGreaterThanOrEqual(0)
          expect(share).toBeLessThanOrEqual(1 + 1e-12)
        }
        const rows = scenario.tenants.filter(
          (tenant) => !analysis.invalidTenants.some((invalid) => invalid.id === tenant.id),
        )
        expect(analysis.buildingArea).toBe(rows.reduce((sum, row) => sum + row.squareFootage, 0))
      }),
      { numRuns: 80 },
    )
  })

  it('changes only the operating expenses with a vacant suite leasing after month 132', () => {
    const late = fc.tuple(validTenant, fc.integer({ min: 1, max: 24 })).map(([tenant, after]) => ({
      tenant: { ...tenant, status: 'vacant' as const },
      after,
    }))
    fc.assert(
      fc.property(validScenario, late, (scenario, { tenant, after }) => {
        const [year, month] = scenario.analysisStart.split('-').map(Number) as [number, number]
        const first = new Date(Date.UTC(year, month - 1 + 132 + after, 1))
        const vacant = {
          ...tenant,
          leaseStart: first.toISOString().slice(0, 10),
          leaseExpiration: new Date(Date.UTC(year, month - 1 + 132 + after + 60, 0))
            .toISOString()
            .slice(0, 10),
        }
        const without = analysisOf(scenario)
        const withSuite = analysisOf({ ...scenario, tenants: [...scenario.tenants, vacant] })
        const expenses = expenseTerms(scenario.operatingExpenses)
        withSuite.years.forEach((row, index) => {
          const before = without.years[index]!
          for (const line of ['grossRent', 'vacancy', 'reimbursements', 'tiAndLC'] as const)
            expect(row[line]).toBe(before[line])
          const suiteExpenses = expensesPerSfInYear(expenses, index + 1) * vacant.squareFootage
          close(row.operatingExpenses, before.operatingExpenses + suiteExpenses)
        })
        expect(withSuite.buildingArea).toBe(without.buildingArea + vacant.squareFootage)
      }),
      { numRuns: 60 },
    )
  })

  it('starts any month: year k is months 12k-11..12k, labelled by its first month', () => {
    fc.assert(
      fc.property(validScenario, analysisStart, (scenario, start) => {
        const analysis = analysisOf({ ...scenario, analysisStart: start })
        const [year, month] = start.split('-').map(Number) as [number, number]
        analysis.years.forEach((row, index) => {
          expect(row.year).toBe(year + index)
          expect(row.label).toEqual(
            month === 1 ? String(year + index) : expect.stringMatching(`^Yr ${index + 1} `),
          )
        })
      }),
      { numRuns: 40 },
    )
  })
})
