import type { DebtSummary, SizeLoanOn } from '../../../finance/cash-flow/types'
import { sizingFigureName } from './sizing-figure-name'
import { percentHeader, percentNumber, toDelimited } from '../../../lib/delimited'
import {
  formatCurrency,
  formatMultiple,
  formatPercent,
  formatRatioAsPercent,
  formatWithUnit,
} from '../../../lib/format'

/** One line of the debt summary: what the screen shows and the raw figure a copy carries. */
export interface DebtSummaryRow {
  term: string
  text: string
  /** Percentages as percent (6.5), ratios as multiples; null where the figure does not apply. */
  value: number | null
  /** The figure's data-metric name, for the figures no other card of the page carries. */
  metric?: string
}

const years = (count: number) => formatWithUnit(count, 'years')
const NO_DEBT_SERVICE = 'N/A (no debt service)'

/**
 * The summary's lines; the DSCRs are read on what the loan is sized on (`sizedOn`), and say so
 * when that is Underwritten NCF: "Lowest Annual DSCR (Underwritten NCF)".
 */
export function debtSummaryRows(
  summary: DebtSummary,
  sizedOn: SizeLoanOn = 'NOI',
): DebtSummaryRow[] {
  const hasIo = summary.interestOnlyYears > 0
  const onNcf = sizedOn === 'NCF' ? ` (${sizingFigureName(sizedOn)})` : ''
  return [
    { term: 'Loan Amount', text: formatCurrency(summary.loanAmount), value: summary.loanAmount },
    {
      term: percentHeader('Interest Rate'),
      text: formatPercent(summary.interestRatePercent),
      value: summary.interestRatePercent,
    },
    {
      term: 'Interest-Only Period (Years)',
      text: years(summary.interestOnlyYears),
      value: summary.interestOnlyYears,
    },
    {
      term: 'Amortization (Years)',
      text: years(summary.amortizationYears),
      value: summary.amortizationYears,
    },
    { term: 'Loan Term (Years)', text: years(summary.loanTermYears), value: summary.loanTermYears },
    {
      term: 'Annual Interest-Only Payment',
      text: hasIo ? formatCurrency(summary.annualIoPayment) : 'No interest-only period',
      value: hasIo ? summary.annualIoPayment : null,
    },
    {
      term: 'Annual Amortizing Payment',
      text: formatCurrency(summary.annualAmortizingPayment),
      value: summary.annualAmortizingPayment,
    },
    {
      term: 'Balloon at Maturity',
      text: formatCurrency(summary.balloonAtMaturity),
      value: summary.balloonAtMaturity,
      metric: 'balloonAtMaturity',
    },
    {
      term: `Lowest Annual DSCR${onNcf}`,
      text: summary.minDscr === null ? NO_DEBT_SERVICE : formatMultiple(summary.minDscr),
      value: summary.minDscr,
    },
    {
      term: `Average Annual DSCR${onNcf}`,
      text: summary.averageDscr === null ? NO_DEBT_SERVICE : formatMultiple(summary.averageDscr),
      value: summary.averageDscr,
    },
    {
      term: percentHeader('LTV'),
      text: summary.ltv === null ? 'N/A (no property value)' : formatRatioAsPercent(summary.ltv),
      value: summary.ltv === null ? null : percentNumber(summary.ltv),
    },
  ]
}

/** The summary as spreadsheet text: a term and its raw figure per line, empty where N/A. */
export function debtSummaryDelimited(
  summary: DebtSummary,
  sizedOn: SizeLoanOn,
  separator: '\t' | ',',
): string {
  const rows = debtSummaryRows(summary, sizedOn).map(({ term, value }) => [term, value ?? ''])
  return toDelimited([['Debt Summary', 'Value'], ...rows], separator)
}
