import { describe, expect, it } from 'vitest'
import { analysisOf, workedExample } from '../../../../tests/cash-flow-scenarios'
import type { YearRow } from '../../../finance/cash-flow/types'
import { ANNUAL_COLUMNS } from './annual-columns'
import { annualColumnDefs, annualRowId } from './annual-grid-columns'
import { MetricCellRenderer, YearCellRenderer } from './metric-cell-renderer'

const row = { year: 2026, debtService: 260_096.01, dscr: 1.466_94 } as YearRow
const WIDTHS = ANNUAL_COLUMNS.map(() => 100)
const ANNUAL_COLUMN_DEFS = annualColumnDefs(ANNUAL_COLUMNS, WIDTHS)

describe('annual grid column definitions', () => {
  it("use the engine's yearly row field names as colId and field, every figure of a year", () => {
    // The label is the Year cell's text; the TI/LC reserve shows in Underwritten NCF.
    const engineFields = Object.keys(analysisOf(workedExample).years[0]!).filter(
      (field) => field !== 'label' && field !== 'tiLcReserve',
    )
    expect(ANNUAL_COLUMN_DEFS.map((def) => def.colId).sort()).toEqual(engineFields.sort())
    for (const def of ANNUAL_COLUMN_DEFS) expect(def.field).toBe(def.colId)
  })

  it('render every cell as a data-metric figure', () => {
    const [year, ...figures] = ANNUAL_COLUMN_DEFS
    expect(year!.cellRenderer).toBe(YearCellRenderer)
    for (const def of figures) expect(def.cellRenderer).toBe(MetricCellRenderer)
  })

  it('format cells for display through the shared formatters', () => {
    const format = (colId: string, value: number) => {
      const def = ANNUAL_COLUMN_DEFS.find((candidate) => candidate.colId === colId)!
      const formatter = def.valueFormatter as (params: { value: number; data: YearRow }) => string
      return formatter({ value, data: row })
    }
    expect(format('vacancy', 23_179.53)).toBe('($23,180)')
    expect(format('dscr', 1.466_94)).toBe('1.47x')
    expect(format('noi', 381_546.72)).toBe('$381,547')
  })

  it('keep the widths given, the year pinned left', () => {
    const widths = ANNUAL_COLUMNS.map((_, at) => 50 + at)
    const defs = annualColumnDefs(ANNUAL_COLUMNS, widths)
    expect(defs.map((def) => def.width)).toEqual(widths)
    expect(defs[0]).toMatchObject({ colId: 'year', width: 50, pinned: 'left' })
    expect(defs.some((def) => def.flex !== undefined || def.minWidth !== undefined)).toBe(false)
  })

  it('stay the same array while the widths do, so the grid keeps them while figures change', () => {
    const defs = annualColumnDefs(ANNUAL_COLUMNS, WIDTHS)
    expect(annualColumnDefs(ANNUAL_COLUMNS, [...WIDTHS])).toBe(defs)
    expect(
      annualColumnDefs(
        ANNUAL_COLUMNS,
        WIDTHS.map((width) => width + 1),
      ),
    ).not.toBe(defs)
  })

  it('identify rows by year so an edit updates rows in place', () => {
    expect(annualRowId({ data: row } as Parameters<typeof annualRowId>[0])).toBe('2026')
  })
})
