import type { Scenario } from '../../../../finance/cash-flow/types'
import { type NumberSpec } from '../../../../finance/field-specs'
import {
  ANALYSIS_START,
  DEBT_FIELDS,
  EXIT_FIELDS,
  MARKET_LEASING_FIELDS,
  OPERATING_EXPENSE_FIELDS,
  SIZE_LOAN_ON,
  UNDERWRITING_FIELDS,
  VACANCY_METHOD,
  RENT_BASIS,
} from '../../../../finance/field-table'
import { fromPercent } from '../../../../finance/time-value'
import { SheetGrid, type LabelledCell, type ListSection } from '../../../../lib/workbook/sheet-grid'
import { bold, note, number, text, type CellModel } from '../../../../lib/workbook/workbook-model'

/**
 * Sheet "Assumptions": every input of the scenario as a labelled value cell with a defined name
 * (PRODUCT.md 9.4). Percentages are decimals with a percent format (6.5% is 0.065), so formulas
 * use them as Excel does. A new input group (the exit inputs) is one more section here.
 */

export const ASSUMPTIONS_SHEET = 'Assumptions'

/** The defined name of each input, by its field-table key (a missing one fails the typecheck). */
const EXPENSE_NAMES: Record<keyof typeof OPERATING_EXPENSE_FIELDS, string> = {
  managementFeePercent: 'ManagementFee',
  realEstateTaxesPerSf: 'RealEstateTaxes',
  insurancePerSf: 'Insurance',
  repairsPerSf: 'RepairsMaintenance',
  utilitiesPerSf: 'Utilities',
  otherPerSf: 'OtherExpenses',
  escalationPercent: 'ExpenseEscalation',
}

const MARKET_NAMES: Record<keyof typeof MARKET_LEASING_FIELDS, string> = {
  rentBumpPercent: 'LeaseRentBump',
  leasingCommissionPercent: 'MarketLeasingCommission',
  capexTiPerSf: 'MarketCapexTI',
  freeRentMonths: 'FreeRentMonths',
  renewalProbabilityPercent: 'RenewalProbability',
  downtimeMonths: 'DowntimeMonths',
  renewalTiPerSf: 'RenewalTI',
  renewalLeasingCommissionPercent: 'RenewalLeasingCommission',
  renewalFreeRentMonths: 'RenewalFreeRentMonths',
}

const UNDERWRITING_NAMES: Record<keyof typeof UNDERWRITING_FIELDS, string> = {
  generalVacancyPercent: 'GeneralVacancy',
  creditLossPercent: 'CreditLoss',
  capitalReservesPerSf: 'CapitalReserves',
  tiLcReservePerSf: 'TiLcReserve',
}

/** The defined name of the Size Loan On choice, which the Debt sheet's NCF sizing reads. */
export const SIZE_LOAN_ON_NAME = 'SizeLoanOn'

const DEBT_NAMES: Record<keyof typeof DEBT_FIELDS, string> = {
  interestRatePercent: 'InterestRate',
  amortizationYears: 'AmortizationYears',
  interestOnlyYears: 'InterestOnlyYears',
  loanTermYears: 'LoanTermYears',
  minDscr: 'MinDSCR',
  maxDebtYieldPercent: 'MaxDebtYield',
  maxLtvPercent: 'MaxLTV',
  propertyValue: 'PropertyValue',
}

const EXIT_NAMES: Record<keyof typeof EXIT_FIELDS, string> = {
  exitCapRatePercent: 'ExitCapRate',
  refinanceRatePercent: 'RefinanceRate',
  sellingCostsPercent: 'SellingCosts',
}

/** An input as a spreadsheet value: percent as a decimal, money, multiples, counts as entered. */
export function inputCell(spec: NumberSpec, value: number | null): CellModel | null {
  if (value === null) return null
  switch (spec.unit) {
    case 'percent':
      return number(fromPercent(value), 'percent')
    case 'usd':
    case 'usdPerSf':
      return number(value, 'money')
    case 'multiple':
      return number(value, 'multiple')
    case 'sf':
      return number(value, 'count')
    case 'years':
    case 'months':
    case 'calendarYear':
      return number(value, 'general')
  }
}

