import { useMemo, type ReactNode } from 'react'
import { FigureTable } from '../../../components/figure-table'
import { figureGrid, gridDelimited, type GridSpec } from '../../../lib/figure-grid'
import { ExportedTable } from './exported-table'

interface GridTableProps {
  /** The heading's id, which names the table. */
  id: string
  heading: string
  spec: GridSpec
  /** What the current cell is, for screen readers: "(current terms)". */
  current: string
  /** What the copy buttons say they export, and the CSV file's name. */
  exportLabel: string
  fileName: string
  /** A note under the grid. */
  children?: ReactNode
}

/** A sensitivity grid under its heading, with today's inputs marked and Copy for Excel / CSV. */
export function GridTable(props: GridTableProps) {
  const { id, heading, spec, current, exportLabel, fileName, children } = props
  const table = useMemo(() => figureGrid(spec), [spec])
  return (
    <ExportedTable
      id={id}
      heading={heading}
      className="sensitivity-block"
      exported={{
        label: exportLabel,
        toText: (separator) => gridDelimited(spec, separator),
        rowCount: spec.down.length,
        fileName,
      }}
    >
      <FigureTable
        labelledBy={id}
        grid={{ current }}
        columns={[spec.corner, ...table.columns]}
        rows={table.rows}
      />
      {children}
    </ExportedTable>
  )
}
