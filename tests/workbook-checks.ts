import { expect } from 'vitest'
import { analyzeScenario } from '../src/finance/cash-flow/analyze'
import type { AnalysisInput } from '../src/finance/cash-flow/types'
import { exclusionWords } from '../src/features/multi-tenant/results/rent-roll-model'
import { scenarioWorkbook } from '../src/features/multi-tenant/results/workbook/scenario-workbook'
import { formatCurrency, formatCurrencyCents, formatNumber } from '../src/lib/format'
import { MAX_COLUMN_WIDTH } from '../src/lib/workbook/column-widths'
import {
  cellAddress,
  type CellModel,
  type NumberFormat,
  type SheetModel,
  type WorkbookModel,
} from '../src/lib/workbook/workbook-model'

/** Reading a workbook model in tests, by sheet and address or by defined name. */

/** The multi-tenant workbook of a scenario that must be valid, with the analysis it shows. */
export function scenarioWorkbookOf(input: AnalysisInput) {
  const outcome = analyzeScenario(input)
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
  return {
    model: scenarioWorkbook(input, outcome.result, exclusionWords),
    analysis: outcome.result,
  }
}

export function sheetOf(model: WorkbookModel, name: string): SheetModel {
  const sheet = model.sheets.find((candidate) => candidate.name === name)
  if (!sheet) throw new Error(`no sheet ${name}`)
  return sheet
}

/** The cell at an A1 address of a sheet (null when empty). */
export function cellAt(model: WorkbookModel, sheet: string, address: string): CellModel | null {
  const [, letters, digits] = /^([A-Z]+)(\d+)$/.exec(address) ?? []
  const column = [...letters!].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0)
  return sheetOf(model, sheet).rows[Number(digits) - 1]?.[column - 1] ?? null
}

/** The cell a defined name points to. */
export function namedCell(model: WorkbookModel, name: string): CellModel | null {
  const target = model.names.find((candidate) => candidate.name === name)
  if (!target) throw new Error(`no defined name ${name}`)
  return cellAt(model, target.sheet, target.address)
}

/** A formula cell's expression and cached result (fails on any other cell). */
export function formulaOf(cell: CellModel | null) {
  if (cell?.kind !== 'formula') throw new Error(`not a formula: ${JSON.stringify(cell)}`)
  return cell
}

/** What a cell shows without recalculating: the value, the text or the cached result. */
export function shown(cell: CellModel | null): number | string | null {
  if (!cell) return null
  return cell.kind === 'text' ? cell.text : cell.kind === 'number' ? cell.value : cell.result
}

/** Every cell of the workbook with where it is. */
export function everyCell(model: WorkbookModel) {
  return model.sheets.flatMap((sheet) =>
    sheet.rows.flatMap((row, rowIndex) =>
      row.flatMap((cell, columnIndex) =>
        cell
          ? [{ sheet: sheet.name, address: cellAddress(columnIndex + 1, rowIndex + 1), cell }]
          : [],
      ),
    ),
  )
}

/**
 * The names a formula refers to: identifiers that are not functions, cell references or sheet
 * names, outside string literals.
 */
export function namesUsed(expression: string): string[] {
  const code = expression.replace(/"[^"]*"/g, '""').replace(/('[^']*'|[A-Za-z]+)!/g, '')
  return [...code.matchAll(/[A-Za-z_][A-Za-z0-9_.]*(?![A-Za-z0-9_.(])/g)]
    .map((match) => match[0])
    .filter((name) => !/^[A-Z]{1,3}\d+$/.test(name))
}

/**
 * About what a spreadsheet shows for a figure in a number format, written here and with the
 * page's formatters, not with the workbook's width code: money with a parenthesised negative
 * (a positive keeps room for the parenthesis, as the format's "_)" does), percentages, multiples.
 */
function spreadsheetShows(value: number, format: NumberFormat): string {
  const inParentheses = (text: string) => `(${text})`
  switch (format) {
    case 'money':
      return inParentheses(formatCurrencyCents(Math.abs(value)))
    case 'wholeMoney':
      return inParentheses(formatCurrency(Math.abs(value)))
    // Percent and multiple formats have no thousands separator.
    case 'percent':
      return `${(value * 100).toFixed(2)}%`
    case 'precisePercent':
      return `${(value * 100).toFixed(4)}%`
    case 'multiple':
      return `${value.toFixed(2)}x`
    case 'count':
    case 'decimal':
      return formatNumber(value)
    case 'general':
      return String(value).slice(0, 11)
    case 'plain':
      return value.toFixed(0)
    case 'date':
      return '2026-01-01'
  }
}

/**
 * Cells a spreadsheet would not show whole: a figure wider than its column ("#####"), or a
 * label wider than its column with a filled cell on its right that cuts it. Texts longer than
 * the widest column the workbook allows are let through (a 300-character tenant name).
 */
function unreadableCells(model: WorkbookModel): string[] {
  return model.sheets.flatMap((sheet) =>
    sheet.rows.flatMap((row, rowIndex) =>
      row.flatMap((cell, column) => {
        if (!cell) return []
        const value = shown(cell)
        const cut = cell.kind !== 'text' || row[column + 1] != null
        const needed =
          typeof value === 'number' && cell.kind !== 'text'
            ? spreadsheetShows(value, cell.format).length
            : Math.min(String(value).length, MAX_COLUMN_WIDTH - 2)
        const width = sheet.columnWidths[column] ?? 0
        return cut && needed > width
          ? [`${sheet.name}!${cellAddress(column + 1, rowIndex + 1)} ${value} in ${width}`]
          : []
      }),
    ),
  )
}

/**
 * What every workbook must satisfy: each name a formula uses is defined, no defined name is
 * given twice, every cached result and value is a finite number or text (never NaN), no
 * formula is written with its "=", and every figure and label can be read in its column.
 */
export function expectSoundWorkbook(model: WorkbookModel) {
  const defined = new Set(model.names.map((name) => name.name))
  expect(defined.size, 'defined names are unique').toBe(model.names.length)
  const problems: string[] = []
  for (const { sheet, address, cell } of everyCell(model)) {
    const where = `${sheet}!${address}`
    if (cell.kind === 'formula') {
      for (const name of namesUsed(cell.formula))
        if (!defined.has(name)) problems.push(`${where} uses the undefined name ${name}`)
      if (cell.formula.startsWith('=')) problems.push(`${where} starts with =`)
    }
    const value = shown(cell)
    if (typeof value === 'number' ? !Number.isFinite(value) : typeof value !== 'string')
      problems.push(`${where} holds ${String(value)}`)
  }
  expect(problems).toEqual([])
  expect(unreadableCells(model), 'cells wider than their column').toEqual([])
}
