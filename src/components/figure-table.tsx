import type { ReactNode } from 'react'
import type { FigureRow } from '../lib/figure-grid'
import { ScrollTable } from './scroll-table'

export interface FigureTableProps {
  /** The id of the heading that names the table, or the table's own name. */
  labelledBy?: string
  label?: string
  /** The header row: the row headers' column, then one per cell. */
  columns: ReactNode[]
  rows: FigureRow[]
  /**
   * A grid of two inputs: the first header is a corner naming both axes (not a column header),
   * and the current cell says "(current …)" to screen readers with these words.
   */
  grid?: { current: string }
  className?: string
}

function HeaderRow({ columns, grid }: Pick<FigureTableProps, 'columns' | 'grid'>) {
  const [corner, ...rest] = columns
  return (
    <tr>
      {grid ? <td className="figure-grid__corner">{corner}</td> : <th scope="col">{corner}</th>}
      {rest.map((column, index) => (
        <th scope="col" key={index}>
          {column}
        </th>
      ))}
    </tr>
  )
}

/**
 * A table of figures: a header row, then rows with a header cell and figure cells carrying
 * their unrounded values; inside a keyboard-scrollable region when wider than the screen.
 */
export function FigureTable(props: FigureTableProps) {
  const { labelledBy, label, rows, grid, className } = props
  const classes = ['data-table', grid ? 'figure-grid' : null, className].filter(Boolean).join(' ')
  const region = labelledBy ? { labelledBy } : { label: label ?? '' }
  return (
    <ScrollTable {...region}>
      <table className={classes} aria-labelledby={labelledBy} aria-label={label}>
        <thead>
          <HeaderRow columns={props.columns} grid={grid} />
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td
                  key={index}
                  data-value={cell.value}
                  data-current={cell.current || undefined}
                  className={cell.current ? 'figure-grid__current' : undefined}
                >
                  {cell.content}
                  {cell.current && grid ? (
                    <span className="visually-hidden"> ({grid.current})</span>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  )
}
