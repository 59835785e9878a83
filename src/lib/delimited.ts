/** Tab- and comma-separated text for spreadsheets (Copy for Excel, Download CSV). */

/** Rounds like the figures on screen (half away from zero), so a copied cell matches its display. */
const spreadsheetFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  useGrouping: false,
  signDisplay: 'negative',
})

/**
 * A figure as a spreadsheet number: rounded to 2 decimals, no "$" or separators:
 * -1234.565 -> "-1234.57", 1.005 -> "1.01", -0.001 -> "0". Not a finite number -> "".
 */
export function spreadsheetNumber(value: number): string {
  return Number.isFinite(value) ? spreadsheetFormat.format(value) : ''
}

/**
 * The one rule for shares and rates in every copy: a percent number, as typed by hand and as the
 * screen shows it (0.5051 on screen as 50.51% is copied as 50.51), under a header or label that
 * ends in "(%)". Rounded to 2 decimals like every copied figure, the screen's precision.
 */
export const percentHeader = (label: string) => `${label} (%)`

/** A share or rate (a fraction, 0.065) as the percent number a copy writes: 6.5. */
export const percentNumber = (ratio: number) => ratio * 100

/** A share or rate that may not exist: its percent number, or an empty cell where it shows "-". */
export const percentCell = (ratio: number | null): number | '' =>
  ratio === null ? '' : percentNumber(ratio)

/**
 * Text a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage
 * return (OWASP "CSV injection"), after any single quotes (see `safeSpreadsheetText`).
 */
const RUNS_AS_FORMULA = /^'*[=+\-@\t\r]/
/** A plain number written as text, such as spreadsheetNumber's "-23179.53": read as a number. */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/

/**
 * Text as a spreadsheet cell that no spreadsheet runs: text that would be read as a formula
 * ("=HYPERLINK(...)", "+1-555", "@SUM(A1)") gets a leading single quote, the mark Excel and
 * LibreOffice take for "this is text". Other text, and plain numbers written as text
 * ("-23179.53"), are unchanged. Text that already starts with quotes before such a character
 * gets one more, so `fromSafeSpreadsheetText` always gives the original back.
 *
 * @example safeSpreadsheetText('=1+1') // "'=1+1"
 */
export function safeSpreadsheetText(cell: string): string {
  return RUNS_AS_FORMULA.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell
}

/**
 * The text `safeSpreadsheetText` was given: drops the one quote it adds, so our own copied rows
 * paste back as they were. "'=1+1" -> "=1+1"; "'quoted'" and "=1+1" are unchanged.
 */
export function fromSafeSpreadsheetText(cell: string): string {
  return /^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell
}

function quoteCell(cell: string, separator: string): string {
  return /["\r\n]/.test(cell) || cell.includes(separator) ? `"${cell.replace(/"/g, '""')}"` : cell
}

/**
 * Rows of cells as delimited text, one line per row: numbers as spreadsheetNumber writes them,
 * text made safe (`safeSpreadsheetText`), and cells holding the separator, a quote or a line
 * break quoted.
 */
export function toDelimited(rows: (string | number)[][], separator: '\t' | ','): string {
  return rows
    .map((row) =>
      row
        .map((cell) =>
          quoteCell(
            typeof cell === 'number' ? spreadsheetNumber(cell) : safeSpreadsheetText(cell),
            separator,
          ),
        )
        .join(separator),
    )
    .join('\r\n')
}

/** A record of delimited text, with the line of the text it starts on (from 1). */
export interface DelimitedRecord {
  line: number
  cells: string[]
}

/** The separators a rent roll's text may use, the likeliest first (ties go to the first). */
export const SEPARATORS = ['\t', ',', ';', '|'] as const
export type Separator = (typeof SEPARATORS)[number]

/**
 * Parses delimited text (RFC 4180 quoting: a cell that starts with a quote runs to its closing
 * quote, separators and line breaks inside it included, "" is a quote) into records, each with the
 * text line it starts on. CRLF, LF and CR all end a line. A trailing line break, as Excel adds,
 * does not make an empty record.
 */
export function parseDelimited(text: string, separator: Separator): DelimitedRecord[] {
  const records: DelimitedRecord[] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let start = 1
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line++
        cell += char
      }
    } else if (char === '"' && cell === '') quoted = true
    else if (char === separator) {
      row.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++
      row.push(cell)
      records.push({ line: start, cells: row })
      row = []
      cell = ''
      start = ++line
    } else cell += char
  }
  if (cell !== '' || row.length > 0) records.push({ line: start, cells: [...row, cell] })
  return records
}

/**
 * The separator of delimited text: the one that splits the most of its first lines into the same
 * number of cells (at least 2), so "$1,234" in a tab-separated file or a title line above the
 * header does not decide it. Tab when nothing splits.
 */
export function sniffSeparator(text: string): Separator {
  const sample = text.slice(0, 65_536)
  let best: { separator: Separator; score: number } = { separator: '\t', score: 0 }
  for (const separator of SEPARATORS) {
    const counts = new Map<number, number>()
    for (const { cells } of parseDelimited(sample, separator).slice(0, 50))
      if (cells.length > 1) counts.set(cells.length, (counts.get(cells.length) ?? 0) + 1)
    const score = Math.max(0, ...counts.values())
    if (score > best.score) best = { separator, score }
  }
  return best.separator
}

/**
 * Parses text copied from a spreadsheet (tab-separated, quoted cells allowed) into rows of cells.
 * A trailing line break, as Excel adds, does not make an empty row.
 */
export function parseTabSeparated(text: string): string[][] {
  return parseDelimited(text, '\t').map((record) => record.cells)
}
