import { describe, expect, it } from 'vitest'
import { calculateMortgage, type MortgageInput } from '../../../finance/mortgage'
import { MORTGAGE_WORKED_EXAMPLE } from '../../../../tests/worked-example-figures'
import {
  cellAt,
  expectSoundWorkbook,
  formulaOf,
  namedCell,
  sheetOf,
  shown,
} from '../../../../tests/workbook-checks'
import { mortgageWorkbook, SCHEDULE_MONTHS } from './mortgage-workbook'
import { number } from '../../../lib/workbook/workbook-model'

function workbookOf(input: MortgageInput) {
  const outcome = calculateMortgage(input)
  if (!outcome.ok) throw new Error('the example is valid')
  return { model: mortgageWorkbook(input, outcome.result), result: outcome.result }
}

describe('the mortgage workbook of the PRODUCT.md 4.1 worked example', () => {
  const { input, expected } = MORTGAGE_WORKED_EXAMPLE
  const { model, result } = workbookOf(input)

  it('holds the inputs as named cells, rates as decimals with a percent format', () => {
    expect(namedCell(model, 'PropertyValue')).toEqual(number(2_000_000, 'money'))
    expect(namedCell(model, 'EquityPercent')).toEqual(number(0.25, 'percent'))
    expect(namedCell(model, 'InterestRate')).toEqual(number(0.065, 'percent'))
    expect(shown(namedCell(model, 'NOI'))).toBe(180_000)
    expect(shown(namedCell(model, 'LoanTermYears'))).toBe(10)
    expect(shown(namedCell(model, 'AmortizationYears'))).toBe(25)
  })

  it('computes the results with Excel formulas, caching the app figures', () => {
    const payment = formulaOf(namedCell(model, 'MonthlyPayment'))
    expect(payment.formula).toContain('PMT(InterestRate/12,AmortizationYears*12,-LoanAmount)')
    expect(payment.result).toBeCloseTo(expected.monthlyPayment, 2)
    expect(payment.format).toBe('money')
    expect(formulaOf(namedCell(model, 'BalloonPayment')).result).toBeCloseTo(
      expected.balloonPayment,
      2,
    )
    expect(formulaOf(namedCell(model, 'BalloonPayment')).formula).toContain('PV(')
    expect(shown(namedCell(model, 'LoanAmount'))).toBe(expected.loanAmount)
    expect(shown(namedCell(model, 'AnnualDebtService'))).toBeCloseTo(expected.annualDebtService, 2)
    expect(shown(namedCell(model, 'TotalInterest'))).toBeCloseTo(expected.totalInterest, 2)
    expect(formulaOf(namedCell(model, 'DSCR'))).toMatchObject({
      result: result.dscr,
      format: 'multiple',
    })
  })

  it('lists the monthly schedule over the term, each month a formula on the one before', () => {
    const schedule = sheetOf(model, 'Schedule')
    expect(schedule.frozen).toEqual({ rows: 1, columns: 1 })
    expect(formulaOf(cellAt(model, 'Schedule', 'C2')).formula).toBe(
      'IF(1>LoanTermYears*12,"",LoanAmount*InterestRate/12)',
    )
    expect(formulaOf(cellAt(model, 'Schedule', 'C3')).formula).toBe(
      'IF(2>LoanTermYears*12,"",E2*InterestRate/12)',
    )
    expect(formulaOf(cellAt(model, 'Schedule', 'B3')).formula).toContain('MonthlyPayment')
    result.schedule.monthly.forEach((month, index) => {
      const row = index + 2
      expect(shown(cellAt(model, 'Schedule', `A${row}`))).toBe(month.period)
      expect(shown(cellAt(model, 'Schedule', `B${row}`))).toBe(month.payment)
      expect(shown(cellAt(model, 'Schedule', `E${row}`))).toBe(month.endingBalance)
    })
    expect(shown(cellAt(model, 'Schedule', 'E121'))).toBeCloseTo(expected.balloonPayment, 2)
  })

  it('has a row for each month of 50 years, blank after the term, and prints the term', () => {
    const schedule = sheetOf(model, 'Schedule')
    expect(schedule.rows).toHaveLength(1 + SCHEDULE_MONTHS)
    expect(SCHEDULE_MONTHS).toBe(600)
    for (const column of 'ABCDE')
      expect(shown(cellAt(model, 'Schedule', `${column}122`)), column).toBe('')
    expect(formulaOf(cellAt(model, 'Schedule', 'A601')).formula).toBe(
      'IF(600>LoanTermYears*12,"",600)',
    )
    expect(schedule.printedRows).toBe(121)
  })

  it('uses only names it defines and caches only finite figures or text', () => {
    expectSoundWorkbook(model)
  })
})

describe('the mortgage workbook without debt', () => {
  it('shows the DSCR as N/A, as the results do', () => {
    const { model } = workbookOf({ ...MORTGAGE_WORKED_EXAMPLE.input, equityPercent: 100 })
    expect(formulaOf(namedCell(model, 'DSCR')).result).toBe('N/A')
    expect(shown(namedCell(model, 'MonthlyPayment'))).toBe(0)
    expectSoundWorkbook(model)
  })
})
