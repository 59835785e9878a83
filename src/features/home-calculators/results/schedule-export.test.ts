import { describe, expect, it } from 'vitest'
import { parseTabSeparated } from '../../../lib/delimited'
import { mortgageResult } from '../../../../tests/worked-examples'
import { scheduleCsv, scheduleTotals, scheduleTsv } from './schedule-export'

describe('exporting the amortization schedule', () => {
  it('copies a header and one tab-separated row per year with raw 2-decimal numbers', () => {
    const result = mortgageResult()
    const rows = parseTabSeparated(scheduleTsv(result.schedule.yearly, 'yearly'))
    expect(rows).toHaveLength(11)
    expect(rows[0]).toEqual(['Year', 'Payment', 'Interest', 'Principal', 'Ending Balance'])
    expect(rows[1]).toEqual(['1', '121537.29', '96770.8', '24766.49', '1475233.51'])
    expect(rows[10]).toEqual(['10', '121537.29', '77151.79', '44385.5', '1162670.39'])
  })

  it('labels the monthly view by month and writes CSV with commas only between cells', () => {
    const result = mortgageResult()
    const csv = scheduleCsv(result.schedule.monthly, 'monthly').split('\r\n')
    expect(csv).toHaveLength(121)
    expect(csv[0]).toBe('Month,Payment,Interest,Principal,Ending Balance')
    expect(csv[1]).toBe('1,10128.11,8125,2003.11,1497996.89')
  })

  it('totals interest to the total interest and principal to the loan less the balloon', () => {
    const result = mortgageResult()
    const totals = scheduleTotals(result.schedule.yearly)
    expect(totals.interest).toBeCloseTo(result.totalInterest, 6)
    expect(totals.principal + result.balloonPayment).toBeCloseTo(result.loanAmount, 6)
    expect(totals.payment).toBeCloseTo(result.monthlyPayment * 120, 6)
  })
})
