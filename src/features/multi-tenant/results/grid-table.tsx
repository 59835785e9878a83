import type { ReactNode } from 'react'
import { FigureTable } from '../../../components/figure-table'
import { figureGrid, gridDelimited, type GridSpec } from '../../../lib/figure-grid'
import { ExportedTable } from './exported-table'

/** A sensitivity grid with the words that name it on the page and in its copies. */
export interface GridTableSpec extends GridSpec {
  /** The heading's id, which names the table. */
  id: string
  heading: string
  /** What the current cell is, for screen readers: "(current terms)". */
  current: string
  /** What the copy buttons say they export, and the CSV file's name. */
  exportLabel: string
  fileName: string
}

/**
 * A sensitivity grid under its heading, with today's inputs marked and Copy for Excel / CSV;
 * `children` is a note under it. Drawn from the spec on every render: the cards holding a grid
 * render only when their figures change (memoByValue).
 */
export function GridTable({ spec, children }: { spec: GridTableSpec; children?: ReactNode }) {
  const table = figureGrid(spec)
  return (
    <ExportedTable
      id={spec.id}
      heading={spec.heading}
      className="sensitivity-block"
      exported={{
        label: spec.exportLabel,
        toText: (separator) => gridDelimited(spec, separator),
        rowCount: spec.down.length,
        fileName: spec.fileName,
      }}
    >
      <FigureTable
        labelledBy={spec.id}
        grid={{ current: spec.current }}
        columns={[spec.corner, ...table.columns]}
        rows={table.rows}
      />
      {children}
    </ExportedTable>
  )
}
