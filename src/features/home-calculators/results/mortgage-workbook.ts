import type { ScheduleRow } from '../../../finance/amortization'
import { MORTGAGE_FIELDS } from '../../../finance/calculator-fields'
import type { MortgageInput, MortgageResult } from '../../../finance/mortgage'
import { fromPercent } from '../../../finance/time-value'
import { SheetGrid, type ListSection } from '../../../lib/workbook/sheet-grid'
import {
  bold,
  formula,
  note,
  number,
  text,
  type CellModel,
  type FormulaResult,
  type WorkbookModel,
} from '../../../lib/workbook/workbook-model'

/**
 * The mortgage as an Excel workbook (PRODUCT.md 9.4): the inputs as named cells, the results as
 * formulas on them (Excel's PMT and PV), and the monthly schedule over the loan term, each
 * formula with the app's figure cached. Change InterestRate in Excel and everything follows.
 */

export const MORTGAGE_SHEET = 'Mortgage'
export const SCHEDULE_SHEET = 'Schedule'

const INPUTS_NOTE =
  'Change an input: the results and the Schedule sheet recalculate; the Schedule carries payments ' +
  'for the months of LoanTermYears (up to 50 years) and prints the months of the term it was ' +
  'made with. Monthly rate = InterestRate / 12.'
const MONTHLY_RATE = 'InterestRate/12'
const AMORTIZATION_MONTHS = 'AmortizationYears*12'

function inputSection(input: MortgageInput): ListSection {
  const field = (key: keyof typeof MORTGAGE_FIELDS, name: string, cell: CellModel) => ({
    label: MORTGAGE_FIELDS[key].label,
    name,
    cell,
  })
  const percent = (value: number) => number(fromPercent(value), 'percent')
  return {
    heading: 'Inputs',
    items: [
      field('purchasePrice', 'PropertyValue', number(input.purchasePrice, 'money')),
      field('equityPercent', 'EquityPercent', percent(input.equityPercent)),
      field('annualRatePercent', 'InterestRate', percent(input.annualRatePercent)),
      field('noiAnnual', 'NOI', number(input.noiAnnual, 'money')),
      field('loanTermYears', 'LoanTermYears', number(input.loanTermYears, 'general')),
      field('amortizationYears', 'AmortizationYears', number(input.amortizationYears, 'general')),
      {
        label: 'Loan Type',
        cell: text(input.loanType === 'variable' ? 'Variable Rate' : 'Fixed Rate'),
      },
    ],
  }
}

/** The results' formulas by the name of their cell, on the inputs' names (Excel syntax). */
const FORMULAS = {
  LoanAmount: 'PropertyValue*(1-EquityPercent)',
  DownPayment: 'PropertyValue-LoanAmount',
  MonthlyPayment: `IF(LoanAmount<=0,0,PMT(${MONTHLY_RATE},${AMORTIZATION_MONTHS},-LoanAmount))`,
  AnnualDebtService: '12*MonthlyPayment',
  DSCR: 'IF(AnnualDebtService>0,NOI/AnnualDebtService,"N/A")',
  // The balance after the term's payments: the PV of the payments still due (PRODUCT.md 8).
  BalloonPayment: `IF(LoanTermYears>=AmortizationYears,0,PV(${MONTHLY_RATE},(AmortizationYears-LoanTermYears)*12,-MonthlyPayment))`,
  TotalInterest:
    'MonthlyPayment*MIN(LoanTermYears,AmortizationYears)*12-(LoanAmount-BalloonPayment)',
  TotalLoanCost: 'LoanAmount+TotalInterest',
} as const

function resultSection(result: MortgageResult): ListSection {
  const figure = (label: string, name: keyof typeof FORMULAS, value: FormulaResult) => ({
    label,
    name,
    cell: formula(FORMULAS[name], value, name === 'DSCR' ? 'multiple' : 'money'),
  })
  return {
    heading: 'Results',
    items: [
      figure('Loan Amount', 'LoanAmount', result.loanAmount),
      figure('Down Payment', 'DownPayment', result.downPaymentAmount),
      figure('Monthly Payment', 'MonthlyPayment', result.monthlyPayment),
      figure('Annual Debt Service', 'AnnualDebtService', result.annualDebtService),
      figure('DSCR', 'DSCR', result.dscr ?? 'N/A'),
      figure('Balloon Payment', 'BalloonPayment', result.balloonPayment),
      figure('Total Interest (paid during the term)', 'TotalInterest', result.totalInterest),
      figure('Total Loan Cost', 'TotalLoanCost', result.totalLoanCost),
    ],
  }
}

const SCHEDULE_HEADERS = ['Month', 'Payment', 'Interest', 'Principal', 'Ending Balance']

/**
 * The schedule has a row for every month of the longest term a workbook may be given (50 years);
 * the months after LoanTermYears stay blank, so a term changed in the workbook changes how many
 * months carry payments.
 */
export const SCHEDULE_MONTHS = 50 * 12
const TERM_MONTHS = 'LoanTermYears*12'

/**
 * Month `month` of the schedule at `row` (blank after the term): the level payment until the
 * loan is repaid, interest on the opening balance, principal = payment - interest, and the
 * balance left (exactly 0 once repaid). The opening balance is the loan in the first month.
 * `app` is the app's figure for the month, cached in each cell; none after the term.
 */
function scheduleRow(month: number, row: number, app: ScheduleRow | undefined): CellModel[] {
  const opening = row === 2 ? 'LoanAmount' : `E${row - 1}`
  const inTerm = (expression: string) => `IF(${month}>${TERM_MONTHS},"",${expression})`
  const money = (expression: string, value: number | undefined) =>
    formula(inTerm(expression), value ?? '', 'money')
  return [
    formula(inTerm(String(month)), app ? month : '', 'plain'),
    money(`IF(${month}<=${AMORTIZATION_MONTHS},MonthlyPayment,0)`, app?.payment),
    money(`${opening}*${MONTHLY_RATE}`, app?.interest),
    money(`B${row}-C${row}`, app?.principal),
    money(`IF(${month}>=${AMORTIZATION_MONTHS},0,${opening}-D${row})`, app?.endingBalance),
  ]
}

/** The mortgage workbook: sheet "Mortgage" (inputs and results) and sheet "Schedule". */
export function mortgageWorkbook(input: MortgageInput, result: MortgageResult): WorkbookModel {
  const mortgage = new SheetGrid(MORTGAGE_SHEET)
  mortgage.set(1, 1, bold('Commercial Mortgage: inputs and results'))
  mortgage.set(1, 2, note(INPUTS_NOTE))
  mortgage.list([inputSection(input), resultSection(result)], 4)

  const schedule = new SheetGrid(SCHEDULE_SHEET)
  schedule.setRow(1, SCHEDULE_HEADERS.map(bold))
  for (let month = 1; month <= SCHEDULE_MONTHS; month++)
    schedule.setRow(month + 1, scheduleRow(month, month + 1, result.schedule.monthly[month - 1]))

  return {
    sheets: [
      mortgage.toSheet([40, 18], { rows: 0, columns: 0 }),
      // On paper, the months of the term the workbook was made for (its rows after are blank).
      {
        ...schedule.toSheet([8, 16, 16, 16, 18], { rows: 1, columns: 1 }),
        printedRows: 1 + result.schedule.monthly.length,
      },
    ],
    names: mortgage.names,
  }
}
