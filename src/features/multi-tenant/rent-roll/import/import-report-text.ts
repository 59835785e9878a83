import { TENANT_NUMBER_FIELDS, MAX_TENANTS } from '../../../../finance/field-table'
import { fieldLabel } from '../../../../finance/field-labels'
import {
  formatCurrency,
  formatCurrencyCents,
  formatNumber,
  formatWithUnit,
  listInWords,
} from '../../../../lib/format'
import type {
  DefaultedCells,
  Duplicate,
  ImportReport,
  Reconciliation,
  SkippedRow,
  UnreadableCell,
} from './import-report'

/** The import report in words, by section, the most important first. */
export interface ImportReportText {
  summary: string
  reconciliation: string[]
  skipped: string[]
  defaults: string[]
  unreadable: string[]
  duplicates: string[]
}

const plural = (count: number, one: string, many: string) =>
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

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
const named = (line: number, name: string) =>
  `${capital(linesInWords([line]))}${name ? ` (${name})` : ''}`

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

/** One sentence per row not imported; blank rows and rows beyond the cap are grouped. */
export function skippedText(skipped: readonly SkippedRow[]): string[] {
  const blank = skipped.filter(({ reason }) => reason.kind === 'blank').map(({ line }) => line)
  const overCap = skipped.filter(({ reason }) => reason.kind === 'overCap').map(({ line }) => line)
  const sentences = skipped.flatMap(({ line, name, reason }) => {
    switch (reason.kind) {
      case 'total':
        return [`${named(line, name)}: a totals row, not imported.`]
      case 'vacant':
        return [
          `${named(line, name)}: a vacant suite${reason.squareFeet === null ? '' : ` of ${formatNumber(reason.squareFeet)} SF`}, not imported.`,
        ]
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

/** The default a blank cell took, in words: "3.00%", "NNN", "2026-06-15 (today)". */
function defaultValue({ field, value }: DefaultedCells): string {
  if (value === null) return '5 years after the start'
  if (field === 'leaseStart') return `${value} (today)`
  if (typeof value === 'string') return value
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

/** 'Line 8, Lease Start: "sometime" could not be read; the row is left out until it is fixed.' */
export function unreadableText(cells: readonly UnreadableCell[]): string[] {
  return cells.map(
    ({ line, field, text }) =>
      `${capital(linesInWords([line]))}, ${fieldLabel(field)}: "${text}" could not be read; the row is left out of the analysis until it is fixed.`,
  )
}

function duplicateText({ line, name, of }: Duplicate): string {
  const earlier = 'line' in of ? linesInWords([of.line]) : `row ${of.row} of the rent roll`
  return `${named(line, name)} has the same name, square feet and dates as ${earlier}: imported, a possible duplicate.`
}

/** The whole report in words. */
export function describeImport(report: ImportReport): ImportReportText {
  const where = report.sheetName === null ? '' : ` from the sheet "${report.sheetName}"`
  const summary =
    report.imported === 0
      ? `No tenant was imported${where}.`
      : `Imported ${plural(report.imported, 'tenant', 'tenants')}${where} (header on ${linesInWords([report.headerLine])}).`
  const monthToMonth = report.monthToMonth.map(
    ({ line, expiration }) =>
      `${capital(linesInWords([line]))}: a month-to-month lease, read as expiring ${expiration} (December 31 of year 1).`,
  )
  return {
    summary,
    reconciliation: report.reconciliation.map(reconciliationText),
    skipped: skippedText(report.skipped),
    defaults: [...monthToMonth, ...defaultsText(report.defaults)],
    unreadable: unreadableText(report.unreadable),
    duplicates: report.duplicates.map(duplicateText),
  }
}
