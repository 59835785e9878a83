import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validScenario } from '../../../../../tests/arbitraries'
import { workedExample } from '../../../../../tests/cash-flow-scenarios'
import {
  scenarioWorkbookOf,
  cellAt,
  everyCell,
  expectSoundWorkbook,
  formulaOf,
  namedCell,
  sheetOf,
  shown,
} from '../../../../../tests/workbook-checks'
import { sizingFigure } from '../../../../finance/cash-flow/analyze'
import { ANNUAL_COLUMNS } from '../annual-columns'
import { CASH_FLOW_LINES, cashFlowRow, type CashFlowLine } from './cash-flow-sheet'
import { number } from '../../../../lib/workbook/workbook-model'

const LEASE_DRIVEN = [
  'grossRent',
  'vacancy',
  'reimbursements',
  'operatingExpenses',
  'tiAndLC',
  'occupancy',
]
/** The Cash Flow cell of `line` in the column of `year` ('B' is year 1). */
const at = (column: string, line: CashFlowLine) => `${column}${cashFlowRow(line)}`
/** The annual table's deductions, negative on the sheet as in its spreadsheet export. */
const DEDUCTIONS: string[] = ANNUAL_COLUMNS.filter((column) => column.kind === 'deduction').map(
  (column) => column.field,
)
/** Column of year 1 to 10 on the Cash Flow sheet. */
const YEAR_COLUMNS = 'BCDEFGHIJK'.split('')

