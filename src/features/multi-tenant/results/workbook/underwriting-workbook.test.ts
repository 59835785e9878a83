import { describe, expect, it } from 'vitest'
import { scenarioOf } from '../../../../../tests/cash-flow-scenarios'
import underwriting from '../../../../../tests/fixtures/worked-example-underwriting.json'
import {
  cellAt,
  expectSoundWorkbook,
  formulaOf,
  namedCell,
  scenarioWorkbookOf,
  shown,
} from '../../../../../tests/workbook-checks'
import { number } from '../../../../lib/workbook/workbook-model'
import { cashFlowRow } from './cash-flow-sheet'

/** PRODUCT.md 10.9: underwriting adjustments, renewal and downtime, NCF sizing, a 7-year loan. */
const example = scenarioOf(underwriting)
const { model, analysis } = scenarioWorkbookOf(example)
/** Cash Flow's column of analysis year `index` (0 = year 1). */
const column = (index: number) => 'BCDEFGHIJKL'[index]!

describe('the workbook of the 10.9 worked example', () => {
  it('names the underwriting and renewal inputs on Assumptions (PRODUCT.md 10.3, 10.4)', () => {
    expect(namedCell(model, 'GeneralVacancy')).toEqual(number(0.05, 'percent'))
    expect(namedCell(model, 'CreditLoss')).toEqual(number(0.01, 'percent'))
    expect(namedCell(model, 'CapitalReserves')).toEqual(number(0.25, 'money'))
    expect(shown(namedCell(model, 'SizeLoanOn'))).toBe('Underwritten NCF')
    expect(namedCell(model, 'RenewalProbability')).toEqual(number(0.75, 'percent'))
    expect(shown(namedCell(model, 'DowntimeMonths'))).toBe(6)
    expect(namedCell(model, 'RenewalTI')).toEqual(number(2, 'money'))
    expect(shown(namedCell(model, 'VacancyMethod'))).toBe('Downtime')
    expect(shown(namedCell(model, 'TotalSquareFeet'))).toBe(23_500)
    const empty = scenarioWorkbookOf({
      ...example,
      marketLeasing: { ...example.marketLeasing, renewalTiPerSf: null },
    }).model
    expect(namedCell(empty, 'RenewalTI')).toBeNull()
  })

  it('computes credit loss, reserves, net cash flow and the NCF DSCR as formulas', () => {
    analysis.years.forEach((year, index) => {
      const at = (line: Parameters<typeof cashFlowRow>[0]) =>
        cellAt(model, 'Cash Flow', `${column(index)}${cashFlowRow(line)}`)
      expect(formulaOf(at('creditLoss')).result).toBeCloseTo(-year.creditLoss, 9)
      expect(formulaOf(at('capitalReserves')).result).toBeCloseTo(-year.capitalReserves, 9)
      expect(formulaOf(at('netCashFlow')).result).toBe(year.netCashFlow)
      expect(formulaOf(at('sizingFigure')).result).toBeCloseTo(year.noi - year.capitalReserves, 9)
      expect(formulaOf(at('dscr')).result).toBe(year.dscr)
    })
    expect(formulaOf(namedCell(model, 'StabilizedNOI')).result).toBe(
      analysis.debtSizing.stabilizedNoi,
    )
  })

  it('refinances the balloon at month 84 and pays the new loan from month 85', () => {
    const test = analysis.exitRefinance!
    expect(formulaOf(namedCell(model, 'RefinanceLoan'))).toMatchObject({
      formula: 'IF(MaturityYear<10,MIN(BalloonAtMaturity,RefinanceProceeds),0)',
      result: test.refinanceLoan,
    })
    // Months are on rows 4 on: month 84 on row 87, month 85 on row 88.
    expect(shown(cellAt(model, 'Debt', 'N87'))).toBe(test.balloon)
    const month85 = formulaOf(cellAt(model, 'Debt', 'K88'))
    expect(month85.formula).toContain('RefinancePayment')
    expect(month85.result).toBeCloseTo(shown(namedCell(model, 'RefinancePayment')) as number, 9)
    expect(Number(shown(cellAt(model, 'Debt', 'F11')))).toBe(analysis.years[7]!.debtService)
    expect(shown(namedCell(model, 'LoanPayoffAtSale'))).toBe(analysis.returns!.loanPayoffAtSale)
    // Levered flows on rows 17-27 (years 0-10): equity pays no shortfall in year 7.
    expect(formulaOf(cellAt(model, 'Debt', 'G24')).formula).toContain(
      'BalloonAtMaturity-RefinanceLoan',
    )
    expect(shown(cellAt(model, 'Debt', 'G24'))).toBe(analysis.returns!.leveredFlows[7])
  })

  it('is sound: every name it uses defined, every cached figure finite', () => {
    expectSoundWorkbook(model)
  })
})
