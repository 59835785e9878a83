import { amortizingPayment } from '../../../../finance/amortization'
import type { DebtModel, ExitModel } from '../../../../finance/cash-flow/engine-terms'
import { maturityYearIndex } from '../../../../finance/cash-flow/exit-refinance'
import type {
  Analysis,
  ExitRefinance,
  InvestmentReturns,
} from '../../../../finance/cash-flow/types'
import type { LabelledCell, ListSection, SheetGrid } from '../../../../lib/workbook/sheet-grid'
import {
  bold,
  cellAddress,
  formula,
  number,
  type FormulaResult,
  type NumberFormat,
} from '../../../../lib/workbook/workbook-model'
import { cashFlowRangeRef, cashFlowRef } from './cash-flow-sheet'
import { scheduleCell } from './loan-schedule'

/**
 * The Debt sheet's exit and refinance test at maturity (PRODUCT.md 9.2) and the returns of a
 * 10-year hold (9.3), as formulas on the Assumptions, the Cash Flow and the figures above them;
 * the yearly flows the IRRs read sit under the annual debt service.
 */

/** The hold and the analysis: years 1-10; year 11 prices the sale. */
const HOLD_YEARS = 10

/** Not applicable when the loan matures after the analysis (the app shows no refinance test). */
const atMaturity = (expression: string) => `IF(MaturityYear>${HOLD_YEARS},"N/A",${expression})`
/** Returns exist only with a property value (the purchase price). */
const withValue = (expression: string) => `IF(ISNUMBER(PropertyValue),${expression},"N/A")`

const FLOW_COLUMNS = { year: 5, unlevered: 6, levered: 7 } as const

/** Where the flows of years 0-10 are, under a header row at `headerRow`. */
export function flowsLayout(headerRow: number) {
  const first = headerRow + 1
  const range = (column: number, from: number) =>
    `${cellAddress(column, first + from)}:${cellAddress(column, first + HOLD_YEARS)}`
  return {
    headerRow,
    first,
    unlevered: range(FLOW_COLUMNS.unlevered, 0),
    levered: range(FLOW_COLUMNS.levered, 0),
    leveredYears: range(FLOW_COLUMNS.levered, 1),
  }
}

export type FlowsLayout = ReturnType<typeof flowsLayout>

const refinanceFormulas = {
  MaturityYear: 'MAX(1,ROUNDUP(LoanTermMonths/12,0))',
  ForwardNOI: atMaturity(`INDEX(${cashFlowRangeRef('noi', 0, HOLD_YEARS)},MaturityYear+1)`),
  ExitValue: atMaturity('IF(ForwardNOI<=0,0,ForwardNOI/ExitCapRate)'),
  MaturityLTV: atMaturity('IF(ExitValue>0,BalloonAtMaturity/ExitValue,"-")'),
  ExitDebtYield: atMaturity('IF(BalloonAtMaturity>0,ForwardNOI/BalloonAtMaturity,"-")'),
  RefinanceRateUsed: 'IF(ISNUMBER(RefinanceRate),RefinanceRate,InterestRate)',
  RefinanceByDSCR: atMaturity(
    'IF(ForwardNOI<=0,0,MAX(0,PV(RefinanceRateUsed/12,AmortizationMonths,-ForwardNOI/MinDSCR/12)))',
  ),
  RefinanceByLTV: atMaturity('MAX(0,ExitValue*MaxLTV)'),
  RefinanceByDebtYield: atMaturity('MAX(0,ForwardNOI/MaxDebtYield)'),
  RefinanceProceeds: atMaturity('MIN(RefinanceByDSCR,RefinanceByLTV,RefinanceByDebtYield)'),
  RefinanceLimitingTest: atMaturity(
    'IF(RefinanceProceeds=RefinanceByDSCR,"DSCR",IF(RefinanceProceeds=RefinanceByLTV,"LTV","Debt Yield"))',
  ),
  RefinanceGap: atMaturity('BalloonAtMaturity-RefinanceProceeds'),
  RefinanceOutcome: atMaturity('IF(RefinanceGap>0,"Shortfall","Refinanceable")'),
  // A loan maturing before the sale is refinanced then, up to the proceeds (PRODUCT.md 10.7).
  RefinanceLoan: `IF(MaturityYear<${HOLD_YEARS},MIN(BalloonAtMaturity,RefinanceProceeds),0)`,
  RefinancePayment:
    'IF(OR(RefinanceLoan<=0,AmortizationMonths<=0),0,' +
    'PMT(RefinanceRateUsed/12,AmortizationMonths,-RefinanceLoan))',
}

