import type { ReactNode } from 'react'
import {
  SpreadsheetExport,
  type SpreadsheetExportProps,
} from '../../../components/spreadsheet-export'

interface ExportedTableProps {
  /** The heading's id; the table names itself by it (`labelledBy`). */
  id: string
  heading: string
  /** What Copy for Excel and Download CSV write. */
  exported: SpreadsheetExportProps
  className?: string
  /** The table, and any note that belongs under it. */
  children: ReactNode
}

/** A table of a result card under its own heading, with its Copy for Excel and CSV buttons. */
export function ExportedTable({ id, heading, exported, className, children }: ExportedTableProps) {
  return (
    <div className={className}>
      <h3 id={id} className="results-subheading">
        {heading}
      </h3>
      <SpreadsheetExport {...exported} />
      {children}
    </div>
  )
}
