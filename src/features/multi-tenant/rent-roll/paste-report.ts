import { MAX_TENANTS } from '../../../finance/field-table'
import { listInWords } from '../../../lib/format'
import {
  defaultsText,
  describeImport,
  skippedText,
  unreadableText,
} from './import/import-report-text'
import type { PastedLine, PasteReport } from './tenant-paste'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "Line 3", "Lines 11 and 12", "Lines 11, 12 and 13". */
function lineNumbers(lines: readonly PastedLine[]): string {
  return `${lines.length === 1 ? 'Line' : 'Lines'} ${listInWords(lines.map((line) => String(line.line)))}`
}

/** The lines' text, each in quotes, shortened: "Hello team," and "please see attached.". */
function quoted(lines: readonly PastedLine[]): string {
  return lines
    .map(({ text }) => `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`)
    .join(', ')
}

/** Asked before a paste that does not fit: which lines would be left out, and why. */
export function describeOverflow(report: PasteReport): string {
  const { leftOut } = report
  return `${lineNumbers(leftOut)} (${quoted(leftOut)}) ${leftOut.length === 1 ? 'does' : 'do'} not fit: a rent roll holds at most ${MAX_TENANTS} tenants. Paste the other lines without ${leftOut.length === 1 ? 'it' : 'them'}?`
}

/** What reading a block with a header row by its headers found, most important first. */
function importWarnings(report: PasteReport): string[] {
  if (!report.imported) return []
  const text = describeImport(report.imported)
  return [
    `The rows were read by their headers (${report.header?.join(', ')}) and added after the rent roll's.`,
    ...text.reconciliation,
    ...text.unreadable,
    ...text.skipped.filter((line) => !/a rent roll holds at most/.test(line)),
    ...text.duplicates,
    ...text.defaults,
  ]
}

/** The report as sentences for the page, the most important first. */
export function describePaste(report: PasteReport): { summary: string; warnings: string[] } {
  const { updatedRows, addedRows, header, withoutFigures, leftOut, problems, ignoredCells } = report
  const pasted = updatedRows + addedRows
  const summary =
    pasted === 0
      ? 'Nothing was pasted.'
      : `Pasted ${plural(pasted, 'row', 'rows')}: ${updatedRows} updated, ${addedRows} added.`
  const warnings: string[] = [...importWarnings(report)]
  if (header && !report.imported)
    warnings.push(
      `The first line looked like column headers (${header.join(', ')}) and was skipped.`,
    )
  if (leftOut.length > 0)
    warnings.push(
      `${lineNumbers(leftOut)} (${quoted(leftOut)}) ${leftOut.length === 1 ? 'was' : 'were'} left out: a rent roll holds at most ${MAX_TENANTS} tenants.`,
    )
  if (withoutFigures.length > 0)
    warnings.push(
      `${lineNumbers(withoutFigures)} (${quoted(withoutFigures)}) ${withoutFigures.length === 1 ? 'has' : 'have'} no readable square feet or rent, so no tenant was added for ${withoutFigures.length === 1 ? 'it' : 'them'}.`,
    )
  warnings.push(...skippedText(report.skipped), ...unreadableText(report.unreadable))
  if (ignoredCells > 0)
    warnings.push(
      `${plural(ignoredCells, 'cell', 'cells')} beyond the last column ${ignoredCells === 1 ? 'was' : 'were'} ignored.`,
    )
  return { summary, warnings: [...warnings, ...problems, ...defaultsText(report.defaults)] }
}
