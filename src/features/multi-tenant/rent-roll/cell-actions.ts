import type { LeaseType, Scenario, Tenant, TenantStatus } from '../../../finance/cash-flow/types'
import type { TenantField } from '../../../finance/field-table'
import { toDelimited } from '../../../lib/delimited'
import { newTenant } from '../scenario/scenario-defaults'
import { fixesUnreadable, patchTenant, type TenantPatch } from '../scenario/tenant-patch'
import type { CellRef } from './grid-port'
import type { ImportSource } from './import/import-plan'
import { describeOverflow, describePaste, pasteOverflows } from './paste-report'
import { cellText, rowName, statusPatch, tenantColumn } from './tenant-fields'
import { parseTabSeparated } from '../../../lib/delimited'
import { pasteIntoRentRoll, tenantRowsText, type PasteReport } from './tenant-paste'

/*
 * What the rent roll's commands do to its rows and what they say, as pure functions of the
 * rows (in the order the grid shows them): the editor calls these and applies the result.
 */

/** A message under the rent roll: what an edit, paste or removal did. */
export interface GridMessage {
  tone: 'success' | 'error' | 'info'
  lines: string[]
  /** A question with a button that goes ahead (and one that cancels). */
  confirm?: { label: string; run: () => void }
}

/** A cell key's change: new rows, a message instead, or nothing. */
export type CellKeyChange =
  { kind: 'change'; tenants: Tenant[] } | { kind: 'message'; text: string } | { kind: 'none' }

export type CellKeyCommand =
  | { kind: 'clear' }
  | { kind: 'fillDown' }
  | { kind: 'pickLeaseType'; value: LeaseType }
  | { kind: 'pickStatus'; value: TenantStatus | 'toggle' }

interface RentRollNow {
  /** The rows as the grid shows them. */
  rows: readonly Tenant[]
  /** The rows in the scenario's order (the order a change keeps). */
  tenants: readonly Tenant[]
  /** Rows picked with Shift+Space, by id. */
  picked: readonly string[]
  today: Date
}

/** The rows with `patches` applied by id; null when nothing changes. */
function withPatches(tenants: readonly Tenant[], patches: Map<string, TenantPatch>) {
  let changed = false
  const next = tenants.map((tenant) => {
    const patch = patches.get(tenant.id)
    if (!patch) return tenant
    const same =
      Object.entries(patch).every(([key, value]) => tenant[key as keyof Tenant] === value) &&
      !fixesUnreadable(tenant, patch)
    if (same) return tenant
    changed = true
    return patchTenant(tenant, patch)
  })
  return changed ? next : null
}

/**
 * The patch that gives `target` the cell of `source` in `field`: an escalation with its type, a
 * status as a status change (a placeholder name becomes "Vacant").
 */
function cellPatch(target: Tenant, source: Tenant, field: TenantField): TenantPatch {
  if (field === 'annualEscalation')
    return { annualEscalation: source.annualEscalation, escalationType: source.escalationType }
  if (field === 'status') return statusPatch(target, source.status)
  return { [field]: source[field] }
}

/** The status a Status key gives a row. */
function statusOf(tenant: Tenant, value: TenantStatus | 'toggle'): TenantStatus {
  if (value !== 'toggle') return value
  return tenant.status === 'vacant' ? 'occupied' : 'vacant'
}

/**
 * Delete: the cell back to the new-tenant default; a lease-type letter: that type; Ctrl+D: the
 * cell above (Excel's fill down), or with several rows picked, the focused column of every
 * picked row from the first picked row.
 */
export function cellKeyChange(
  command: CellKeyCommand,
  at: CellRef,
  now: RentRollNow,
): CellKeyChange {
  const column = tenantColumn(at.colId)
  const index = now.rows.findIndex(({ id }) => id === at.rowId)
  if (!column || index === -1) return { kind: 'none' }
  const field = column.field
  const row = now.rows[index]!
  const patches = new Map<string, TenantPatch>()
  if (command.kind === 'pickLeaseType') patches.set(at.rowId, { leaseType: command.value })
  else if (command.kind === 'pickStatus')
    patches.set(at.rowId, statusPatch(row, statusOf(row, command.value)))
  else if (command.kind === 'clear')
    patches.set(at.rowId, cellPatch(row, newTenant(now.rows.slice(0, index), now.today), field))
  else {
    const picked = now.rows.filter(({ id }) => now.picked.includes(id))
    if (picked.length > 1)
      for (const other of picked.slice(1))
        patches.set(other.id, cellPatch(other, picked[0]!, field))
    else if (index === 0)
      return { kind: 'message', text: 'Ctrl+D copies the cell above: row 1 has none.' }
    else patches.set(at.rowId, cellPatch(row, now.rows[index - 1]!, field))
  }
  const tenants = withPatches(now.tenants, patches)
  return tenants ? { kind: 'change', tenants } : { kind: 'none' }
}

