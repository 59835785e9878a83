import { RENT_BASIS } from '../../../../finance/field-table'
import { formatCurrency, formatCurrencyCents, formatNumber } from '../../../../lib/format'
import type { Timeline } from '../../scenario/scenario-reducer'
import { proposedStart } from './as-of-date'
import type { Duplicate, ImportReport, Reconciliation } from './rent-roll-report'
import {
  baseYearText,
  defaultsText,
  linesInWords,
  missingDatesText,
  monthToMonthText,
  named,
  plural,
  skippedText,
  unreadableText,
  vacantText,
} from './rows-report-text'

/** The import report in words, by section, the most important first. */
export interface ImportReportText {
  summary: string
  reconciliation: string[]
  /** Rows brought in but left out of the analysis: dates missing, cells not read. */
  unreadable: string[]
  skipped: string[]
  vacant: string[]
  duplicates: string[]
  /** Month-to-month and Base Year leases, then cells that took a default. */
  defaults: string[]
}

/** Dollars as the file's totals are written: cents only when there are some. */
const dollars = (value: number) =>
  Number.isInteger(Math.round(value * 100) / 100)
    ? formatCurrency(value)
    : formatCurrencyCents(value)

/** "Square feet match the file's total of 152,300"; "... differ ... by 1,200 (lines 14 and 15 not imported)". */
export function reconciliationText({
  measure,
  fileTotal,
  difference,
  notImported,
}: Reconciliation) {
  const subject = {
    squareFeet: 'Square feet',
    annualRent: 'Annual rent',
    monthlyRent: 'Monthly rent',
  }[measure]
  const amount = measure === 'squareFeet' ? formatNumber : dollars
  const many = measure === 'squareFeet'
  if (difference === 0)
    return `${subject} ${many ? 'match' : 'matches'} the file's total of ${amount(fileTotal)}`
  const why = notImported.length > 0 ? ` (${linesInWords(notImported)} not imported)` : ''
  return `${subject} ${many ? 'differ' : 'differs'} from the file's total by ${amount(Math.abs(difference))}${why}`
}

function duplicateText({ line, name, of }: Duplicate): string {
  const earlier = 'line' in of ? linesInWords([of.line]) : `row ${of.row} of the rent roll`
  return `${named(line, name)} has the same name, square feet and dates as ${earlier}: imported, a possible duplicate.`
}

/**
 * The analysis start and rent basis an import applied, and the as-of date behind the start:
 * "Analysis Start 2026-11 (the file is as of 10/31/2026, line 2); rents In Place at Analysis Start."
 */
export function timelineText(report: ImportReport, timeline: Timeline): string {
  const { asOf } = report
  const why = asOf ? ` (the file is as of ${asOf.text}, ${linesInWords([asOf.line])})` : ''
  return `Analysis Start ${timeline.analysisStart}${why}; rents ${RENT_BASIS.options[timeline.rentBasis]}.`
}

/**
 * A pasted block read without the mapping step leaves the analysis start as it is; when its
 * as-of date proposes another, that is said: " The rows are as of 10/31/2026 (line 1), which
 * proposes an Analysis Start of 2026-11; it was left at 2026-06."
 */
export function asOfNotAppliedText(report: ImportReport, analysisStart: string): string {
  const { asOf } = report
  if (!asOf) return ''
  const proposed = proposedStart(asOf.date)
  if (proposed === analysisStart) return ''
  return ` The rows are as of ${asOf.text} (${linesInWords([asOf.line])}), which proposes an Analysis Start of ${proposed}; it was left at ${analysisStart}.`
}

/** The whole report in words; with the timeline Import applied (null: a paste left it as it was). */
export function describeImport(report: ImportReport, timeline: Timeline | null): ImportReportText {
  const where = report.sheetName === null ? '' : ` from the sheet "${report.sheetName}"`
  const suites = report.vacant?.lines.length ?? 0
  const leases = plural(report.imported - suites, 'tenant', 'tenants')
  const rows =
    suites > 0 ? `${leases} and ${plural(suites, 'vacant suite', 'vacant suites')}` : leases
  const imported =
    report.imported === 0
      ? `No tenant was imported${where}.`
      : `Imported ${rows}${where} (header on ${linesInWords([report.headerLine])}).`
  return {
    summary: timeline ? `${imported} ${timelineText(report, timeline)}` : imported,
    reconciliation: report.reconciliation.map(reconciliationText),
    unreadable: [...missingDatesText(report.missingDates), ...unreadableText(report.unreadable)],
    skipped: skippedText(report.skipped),
    vacant: vacantText(report.vacant),
    duplicates: report.duplicates.map(duplicateText),
    defaults: [
      ...monthToMonthText(report.monthToMonth),
      ...baseYearText(report.baseYearLeases),
      ...defaultsText(report.defaults),
    ],
  }
}
