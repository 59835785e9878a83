import { findHeaderRow } from './find-header'
import type { ImportSource } from './import-plan'
import type { ImportSheet } from './sheet'

/** What a pasted block is called in the mapping step and the report. */
export const PASTED_ROWS = 'Pasted rows'

/**
 * A pasted block with a header row among its first lines (at least 3 known column names), to be
 * read as an imported file is (import-plan.ts): lines numbered from 1 in the block as pasted;
 * null when the block has no header row.
 */
export function pastedBlock(rows: readonly string[][]): ImportSource | null {
  const sheet: ImportSheet = {
    name: null,
    fromText: true,
    rows: rows.map((cells, index) => ({ line: index + 1, cells })),
  }
  const headerIndex = findHeaderRow(sheet)
  return headerIndex === null ? null : { fileName: PASTED_ROWS, sheet, headerIndex, pasted: true }
}
