import type { Tenant } from '../../../../finance/cash-flow/types'
import { newTenantId } from '../../scenario/scenario-defaults'
import { autoMapping, findHeaderRow } from './find-header'
import type { ImportReport } from './import-report'
import { readRentRoll } from './read-rent-roll'
import type { ImportSheet } from './sheet'

/** A pasted block read by its header row. */
export interface PastedBlock {
  /** The new rows, to go after the rent roll's. */
  added: Tenant[]
  /** The header row's filled cells. */
  header: string[]
  /** Lines (of the block, from 1) beyond the most a rent roll holds. */
  overCap: number[]
  report: ImportReport
}

/**
 * A pasted block with a header row among its first lines (at least 3 known column names), read
 * as an imported file is, mapped by its headers (no mapping step), after the rent roll's rows;
 * null when the block has no header row.
 */
export function readPastedBlock(
  rows: string[][],
  tenants: readonly Tenant[],
  today: Date,
): PastedBlock | null {
  const sheet: ImportSheet = {
    name: null,
    fromText: true,
    rows: rows.map((cells, index) => ({ line: index + 1, cells })),
  }
  const headerIndex = findHeaderRow(sheet)
  if (headerIndex === null) return null
  const header = rows[headerIndex]!
  const read = readRentRoll({
    sheet,
    headerIndex,
    mapping: autoMapping(header),
    existing: tenants,
    today,
    newId: () => newTenantId(today),
  })
  return {
    added: read.tenants,
    header: header.filter((cell) => cell.trim()),
    overCap: read.report.skipped
      .filter(({ reason }) => reason.kind === 'overCap')
      .map(({ line }) => line),
    report: read.report,
  }
}
