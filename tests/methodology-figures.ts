import depthJson from './fixtures/worked-example-depth.json'
import multiTenantJson from './fixtures/worked-example-multi-tenant.json'
import { analysisOf, depthExample, scenarioOf, workedExample } from './cash-flow-scenarios'
import { loanSizingResult, mortgageResult } from './worked-examples'
import {
  MAX_LOAN_WORKED_EXAMPLE,
  MORTGAGE_WORKED_EXAMPLE,
  UNDERWRITING_WORKED_EXAMPLE,
} from './worked-example-figures'
import { refinanceOutcome } from '../src/features/multi-tenant/results/exit-refinance-model'
import type { YearRow } from '../src/finance/cash-flow/types'

/**
 * What each worked-example table of the methodology page must show: the engines' figures for the
 * published inputs, by the markdown file (page section), the heading that names the table, the
 * row (its first cell) and the column. methodology.test.ts compares every cell of every table with
 * these at the precision the text quotes them, so a figure changed in the text or in an engine
 * fails, and so does a figure in the text that nothing here checks.
 */

/** A number (shown with the decimals the text gives it), a percent in points, or text. */
export type Expected = number | string | { percent: number }

/** A table's figures: by row, then by column header (or, for a two-column table, by row). */
export type TableFigures = Record<string, Expected | Record<string, Expected>>

const percent = (points: number | null | undefined): Expected =>
  points === null || points === undefined ? 'no figure' : { percent: points }
const share = (fraction: number | null | undefined): Expected =>
  fraction === null || fraction === undefined ? 'no figure' : { percent: fraction * 100 }

/** Rows keyed by year, each line by its column header. */
function yearRows<Row extends { year: number }>(
  rows: readonly Row[],
  years: readonly number[],
  columns: Record<string, (row: Row) => Expected>,
) {
  return Object.fromEntries(
    years.map((year) => {
      const row = rows.find((each) => each.year === year)
      const line = (read: (row: Row) => Expected) => (row ? read(row) : `no year ${year}`)
      const cells = Object.entries(columns).map(([column, read]) => [column, line(read)])
      return [String(year), Object.fromEntries(cells)]
    }),
  )
}

function mortgage(): Record<string, TableFigures> {
  const { input } = MORTGAGE_WORKED_EXAMPLE
  const result = mortgageResult(input)
  return {
    'Mortgage example inputs': {
      'Property value ($)': input.purchasePrice,
      'Equity (%)': percent(input.equityPercent),
      'Interest rate (%)': percent(input.annualRatePercent),
      'Net operating income ($)': input.noiAnnual,
      'Loan term (years)': input.loanTermYears,
      'Amortization period (years)': input.amortizationYears,
    },
    'Mortgage example results': {
      'Loan amount': result.loanAmount,
      'Down payment': result.downPaymentAmount,
      'Monthly payment': result.monthlyPayment,
      'Annual debt service': result.annualDebtService,
      DSCR: result.dscr ?? 'N/A',
      'DSCR rating': result.dscrRating ?? 'N/A',
      'Balloon payment': result.balloonPayment,
      'Total interest': result.totalInterest,
      'Total loan cost': result.totalLoanCost,
      'Year-5 NOI (projection)': result.projectionData[4]!.noi,
    },
  }
}

function loanSizing(): Record<string, TableFigures> {
  const { input } = MAX_LOAN_WORKED_EXAMPLE
  const result = loanSizingResult(input)
  return {
    'Maximum loan example inputs': {
      'Net operating income ($)': input.noiAnnual,
      'Property value ($)': input.purchasePrice,
      'Interest rate (%)': percent(input.annualRatePercent),
      'Loan term (years)': input.loanTermYears,
      'Minimum DSCR': input.minDscr,
      'Maximum LTV (%)': percent(input.maxLtvPercent),
      'Maximum debt yield (%)': percent(input.maxDebtYieldPercent),
    },
    'Maximum loan example results': {
      'Max loan by DSCR ($)': result.maxLoanBasedOnDscr,
      'Max loan by LTV ($)': result.maxLoanBasedOnLtv,
      'Max loan by debt yield ($)': result.maxLoanBasedOnDebtYield,
      'Maximum loan ($)': result.maxLoanAmount,
      'Limiting factor': result.limitingFactor,
      'Down payment ($)': result.downPaymentAmount,
      'Down payment (% of value)': percent(result.downPaymentPercent),
      'Monthly payment ($)': result.monthlyPayment,
      'Annual payment ($)': result.annualPayment,
    },
  }
}

const PUBLISHED_YEARS = [2026, 2027, 2028, 2029, 2030]

