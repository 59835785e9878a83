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

function quoteCell(cell: string, separator: string): string {
  return /["\r\n]/.test(cell) || cell.includes(separator) ? `"${cell.replace(/"/g, '""')}"` : cell
}

/** Rows of cells as delimited text, quoting cells that need it, one line per row. */
export function toDelimited(rows: (string | number)[][], separator: '\t' | ','): string {
  return rows
    .map((row) =>
      row
        .map((cell) =>
          quoteCell(typeof cell === 'number' ? spreadsheetNumber(cell) : cell, separator),
        )
        .join(separator),
    )
    .join('\r\n')
}

/**
 * Parses text copied from a spreadsheet (tab-separated, quoted cells allowed) into rows of cells.
 * A trailing line break, as Excel adds, does not make an empty row.
 */
export function parseTabSeparated(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell === '') quoted = true
    else if (char === '\t') {
      row.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell])
  return rows
}
