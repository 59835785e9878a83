import { describe, expect, it } from 'vitest'
import { analysisOf, workedExample } from '../../../tests/cash-flow-scenarios'

// Found by the hostile-input e2e properties: a property value of 1e-300 sizes a loan of
// 7.5e-301 dollars, whose debt service is too small to divide the NOI by.
const tinyLoan = (debt: Partial<typeof workedExample.debt>, squareFeetScale = 1) =>
  analysisOf({
    ...workedExample,
    tenants: workedExample.tenants.map((tenant) => ({
      ...tenant,
      squareFootage: tenant.squareFootage * squareFeetScale,
    })),
    debt: { ...workedExample.debt, propertyValue: 1e-300, ...debt },
  })

describe('DSCR of a loan too small to divide by', () => {
  it('averages huge yearly DSCRs without overflowing to Infinity', () => {
    const { years, debtSummary } = tinyLoan({
      interestRatePercent: 0,
      interestOnlyYears: 0,
      amortizationYears: 50,
    })
    expect(years.every((row) => row.dscr > 1e307 && Number.isFinite(row.dscr))).toBe(true)
    expect(Number.isFinite(debtSummary.averageDscr)).toBe(true)
    expect(debtSummary.averageDscr).toBeGreaterThanOrEqual(debtSummary.minDscr!)
  })

  it('gives no DSCR (0, shown "-") for a year whose coverage is beyond any number', () => {
    const { years, debtSummary } = tinyLoan({}, 100)
    expect(years.every((row) => row.debtService > 0 && row.dscr === 0)).toBe(true)
    expect([debtSummary.minDscr, debtSummary.averageDscr]).toEqual([null, null])
  })

  it('keeps the worked example average DSCR over the years with debt service', () => {
    const { years, debtSummary } = analysisOf(workedExample)
    const dscrs = years.map((row) => row.noi / row.debtService)
    expect(debtSummary.minDscr).toBe(Math.min(...dscrs))
    expect(debtSummary.averageDscr).toBeCloseTo(dscrs.reduce((a, b) => a + b, 0) / 10, 12)
  })
})