function cashFlow(): Record<string, TableFigures> {
  const { years } = analysisOf(workedExample)
  const expenses = multiTenantJson.operatingExpenses
  const tenants = Object.fromEntries(
    multiTenantJson.tenants.map((tenant) => [
      tenant.name,
      {
        'Square feet': tenant.squareFootage,
        'Base rent ($/SF/yr)': tenant.baseRent,
        Escalation: percent(tenant.annualEscalation),
        'Lease start': tenant.leaseStart,
        'Lease expiration': tenant.leaseExpiration,
        'Lease type': tenant.leaseType,
        'TI ($/SF)': tenant.tiPerSF,
        'Leasing commission': percent(tenant.leasingCommission),
      },
    ]),
  )
  return {
    'Cash flow example tenants': tenants,
    'Cash flow example operating expenses': {
      'Real estate taxes ($/SF)': expenses.realEstateTaxes,
      'Insurance ($/SF)': expenses.insurance,
      'Repairs & maintenance ($/SF)': expenses.repairs,
      'Utilities ($/SF)': expenses.utilities,
      'Other expenses ($/SF)': expenses.other,
      'Management fee (%)': percent(expenses.managementFee),
      'Expense escalation (%)': percent(expenses.escalationRate),
    },
    'Cash flow example years 1 to 5': yearRows(years, PUBLISHED_YEARS, {
      'Gross rent ($)': (row) => row.grossRent,
      'Vacancy ($)': (row) => row.vacancy,
      'Reimbursements ($)': (row) => row.reimbursements,
      'Operating expenses ($)': (row) => row.operatingExpenses,
      'NOI ($)': (row) => row.noi,
      'TI & LC ($)': (row) => row.tiAndLC,
    }),
  }
}

function debt(): Record<string, TableFigures> {
  const { years, debtSizing, sensitivity } = analysisOf(workedExample)
  const terms = multiTenantJson.debt
  const scenario = (label: string) => {
    const row = sensitivity.find((each) => each.label === label)!
    return {
      'NOI ($)': row.noi,
      'Recommended loan ($)': row.loan,
      'Difference from year 2 ($)': row.differenceFromYear2,
    }
  }
  return {
    'Debt example terms': {
      'Interest rate (%)': percent(terms.interestRate),
      'Amortization (years)': terms.amortization,
      'Interest-only (years)': terms.ioYears,
      'Loan term (years)': terms.loanTerm,
      'Minimum DSCR': terms.maxDSCR,
      'Maximum debt yield (%)': percent(terms.maxDebtYield),
      'Maximum LTV (%)': percent(terms.maxLTV),
    },
    'Debt example sizing': {
      'Stabilized NOI': debtSizing.stabilizedNoi,
      'Max loan by DSCR': debtSizing.maxLoanDSCR,
      'Max loan by debt yield': debtSizing.maxLoanDebtYield,
      'Recommended loan': debtSizing.recommendedLoan,
      'Limiting test': debtSizing.limitingTest,
    },
    'Debt example debt service': yearRows(years, PUBLISHED_YEARS, {
      'NOI ($)': (row) => row.noi,
      'Debt service ($)': (row) => row.debtService,
      DSCR: (row) => row.dscr,
    }),
    'Debt example sensitivity': {
      'Year 1 NOI': scenario('Year 1 NOI'),
      'Year 2 NOI': scenario('Year 2 NOI'),
    },
  }
}

function rollover(): Record<string, TableFigures> {
  const { rollover: exposure } = analysisOf(depthExample)
  const [year3, year4] = [exposure.buckets[2]!, exposure.buckets[3]!]
  const others = exposure.buckets.filter((bucket) => bucket !== year3 && bucket !== year4)
  return {
    'Rollover example shares': {
      [`Rent expiring in year 3 (${year3.year})`]: share(year3.rentShare),
      [`Rent expiring in year 4 (${year4.year})`]: share(year4.rentShare),
      'Rent expiring in the other years': share(
        others.reduce((sum, bucket) => sum + (bucket.rentShare ?? 0), 0),
      ),
      'WALT by rent (years)': exposure.waltByRent ?? 'no figure',
      'WALT by area (years)': exposure.waltByArea ?? 'no figure',
      'Top tenant share': share(exposure.topTenantShare),
      'Near-term rollover (years 1 and 2)': share(exposure.nearTermRolloverShare),
    },
  }
}

function exitRefinance(): Record<string, TableFigures> {
  const { debtSizing, exitRefinance: test } = analysisOf(depthExample)
  const { debt: terms, exit } = depthJson
  if (!test) throw new Error('the 9.7 example has a refinance test')
  return {
    'Exit example inputs': {
      'Property value ($)': terms.propertyValue,
      'Exit cap rate (%)': percent(exit.exitCapRate),
      'Refinance rate (%)': share(test.refinanceRate),
      'Selling costs (%)': percent(exit.sellingCosts),
    },
    'Exit example results': {
      'Max loan by LTV ($)': debtSizing.maxLoanLTV ?? 'no figure',
      'Recommended loan ($)': debtSizing.recommendedLoan,
      'Limiting test': debtSizing.limitingTest,
      LTV: share(debtSizing.ltv),
      'Forward NOI ($)': test.forwardNoi,
      'Exit value ($)': test.exitValue,
      'Balloon at maturity ($)': test.balloon,
      'Maturity LTV': share(test.maturityLtv),
      'Exit debt yield': share(test.exitDebtYield),
      'Refinance proceeds ($)': test.refinanceProceeds,
      'Refinance limiting test': test.refinanceLimitingTest,
      'Refinance gap ($)': test.refinanceGap,
      Outcome: refinanceOutcome(test.refinanceGap).status,
      'Cash-out capacity ($)': -test.refinanceGap,
    },
  }
}

