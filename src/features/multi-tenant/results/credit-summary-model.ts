import type { Analysis } from '../../../finance/cash-flow/types'
import { keyFigures } from '../../../finance/cash-flow/key-figures'
import { readMonth } from '../../../finance/cash-flow/timeline'
import { rateDscr } from '../../../finance/dscr'
import {
  formatCurrency,
  formatMultiple,
  formatNumber,
  formatOrDash,
  formatRatioAsPercent,
  formatRatioOrNa,
  formatYears,
} from '../../../lib/format'
import { refinanceOutcome } from './exit-refinance-model'
import { sizingFigureName } from './sizing-figure-name'

/**
 * The report's first page (PRODUCT.md 11.9), as a credit memo's summary reads: the property,
 * the loan and how it is covered, and where the money comes from and goes. Plain lines of text,
 * read from one analysis.
 */

export interface SummaryLine {
  label: string
  text: string
}

/** One side of Sources & Uses: an amount, its text and its share of the total. */
export interface MoneyLine {
  label: string
  amount: number
  text: string
  share: string
}

export interface SourcesAndUses {
  sources: MoneyLine[]
  uses: MoneyLine[]
  total: number
  totalText: string
}

export interface CreditSummary {
  property: SummaryLine[]
  loan: SummaryLine[]
  /** Null without a property value: no purchase price, so no uses to balance. */
  sourcesAndUses: SourcesAndUses | null
}

const monthFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "2026-11" -> "November 2026". */
export function monthInWords(analysisStart: string): string {
  const start = readMonth(analysisStart)
  if (!start.ok) return analysisStart
  return monthFormat.format(Date.UTC(start.month.year, start.month.month - 1, 1))
}

const counted = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`

/** "9 occupied, 1 vacant suite", and the rows the analysis leaves out. */
function tenantsText(analysis: Analysis): string {
  const { occupiedRows, vacantRows, invalidTenants } = analysis
  const leftOut = invalidTenants.length
  const text = `${formatNumber(occupiedRows)} occupied, ${counted(vacantRows, 'vacant suite', 'vacant suites')}`
  return leftOut === 0 ? text : `${text}; ${counted(leftOut, 'row', 'rows')} left out`
}

/** A DSCR with its rating: "1.47x (Excellent)"; none without debt service. */
const dscrText = (dscr: number | null) =>
  dscr === null ? 'N/A (no debt service)' : `${formatMultiple(dscr)} (${rateDscr(dscr)})`

function propertyLines(analysis: Analysis, propertyName: string | undefined): SummaryLine[] {
  return [
    { label: 'Property', text: propertyName?.trim() || 'Not named' },
    { label: 'Analysis Start', text: monthInWords(analysis.analysisStart) },
    { label: 'Building Area', text: `${formatNumber(analysis.buildingArea)} SF` },
    { label: 'Occupancy at Start', text: formatRatioAsPercent(analysis.occupancyAtStart) },
    { label: 'Tenants', text: tenantsText(analysis) },
    { label: 'WALT (by rent)', text: formatOrDash(analysis.rollover.waltByRent, formatYears) },
  ]
}

/** Refinanceable or not at maturity, in words; a loan maturing after the analysis has no test. */
function refinanceText(analysis: Analysis): string {
  const test = analysis.exitRefinance
  if (!test) return 'Matures after the 10-year analysis'
  const { status, note } = refinanceOutcome(test.refinanceGap)
  return `${status} in ${test.maturityYearLabel}: ${note.charAt(0).toLowerCase()}${note.slice(1)}`
}

function loanLines(analysis: Analysis): SummaryLine[] {
  const figures = keyFigures(analysis)
  const { sizedOn, maxLoanLTV, ltv } = analysis.debtSizing
  const onNcf = sizedOn === 'NCF' ? ` (${sizingFigureName(sizedOn)})` : ''
  const irr = analysis.returns
  return [
    {
      label: `Stabilized ${sizingFigureName(sizedOn)}`,
      text: formatCurrency(figures.stabilizedNoi),
    },
    { label: 'Recommended Loan', text: formatCurrency(figures.recommendedLoan) },
    { label: 'Limiting Test', text: figures.limitingTest },
    {
      label: 'LTV',
      text: maxLoanLTV === null ? 'Not applied (no property value)' : formatRatioAsPercent(ltv),
    },
    { label: `Year-1 DSCR${onNcf}`, text: dscrText(figures.year1Dscr) },
    { label: `Lowest Annual DSCR${onNcf}`, text: dscrText(figures.minDscr) },
    { label: 'Going-In Debt Yield', text: formatRatioOrNa(figures.goingInDebtYield) },
    { label: 'Balloon at Maturity', text: formatCurrency(analysis.debtSummary.balloonAtMaturity) },
    { label: 'Refinance at Maturity', text: refinanceText(analysis) },
    {
      label: 'Levered IRR',
      text: irr ? formatOrDash(irr.leveredIrr, formatRatioAsPercent) : 'N/A (no property value)',
    },
  ]
}

function moneyLine(label: string, amount: number, total: number): MoneyLine {
  return {
    label,
    amount,
    text: formatCurrency(amount),
    share: total > 0 ? formatRatioAsPercent(amount / total) : '-',
  }
}

/** The loan and the equity that buy the property at its value (PRODUCT.md 9.3's equity). */
function sourcesAndUses(analysis: Analysis): SourcesAndUses | null {
  const { returns } = analysis
  if (!returns) return null
  const total = returns.purchasePrice
  return {
    sources: [
      moneyLine('Loan', analysis.debtSizing.recommendedLoan, total),
      moneyLine('Equity', returns.equity, total),
    ],
    uses: [moneyLine('Purchase Price', total, total)],
    total,
    totalText: formatCurrency(total),
  }
}

/** The credit summary of `analysis` for a property named `propertyName` (if it is). */
export function creditSummary(analysis: Analysis, propertyName?: string): CreditSummary {
  return {
    property: propertyLines(analysis, propertyName),
    loan: loanLines(analysis),
    sourcesAndUses: sourcesAndUses(analysis),
  }
}