/**
 * The labelled, named cells of a group's inputs; an optional input's label says what leaving it
 * empty means (`emptyMeaning`), as its field on the page does.
 */
function inputItems<Fields extends Record<string, NumberSpec>>(
  fields: Fields,
  names: Record<keyof Fields, string>,
  values: Record<keyof Fields, number | null>,
  emptyMeaning?: string,
): LabelledCell[] {
  return (Object.keys(fields) as (keyof Fields & string)[]).map((key) => {
    const spec = fields[key]!
    const empty = spec.optional && emptyMeaning ? `, empty = ${emptyMeaning}` : ''
    return { label: `${spec.label}${empty}`, name: names[key], cell: inputCell(spec, values[key]) }
  })
}

function marketLeasingItems(marketLeasing: Scenario['marketLeasing']): LabelledCell[] {
  return [
    {
      label: 'Market Leasing',
      name: 'MarketLeasing',
      cell: text(marketLeasing.enabled ? 'Enabled' : 'Disabled'),
    },
    ...inputItems(MARKET_LEASING_FIELDS, MARKET_NAMES, marketLeasing, 'the market value'),
    {
      label: VACANCY_METHOD.label,
      name: 'VacancyMethod',
      cell: text(VACANCY_METHOD.options[marketLeasing.vacancyMethod]),
    },
  ]
}

function underwritingItems(underwriting: Scenario['underwriting']): LabelledCell[] {
  return [
    ...inputItems(UNDERWRITING_FIELDS, UNDERWRITING_NAMES, underwriting),
    {
      label: SIZE_LOAN_ON.label,
      name: SIZE_LOAN_ON_NAME,
      cell: text(SIZE_LOAN_ON.options[underwriting.sizeLoanOn]),
    },
  ]
}

/** The scenario's inputs, section by section, in the order of the page's cards. */
export function assumptionSections(scenario: Scenario, startYear: number): ListSection[] {
  const { operatingExpenses, marketLeasing, underwriting, debt, exit } = scenario
  return [
    {
      heading: 'Analysis',
      items: [
        // Text as typed (a name such as "=1+1" stays text).
        {
          label: 'Property Name',
          cell: scenario.propertyName ? text(scenario.propertyName) : null,
        },
        { label: ANALYSIS_START.label, name: 'AnalysisStart', cell: text(scenario.analysisStart) },
        {
          label: RENT_BASIS.label,
          name: 'RentBasis',
          cell: text(RENT_BASIS.options[scenario.rentBasis]),
        },
        {
          label: 'Year 1 (Calendar Year of Its First Month)',
          name: 'StartYear',
          cell: number(startYear, 'plain'),
        },
      ],
    },
    {
      heading: 'Operating Expenses',
      items: inputItems(OPERATING_EXPENSE_FIELDS, EXPENSE_NAMES, operatingExpenses),
    },
    { heading: 'Market Leasing', items: marketLeasingItems(marketLeasing) },
    { heading: 'Underwriting Adjustments', items: underwritingItems(underwriting) },
    { heading: 'Debt', items: inputItems(DEBT_FIELDS, DEBT_NAMES, debt) },
    { heading: 'Exit', items: inputItems(EXIT_FIELDS, EXIT_NAMES, exit, 'the interest rate') },
  ]
}

const NOTE =
  'Debt inputs drive the Debt and Cash Flow formulas: change InterestRate and the loan re-sizes. ' +
  'Lease-driven lines (rent, vacancy with its general vacancy floor, reimbursements, operating ' +
  "expenses, TI & LC) are the app's figures for these inputs: change expense, leasing and " +
  'vacancy inputs in the app.'

/** The Assumptions sheet and the names of its input cells. */
export function assumptionsSheet(scenario: Scenario, startYear: number) {
  const grid = new SheetGrid(ASSUMPTIONS_SHEET)
  grid.set(1, 1, bold('Assumptions'))
  grid.set(1, 2, note(NOTE))
  grid.setRow(3, [bold('Input'), bold('Value'), bold('Defined Name')])
  grid.list(assumptionSections(scenario, startYear), 4)
  // On paper only the header row repeats: the title and the note are read once.
  const sheet = grid.toSheet([40, 16, 22], { rows: 3, columns: 0 }, { first: 3, last: 3 })
  return { sheet, names: grid.names }
}
