import { analysisOf, scenarioOf } from './cash-flow-scenarios'
import { readRows } from './methodology-leases'
import {
  monthName,
  NO_FIGURE,
  percent,
  share,
  yearRows,
  type SectionFigures,
  type TableFigures,
} from './methodology-expected'
import { UNDERWRITING_WORKED_EXAMPLE } from './worked-example-figures'
import { calendarMonthOf, monthText } from '../src/finance/cash-flow/timeline'
import type { Analysis, AnalysisInput, YearRow } from '../src/finance/cash-flow/types'
import { RENT_BASIS, SIZE_LOAN_ON, VACANCY_METHOD } from '../src/finance/field-table'

/**
 * The lender's underwriting example (PRODUCT.md 10.9, worked-example-underwriting.json) on the
 * monthly model: a version 1 file, so it opens in January of the year given (2026) with rents at
 * lease start (11.1). Market leasing with renewal and downtime, a Base Year lease, general
 * vacancy, credit loss, reserves, sizing on Underwritten NCF and a 7-year loan refinanced at
 * maturity.
 */

const { scenario: json, startYear } = UNDERWRITING_WORKED_EXAMPLE
const example: AnalysisInput = scenarioOf(json, startYear)

/** The years the section shows: the first two, the rollover year and a year on the refinance loan. */
const SHOWN = [2026, 2027, 2029, 2033]
/** The analysis year (1-based) in which the in-place leases roll over. */
const ROLLOVER_YEAR = 4

function rentRoll(): TableFigures {
  return Object.fromEntries(
    example.tenants.map((tenant) => [
      tenant.name,
      {
        'Square feet': tenant.squareFootage,
        'Base rent ($/SF/yr)': tenant.baseRent,
        Escalation: percent(tenant.annualEscalation),
        'Lease start': tenant.leaseStart,
        'Lease expiration': tenant.leaseExpiration,
        'Lease type': tenant.leaseType,
      },
    ]),
  )
}

function inputs(): TableFigures {
  const { marketLeasing: market, underwriting: adjustments, debt: terms } = example
  return {
    'Analysis start': monthName(example.analysisStart),
    'Rents are': RENT_BASIS.options[example.rentBasis],
    'Market leasing': market.enabled ? 'On' : 'Off',
    'Lease rent bump (%)': percent(market.rentBumpPercent),
    'Market leasing commissions (%)': percent(market.leasingCommissionPercent),
    'Market CapEx/TI ($/SF)': market.capexTiPerSf,
    'Market free rent (months)': market.freeRentMonths,
    'Renewal probability (%)': percent(market.renewalProbabilityPercent),
    'Downtime (months)': market.downtimeMonths,
    'Renewal TI ($/SF)': market.renewalTiPerSf ?? NO_FIGURE,
    'Renewal leasing commissions (%)': percent(market.renewalLeasingCommissionPercent),
    'Renewal free rent (months)': market.renewalFreeRentMonths ?? NO_FIGURE,
    'Vacancy method': VACANCY_METHOD.options[market.vacancyMethod],
    'General vacancy (%)': percent(adjustments.generalVacancyPercent),
    'Credit loss (%)': percent(adjustments.creditLossPercent),
    'Capital reserves ($/SF/yr)': adjustments.capitalReservesPerSf,
    'TI/LC reserve ($/SF/yr)': adjustments.tiLcReservePerSf,
    'Size loan on': SIZE_LOAN_ON.options[adjustments.sizeLoanOn],
    'Loan term (years)': terms.loanTermYears,
    'Property value ($)': terms.propertyValue ?? NO_FIGURE,
  }
}

/** The lease that follows each lease in place: when it starts, its rent and its letting terms. */
function rollovers(): TableFigures {
  const { rows, terms } = readRows(example)
  return Object.fromEntries(
    rows.map(({ tenant, chain, flow, lease }) => {
      const next = chain[1]!
      const letting = next.letting!
      return [
        tenant.name,
        {
          'First month': next.firstMonth,
          Starts: monthName(monthText(calendarMonthOf(next.firstMonth, terms.start))),
          'Rent ($/SF/yr)': next.rentPerSfAnnual,
          'Monthly rent ($)': (lease.squareFeet * next.rentPerSfAnnual) / 12,
          'Free rent (months)': letting.freeRentMonths,
          'Downtime (months)': letting.downtimeMonths,
          'TI ($/SF)': letting.tiPerSf,
          'Leasing commission': share(letting.leasingCommission),
          'Downtime vacancy ($)': flow.vacancy[ROLLOVER_YEAR - 1]!,
          'TI & LC ($)': flow.tiAndLC[ROLLOVER_YEAR - 1]!,
        },
      ]
    }),
  )
}

