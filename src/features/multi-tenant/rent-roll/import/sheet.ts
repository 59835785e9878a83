/**
 * A rent roll as the reader takes it, whatever file it came from: sheets of rows of cells. Text
 * files give strings; an .xlsx gives strings, numbers, booleans and dates (a formula cell as its
 * stored result, a percent-formatted number as text such as "3%").
 */
export type RawCell = string | number | boolean | Date | null

/** A row of a sheet, with its line in the file (spreadsheet row number or text line). */
export interface SheetRow {
  line: number
  cells: RawCell[]
}

export interface ImportSheet {
  /** The worksheet's name; null for a text file or a pasted block. */
  name: string | null
  /** Text files and pasted blocks: names may carry the quote our own Copy adds ("'=1+1"). */
  fromText: boolean
  rows: SheetRow[]
}
