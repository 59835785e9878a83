import { describe, expect, it } from 'vitest'
import { analysisOf, workedExample } from '../../../../tests/cash-flow-scenarios'
import { MULTI_TENANT_WORKED_EXAMPLE } from '../../../../tests/worked-example-figures'
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
  it('lists the lines of PRODUCT.md 11.6 in order under the YearRow field names', () => {
    expect(workedColumns.map((column) => column.header)).toEqual([
      'Year',
      'Gross Rent',
      'Vacancy',
      'Effective Rent',
      'Reimbursements',
      'Total Income',
      'Operating Expenses',
      'NOI',
      'TI & LC',
      'Cash Flow Before Debt Service',
      'Debt Service',
      'Cash Flow After Debt Service',
      'Occupancy',
      'DSCR (NOI)',
    ])
    const fields = Object.keys(row2026).filter(
      (field) => field !== 'label' && field !== 'tiLcReserve',
    )
    expect([...ANNUAL_COLUMNS.map((column) => column.field)].sort()).toEqual(fields.sort())
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
    expect(headers(withReserves).slice(7, 11)).toEqual([
      'NOI',
      'Capital Reserves',
      'TI & LC',
      'Cash Flow Before Debt Service',
    ])
    expect(headers(withReserves)).not.toContain('Credit Loss')
    expect(annualColumnsOf(withReserves, 'NOI')).toBe(annualColumnsOf(withReserves, 'NOI'))
  })

  it('heads the DSCR by what it is read on, and shows Underwritten NCF when sized on it or reserved for (11.6)', () => {
    const onNcf = annualColumnsOf(worked.years, 'NCF').map((column) => column.header)
    expect(onNcf.at(-1)).toBe('DSCR (Underwritten NCF)')
    expect(onNcf).toContain('Underwritten NCF')
    expect(workedColumns.at(-1)!.header).toBe('DSCR (NOI)')
    expect(workedColumns.map((column) => column.header)).not.toContain('Underwritten NCF')
    const reserved = worked.years.map((year) => ({ ...year, tiLcReserve: 1 }))
    expect(annualColumnsOf(reserved, 'NOI').map((column) => column.header)).toContain(
      'Underwritten NCF',
    )
  })

  it('puts vacancy, credit loss, expenses, TI & LC, reserves and debt service in parentheses', () => {
    const deductions = ANNUAL_COLUMNS.filter((column) => column.kind === 'deduction')
    expect(deductions.map((column) => column.field)).toEqual([
      'vacancy',
      'creditLoss',
      'operatingExpenses',
      'capitalReserves',
      'tiAndLC',
      'debtService',
    ])
    expect(formatAnnualValue('deduction', 23_179.53, row2026)).toBe('($23,180)')
    expect(formatAnnualValue('deduction', 0, row2026)).toBe('$0')
  })

  it('shows money without cents, the year by its label and occupancy in percent', () => {
    expect(formatAnnualValue('currency', 463_590.67, row2026)).toBe('$463,591')
    expect(formatAnnualValue('currency', -1_234.5, row2026)).toBe('($1,235)')
    expect(formatAnnualValue('year', 2026, row2026)).toBe('2026')
    expect(formatAnnualValue('year', 2026, row({ label: 'Yr 1 Nov 2026-Oct 2027' }))).toBe(
      'Yr 1 Nov 2026-Oct 2027',
    )
    expect(formatAnnualValue('percent', 0.951923, row2026)).toBe('95.19%')
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
    expect(exportAnnualValue('percent', 0.951923, covered)).toBe('95.19')
  })

  it('leaves the DSCR cell empty in a year without debt service, where the screen shows "-"', () => {
    expect(exportAnnualValue('dscr', 0, row({ debtService: 0, dscr: 0 }))).toBe('')
  })

  it('gives a header row and the 10 years of the worked example, tab separated', () => {
    const rows = parseTabSeparated(annualDelimited(workedColumns, worked.years, '\t'))
    expect(rows).toHaveLength(11)
    expect(rows[0]).toEqual(
      workedColumns.map((column) =>
        column.field === 'occupancy' ? 'Occupancy (%)' : column.header,
      ),
    )
    const first = Object.fromEntries(rows[0]!.map((header, index) => [header, rows[1]![index]]))
    const figures = MULTI_TENANT_WORKED_EXAMPLE.years[0]!
    expect(first).toMatchObject({
      Year: '2026',
      'Gross Rent': String(figures.grossRent),
      Vacancy: String(-figures.vacancy),
      Reimbursements: String(figures.reimbursements),
      'Operating Expenses': String(-figures.operatingExpenses),
      NOI: String(figures.noi),
      'TI & LC': '0',
      'Debt Service': String(-figures.debtService),
      // The dental office's 3,500 SF from March: (20,000 x 12 + 3,500 x 10) / (23,500 x 12).
      'Occupancy (%)': '97.52',
      'DSCR (NOI)': String(figures.dscr),
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
    expect(lines[0]).toBe(text.split('\r\n')[0])
    expect(lines[0]).toMatch(/,Occupancy \(%\),DSCR \(NOI\)$/)
    expect(lines.every((line) => line.split(',').length === workedColumns.length)).toBe(true)
    expect(text).not.toMatch(/\$/)
  })
})
