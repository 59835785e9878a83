import { MAX_TENANTS, TENANT_NUMBER_FIELDS } from '../../../../finance/field-table'
import { fieldLabel } from '../../../../finance/field-labels'
import {
  formatCurrencyCents,
  formatNumber,
  formatWithUnit,
  listInWords,
} from '../../../../lib/format'
import type {
  DefaultedCells,
  MissingDates,
  MonthToMonth,
  RowsReport,
  SkippedRow,
  UnreadableCell,
  VacantSuites,
} from './rent-roll-report'

/** The words for what reading rows found (rent-roll-report.ts), for a paste and an import. */

export const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`

/**
 * Line numbers as a phrase, runs of three or more as a range: "line 14", "lines 14 and 15",
 * "lines 3, 5 and 9 to 2,001".
 */
export function linesInWords(lines: readonly number[]): string {
  const parts: string[] = []
  for (let index = 0; index < lines.length; index++) {
    let end = index
    while (lines[end + 1] === lines[end]! + 1) end++
    if (end - index >= 2) {
      parts.push(`${formatNumber(lines[index])} to ${formatNumber(lines[end])}`)
      index = end
    } else parts.push(formatNumber(lines[index]))
  }
  return `${lines.length === 1 ? 'line' : 'lines'} ${listInWords(parts)}`
}

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
export const named = (line: number, name: string) =>
  `${capital(linesInWords([line]))}${name ? ` (${name})` : ''}`

/** One sentence per row not brought in; blank rows and rows beyond the cap are grouped. */
export function skippedText(skipped: readonly SkippedRow[]): string[] {
  const blank = skipped.filter(({ reason }) => reason.kind === 'blank').map(({ line }) => line)
  const overCap = skipped.filter(({ reason }) => reason.kind === 'overCap').map(({ line }) => line)
  const sentences = skipped.flatMap(({ line, name, reason }) => {
    switch (reason.kind) {
      case 'total':
        return [`${named(line, name)}: a totals row, not imported.`]
      case 'noSquareFeet':
        return [
          `${named(line, name)}: ${reason.text ? `square feet "${reason.text}" could not be read` : 'no square feet'}, not imported.`,
        ]
      case 'noRent':
        return [
          `${named(line, name)}: ${reason.text ? `rent "${reason.text}" could not be read` : 'no rent'}, not imported.`,
        ]
      default:
        return []
    }
  })
  if (overCap.length > 0)
    sentences.push(
      `${capital(linesInWords(overCap))} (${plural(overCap.length, 'tenant', 'tenants')}) not imported: a rent roll holds at most ${formatNumber(MAX_TENANTS)} tenants.`,
    )
  if (blank.length > 0) sentences.push(`${capital(linesInWords(blank))}: blank, not imported.`)
  return sentences
}

/** The default a blank cell took, in words: "3.00%", "NNN", "$0.00/SF". */
function defaultValue({ field, value }: DefaultedCells): string {
  if (typeof value === 'string') return value
  if (value === null) return 'none'
  const spec = TENANT_NUMBER_FIELDS[field as keyof typeof TENANT_NUMBER_FIELDS]
  return spec ? formatWithUnit(value, spec.unit) : formatNumber(value)
}

/**
 * "Escalation (%) was blank on lines 4 and 9: set to the default, 3.00%."; without a column:
 * "TI ($/SF) has no column: lines 5 to 504 took the default, $0.00/SF."
 */
export function defaultsText(defaults: readonly DefaultedCells[]): string[] {
  return defaults.map((cells) =>
    cells.noColumn
      ? `${fieldLabel(cells.field)} has no column: ${linesInWords(cells.lines)} took the default, ${defaultValue(cells)}.`
      : `${fieldLabel(cells.field)} was blank on ${linesInWords(cells.lines)}: set to the default, ${defaultValue(cells)}.`,
  )
}

/** 'Line 8, Lease Start: "sometime" could not be read; the row is left out of the analysis until it is fixed.' */
export function unreadableText(cells: readonly UnreadableCell[]): string[] {
  return cells.map(
    ({ line, field, text }) =>
      `${capital(linesInWords([line]))}, ${fieldLabel(field)}: "${text}" could not be read; the row is left out of the analysis until it is fixed.`,
  )
}

/**
 * "Lease Expiration has no column: lines 2 to 9 have no date and are left out of the analysis
 * until one is entered." A lease date is never made up (PRODUCT.md 11.7).
 */
export function missingDatesText(missing: readonly MissingDates[]): string[] {
  return missing.map(({ field, lines, noColumn }) => {
    const one = lines.length === 1
    const rest = `left out of the analysis until ${one ? 'one is' : 'they are'} entered.`
    return noColumn
      ? `${fieldLabel(field)} has no column: ${linesInWords(lines)} ${one ? 'has' : 'have'} no date and ${one ? 'is' : 'are'} ${rest}`
      : `${fieldLabel(field)} was blank on ${linesInWords(lines)}: no date was made up; ${one ? 'the row is' : 'the rows are'} ${rest}`
  })
}

/** "Line 10: a month-to-month lease, read as expiring 2027-10-31 (the end of analysis year 1)." */
export function monthToMonthText(leases: readonly MonthToMonth[]): string[] {
  return leases.map(
    ({ line, expiration }) =>
      `${capital(linesInWords([line]))}: a month-to-month lease, read as expiring ${expiration} (the end of analysis year 1).`,
  )
}

/** "Lines 9 and 12: Gross leases with a base year, read as Base Year leases." */
export function baseYearText(lines: readonly number[]): string[] {
  if (lines.length === 0) return []
  const one = lines.length === 1
  return [
    `${capital(linesInWords(lines))}: ${one ? 'a Gross lease' : 'Gross leases'} with a base year, read as ${one ? 'a Base Year lease' : 'Base Year leases'}.`,
  ]
}

/**
 * The lease assumed for the vacant suites, each term with where it came from: "Lines 8 and 9:
 * vacant suites, imported as vacant rows leasing 2027-05-01 to 2032-04-30 (after 6 months of
 * downtime, assumed as the market downtime is 0; a 60-month term)." and their rent and type.
 */
export function vacantText(suites: VacantSuites | null): string[] {
  if (!suites) return []
  const { lines, datedLines, downtimeMonths, downtimeAssumed, averageRent, commonType } = suites
  const one = lines.length === 1
  const downtime = `${plural(downtimeMonths, 'month', 'months')} of downtime${downtimeAssumed ? ', assumed as the market downtime is 0' : ', the market downtime'}`
  const sentences = [
    `${capital(linesInWords(lines))}: ${one ? 'a vacant suite, imported as a vacant row' : 'vacant suites, imported as vacant rows'}.`,
  ]
  if (datedLines.length > 0)
    sentences.push(
      `${capital(linesInWords(datedLines))} ${datedLines.length === 1 ? 'leases' : 'lease'} from ${suites.leaseStart} to ${suites.leaseExpiration} (after ${downtime}; a ${suites.termMonths}-month term).`,
    )
  if (averageRent)
    sentences.push(
      averageRent.perSfYear === null
        ? `${capital(linesInWords(averageRent.lines))}: no rent, and no occupied rows to average; left out of the analysis until a rent is entered.`
        : `${capital(linesInWords(averageRent.lines))}: rent ${formatCurrencyCents(averageRent.perSfYear)}/SF, the SF-weighted average of the occupied rows.`,
    )
  if (commonType)
    sentences.push(
      `${capital(linesInWords(commonType.lines))}: lease type ${commonType.type}, ${commonType.fromOccupied ? 'the most common type of the occupied rows' : 'the new tenant default (no occupied rows)'}.`,
    )
  return sentences
}

/** Sentences about leases as read: the vacant suites, month-to-month leases, Base Year leases. */
export function leasesText(report: RowsReport): string[] {
  return [
    ...vacantText(report.vacant),
    ...monthToMonthText(report.monthToMonth),
    ...baseYearText(report.baseYearLeases),
  ]
}
