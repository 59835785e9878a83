import ExcelJS, { type Cell, type Workbook } from 'exceljs'
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'

/**
 * A real spreadsheet application for the workbook tests: LibreOffice Calc, headless. The tests
 * remove the cached value of every formula cell (so a figure read back can only be one the
 * spreadsheet computed), let LibreOffice recalculate and save the workbooks, and read them back.
 */

const run = promisify(execFile)

/** Formula cells LibreOffice leaves uncalculated would keep no value; this makes it recalculate. */
const ALWAYS_RECALCULATE = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`

export async function readWorkbook(file: string): Promise<Workbook> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  return workbook
}

/** Every cell of a workbook that holds something. */
function everyCell(workbook: Workbook): Cell[] {
  const cells: Cell[] = []
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell))))
  return cells
}

/** Every formula cell of a workbook. */
const formulaCells = (workbook: Workbook) => everyCell(workbook).filter((cell) => cell.formula)

/**
 * A formula's cached result as the file holds it. `cell.result`, not `cell.value.result`:
 * exceljs leaves a result of 0 out of `cell.value`, so a 0 would read as "no value".
 */
const formulaResult = (cell: Cell): unknown => (cell.result as unknown) ?? null

/**
 * Writes `source` to `target` with no cached formula results (each formula cell keeps only its
 * formula), after `change` edits the workbook (e.g. an input). Returns how many formulas it has.
 */
export async function withoutCachedValues(
  source: string,
  target: string,
  change?: (workbook: Workbook) => void,
): Promise<number> {
  const workbook = await readWorkbook(source)
  change?.(workbook)
  const formulas = formulaCells(workbook)
  for (const cell of formulas) cell.value = { formula: cell.formula }
  await workbook.xlsx.writeFile(target)
  const written = formulaCells(await readWorkbook(target))
  const cached = written.filter((cell) => formulaResult(cell) !== null)
  if (written.length !== formulas.length || cached.length > 0)
    throw new Error(`${target}: ${cached.length} of ${written.length} formulas keep a value`)
  return formulas.length
}

/**
 * Opens `files` in LibreOffice Calc (one run for all), recalculates every formula and saves each
 * as .xlsx in `outDir`; returns the saved paths in the same order.
 */
export function recalculateInLibreOffice(files: string[], outDir: string): Promise<string[]> {
  return convertInLibreOffice(files, outDir, 'xlsx', 'xlsx:Calc MS Excel 2007 XML')
}

/**
 * Prints `files` as LibreOffice Calc prints them (each sheet with its page setup: orientation,
 * scaling, print titles, footer) to PDF files in `outDir`; returns their paths in the same order.
 */
export function printInLibreOffice(files: string[], outDir: string): Promise<string[]> {
  return convertInLibreOffice(files, outDir, 'pdf', 'pdf:calc_pdf_Export')
}

/**
 * Opens `files` in LibreOffice Calc (one run for all), recalculates every formula and saves each
 * with the `filter` in `outDir`. A private profile per run lets parallel test workers run
 * LibreOffice at the same time.
 */
async function convertInLibreOffice(
  files: string[],
  outDir: string,
  extension: string,
  filter: string,
): Promise<string[]> {
  const profile = await mkdtemp(join(tmpdir(), 'lo-profile-'))
  try {
    await mkdir(join(profile, 'user'), { recursive: true })
    await writeFile(join(profile, 'user', 'registrymodifications.xcu'), ALWAYS_RECALCULATE)
    await mkdir(outDir, { recursive: true })
    const args = [`-env:UserInstallation=file://${profile}`, '--headless', '--norestore']
    args.push('--convert-to', filter, '--outdir', outDir, ...files)
    await run(process.env.SOFFICE_PATH ?? 'soffice', args, { timeout: 120_000 }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT')
          throw new Error(
            'LibreOffice (soffice) is not installed: apt-get install -y libreoffice-calc-nogui',
          )
        throw error
      },
    )
  } finally {
    await rm(profile, { recursive: true, force: true })
  }
  return files.map((file) => join(outDir, basename(file).replace(/\.[^.]+$/, `.${extension}`)))
}

export type CellReading = number | string | null

/** What a cell shows: a formula's computed result (null when it has none), or the value itself. */
export function cellValue(cell: Cell): CellReading {
  return (cell.formula ? formulaResult(cell) : cell.value) as CellReading
}

/** How a spreadsheet writes a failed calculation: #DIV/0!, #VALUE!, #NAME?, #N/A, Err:502... */
const ERROR_TEXT = /^(#[A-Z0-9/]+[!?]|#N\/A|Err:\d+)/

/**
 * Where a recalculated workbook shows no figure: a formula cell left without a result (unless
 * `mayBeBlank` says it is one meant to be empty), or any cell holding a spreadsheet error
 * (#DIV/0!, #VALUE!, #NAME?, Err:...) or a number that is not finite. Each as "Sheet!A1: what it
 * holds".
 */
export function cellsWithoutFigures(
  workbook: Workbook,
  mayBeBlank: (cell: Cell) => boolean = () => false,
): string[] {
  return everyCell(workbook).flatMap((cell) => {
    const shown = cell.formula ? formulaResult(cell) : cell.value
    // A formula meant to show nothing (""): LibreOffice saves its empty text as no value at all.
    if (shown === null && cell.formula && mayBeBlank(cell)) return []
    const failed =
      shown === null ||
      (typeof shown === 'object' && !(shown instanceof Date)) ||
      (typeof shown === 'number' && !Number.isFinite(shown)) ||
      (typeof shown === 'string' && ERROR_TEXT.test(shown))
    return failed ? [`${cell.worksheet.name}!${cell.address}: ${JSON.stringify(shown)}`] : []
  })
}

/** The cell a defined name points to ("RecommendedLoan" -> Debt!B12). */
export function namedCell(workbook: Workbook, name: string): Cell {
  const range = workbook.definedNames.getRanges(name).ranges[0] ?? ''
  const [, sheet, address] = /^'?(.*?)'?!([A-Z]+\d+)$/.exec(range.replace(/\$/g, '')) ?? []
  const cell = sheet && address ? workbook.getWorksheet(sheet)?.getCell(address) : undefined
  if (!cell) throw new Error(`no cell for the name ${name} (${range})`)
  return cell
}

/** The value of a defined name's cell. */
export function named(workbook: Workbook, name: string): CellReading {
  return cellValue(namedCell(workbook, name))
}

/** A defined name's value as a number (fails on text or an empty cell). */
export function namedNumber(workbook: Workbook, name: string): number {
  const value = named(workbook, name)
  if (typeof value !== 'number') throw new Error(`${name} is ${JSON.stringify(value)}`)
  return value
}

/** The values right of the cell in column A that reads `label` on `sheet`. */
export function rowAfterLabel(workbook: Workbook, sheet: string, label: string) {
  const worksheet = workbook.getWorksheet(sheet)
  let found: CellReading[] | null = null
  worksheet?.eachRow((row) => {
    if (found === null && row.getCell(1).value === label)
      found = Array.from({ length: row.cellCount - 1 }, (_, index) =>
        cellValue(row.getCell(index + 2)),
      )
  })
  if (found === null) throw new Error(`no row "${label}" on ${sheet}`)
  return found as CellReading[]
}

/** Sets the value of a defined name's cell (an input such as InterestRate). */
export function setNamed(workbook: Workbook, name: string, value: number) {
  namedCell(workbook, name).value = value
}