function vacancy(analysis: Analysis): TableFigures {
  const { rows } = readRows(example)
  const floor = example.underwriting.generalVacancyPercent / 100
  const shown = analysis.years.filter((row) => [2026, 2029].includes(row.year))
  return yearRows(shown, (row) => row.label, {
    'Tenants’ vacancy ($)': (row) =>
      rows.reduce((sum, { flow }) => sum + flow.vacancy[analysis.years.indexOf(row)]!, 0),
    'General vacancy floor ($)': (row) => floor * row.grossRent,
    'Vacancy ($)': (row) => row.vacancy,
  })
}

function years(analysis: Analysis) {
  const shown = analysis.years.filter((row) => SHOWN.includes(row.year))
  return yearRows<YearRow>(shown, (row) => row.label, {
    'Gross rent ($)': (row) => row.grossRent,
    'Vacancy ($)': (row) => row.vacancy,
    'Credit loss ($)': (row) => row.creditLoss,
    'Reimbursements ($)': (row) => row.reimbursements,
    'Operating expenses ($)': (row) => row.operatingExpenses,
    'NOI ($)': (row) => row.noi,
    'Capital reserves ($)': (row) => row.capitalReserves,
    'TI & LC ($)': (row) => row.tiAndLC,
    'Cash flow before debt service ($)': (row) => row.netCashFlow,
    'Underwritten NCF ($)': (row) => row.underwrittenNcf,
    'Debt service ($)': (row) => row.debtService,
    'DSCR (Underwritten NCF)': (row) => row.dscr,
    Occupancy: (row) => share(row.occupancy),
  })
}

function loanAndReturns(analysis: Analysis): TableFigures {
  const { debtSizing, exitRefinance: test, returns: figures } = analysis
  const termMonths = example.debt.loanTermYears * 12
  return {
    'Stabilized Underwritten NCF ($)': debtSizing.stabilizedNoi,
    'Max loan by DSCR ($)': debtSizing.maxLoanDSCR,
    'Max loan by debt yield ($)': debtSizing.maxLoanDebtYield,
    'Max loan by LTV ($)': debtSizing.maxLoanLTV ?? NO_FIGURE,
    'Recommended loan ($)': debtSizing.recommendedLoan,
    'Limiting test': debtSizing.limitingTest,
    'Going-in debt yield': share(analysis.goingInDebtYield),
    [`Balloon at maturity, month ${termMonths} ($)`]: test?.balloon ?? NO_FIGURE,
    'Forward NOI ($)': test?.forwardNoi ?? NO_FIGURE,
    'Refinance proceeds ($)': test?.refinanceProceeds ?? NO_FIGURE,
    'Refinance limiting test': test?.refinanceLimitingTest ?? NO_FIGURE,
    [`Refinance loan from month ${termMonths + 1} ($)`]: test?.refinanceLoan ?? NO_FIGURE,
    'Equity ($)': figures?.equity ?? NO_FIGURE,
    'Unlevered IRR': share(figures?.unleveredIrr),
    'Levered IRR': share(figures?.leveredIrr),
    'Equity multiple': figures?.equityMultiple ?? NO_FIGURE,
    'Cash-on-cash, year 1': share(figures?.cashOnCashYear1),
  }
}

export function underwriting(): SectionFigures {
  const analysis = analysisOf(example)
  return {
    'Underwriting example rent roll': rentRoll(),
    'Underwriting example inputs': inputs(),
    'Underwriting example rollovers': rollovers(),
    'Underwriting example vacancy': vacancy(analysis),
    'Underwriting example years': years(analysis),
    'Underwriting example loan, refinance and returns': loanAndReturns(analysis),
  }
}
