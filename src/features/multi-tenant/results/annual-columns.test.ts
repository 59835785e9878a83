import { describe, expect, it } from 'vitest'
import { analysisOf, workedExample } from '../../../../tests/cash-flow-scenarios'
import type { YearRow } from '../../../finance/cash-flow/types'
import { parseTabSeparated } from '../../../lib/delimited'
import {
  ANNUAL_COLUMNS,
  annualColumnsOf,
  annualDelimited,
  exportAnnualValue,
  formatAnnualValue,
} from './annual-columns'

const worked = analysisOf(workedExample)
const workedColumns = annualColumnsOf(worked.years, 'NOI')
const row2026 = worked.years[0]!
const row2029 = worked.years[3]!

function row(overrides: Partial<YearRow>): YearRow {
  return { ...row2026, ...overrides }
}

describe('annual table columns', () => {
  it('lists the 13 seed columns in order under the YearRow field names', () => {
    expect(workedColumns.map((column) => column.header)).toEqual([
      'Year',
      'Gross Rent',
      'Vacancy',
      'Effective Rent',
      'Reimbursements',
      'Total Income',
      'Op Expenses',
      'NOI',
      'TI & LC',
      'Net Cash Flow',
      'Debt Service',
      'CF After Debt',
      'DSCR',
    ])
    expect(ANNUAL_COLUMNS.map((column) => column.field)).toEqual(Object.keys(row2026))
  })

  it('shows credit loss and capital reserves only when used, each on its own (PRODUCT.md 10.3)', () => {
    const headers = (years: YearRow[]) =>
      annualColumnsOf(years, 'NOI').map((column) => column.header)
    const withLoss = worked.years.map((year, index) => ({
      ...year,
      creditLoss: index === 9 ? 1 : 0,
    }))
    expect(headers(withLoss)).toContain('Credit Loss')
    expect(headers(withLoss)).not.toContain('Capital Reserves')
    const withReserves = worked.years.map((year) => ({ ...year, capitalReserves: 5_875 }))
    expect(headers(withReserves).slice(8, 11)).toEqual([
      'TI & LC',
      'Capital Reserves',
      'Net Cash Flow',
    ])
    expect(headers(withReserves)).not.toContain('Credit Loss')
    expect(annualColumnsOf(withReserves, 'NOI')).toBe(annualColumnsOf(withReserves, 'NOI'))
  })

  it('heads the DSCR "DSCR (NCF)" when the loan is sized on NCF', () => {
    expect(annualColumnsOf(worked.years, 'NCF').at(-1)!.header).toBe('DSCR (NCF)')
    expect(workedColumns.at(-1)!.header).toBe('DSCR')
  })

  it('puts vacancy, credit loss, expenses, TI & LC, reserves and debt service in parentheses', () => {
    const deductions = ANNUAL_COLUMNS.filter((column) => column.kind === 'deduction')
    expect(deductions.map((column) => column.field)).toEqual([
      'vacancy',
      'creditLoss',
      'operatingExpenses',
      'tiAndLC',
      'capitalReserves',
      'debtService',
    ])
    expect(formatAnnualValue('deduction', 23_179.53, row2026)).toBe('($23,180)')
    expect(formatAnnualValue('deduction', 0, row2026)).toBe('$0')
  })

  it('shows money without cents and the year without separators', () => {
    expect(formatAnnualValue('currency', 463_590.67, row2026)).toBe('$463,591')
    expect(formatAnnualValue('currency', -1_234.5, row2026)).toBe('($1,235)')
    expect(formatAnnualValue('year', 2026, row2026)).toBe('2026')
  })

  it('shows the DSCR with two decimals and an x, or "-" without debt service', () => {
    expect(formatAnnualValue('dscr', row2026.dscr, row2026)).toBe('1.47x')
    expect(formatAnnualValue('dscr', 0, row({ debtService: 0, dscr: 0 }))).toBe('-')
  })

  it('never shows NaN or Infinity', () => {
    for (const column of ANNUAL_COLUMNS) {
      const text = formatAnnualValue(column.kind, Number.NaN, row({ debtService: 1 }))
      expect(text).not.toMatch(/NaN|Infinity/)
    }
  })
})

describe('spreadsheet export of the annual table', () => {
  it('writes raw numbers with up to 2 decimals and deductions as negative numbers', () => {
    const covered = row({ debtService: 1 })
    expect(exportAnnualValue('currency', 463_590.674, covered)).toBe('463590.67')
    expect(exportAnnualValue('deduction', 23_179.534, covered)).toBe('-23179.53')
    expect(exportAnnualValue('deduction', 0, covered)).toBe('0')
    expect(exportAnnualValue('dscr', 1.466_94, covered)).toBe('1.47')
    expect(exportAnnualValue('year', 2026, covered)).toBe('2026')
  })

  it('leaves the DSCR cell empty in a year without debt service, where the screen shows "-"', () => {
    expect(exportAnnualValue('dscr', 0, row({ debtService: 0, dscr: 0 }))).toBe('')
  })

  it('gives a header row and the 10 years of the worked example, tab separated', () => {
    const rows = parseTabSeparated(annualDelimited(workedColumns, worked.years, '\t'))
    expect(rows).toHaveLength(11)
    expect(rows[0]).toEqual(workedColumns.map((column) => column.header))
    const first = Object.fromEntries(rows[0]!.map((header, index) => [header, rows[1]![index]]))
    expect(first).toMatchObject({
      Year: '2026',
      'Gross Rent': '463590.67',
      Vacancy: '-23179.53',
      Reimbursements: '364791.67',
      'Op Expenses': '-423656.08',
      NOI: '381546.72',
      'TI & LC': '0',
      'Debt Service': '-260096.01',
      DSCR: '1.47',
    })
    const fourth = rows[4]!
    expect(fourth[0]).toBe('2029')
    expect(Number(fourth[8])).toBeCloseTo(-row2029.tiAndLC, 2)
  })

  it('lets a spreadsheet sum income and deductions back to the NOI', () => {
    const rows = parseTabSeparated(
      annualDelimited(workedColumns, worked.years, ',').replaceAll(',', '\t'),
    )
    for (const cells of rows.slice(1)) {
      const [, , vacancy, effective, reimbursements, , expenses, noi] = cells.map(Number)
      expect(effective! + reimbursements! + expenses!).toBeCloseTo(noi!, 1)
      expect(vacancy).toBeLessThan(0)
    }
  })

  it('separates with commas for the CSV file, with no $ or thousands separators', () => {
    const text = annualDelimited(workedColumns, worked.years, ',')
    const lines = text.split('\r\n')
    expect(lines).toHaveLength(11)
    expect(lines[0]).toBe(workedColumns.map((column) => column.header).join(','))
    expect(lines.every((line) => line.split(',').length === 13)).toBe(true)
    expect(text).not.toMatch(/\$/)
  })
})
