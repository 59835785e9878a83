import { monthlyAnalysis, monthlyExample } from './methodology-cash-flow'
import { readRows } from './methodology-leases'
import {
  NO_FIGURE,
  percent,
  share,
  yearNumber,
  yearRows,
  type SectionFigures,
  type TableFigures,
} from './methodology-expected'
import { sizingFigure } from '../src/finance/cash-flow/analyze'
import type { YearRow } from '../src/finance/cash-flow/types'
import { inPlaceLeaseOf } from '../src/finance/cash-flow/rollover'
import { SIZE_LOAN_ON } from '../src/finance/field-table'
import { refinanceOutcome } from '../src/features/multi-tenant/results/exit-refinance-model'

/**
 * The debt, lease rollover, exit and returns sections: the monthly worked example (PRODUCT.md
 * 11.10) carried on from its cash flow, as the engine computes it.
 */

const sizingName = () => SIZE_LOAN_ON.options[monthlyExample.underwriting.sizeLoanOn]

export function debt(): SectionFigures {
  const { years, debtSizing, debtSummary, sensitivity, goingInDebtYield } = monthlyAnalysis()
  const terms = monthlyExample.debt
  const figure = sizingName()
  const scenario = (label: string) => {
    const row = sensitivity.find((each) => each.label === label)!
    return {
      [`${figure} ($)`]: row.noi,
      'Recommended loan ($)': row.loan,
      'Difference from year 2 ($)': row.differenceFromYear2,
    }
  }
  const sizedOn = (row: YearRow) => sizingFigure(row, monthlyExample.underwriting.sizeLoanOn)
  const firstFive = years.slice(0, 5).map(sizedOn)
  return {
    'Debt example terms': {
      'Interest rate (%)': percent(terms.interestRatePercent),
      'Amortization (years)': terms.amortizationYears,
      'Interest-only (years)': terms.interestOnlyYears,
      'Loan term (years)': terms.loanTermYears,
      'Minimum DSCR': terms.minDscr,
      'Maximum debt yield (%)': percent(terms.maxDebtYieldPercent),
      'Maximum LTV (%)': percent(terms.maxLtvPercent),
      'Property value ($)': terms.propertyValue ?? NO_FIGURE,
      'Size loan on': figure,
    },
    'Debt example sizing': {
      [`${figure}, year 3`]: sizedOn(years[2]!),
      [`${figure}, average of years 1 to 5`]: firstFive.reduce((sum, value) => sum + value) / 5,
      [`Stabilized ${figure}`]: debtSizing.stabilizedNoi,
      'Max loan by DSCR': debtSizing.maxLoanDSCR,
      'Max loan by debt yield': debtSizing.maxLoanDebtYield,
      'Max loan by LTV': debtSizing.maxLoanLTV ?? NO_FIGURE,
      'Recommended loan': debtSizing.recommendedLoan,
      'Limiting test': debtSizing.limitingTest,
      LTV: share(debtSizing.ltv),
      'Going-in debt yield': share(goingInDebtYield),
    },
    'Debt example debt service': yearRows(years, yearNumber(years), {
      [`${figure} ($)`]: sizedOn,
      'Debt service ($)': (row) => row.debtService,
      'Cash flow after debt service ($)': (row) => row.cashFlowAfterDebt,
      [`DSCR (${figure})`]: (row) => row.dscr,
    }),
    'Debt example summary': {
      'Annual interest-only payment ($)': debtSummary.annualIoPayment,
      'Annual amortizing payment ($)': debtSummary.annualAmortizingPayment,
      'Balloon at maturity ($)': debtSummary.balloonAtMaturity,
      'Minimum DSCR': debtSummary.minDscr ?? NO_FIGURE,
      'Average DSCR': debtSummary.averageDscr ?? NO_FIGURE,
    },
    'Debt example sensitivity': {
      [`Year 1 ${figure}`]: scenario('Year 1 NOI'),
      [`Year 2 ${figure}`]: scenario('Year 2 NOI'),
      [`Worst year ${figure}`]: scenario('Worst Year NOI'),
    },
  }
}