describe('the multi-tenant workbook of the PRODUCT.md 4.3/4.4 worked example', () => {
  const { model, analysis } = scenarioWorkbookOf(workedExample)

  it('has the sheets of PRODUCT.md 9.4, in order', () => {
    expect(model.sheets.map((sheet) => sheet.name)).toEqual([
      'Assumptions',
      'Rent Roll',
      'Cash Flow',
      'Debt',
    ])
  })

  it('repeats on each printed page the header rows of each table, not the title and note', () => {
    const titles = Object.fromEntries(model.sheets.map((sheet) => [sheet.name, sheet.printTitles]))
    expect(titles).toEqual({
      Assumptions: { first: 3, last: 3 },
      'Rent Roll': { first: 3, last: 3 },
      'Cash Flow': { first: 2, last: 3 },
      Debt: { first: 3, last: 3 },
    })
    expect(cellAt(model, 'Assumptions', 'A3')).toMatchObject({ text: 'Input' })
    expect(cellAt(model, 'Assumptions', 'A2')).toMatchObject({ kind: 'text', wrap: true })
  })

  it('names every input on Assumptions, percentages as decimals', () => {
    const inputs = ['InterestRate', 'AmortizationYears', 'InterestOnlyYears', 'LoanTermYears']
    inputs.push('MinDSCR', 'MaxDebtYield', 'MaxLTV', 'PropertyValue', 'ManagementFee')
    inputs.push('RealEstateTaxes', 'ExpenseEscalation', 'LeaseRentBump', 'FreeRentMonths')
    for (const name of inputs)
      expect(model.names.find((named) => named.name === name)?.sheet, name).toBe('Assumptions')
    expect(namedCell(model, 'InterestRate')).toEqual(number(0.065, 'percent'))
    expect(namedCell(model, 'MaxDebtYield')).toEqual(number(0.1, 'percent'))
    expect(namedCell(model, 'MinDSCR')).toEqual(number(1.25, 'multiple'))
    expect(namedCell(model, 'PropertyValue')).toBeNull()
    expect(shown(namedCell(model, 'StartYear'))).toBe(2026)
  })

  it('lays the years across the Cash Flow, lease-driven lines as values, the rest as formulas', () => {
    expect(sheetOf(model, 'Cash Flow').frozen).toEqual({ rows: 3, columns: 1 })
    expect(YEAR_COLUMNS.map((column) => shown(cellAt(model, 'Cash Flow', `${column}3`)))).toEqual(
      analysis.years.map((year) => year.year),
    )
    for (const line of CASH_FLOW_LINES)
      analysis.years.forEach((year, index) => {
        const cell = cellAt(model, 'Cash Flow', `${YEAR_COLUMNS[index]}${cashFlowRow(line)}`)
        expect(cell?.kind, `${line} ${year.year}`).toBe(
          LEASE_DRIVEN.includes(line) ? 'number' : 'formula',
        )
        const value =
          line === 'sizingFigure'
            ? sizingFigure(year, 'NOI')
            : DEDUCTIONS.includes(line)
              ? -year[line]
              : year[line]
        expect(shown(cell), `${line} ${year.year}`).toBeCloseTo(value, 9)
      })
    expect(shown(cellAt(model, 'Cash Flow', 'L2'))).toBe('Year 11')
    expect(shown(cellAt(model, 'Cash Flow', at('L', 'noi')))).toBe(analysis.year11.noi)
    const formulaAt = (column: string, line: CashFlowLine) =>
      formulaOf(cellAt(model, 'Cash Flow', at(column, line))).formula
    const refs = (column: string, ...lines: CashFlowLine[]) =>
      lines.map((line) => at(column, line)).join('+')
    expect(formulaAt('B', 'totalIncome')).toBe(
      refs('B', 'effectiveRent', 'creditLoss', 'reimbursements'),
    )
    expect(formulaAt('B', 'noi')).toBe(refs('B', 'totalIncome', 'operatingExpenses'))
    expect(formulaAt('D', 'debtService')).toBe('-Debt!F6')
    // Credit loss and reserves on their inputs (PRODUCT.md 10.3), 0 here.
    expect(formulaAt('C', 'creditLoss')).toBe(`-CreditLoss*${at('C', 'effectiveRent')}`)
    expect(formulaAt('C', 'capitalReserves')).toBe(
      '-CapitalReserves*TotalSquareFeet*(1+ExpenseEscalation)^1',
    )
    expect(formulaAt('B', 'netCashFlow')).toBe(refs('B', 'noi', 'capitalReserves', 'tiAndLC'))
    expect(formulaAt('B', 'underwrittenNcf')).toBe(
      `${refs('B', 'noi', 'capitalReserves')}-TiLcReserve*TotalSquareFeet*(1+ExpenseEscalation)^0`,
    )
    expect(formulaAt('B', 'dscr')).toBe(
      `IF(${at('B', 'debtService')}<0,${at('B', 'sizingFigure')}/-${at('B', 'debtService')},"-")`,
    )
  })

  it('sizes the loan on Debt with the lender tests and the MIN of them', () => {
    const sizing = analysis.debtSizing
    const sizingRow = cashFlowRow('sizingFigure')
    expect(formulaOf(namedCell(model, 'StabilizedNOI')).formula).toBe(
      `MIN('Cash Flow'!D${sizingRow},AVERAGE('Cash Flow'!B${sizingRow}:F${sizingRow}))`,
    )
    expect(formulaOf(namedCell(model, 'RecommendedLoan'))).toMatchObject({
      formula: 'MIN(MaxLoanDSCR,MaxLoanLTV,MaxLoanDebtYield)',
      result: sizing.recommendedLoan,
    })
    expect(shown(namedCell(model, 'MaxLoanDSCR'))).toBe(sizing.maxLoanDSCR)
    expect(shown(namedCell(model, 'MaxLoanLTV'))).toBe('Not applied')
    expect(shown(namedCell(model, 'LimitingTest'))).toBe('DSCR')
    expect(shown(namedCell(model, 'BalloonAtMaturity'))).toBe(
      analysis.debtSummary.balloonAtMaturity,
    )
    expect(shown(namedCell(model, 'LowestDSCR'))).toBe(analysis.debtSummary.minDscr)
  })

  it('schedules the loan month by month on Debt; each year sums its 12 months', () => {
    const months = (column: string, year: number) =>
      Array.from(
        { length: 12 },
        (_, month) => shown(cellAt(model, 'Debt', `${column}${4 + year * 12 + month}`)) as number,
      )
    const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0)
    // Months 1-132: the 10 analysis years and the 11th.
    expect(shown(cellAt(model, 'Debt', 'J135'))).toBe(132)
    expect(cellAt(model, 'Debt', 'J136')).toBeNull()
    ;[...analysis.years, analysis.year11].forEach((year, index) => {
      const [first, last] = [4 + index * 12, 15 + index * 12]
      const annual = formulaOf(cellAt(model, 'Debt', `F${4 + index}`))
      expect(annual.formula).toBe(`SUM(K${first}:K${last})`)
      expect(annual.result).toBe(year.debtService)
      expect(total(months('K', index))).toBeCloseTo(year.debtService, 6)
      // Interest (G) and principal (H) of the year sum its months and make up its debt service.
      const interest = formulaOf(cellAt(model, 'Debt', `G${4 + index}`))
      const principal = formulaOf(cellAt(model, 'Debt', `H${4 + index}`))
      expect(interest.formula).toBe(`SUM(L${first}:L${last})`)
      expect(principal.formula).toBe(`SUM(M${first}:M${last})`)
      expect(interest.result).toBeCloseTo(total(months('L', index)), 6)
      expect(principal.result).toBeCloseTo(total(months('M', index)), 6)
      expect(Number(interest.result) + Number(principal.result)).toBeCloseTo(year.debtService, 6)
    })
    // Interest-only for 2 years, then the level payment; the balance left is the balloon, and
    // nothing is paid after the 10-year term.
    const { annualIoPayment, annualAmortizingPayment, balloonAtMaturity } = analysis.debtSummary
    expect(shown(cellAt(model, 'Debt', 'K4'))).toBeCloseTo(annualIoPayment / 12, 6)
    expect(shown(cellAt(model, 'Debt', 'G4'))).toBeCloseTo(annualIoPayment, 6)
    expect(shown(cellAt(model, 'Debt', 'H4'))).toBe(0)
    expect(shown(cellAt(model, 'Debt', 'K28'))).toBeCloseTo(annualAmortizingPayment / 12, 6)
    expect(shown(cellAt(model, 'Debt', 'N123'))).toBe(balloonAtMaturity)
    expect(shown(cellAt(model, 'Debt', 'O123'))).toBe(0)
    expect(shown(cellAt(model, 'Debt', 'K124'))).toBe(0)
    expect(analysis.year11.debtService).toBe(0)
  })

  it('uses only names it defines and caches only finite figures or text', () => {
    expectSoundWorkbook(model)
  })
})

