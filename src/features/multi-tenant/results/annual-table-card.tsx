import { AgGridReact } from 'ag-grid-react'
import type { GridApi, GridReadyEvent, RowClassRules } from 'ag-grid-community'
import { memo, useCallback, useMemo, useRef, useState } from 'react'
import { copyFromGrid, useSelectedRows } from '../../../components/grid-copy'
import { useMoreColumnsCue } from '../../../components/more-columns-cue'
import { useAfterPaint } from '../../../components/use-after-paint'
import { useLiveGridRows } from '../../../components/live-grid-rows'
import type { SizeLoanOn, YearRow } from '../../../finance/cash-flow/types'
import { Card } from '../../../components/card'
import { PAGE_SECTION_IDS } from '../page-sections'
import { WHOLE_GRID } from '../../../components/grid-setup'
import {
  ANNUAL_DEFAULT_COL_DEF,
  annualGridTheme,
  annualRowHeight,
  annualRowId,
  sameYear,
} from './annual-grid-columns'
import { AnnualPrintTable } from './annual-print-table'
import { useInWorkspace } from '../workspace'
import { sameYears } from './same-years'
import { SpreadsheetExport } from '../../../components/spreadsheet-export'
import { annualColumnsOf, annualDelimited, dscrFormula, exportAnnualValue } from './annual-columns'
import { useAnnualFit } from './use-annual-fit'

/** The annual table's grid options that never change: row ids, layout. */
const ANNUAL_GRID = {
  defaultColDef: ANNUAL_DEFAULT_COL_DEF,
  getRowId: annualRowId,
  ...WHOLE_GRID,
  suppressAnimationFrame: true,
  enableCellTextSelection: true,
}

export interface AnnualTableProps {
  years: readonly YearRow[]
  /** What the DSCR is read on (its column reads "DSCR (NCF)" on NCF). */
  sizedOn: SizeLoanOn
}

/**
 * 'Detailed Annual Cash Flow Analysis': the 10 years in an AG Grid with Copy for Excel and
 * Download CSV, and a plain table in its place on paper (no virtualisation can cut it there).
 * Credit loss and capital reserves are columns only when used (annualColumnsOf).
 */
export const AnnualTableCard = memo(
  function AnnualTableCard({ years, sizedOn }: AnnualTableProps) {
    const columns = annualColumnsOf(years, sizedOn)
    const [api, setApi] = useState<GridApi<YearRow> | null>(null)
    // Grid options are compared by reference: a new function would count as a changed option.
    const onGridReady = useCallback((ready: GridReadyEvent<YearRow>) => setApi(ready.api), [])
    const rows = useSelectedRows(api)
    const gridBox = useRef<HTMLDivElement>(null)
    useMoreColumnsCue(gridBox, '.ag-grid-viewport')
    const fit = useAnnualFit(gridBox, columns, years)
    const { rowData, context } = useLiveGridRows(api, years, sameYear)
    // Only on paper: taken once the edit's first frame is painted, which then carries the grid alone.
    const paperYears = useAfterPaint(years)
    const inWorkspace = useInWorkspace('annual')
    const { isSelected } = rows
    // The same object on every render: a new one would make the grid restyle every row.
    const rowClassRules = useMemo<RowClassRules<YearRow>>(
      () => ({ 'grid-row--selected': ({ rowIndex }) => isSelected(rowIndex) }),
      [isSelected],
    )
    const cellText = (rowIndex: number, colId: string) => {
      const column = columns.find(({ field }) => field === colId)
      const year = years[rowIndex]
      return column && year ? exportAnnualValue(column.kind, year[column.field], year) : null
    }
    const selectedText = () =>
      rows.selected.length === 0
        ? null
        : annualDelimited(
            columns,
            rows.selected.flatMap((at) => years[at] ?? []),
            '\t',
          )
            .split('\r\n')
            .slice(1)
            .join('\r\n')

    return (
      <Card
        title="Detailed Annual Cash Flow Analysis"
        subtitle="Deductions in parentheses"
        className="results-card annual-card"
        id={PAGE_SECTION_IDS.cashFlow}
      >
        <SpreadsheetExport
          toText={(separator) => annualDelimited(columns, years, separator)}
          rowCount={years.length}
          fileName="cash-flow-analysis.csv"
        />
        <div
          ref={gridBox}
          className="annual-card__grid grid-scroll-cue no-print"
          style={fit.style}
          onCopy={(event) => copyFromGrid(event, api, cellText, selectedText)}
          onKeyDown={rows.onKeyDown}
        >
          <AgGridReact<YearRow>
            {...ANNUAL_GRID}
            theme={annualGridTheme}
            rowHeight={annualRowHeight(inWorkspace, years)}
            columnDefs={fit.columnDefs}
            onGridReady={onGridReady}
            context={context}
            rowClassRules={rowClassRules}
            rowData={rowData}
          />
        </div>
        <p className="results-note annual-card__formula">
          {dscrFormula(sizedOn)} (&ldquo;-&rdquo; without debt service)
        </p>
        <AnnualPrintTable years={paperYears} sizedOn={sizedOn} />
      </Card>
    )
  },
  (previous, next) => sameYears(previous.years, next.years) && previous.sizedOn === next.sizedOn,
)
