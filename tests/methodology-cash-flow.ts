import { analysisOf, scenarioOf } from './cash-flow-scenarios'
import { readRows, rentRuns, monthsText, stepMonths, type ReadRow } from './methodology-leases'
import {
  monthName,
  percent,
  share,
  yearNumber,
  yearRows,
  type Expected,
  type SectionFigures,
  type TableFigures,
} from './methodology-expected'
import { termRent } from '../src/finance/cash-flow/lease-chain'
import { expensesPerSfInYear } from '../src/finance/cash-flow/leases'
import { MONTHS_PER_YEAR } from '../src/finance/cash-flow/timeline'
import type { Analysis, AnalysisInput, Tenant } from '../src/finance/cash-flow/types'
import { RENT_BASIS, TENANT_STATUS } from '../src/finance/field-table'
import { MONTHLY_WORKED_EXAMPLE } from './worked-example-figures'

/**
 * The public worked example of the monthly model (PRODUCT.md 11.10, worked-example-monthly.json):
 * analysis from November 2026, rents in place, an anchor, a dental office on a Base Year lease
 * with dollar steps, and a vacant suite. The cash flow section works its year 1 by hand; the
 * debt, rollover, exit and returns sections carry it on.
 */
export const monthlyExample: AnalysisInput = scenarioOf(MONTHLY_WORKED_EXAMPLE.scenario)
export const monthlyAnalysis = (): Analysis => analysisOf(monthlyExample)

const escalationOf = (tenant: Tenant): Expected =>
  tenant.escalationType === 'dollars'
    ? `$${tenant.annualEscalation.toFixed(2)}`
    : percent(tenant.annualEscalation)

function rentRoll(): TableFigures {
  return Object.fromEntries(
    monthlyExample.tenants.map((tenant) => [
      tenant.name,
      {
        Status: TENANT_STATUS.options[tenant.status],
        'Square feet': tenant.squareFootage,
        'Base rent ($/SF/yr)': tenant.baseRent,
        Escalation: escalationOf(tenant),
        'Lease start': tenant.leaseStart,
        'Lease expiration': tenant.leaseExpiration,
        'Lease type': tenant.leaseType,
        'Base year': tenant.leaseType === 'Base Year' ? String(tenant.baseYear ?? 'empty') : '-',
        'TI ($/SF)': tenant.tiPerSF,
        'Leasing commission': percent(tenant.leasingCommission),
      },
    ]),
  )
}

function assumptions(): TableFigures {
  const { operatingExpenses: expenses, underwriting, marketLeasing } = monthlyExample
  return {
    'Analysis start': monthName(monthlyExample.analysisStart),
    'Rents are': RENT_BASIS.options[monthlyExample.rentBasis],
    'Market leasing': marketLeasing.enabled ? 'On' : 'Off',
    'Real estate taxes ($/SF)': expenses.realEstateTaxesPerSf,
    'Insurance ($/SF)': expenses.insurancePerSf,
    'Repairs & maintenance ($/SF)': expenses.repairsPerSf,
    'Utilities ($/SF)': expenses.utilitiesPerSf,
    'Other expenses ($/SF)': expenses.otherPerSf,
    'Management fee (%)': percent(expenses.managementFeePercent),
    'Expense escalation (%)': percent(expenses.escalationPercent),
    'General vacancy (%)': percent(underwriting.generalVacancyPercent),
    'Credit loss (%)': percent(underwriting.creditLossPercent),
    'Capital reserves ($/SF/yr)': underwriting.capitalReservesPerSf,
    'TI/LC reserve ($/SF/yr)': underwriting.tiLcReservePerSf,
  }
}

function leaseMonths(rows: readonly ReadRow[]): TableFigures {
  return Object.fromEntries(
    rows.map((row) => {
      const steps = stepMonths(row, 1)
      return [
        row.tenant.name,
        {
          'First month': row.lease.firstMonth,
          'Last month': row.lease.lastMonth,
          'Term (months)': row.lease.lastMonth - row.lease.firstMonth + 1,
          'Rent steps in year 1': steps.length ? steps.map((m) => `month ${m}`).join(', ') : 'none',
        },
      ]
    }),
  )
}

/** Year 1's rent, run by run: the rent per SF, the monthly rent, and the rent of those months. */
function rentByMonth(rows: readonly ReadRow[]): TableFigures {
  return Object.fromEntries(
    rows.flatMap((row) =>
      rentRuns(row, 1).map((run) => {
        const monthly = (row.lease.squareFeet * run.rentPerSf) / MONTHS_PER_YEAR
        return [
          `${row.tenant.name}, ${monthsText(run)}`,
          {
            'Rent ($/SF/yr)': run.rentPerSf,
            'Monthly rent ($)': monthly,
            'Rent of those months ($)': monthly * (run.to - run.from + 1),
          },
        ]
      }),
    ),
  )
}

function grossRent(rows: readonly ReadRow[], analysis: Analysis): TableFigures {
  return {
    ...Object.fromEntries(rows.map((row) => [row.tenant.name, row.flow.grossRent[0]!])),
    'Gross rent': analysis.years[0]!.grossRent,
  }
}

