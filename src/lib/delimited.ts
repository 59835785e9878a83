/** Tab- and comma-separated text for spreadsheets (Copy for Excel, Download CSV). */

/** A figure as a spreadsheet number: rounded to 2 decimals, no "$" or separators. */
export function spreadsheetNumber(value: number): string {
  if (!Number.isFinite(value)) return ''
  const rounded = Math.round(value * 100) / 100
  return String(rounded === 0 ? 0 : rounded)
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
