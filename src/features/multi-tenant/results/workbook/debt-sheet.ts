import { sizingFigureName } from '../sizing-figure-name'
import { amortizingPayment } from '../../../../finance/amortization'
import type { DebtModel, ExitModel } from '../../../../finance/cash-flow/engine-terms'
import type { Analysis, YearRow } from '../../../../finance/cash-flow/types'
import { monthlyRate } from '../../../../finance/time-value'
import { SheetGrid, type LabelledCell, type ListSection } from '../../../../lib/workbook/sheet-grid'
import {
  bold,
  cellAddress,
  formula,
  sheetRef,
  text,
  type FormulaResult,
  type NumberFormat,
} from '../../../../lib/workbook/workbook-model'
import { cashFlowRangeRef, cashFlowRef } from './cash-flow-sheet'
import {
  exitSection,
  flowsLayout,
  returnsSection,
  writeFlows,
  type FlowsLayout,
} from './exit-returns'
import {
  annualDebtServiceCell,
  belowAnnualSums,
  DEBT_COLUMN_WIDTHS,
  SCHEDULE_HEADER_ROW,
  scheduleMonths,
  writeSchedule,
} from './loan-schedule'

/**
 * Sheet "Debt": the loan sized on the Cash Flow's NOI with the lender's tests (PRODUCT.md 4.4
 * and 8), the recommended loan as the MIN of the applicable tests, its debt service and balloon,
 * then the refinance test and the returns (exit-returns.ts), all formulas on the Assumptions'
 * names; beside them the annual sums, the returns' yearly flows and the monthly schedule.
 */

export const DEBT_SHEET = 'Debt'

/** The DSCR summary covers the first 10 years even when the analysis carries an 11th. */
const DSCR_YEARS = 10

/**
 * The Debt sheet's formulas by the name of their cell, in Excel's syntax: each refers to the
 * Assumptions' inputs and to the cells named above it.
 */
const FORMULAS = {
  MonthlyRate: 'InterestRate/12',
  AmortizationMonths: 'ROUND(AmortizationYears*12,0)',
  InterestOnlyMonths: 'ROUND(InterestOnlyYears*12,0)',
  LoanTermMonths: 'ROUND(LoanTermYears*12,0)',
  // On the sizing figure: NOI, or NCF (NOI - capital reserves) when SizeLoanOn is NCF.
  StabilizedNOI: `MIN(${cashFlowRef('sizingFigure', 2)},AVERAGE(${cashFlowRangeRef('sizingFigure', 0, 4)}))`,
  MaxLoanDSCR:
    'IF(StabilizedNOI<=0,0,MAX(0,PV(MonthlyRate,AmortizationMonths,-StabilizedNOI/MinDSCR/12)))',
  MaxLoanLTV: 'IF(ISNUMBER(PropertyValue),MAX(0,PropertyValue*MaxLTV),"Not applied")',
  MaxLoanDebtYield: 'MAX(0,StabilizedNOI/MaxDebtYield)',
  // A reference to a text cell ("Not applied") is left out of MIN, so is the LTV test.
  RecommendedLoan: 'MIN(MaxLoanDSCR,MaxLoanLTV,MaxLoanDebtYield)',
  LimitingTest:
    'IF(RecommendedLoan=MaxLoanDSCR,"DSCR",IF(RecommendedLoan=MaxLoanLTV,"LTV","Debt Yield"))',
  LoanToValue: 'IF(ISNUMBER(PropertyValue),RecommendedLoan/PropertyValue,"N/A")',
  AmortizingPayment:
    'IF(AmortizationMonths<=0,0,PMT(MonthlyRate,AmortizationMonths,-RecommendedLoan))',
  AnnualInterestOnlyPayment: '12*RecommendedLoan*MonthlyRate',
  AnnualAmortizingPayment: '12*AmortizingPayment',
  // The balance after the term: the loan within the interest-only period, else the PV of the
  // level payments still due (PRODUCT.md 8), 0 once the loan is repaid.
  BalloonAtMaturity:
    'IF(RecommendedLoan<=0,0,IF(LoanTermMonths<=InterestOnlyMonths,RecommendedLoan,' +
    'IF(LoanTermMonths-InterestOnlyMonths>=AmortizationMonths,0,' +
    'PV(MonthlyRate,AmortizationMonths-(LoanTermMonths-InterestOnlyMonths),-AmortizingPayment))))',
} as const

type DebtFigure = keyof typeof FORMULAS

/** A labelled, named figure: its formula from FORMULAS, the app's value cached. */
function figure(
  label: string,
  name: DebtFigure,
  value: FormulaResult,
  format: NumberFormat = 'money',
): LabelledCell {
  return { label, name, cell: formula(FORMULAS[name], value, format) }
}

function loanTermsSection(debt: DebtModel): ListSection {
  const rate = monthlyRate(debt.annualRate)
  return {
    heading: 'Loan Terms',
    items: [
      figure('Monthly Rate', 'MonthlyRate', rate, 'precisePercent'),
      figure('Amortization (Months)', 'AmortizationMonths', debt.amortizationMonths, 'general'),
      figure('Interest-Only (Months)', 'InterestOnlyMonths', debt.interestOnlyMonths, 'general'),
      figure('Loan Term (Months)', 'LoanTermMonths', debt.termMonths, 'general'),
    ],
  }
}