/** The reimbursable expenses per SF the example's recoveries read. */
function expensesPerSf(rows: readonly ReadRow[], terms: ReturnType<typeof readRows>['terms']) {
  const baseYear = rows.find((row) => row.lease.recovery.kind === 'baseYear')!.lease.baseYear
  return {
    'Reimbursable expenses, year 1 ($/SF)': terms.reimbursablePerSf[0]!,
    'Reimbursable expenses, year 2 ($/SF)': terms.reimbursablePerSf[1]!,
    [`Reimbursable expenses of base year ${baseYear} ($/SF)`]: expensesPerSfInYear(
      terms.expenses,
      baseYear - terms.start.year + 1,
    ),
  }
}

function reimbursements(rows: readonly ReadRow[]): TableFigures {
  return Object.fromEntries(
    rows.map(({ tenant, lease, flow }) => {
      const months = flow.occupiedSfMonths[0]! / lease.squareFeet
      const recovered = flow.reimbursements[0]!
      return [
        tenant.name,
        {
          'Lease type':
            tenant.leaseType === 'Base Year' ? `Base Year ${lease.baseYear}` : tenant.leaseType,
          Months: months,
          'Recovered ($/SF/yr)': (recovered / lease.squareFeet / months) * MONTHS_PER_YEAR,
          'Year 1 ($)': recovered,
        },
      ]
    }),
  )
}

/** Year 1's lines, with the parts of operating expenses and of TI & LC the text works out. */
function yearOne(
  rows: readonly ReadRow[],
  analysis: Analysis,
  expensesYear1: number,
): TableFigures {
  const year = analysis.years[0]!
  const onArea = expensesYear1 * analysis.buildingArea
  const vacant = rows.find((row) => row.tenant.status === 'vacant')!
  const ti = vacant.tenant.tiPerSF * vacant.tenant.squareFootage
  const leasingCommission = year.tiAndLC - ti
  return {
    'Gross rent': year.grossRent,
    Vacancy: year.vacancy,
    'Effective rent': year.effectiveRent,
    Reimbursements: year.reimbursements,
    'Total income': year.totalIncome,
    'Expenses on the building area': onArea,
    'Management fee': year.operatingExpenses - onArea,
    'Operating expenses': year.operatingExpenses,
    NOI: year.noi,
    'TI of the vacant suite': ti,
    'Rent of the vacant suite over its whole lease': termRent(
      vacant.chain[0]!,
      vacant.lease.escalation,
      vacant.lease.squareFeet,
    ),
    'Its leasing commission': leasingCommission,
    'TI & LC': year.tiAndLC,
    'Capital reserves': year.capitalReserves,
    'Cash flow before debt service': year.netCashFlow,
    'TI/LC reserve': year.tiLcReserve,
    'Underwritten NCF': year.underwrittenNcf,
  }
}

function occupancy(rows: readonly ReadRow[], analysis: Analysis): TableFigures {
  return {
    'Building area (SF)': analysis.buildingArea,
    'Square feet leased in month 1': rows.reduce((sum, row) => sum + row.flow.occupiedSfAtStart, 0),
    'Occupancy at the analysis start': share(analysis.occupancyAtStart),
    'Occupancy, year 1': share(analysis.years[0]!.occupancy),
  }
}

export function cashFlow(): SectionFigures {
  const analysis = monthlyAnalysis()
  const { terms, rows } = readRows(monthlyExample)
  return {
    'Monthly example rent roll': rentRoll(),
    'Monthly example assumptions': assumptions(),
    'Monthly example leases in analysis months': leaseMonths(rows),
    'Monthly example year 1 rent, month by month': rentByMonth(rows),
    'Monthly example year 1 gross rent': grossRent(rows, analysis),
    'Monthly example expenses per square foot': expensesPerSf(rows, terms),
    'Monthly example year 1 reimbursements': reimbursements(rows),
    'Monthly example year 1': yearOne(rows, analysis, terms.reimbursablePerSf[0]!),
    'Monthly example occupancy': occupancy(rows, analysis),
    'Monthly example years 1 to 10': yearRows(analysis.years, yearNumber(analysis.years), {
      'Gross rent ($)': (row) => row.grossRent,
      'Vacancy ($)': (row) => row.vacancy,
      'Reimbursements ($)': (row) => row.reimbursements,
      'Operating expenses ($)': (row) => row.operatingExpenses,
      'NOI ($)': (row) => row.noi,
      Occupancy: (row) => share(row.occupancy),
    }),
    'Monthly example years 1 to 10 below NOI': yearRows(
      analysis.years,
      yearNumber(analysis.years),
      {
        'TI & LC ($)': (row) => row.tiAndLC,
        'Capital reserves ($)': (row) => row.capitalReserves,
        'Cash flow before debt service ($)': (row) => row.netCashFlow,
        'TI/LC reserve ($)': (row) => row.tiLcReserve,
        'Underwritten NCF ($)': (row) => row.underwrittenNcf,
      },
    ),
  }
}
