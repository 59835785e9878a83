import { AgGridReact } from 'ag-grid-react'
import { memo, useLayoutEffect, useRef } from 'react'
import type { YearRow } from '../../../finance/cash-flow/types'
import { gridTheme } from '../grid-setup'
import { ANNUAL_COLUMN_DEFS, ANNUAL_DEFAULT_COL_DEF, annualRowId } from './annual-grid-columns'
import { AnnualPrintTable } from './annual-print-table'
import { sameYears } from './same-years'
import { SpreadsheetExport } from '../../../components/spreadsheet-export'
import { CSV_FILE_NAME, exportText } from './annual-export'

/** Tighter cells than the rent roll: 13 columns fit a desktop card without scrolling. */
const annualGridTheme = gridTheme.withParams({
  fontSize: 12.5,
  headerFontSize: 12.5,
  cellHorizontalPadding: 6,
  rowHeight: 36,
})

/**
 * 'Detailed Annual Cash Flow Analysis': the 10 years in an AG Grid with Copy for Excel and
 * Download CSV, and a plain table in its place on paper (no virtualisation can cut it there).
 */
export const AnnualTableCard = memo(
  function AnnualTableCard({ years }: { years: readonly YearRow[] }) {
    const grid = useRef<AgGridReact<YearRow>>(null)

    // ag-grid-react applies a new rowData in a passive effect, a frame or two after the tiles;
    // handing it over before paint keeps the table in step with the rest of the results.
    useLayoutEffect(() => {
      grid.current?.api?.setGridOption('rowData', years as YearRow[])
    }, [years])

    return (
      <section className="card results-card annual-card" aria-labelledby="annual-table-title">
        <h2 id="annual-table-title" className="card__title">
          Detailed Annual Cash Flow Analysis
        </h2>
        <p className="card__subtitle">
          Deductions in parentheses; DSCR = NOI / debt service (&quot;-&quot; without debt service)
        </p>
        <SpreadsheetExport
          toText={(separator) => exportText(grid.current, years, separator)}
          rowCount={years.length}
          fileName={CSV_FILE_NAME}
        />
        <div className="annual-card__grid no-print">
          <AgGridReact<YearRow>
            ref={grid}
            theme={annualGridTheme}
            rowData={years as YearRow[]}
            columnDefs={ANNUAL_COLUMN_DEFS}
            defaultColDef={ANNUAL_DEFAULT_COL_DEF}
            getRowId={annualRowId}
            domLayout="autoHeight"
            suppressColumnVirtualisation
            suppressAnimationFrame
            ensureDomOrder
          />
        </div>
        <AnnualPrintTable years={years} />
      </section>
    )
  },
  (previous, next) => sameYears(previous.years, next.years),
)