function sizingSection({ debtSizing: sizing }: Analysis): ListSection {
  const ltv = sizing.maxLoanLTV === null ? 'N/A' : sizing.ltv
  return {
    heading: 'Loan Sizing',
    items: [
      figure(
        `Stabilized ${sizingFigureName(sizing.sizedOn)} (lower of year 3 and the years 1-5 average)`,
        'StabilizedNOI',
        sizing.stabilizedNoi,
      ),
      figure('Max Loan (DSCR)', 'MaxLoanDSCR', sizing.maxLoanDSCR),
      figure('Max Loan (LTV)', 'MaxLoanLTV', sizing.maxLoanLTV ?? 'Not applied'),
      figure('Max Loan (Debt Yield)', 'MaxLoanDebtYield', sizing.maxLoanDebtYield),
      figure('Recommended Loan (smallest test)', 'RecommendedLoan', sizing.recommendedLoan),
      figure('Limiting Test', 'LimitingTest', sizing.limitingTest, 'general'),
      figure('LTV (recommended loan / property value)', 'LoanToValue', ltv, 'percent'),
    ],
  }
}

function debtServiceSection(analysis: Analysis, debt: DebtModel, yearCount: number): ListSection {
  const summary = analysis.debtSummary
  const loan = analysis.debtSizing.recommendedLoan
  const dscrYears = cashFlowRangeRef('dscr', 0, Math.min(DSCR_YEARS, yearCount) - 1)
  const coverage = (label: string, name: string, fn: string, value: number | null) => ({
    label: `${label} (years 1-10 with debt service)`,
    name,
    cell: formula(
      `IF(COUNT(${dscrYears})=0,"N/A",${fn}(${dscrYears}))`,
      value ?? 'N/A',
      'multiple',
    ),
  })
  const payment = amortizingPayment(loan, debt.annualRate, debt.amortizationMonths)
  return {
    heading: 'Debt Service',
    items: [
      figure('Amortizing Payment (Monthly)', 'AmortizingPayment', payment),
      figure('Annual Interest-Only Payment', 'AnnualInterestOnlyPayment', summary.annualIoPayment),
      figure(
        'Annual Amortizing Payment',
        'AnnualAmortizingPayment',
        summary.annualAmortizingPayment,
      ),
      figure('Balloon at Maturity', 'BalloonAtMaturity', summary.balloonAtMaturity),
      coverage('Minimum DSCR', 'LowestDSCR', 'MIN', summary.minDscr),
      coverage('Average DSCR', 'AverageDSCR', 'AVERAGE', summary.averageDscr),
    ],
  }
}

/** The Debt sheet's figures, section by section; `flows` is where the returns' flows are. */
export function debtSections(
  analysis: Analysis,
  terms: { debt: DebtModel; exit: ExitModel },
  years: readonly YearRow[],
  flows: FlowsLayout,
): ListSection[] {
  const { debt } = terms
  return [
    loanTermsSection(debt),
    sizingSection(analysis),
    debtServiceSection(analysis, debt, years.length),
    exitSection(analysis, terms),
    returnsSection(analysis, flows),
  ]
}

const NOTE =
  'Formulas on the Assumptions names and the Cash Flow sizing figure; monthly rate = ' +
  'InterestRate / 12. A loan maturing before year 10 is refinanced then (RefinanceLoan).'

/** The Debt sheet over the workbook's `years` (its schedule covers their months). */
export function debtSheet(
  analysis: Analysis,
  terms: { debt: DebtModel; exit: ExitModel },
  years: readonly YearRow[],
) {
  const grid = new SheetGrid(DEBT_SHEET)
  grid.set(1, 1, bold('Debt'))
  grid.set(1, 2, text(NOTE))
  grid.setRow(SCHEDULE_HEADER_ROW, [bold('Item'), bold('Value'), bold('Defined Name')])
  const flows = flowsLayout(belowAnnualSums(years.length))
  grid.list(debtSections(analysis, terms, years, flows), SCHEDULE_HEADER_ROW + 1)
  const loan = analysis.debtSizing.recommendedLoan
  const refinance = {
    loan: analysis.exitRefinance?.refinanceLoan ?? 0,
    annualRate: terms.exit.refinanceRate,
  }
  writeSchedule(grid, scheduleMonths(loan, terms.debt, years.length * 12, refinance), years)
  writeFlows(grid, flows, analysis)
  return {
    sheet: grid.toSheet(
      DEBT_COLUMN_WIDTHS,
      { rows: SCHEDULE_HEADER_ROW, columns: 0 },
      { first: SCHEDULE_HEADER_ROW, last: SCHEDULE_HEADER_ROW },
    ),
    names: grid.names,
  }
}

/** The reference the Cash Flow's Debt Service line uses for analysis year `yearIndex`. */
export function debtServiceRef(yearIndex: number): string {
  const { column, row } = annualDebtServiceCell(yearIndex)
  return sheetRef(DEBT_SHEET, cellAddress(column, row))
}