describe('the Rent Roll sheet', () => {
  it('keeps every tenant name, and the property name, a text cell whatever it starts with', () => {
    const names = ['=HYPERLINK("http://x","y")', '+1-555']
    const tenants = workedExample.tenants.map((tenant, index) => ({
      ...tenant,
      name: names[index]!,
    }))
    const { model } = scenarioWorkbookOf({ ...workedExample, tenants, propertyName: '@Main St' })
    expect(cellAt(model, 'Assumptions', 'B5')).toEqual({ kind: 'text', text: '@Main St' })
    expect([cellAt(model, 'Rent Roll', 'A4'), cellAt(model, 'Rent Roll', 'A5')]).toEqual(
      names.map((text) => ({ kind: 'text', text })),
    )
  })

  it('gives the in-place rent and expiration year the analysis reads, and marks rows left out', () => {
    const broken = {
      ...workedExample.tenants[1]!,
      id: 'x',
      squareFootage: -5,
      leaseExpiration: '2026-02-30',
    }
    const { model } = scenarioWorkbookOf({
      ...workedExample,
      tenants: [...workedExample.tenants, broken],
    })
    // Rents at lease start, from January 2026: the grocer's $18.00 of 2024 after two 3% steps,
    // expiring in December 2028, analysis year 3. Columns J and K are Status and Base Year.
    expect(shown(cellAt(model, 'Rent Roll', 'J4'))).toBe('Occupied')
    expect(shown(cellAt(model, 'Rent Roll', 'L4'))).toBeCloseTo(20_000 * 18 * 1.03 ** 2, 6)
    expect(shown(cellAt(model, 'Rent Roll', 'M4'))).toBe(3)
    expect(shown(cellAt(model, 'Rent Roll', 'E4'))).toBe(45292) // 2024-01-01 as an Excel date
    expect(shown(cellAt(model, 'Rent Roll', 'N4'))).toBe('Yes')
    expect(shown(cellAt(model, 'Rent Roll', 'F6'))).toBe('2026-02-30')
    expect(shown(cellAt(model, 'Rent Roll', 'L6'))).toBeNull()
    expect(shown(cellAt(model, 'Rent Roll', 'N6'))).toMatch(/^No: Square Feet/)
    expect(formulaOf(cellAt(model, 'Rent Roll', 'B7'))).toMatchObject({
      formula: 'SUMIF(N4:N6,"Yes",B4:B6)',
      result: 23_500,
    })
  })
})

describe('a scenario without debt service', () => {
  it('shows "-" for the DSCR and N/A for the minimum, as the page does', () => {
    const tenants = workedExample.tenants.map((tenant) => ({ ...tenant, baseRent: 0 }))
    const { model, analysis } = scenarioWorkbookOf({ ...workedExample, tenants })
    expect(analysis.debtSizing.recommendedLoan).toBe(0)
    expect(shown(cellAt(model, 'Cash Flow', `B${cashFlowRow('dscr')}`))).toBe('-')
    expect(shown(namedCell(model, 'LowestDSCR'))).toBe('N/A')
    expectSoundWorkbook(model)
  })
})

describe('every valid scenario', () => {
  it('gives a sound workbook whose text cells hold the tenant names as typed', () => {
    fc.assert(
      fc.property(validScenario, (scenario) => {
        const { model } = scenarioWorkbookOf(scenario)
        expectSoundWorkbook(model)
        const texts = new Set(
          everyCell(model)
            .filter(({ sheet, cell }) => sheet === 'Rent Roll' && cell.kind === 'text')
            .map(({ cell }) => shown(cell)),
        )
        const missing = scenario.tenants.filter((tenant) => !texts.has(tenant.name))
        expect(missing.map((tenant) => tenant.name)).toEqual([])
      }),
      { numRuns: 40 },
    )
    // Forty whole workbooks (each with its 132-month schedule): seconds on a busy machine.
  }, 30_000)
})