/** Labelled, named figures whose formulas are `formulas[name]`, the app's values cached. */
function figures<Name extends string>(formulas: Record<Name, string>) {
  return (
    label: string,
    name: Name,
    value: FormulaResult,
    format: NumberFormat = 'money',
  ): LabelledCell => ({ label, name, cell: formula(formulas[name], value, format) })
}

type RefinanceName = keyof typeof refinanceFormulas
/** The keys of an engine result whose values are figures (number or text, null for "none"). */
type FigureOf<Result> = {
  [Key in keyof Result]: Result[Key] extends number | string | null ? Key : never
}[keyof Result]

/** The refinance figures the app computes, by cell name, label and format. */
const REFINANCE_FIGURES: [string, RefinanceName, FigureOf<ExitRefinance>, NumberFormat][] = [
  ['Forward NOI (year after maturity)', 'ForwardNOI', 'forwardNoi', 'money'],
  ['Exit Value (forward NOI / exit cap)', 'ExitValue', 'exitValue', 'money'],
  ['Maturity LTV', 'MaturityLTV', 'maturityLtv', 'percent'],
  ['Exit Debt Yield', 'ExitDebtYield', 'exitDebtYield', 'percent'],
  ['Refinance by DSCR', 'RefinanceByDSCR', 'refinanceByDscr', 'money'],
  ['Refinance by LTV', 'RefinanceByLTV', 'refinanceByLtv', 'money'],
  ['Refinance by Debt Yield', 'RefinanceByDebtYield', 'refinanceByDebtYield', 'money'],
  ['Refinance Proceeds', 'RefinanceProceeds', 'refinanceProceeds', 'money'],
  ['Refinance Limiting Test', 'RefinanceLimitingTest', 'refinanceLimitingTest', 'general'],
  ['Refinance Gap (balloon - proceeds)', 'RefinanceGap', 'refinanceGap', 'money'],
]

/** The refinance test at maturity; "N/A" figures when the loan matures after year 10. */
export function exitSection(
  analysis: Analysis,
  terms: { debt: DebtModel; exit: ExitModel },
): ListSection {
  const test = analysis.exitRefinance
  const { debt, exit } = terms
  const maturity = maturityYearIndex(debt.termMonths)
  const figure = figures(refinanceFormulas)
  const refinanceLoan = test?.refinanceLoan ?? 0
  const valueOf = (field: FigureOf<ExitRefinance>): FormulaResult =>
    test ? (test[field] ?? '-') : 'N/A'
  const outcome = test ? (test.refinanceGap > 0 ? 'Shortfall' : 'Refinanceable') : 'N/A'
  return {
    heading: 'Exit & Refinance (at maturity)',
    items: [
      figure('Maturity Year (analysis year)', 'MaturityYear', maturity, 'general'),
      figure('Refinance Rate', 'RefinanceRateUsed', exit.refinanceRate, 'percent'),
      ...REFINANCE_FIGURES.map(([label, name, field, format]) =>
        figure(label, name, valueOf(field), format),
      ),
      figure('Refinance Outcome', 'RefinanceOutcome', outcome, 'general'),
      figure('Refinance Loan (repays the balloon before year 10)', 'RefinanceLoan', refinanceLoan),
      figure(
        'Refinance Loan Payment (Monthly)',
        'RefinancePayment',
        amortizingPayment(refinanceLoan, exit.refinanceRate, debt.amortizationMonths),
      ),
    ],
  }
}

