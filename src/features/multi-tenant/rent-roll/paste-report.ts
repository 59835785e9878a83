import { MAX_TENANTS } from '../../../finance/field-table'
import { listInWords } from '../../../lib/format'
import type { SkippedRow, SkipReason } from './import/rent-roll-report'
import {
  defaultsText,
  leasesText,
  missingDatesText,
  skippedText,
  unreadableText,
} from './import/rows-report-text'
import type { PasteReport } from './tenant-paste'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** The lines skipped for one reason. */
const skippedFor = (report: PasteReport, kind: SkipReason['kind']) =>
  report.skipped.filter(({ reason }) => reason.kind === kind)

/** "Line 3", "Lines 11 and 12", "Lines 11, 12 and 13". */
function lineNumbers(lines: readonly SkippedRow[]): string {
  return `${lines.length === 1 ? 'Line' : 'Lines'} ${listInWords(lines.map((line) => String(line.line)))}`
}

/** The lines' text, each in quotes, shortened: "Hello team," and "please see attached.". */
function quoted(lines: readonly SkippedRow[]): string {
  return lines
    .map(({ name }) => `"${name.length > 40 ? `${name.slice(0, 39)}…` : name}"`)
    .join(', ')
}

/** Asked before a paste that does not fit: which lines would be left out, and why. */
export function describeOverflow(report: PasteReport): string {
  const leftOut = skippedFor(report, 'overCap')
  return `${lineNumbers(leftOut)} (${quoted(leftOut)}) ${leftOut.length === 1 ? 'does' : 'do'} not fit: a rent roll holds at most ${MAX_TENANTS} tenants. Paste the other lines without ${leftOut.length === 1 ? 'it' : 'them'}?`
}

/** Whether some pasted lines do not fit in the rent roll. */
export const pasteOverflows = (report: PasteReport) => skippedFor(report, 'overCap').length > 0

/** Lines that were not pasted: beyond the cap, without figures, totals. */
function notPastedText(report: PasteReport): string[] {
  const leftOut = skippedFor(report, 'overCap')
  const withoutFigures = skippedFor(report, 'noFigures')
  const sentences: string[] = []
  if (leftOut.length > 0)
    sentences.push(
      `${lineNumbers(leftOut)} (${quoted(leftOut)}) ${leftOut.length === 1 ? 'was' : 'were'} left out: a rent roll holds at most ${MAX_TENANTS} tenants.`,
    )
  if (withoutFigures.length > 0)
    sentences.push(
      `${lineNumbers(withoutFigures)} (${quoted(withoutFigures)}) ${withoutFigures.length === 1 ? 'has' : 'have'} no readable square feet or rent, so no tenant was added for ${withoutFigures.length === 1 ? 'it' : 'them'}.`,
    )
  return [...sentences, ...skippedText(skippedFor(report, 'total'))]
}

/** The report as sentences for the page, the most important first. */
export function describePaste(report: PasteReport): { summary: string; warnings: string[] } {
  const { updatedRows, addedRows, header, problems, ignoredCells } = report
  const pasted = updatedRows + addedRows
  const summary =
    pasted === 0
      ? 'Nothing was pasted.'
      : `Pasted ${plural(pasted, 'row', 'rows')}: ${updatedRows} updated, ${addedRows} added.`
  const warnings: string[] = []
  if (header)
    warnings.push(
      `The first line looked like column headers (${header.join(', ')}) and was skipped.`,
    )
  warnings.push(
    ...notPastedText(report),
    ...missingDatesText(report.missingDates),
    ...unreadableText(report.unreadable),
  )
  if (ignoredCells > 0)
    warnings.push(
      `${plural(ignoredCells, 'cell', 'cells')} beyond the last column ${ignoredCells === 1 ? 'was' : 'were'} ignored.`,
    )
  return {
    summary,
    warnings: [...warnings, ...problems, ...leasesText(report), ...defaultsText(report.defaults)],
  }
}