function leasesInPlace(): TableFigures {
  const { rows, terms } = readRows(monthlyExample)
  const { rollover: exposure } = monthlyAnalysis()
  const inPlace = rows.filter((row) => row.tenant.status !== 'vacant')
  return Object.fromEntries(
    inPlace.map((row) => {
      const lease = inPlaceLeaseOf(row.valid, terms)
      const bucket = exposure.buckets[Math.min(10, Math.max(1, lease.expirationYear)) - 1]!
      return [
        row.tenant.name,
        {
          'Last month': lease.lastMonth,
          'Expires in': bucket.label ?? 'After Year 10',
          'Months remaining': Math.max(0, lease.lastMonth),
          'In-place rent ($/yr)': lease.rent,
        },
      ]
    }),
  )
}

export function rollover(): SectionFigures {
  const { rollover: exposure } = monthlyAnalysis()
  const [year3, year4] = [exposure.buckets[2]!, exposure.buckets[3]!]
  const others = exposure.buckets.filter((bucket) => bucket !== year3 && bucket !== year4)
  return {
    'Rollover example leases in place': leasesInPlace(),
    'Rollover example shares': {
      'In-place rent ($/yr)': exposure.totalRent,
      'Square feet of the leases in place': exposure.totalSf,
      'Rent expiring in year 3': share(year3.rentShare),
      'Rent expiring in year 4': share(year4.rentShare),
      'Rent expiring in the other years': share(
        others.reduce((sum, bucket) => sum + (bucket.rentShare ?? 0), 0),
      ),
      'Square feet expiring in year 3': share(year3.sfShare),
      'Square feet expiring in year 4': share(year4.sfShare),
      'WALT by rent (years)': exposure.waltByRent ?? NO_FIGURE,
      'WALT by area (years)': exposure.waltByArea ?? NO_FIGURE,
      'Top tenant share': share(exposure.topTenantShare),
      'Near-term rollover (years 1 and 2)': share(exposure.nearTermRolloverShare),
    },
  }
}

export function exitRefinance(): SectionFigures {
  const { exitRefinance: test } = monthlyAnalysis()
  const { debt: terms, exit } = monthlyExample
  if (!test) throw new Error('the monthly example has a refinance test')
  return {
    'Exit example inputs': {
      'Property value ($)': terms.propertyValue ?? NO_FIGURE,
      'Exit cap rate (%)': percent(exit.exitCapRatePercent),
      'Refinance rate (%)': share(test.refinanceRate),
      'Selling costs (%)': percent(exit.sellingCostsPercent),
    },
    'Exit example results': {
      'Maturity year': test.maturityYearLabel,
      'Forward year': test.forwardYearLabel,
      'Forward NOI ($)': test.forwardNoi,
      'Exit value ($)': test.exitValue,
      'Balloon at maturity ($)': test.balloon,
      'Maturity LTV': share(test.maturityLtv),
      'Exit debt yield': share(test.exitDebtYield),
      'Refinance by DSCR ($)': test.refinanceByDscr,
      'Refinance by debt yield ($)': test.refinanceByDebtYield,
      'Refinance by LTV ($)': test.refinanceByLtv,
      'Refinance proceeds ($)': test.refinanceProceeds,
      'Refinance limiting test': test.refinanceLimitingTest,
      'Refinance gap ($)': test.refinanceGap,
      Outcome: refinanceOutcome(test.refinanceGap).status,
      'Cash-out capacity ($)': -test.refinanceGap,
    },
  }
}

export function returns(): SectionFigures {
  const { returns: figures, years } = monthlyAnalysis()
  if (!figures) throw new Error('the monthly example has a property value')
  const flows = ['Purchase', ...years.map(yearNumber(years))].map((label, index) => ({
    label,
    unlevered: figures.unleveredFlows[index]!,
    levered: figures.leveredFlows[index]!,
  }))
  return {
    'Returns example sale': {
      'Equity ($)': figures.equity,
      'Sale price ($)': figures.salePrice,
      'Net sale proceeds ($)': figures.netSaleProceeds,
      'Loan payoff at sale ($)': figures.loanPayoffAtSale,
    },
    'Returns example flows': yearRows(flows, (row) => row.label, {
      'Unlevered ($)': (row) => row.unlevered,
      'Levered ($)': (row) => row.levered,
    }),
    'Returns example results': {
      'Unlevered IRR': share(figures.unleveredIrr),
      'Levered IRR': share(figures.leveredIrr),
      'Equity multiple': figures.equityMultiple ?? NO_FIGURE,
      'Cash-on-cash, year 1': share(figures.cashOnCashYear1),
      'Cash-on-cash, average': share(figures.averageCashOnCash),
    },
  }
}