function returns(): Record<string, TableFigures> {
  const { returns: figures } = analysisOf(depthExample)
  if (!figures) throw new Error('the 9.7 example has a property value')
  return {
    'Returns example results': {
      'Equity ($)': figures.equity,
      'Unlevered IRR': share(figures.unleveredIrr),
      'Levered IRR': share(figures.leveredIrr),
      'Equity multiple': figures.equityMultiple ?? 'no figure',
      'Cash-on-cash, year 1': share(figures.cashOnCashYear1),
      'Cash-on-cash, average': share(figures.averageCashOnCash),
    },
  }
}

function underwriting(): Record<string, TableFigures> {
  const { scenario, startYear } = UNDERWRITING_WORKED_EXAMPLE
  const analysis = analysisOf(scenarioOf(scenario, startYear))
  const { debtSizing, exitRefinance: test, returns: figures } = analysis
  const { marketLeasing: market, underwriting: adjustments, debt: terms } = scenario
  const termMonths = terms.loanTerm * 12
  return {
    'Underwriting example inputs': {
      'Dental Office lease type': scenario.tenants[1]!.leaseType,
      'Market leasing': market.enabled ? 'On' : 'Off',
      'Lease rent bump (%)': percent(market.leaseRentBump),
      'Market leasing commissions (%)': percent(market.leasingCommissions),
      'Market CapEx/TI ($/SF)': market.capexTI,
      'Market free rent (months)': market.freeRentMonths,
      'Renewal probability (%)': percent(market.renewalProbability),
      'Downtime (months)': market.downtimeMonths,
      'Renewal TI ($/SF)': market.renewalTI,
      'Renewal leasing commissions (%)': percent(market.renewalLeasingCommissions),
      'Renewal free rent (months)': market.renewalFreeRent,
      'Vacancy method': market.vacancyMethod === 'downtime' ? 'Downtime' : 'Rule of Thumb',
      'General vacancy (%)': percent(adjustments.generalVacancy),
      'Credit loss (%)': percent(adjustments.creditLoss),
      'Capital reserves ($/SF/yr)': adjustments.capitalReserves,
      'Size loan on': adjustments.sizeOn,
      'Loan term (years)': terms.loanTerm,
    },
    'Underwriting example years': yearRows<YearRow>(analysis.years, [2026, 2027, 2029, 2033], {
      'Gross rent ($)': (row) => row.grossRent,
      'Vacancy ($)': (row) => row.vacancy,
      'Credit loss ($)': (row) => row.creditLoss,
      'Reimbursements ($)': (row) => row.reimbursements,
      'Operating expenses ($)': (row) => row.operatingExpenses,
      'NOI ($)': (row) => row.noi,
      'Capital reserves ($)': (row) => row.capitalReserves,
      'Net cash flow ($)': (row) => row.netCashFlow,
      'Debt service ($)': (row) => row.debtService,
      'DSCR (NCF)': (row) => row.dscr,
    }),
    'Underwriting example loan, refinance and returns': {
      'Stabilized NCF ($)': debtSizing.stabilizedNoi,
      'Max loan by DSCR ($)': debtSizing.maxLoanDSCR,
      'Max loan by debt yield ($)': debtSizing.maxLoanDebtYield,
      'Max loan by LTV ($)': debtSizing.maxLoanLTV ?? 'no figure',
      'Recommended loan ($)': debtSizing.recommendedLoan,
      'Limiting test': debtSizing.limitingTest,
      [`Balloon at maturity, month ${termMonths} ($)`]: test?.balloon ?? 'no figure',
      'Refinance proceeds ($)': test?.refinanceProceeds ?? 'no figure',
      'Refinance limiting test': test?.refinanceLimitingTest ?? 'no figure',
      [`Refinance loan from month ${termMonths + 1} ($)`]: test?.refinanceLoan ?? 'no figure',
      'Equity ($)': figures?.equity ?? 'no figure',
      'Unlevered IRR': share(figures?.unleveredIrr),
      'Levered IRR': share(figures?.leveredIrr),
      'Equity multiple': figures?.equityMultiple ?? 'no figure',
      'Cash-on-cash, year 1': share(figures?.cashOnCashYear1),
    },
  }
}

/** The figures each section's tables must show, by the section's id (its markdown file's name). */
export const METHODOLOGY_FIGURES: Record<string, () => Record<string, TableFigures>> = {
  'time-value': () => ({}),
  mortgage,
  'loan-sizing': loanSizing,
  'cash-flow': cashFlow,
  debt,
  rollover,
  'exit-refinance': exitRefinance,
  returns,
  'worked-example-underwriting': underwriting,
  workbook: () => ({}),
}