function returnsFormulas(flows: FlowsLayout) {
  const forwardNoi = cashFlowRef('noi', HOLD_YEARS)
  return {
    Equity: withValue('PropertyValue-RecommendedLoan'),
    SalePrice: withValue(`IF(${forwardNoi}<=0,0,${forwardNoi}/ExitCapRate)`),
    NetSaleProceeds: withValue('SalePrice*(1-SellingCosts)'),
    // The balance at the end of the hold: the refinance loan's when the loan matured before.
    LoanPayoffAtSale: withValue(
      `IF(AND(MaturityYear>=${HOLD_YEARS},LoanTermMonths<=${HOLD_YEARS * 12}),BalloonAtMaturity,` +
        `${scheduleCell('balance', HOLD_YEARS * 12)})`,
    ),
    UnleveredIRR: withValue(`IFERROR(IRR(${flows.unlevered}),"-")`),
    LeveredIRR: withValue(`IF(Equity>0,IFERROR(IRR(${flows.levered}),"-"),"-")`),
    EquityMultiple: withValue(`IF(Equity>0,SUM(${flows.leveredYears})/Equity,"-")`),
    CashOnCashYear1: withValue(`IF(Equity>0,${cashFlowRef('cashFlowAfterDebt', 0)}/Equity,"-")`),
    AverageCashOnCash: withValue(
      `IF(Equity>0,AVERAGE(${cashFlowRangeRef('cashFlowAfterDebt', 0, HOLD_YEARS - 1)})/Equity,"-")`,
    ),
  }
}

type ReturnsName = keyof ReturnType<typeof returnsFormulas>

/** The returns the app computes, by cell name, label and format. */
const RETURNS_FIGURES: [string, ReturnsName, FigureOf<InvestmentReturns>, NumberFormat][] = [
  ['Equity (property value - loan)', 'Equity', 'equity', 'money'],
  ['Sale Price (year-11 NOI / exit cap)', 'SalePrice', 'salePrice', 'money'],
  ['Net Sale Proceeds', 'NetSaleProceeds', 'netSaleProceeds', 'money'],
  ['Loan Payoff at Sale', 'LoanPayoffAtSale', 'loanPayoffAtSale', 'money'],
  ['Unlevered IRR', 'UnleveredIRR', 'unleveredIrr', 'percent'],
  ['Levered IRR', 'LeveredIRR', 'leveredIrr', 'percent'],
  ['Equity Multiple', 'EquityMultiple', 'equityMultiple', 'multiple'],
  ['Cash-on-Cash (Year 1)', 'CashOnCashYear1', 'cashOnCashYear1', 'percent'],
  ['Cash-on-Cash (Average, Years 1-10)', 'AverageCashOnCash', 'averageCashOnCash', 'percent'],
]

/** The returns of a 10-year hold; "N/A" without a property value. */
export function returnsSection(analysis: Analysis, flows: FlowsLayout): ListSection {
  const returns = analysis.returns
  const figure = figures(returnsFormulas(flows))
  const valueOf = (field: FigureOf<InvestmentReturns>): FormulaResult =>
    returns ? (returns[field] ?? '-') : 'N/A'
  return {
    heading: 'Investment Returns (10-year hold, before closing costs)',
    items: RETURNS_FIGURES.map(([label, name, field, format]) =>
      figure(label, name, valueOf(field), format),
    ),
  }
}

/** The flow of year `year` (0-10): the purchase, then each year's cash flow, the sale in year 10. */
function flowFormulas(year: number) {
  if (year === 0) return { unlevered: withValue('-PropertyValue'), levered: withValue('-Equity') }
  const sale = year === HOLD_YEARS
  // At a maturity before the sale equity pays what the refinance loan does not cover.
  const balloonPaid =
    `IF(AND(MaturityYear<${HOLD_YEARS},MaturityYear=${year}),` +
    'BalloonAtMaturity-RefinanceLoan,0)'
  return {
    unlevered: withValue(
      `${cashFlowRef('netCashFlow', year - 1)}${sale ? '+NetSaleProceeds' : ''}`,
    ),
    levered: withValue(
      `${cashFlowRef('cashFlowAfterDebt', year - 1)}-${balloonPaid}` +
        (sale ? '+NetSaleProceeds-LoanPayoffAtSale' : ''),
    ),
  }
}

/** Writes the unlevered and levered flows of years 0-10 that the IRRs read. */
export function writeFlows(grid: SheetGrid, flows: FlowsLayout, analysis: Analysis) {
  const headers = ['Year', 'Unlevered Flow', 'Levered Flow'].map(bold)
  grid.setRow(flows.headerRow, headers, FLOW_COLUMNS.year)
  for (let year = 0; year <= HOLD_YEARS; year++) {
    const { unlevered, levered } = flowFormulas(year)
    const returns = analysis.returns
    grid.setRow(
      flows.first + year,
      [
        number(year, 'plain'),
        formula(unlevered, returns?.unleveredFlows[year] ?? 'N/A', 'money'),
        formula(levered, returns?.leveredFlows[year] ?? 'N/A', 'money'),
      ],
      FLOW_COLUMNS.year,
    )
  }
}
