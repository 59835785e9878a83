import { describe, expect, it } from 'vitest'
import { analyzeScenario } from '../../../../finance/cash-flow/analyze'
import type { AnalysisInput } from '../../../../finance/cash-flow/types'
import { depthExample, workedExample } from '../../../../../tests/cash-flow-scenarios'
import { DEPTH_WORKED_EXAMPLE } from '../../../../../tests/worked-example-figures'
import {
  cellAt,
  expectSoundWorkbook,
  formulaOf,
  namedCell,
  shown,
} from '../../../../../tests/workbook-checks'
import { scenarioWorkbook } from './scenario-workbook'

function workbookOf(input: AnalysisInput) {
  const outcome = analyzeScenario(input)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
  return { model: scenarioWorkbook(input, outcome.result), analysis: outcome.result }
}

const number = (cell: ReturnType<typeof namedCell>) => shown(cell) as number

describe('the exit, refinance and returns of the PRODUCT.md 9.7 worked example', () => {
  const { model, analysis } = workbookOf(depthExample)
  const { exitRefinance, returns } = DEPTH_WORKED_EXAMPLE

  it('names the exit inputs on Assumptions; an empty refinance rate means the loan rate', () => {
    expect(namedCell(model, 'ExitCapRate')).toEqual({
      kind: 'number',
      value: 0.08,
      format: 'percent',
    })
    expect(namedCell(model, 'SellingCosts')).toEqual({
      kind: 'number',
      value: 0.02,
      format: 'percent',
    })
    expect(namedCell(model, 'RefinanceRate')).toBeNull()
    expect(formulaOf(namedCell(model, 'RefinanceRateUsed'))).toMatchObject({
      formula: 'IF(ISNUMBER(RefinanceRate),RefinanceRate,InterestRate)',
      result: 0.065,
    })
  })

  it('tests the refinance at maturity with formulas, caching the app figures', () => {
    expect(shown(namedCell(model, 'MaturityYear'))).toBe(10)
    expect(formulaOf(namedCell(model, 'ForwardNOI')).formula).toBe(
      'IF(MaturityYear>10,"N/A",INDEX(\'Cash Flow\'!B10:L10,MaturityYear+1))',
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
      'IF(ISNUMBER(PropertyValue),\'Cash Flow\'!B12,"N/A")',
    )
  })

  it('uses only names it defines and caches only finite figures or text', () => {
    expectSoundWorkbook(model)
  })
})

describe('without a property value, or with a loan maturing after the analysis', () => {
  it('shows the returns as N/A, as the page shows no returns', () => {
    const { model, analysis } = workbookOf(workedExample)
    expect(analysis.returns).toBeNull()
    for (const name of ['Equity', 'UnleveredIRR', 'LeveredIRR', 'EquityMultiple'])
      expect(shown(namedCell(model, name)), name).toBe('N/A')
    expect(shown(cellAt(model, 'Debt', 'G17'))).toBe('N/A')
    expectSoundWorkbook(model)
  })

  it('shows the refinance test as N/A when the loan matures after year 10', () => {
    const debt = { ...depthExample.debt, loanTermYears: 15 }
    const { model, analysis } = workbookOf({ ...depthExample, debt })
    expect(analysis.exitRefinance).toBeNull()
    expect(shown(namedCell(model, 'MaturityYear'))).toBe(15)
    for (const name of ['ForwardNOI', 'RefinanceProceeds', 'RefinanceGap', 'RefinanceOutcome'])
      expect(shown(namedCell(model, name)), name).toBe('N/A')
    expect(number(namedCell(model, 'LoanPayoffAtSale'))).toBe(analysis.returns!.loanPayoffAtSale)
    expectSoundWorkbook(model)
  })
})