/** "Escalation (%) of Grocer is back to its default. Ctrl+Z undoes." */
export function clearedText(at: CellRef, rows: readonly Tenant[]): string {
  const index = rows.findIndex(({ id }) => id === at.rowId)
  const label = tenantColumn(at.colId)?.label ?? 'The cell'
  return `${label} of ${rowName(rows[index]!, index)} is back to its default. Ctrl+Z undoes.`
}

/** What removing a row says; `ask`: a key press next to the cells asks for a second first. */
export function removal(tenant: Tenant, index: number, ask: boolean) {
  const name = rowName(tenant, index)
  return ask
    ? { message: `Press Enter again to remove ${name}.`, confirm: true }
    : { message: `Removed ${name}. Press Ctrl+Z in the rent roll to undo.`, confirm: false }
}

/** Ctrl+C: the picked rows as whole lines, or else the cell at `at` as spreadsheet text. */
export function copyText(rows: readonly Tenant[], picked: readonly string[], at: CellRef | null) {
  const pickedRows = rows.filter(({ id }) => picked.includes(id))
  if (pickedRows.length > 0) return tenantRowsText(pickedRows)
  const tenant = at && rows.find(({ id }) => id === at.rowId)
  const column = at && tenantColumn(at.colId)
  return tenant && column ? toDelimited([[cellText(tenant, column.field)]], '\t') : null
}

/** What a paste did, as the rent roll's message. */
export function pastedMessage(report: PasteReport): GridMessage {
  const { summary, warnings } = describePaste(report)
  return { tone: warnings.length > 0 ? 'error' : 'success', lines: [summary, ...warnings] }
}

/** The question asked before a paste whose lines do not all fit; null when they do. */
export function overflowQuestion(report: PasteReport, pasteRest: () => void): GridMessage | null {
  if (!pasteOverflows(report)) return null
  return {
    tone: 'error',
    lines: [describeOverflow(report)],
    confirm: { label: 'Paste Without Them', run: pasteRest },
  }
}

/** The rows of the scenario in the order the grid shows them; rows it does not show come last. */
export function inShownOrder(tenants: Tenant[], shownIds: readonly string[]): Tenant[] {
  const byId = new Map(tenants.map((tenant) => [tenant.id, tenant]))
  const rows = shownIds.flatMap((id) => byId.get(id) ?? [])
  if (rows.length === tenants.length) return rows
  const inRows = new Set(rows.map(({ id }) => id))
  return [...rows, ...tenants.filter(({ id }) => !inRows.has(id))]
}

/** A paste worked out: the rows it makes, or a block with a header row for Import to read. */
export type PasteOutcome =
  | { kind: 'rows'; tenants: Tenant[]; report: PasteReport; focus: CellRef | null }
  | { kind: 'block'; source: ImportSource }

/**
 * Spreadsheet rows pasted on `at` (null: on the empty rent roll), line by line down the rows as
 * the grid shows them (`rows`, sorted or filtered): the rent roll after the paste, in the
 * scenario's own order (`tenants`; new rows at the end), its report, and the cell to focus then
 * (the first pasted row, in the column pasted on). A block with a header row comes back as it
 * is, to be read as a file (Import Rent Roll). `scenario` gives the analysis start and market
 * downtime (vacant suites, month-to-month leases).
 */
export function pasteAt(
  text: string,
  at: CellRef | null,
  now: Omit<RentRollNow, 'picked'> & {
    scenario: Pick<Scenario, 'analysisStart' | 'marketLeasing'>
  },
): PasteOutcome {
  const { rows, tenants, today, scenario } = now
  const rowIndex = at
    ? Math.max(
        0,
        rows.findIndex(({ id }) => id === at.rowId),
      )
    : rows.length
  const colId = at?.colId ?? null
  const result = pasteIntoRentRoll({
    rows: parseTabSeparated(text),
    focusedRowIndex: rowIndex,
    focusedColId: colId,
    tenants: [...rows],
    analysisStart: scenario.analysisStart,
    marketDowntimeMonths: scenario.marketLeasing.downtimeMonths,
    today,
  })
  if (result.kind === 'block') return result
  const pasted = new Map(result.tenants.map((tenant) => [tenant.id, tenant]))
  const before = new Set(tenants.map(({ id }) => id))
  const inOrder = [
    ...tenants.map((tenant) => pasted.get(tenant.id) ?? tenant),
    ...result.tenants.filter(({ id }) => !before.has(id)),
  ]
  const first = result.tenants[Math.min(rowIndex, result.tenants.length - 1)]
  const column = colId && colId !== 'actions' ? colId : 'name'
  return {
    kind: 'rows',
    tenants: inOrder,
    report: result.report,
    focus: first ? { rowId: first.id, colId: column } : null,
  }
}
