import { describe, expect, it } from 'vitest'
import { depthExample, workedExample } from '../../../../../tests/cash-flow-scenarios'
import { DEPTH_WORKED_EXAMPLE } from '../../../../../tests/worked-example-figures'
import {
  scenarioWorkbookOf,
  cellAt,
  expectSoundWorkbook,
  formulaOf,
  namedCell,
  shown,
} from '../../../../../tests/workbook-checks'
import { number as numberCell } from '../../../../lib/workbook/workbook-model'

const number = (cell: ReturnType<typeof namedCell>) => shown(cell) as number

describe('the exit, refinance and returns of the PRODUCT.md 9.7 worked example', () => {
  const { model, analysis } = scenarioWorkbookOf(depthExample)
  const { exitRefinance, returns } = DEPTH_WORKED_EXAMPLE

  it('names the exit inputs on Assumptions; an empty refinance rate means the loan rate', () => {
    expect(namedCell(model, 'ExitCapRate')).toEqual(numberCell(0.08, 'percent'))
    expect(namedCell(model, 'SellingCosts')).toEqual(numberCell(0.02, 'percent'))
    expect(namedCell(model, 'RefinanceRate')).toBeNull()
    expect(formulaOf(namedCell(model, 'RefinanceRateUsed'))).toMatchObject({
      formula: 'IF(ISNUMBER(RefinanceRate),RefinanceRate,InterestRate)',
      result: 0.065,
    })
  })

  it('tests the refinance at maturity with formulas, caching the app figures', () => {
    expect(shown(namedCell(model, 'MaturityYear'))).toBe(10)
    expect(formulaOf(namedCell(model, 'ForwardNOI')).formula).toBe(
      'IF(MaturityYear>10,"N/A",INDEX(\'Cash Flow\'!B11:L11,MaturityYear+1))',
    )
    expect(number(namedCell(model, 'ForwardNOI'))).toBeCloseTo(exitRefinance.forwardNoi, 2)
    expect(number(namedCell(model, 'ExitValue'))).toBeCloseTo(exitRefinance.exitValue, 2)
    expect(number(namedCell(model, 'RefinanceProceeds'))).toBeCloseTo(
      exitRefinance.refinanceProceeds,
      2,
    )
    expect(shown(namedCell(model, 'RefinanceLimitingTest'))).toBe('LTV')
    expect(number(namedCell(model, 'RefinanceGap'))).toBeCloseTo(exitRefinance.refinanceGap, 2)
    expect(shown(namedCell(model, 'RefinanceOutcome'))).toBe('Refinanceable')
  })

  it('gives the returns with Excel IRR on the yearly flows', () => {
    expect(number(namedCell(model, 'Equity'))).toBeCloseTo(returns.equity, 2)
    expect(formulaOf(namedCell(model, 'LeveredIRR')).formula).toBe(
      'IF(ISNUMBER(PropertyValue),IF(Equity>0,IFERROR(IRR(G17:G27),"-"),"-"),"N/A")',
    )
    expect(number(namedCell(model, 'UnleveredIRR'))).toBeCloseTo(returns.unleveredIrr, 4)
    expect(number(namedCell(model, 'LeveredIRR'))).toBeCloseTo(returns.leveredIrr, 4)
    expect(number(namedCell(model, 'EquityMultiple'))).toBeCloseTo(returns.equityMultiple, 2)
    expect(number(namedCell(model, 'CashOnCashYear1'))).toBeCloseTo(returns.cashOnCashYear1, 4)
    const levered = analysis.returns!.leveredFlows
    levered.forEach((flow, year) =>
      expect(shown(cellAt(model, 'Debt', `G${17 + year}`))).toBe(flow),
    )
    expect(shown(cellAt(model, 'Debt', 'E27'))).toBe(10)
    expect(formulaOf(cellAt(model, 'Debt', 'G27')).formula).toContain(
      '+NetSaleProceeds-LoanPayoffAtSale',
    )
    expect(formulaOf(cellAt(model, 'Debt', 'F18')).formula).toBe(
      'IF(ISNUMBER(PropertyValue),\'Cash Flow\'!B14,"N/A")',
    )
  })

  it('uses only names it defines and caches only finite figures or text', () => {
    expectSoundWorkbook(model)
  })
})

describe('without a property value, or with a loan maturing after the analysis', () => {
  it('shows the returns as N/A, as the page shows no returns', () => {
    const { model, analysis } = scenarioWorkbookOf(workedExample)
    expect(analysis.returns).toBeNull()
    for (const name of ['Equity', 'UnleveredIRR', 'LeveredIRR', 'EquityMultiple'])
      expect(shown(namedCell(model, name)), name).toBe('N/A')
    expect(shown(cellAt(model, 'Debt', 'G17'))).toBe('N/A')
    expectSoundWorkbook(model)
  })

  it('shows the refinance test as N/A when the loan matures after year 10', () => {
    const debt = { ...depthExample.debt, loanTermYears: 15 }
    const { model, analysis } = scenarioWorkbookOf({ ...depthExample, debt })
    expect(analysis.exitRefinance).toBeNull()
    expect(shown(namedCell(model, 'MaturityYear'))).toBe(15)
    for (const name of ['ForwardNOI', 'RefinanceProceeds', 'RefinanceGap', 'RefinanceOutcome'])
      expect(shown(namedCell(model, name)), name).toBe('N/A')
    expect(number(namedCell(model, 'LoanPayoffAtSale'))).toBe(analysis.returns!.loanPayoffAtSale)
    expectSoundWorkbook(model)
  })
})
