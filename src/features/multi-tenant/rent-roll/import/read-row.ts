import { addYears, isoDate, readIsoDate } from '../../../../finance/calendar-date'
import type { Tenant } from '../../../../finance/cash-flow/types'
import type { TenantField } from '../../../../finance/field-table'
import { fromSafeSpreadsheetText } from '../../../../lib/delimited'
import type { CellValue } from '../tenant-fields'
import {
  cellText,
  isMonthToMonth,
  readArea,
  readDateCell,
  readLeaseType,
  readPercent,
  readPerSf,
  readRent,
  rentPerSfYear,
  type CellRead,
} from './cell-readers'
import type { RentBasis } from './import-fields'
import type { SkipReason } from './import-report'
import type { PercentField, ReadColumns } from './read-columns'
import { rowByName } from './row-kinds'
import type { RawCell, SheetRow } from './sheet'

/** What the reader needs besides the row: the columns, and a new tenant's defaults. */
export interface RowContext {
  columns: ReadColumns
  /** Names from text may carry the quote our own Copy adds to formula-looking text. */
  fromText: boolean
  /** A new tenant as Add Tenant makes it: the defaults of cells left blank. */
  template: Tenant
  /** The calendar year of analysis year 1: a month-to-month lease expires on its December 31. */
  year1: number
}

/** The square feet and the dollar rent of a row, for the reconciliation with the totals row. */
export interface RowFigures {
  squareFeet: number | null
  /** In the basis of the file's dollar rent column; null without one. */
  dollars: number | null
}

export type RowRead =
  | { kind: 'skipped'; name: string; reason: SkipReason; grandTotal: boolean; figures: RowFigures }
  | {
      kind: 'tenant'
      tenant: Omit<Tenant, 'id'>
      /** Fields left blank that took the default. */
      defaults: TenantField[]
      monthToMonth: boolean
      figures: RowFigures
    }

const cellAt = (cells: readonly RawCell[], index: number | undefined): RawCell =>
  index === undefined ? null : (cells[index] ?? null)

/** A percent as the scenario keeps it: a fraction column's bare number x 100. */
function percentOf(cells: readonly RawCell[], context: RowContext, field: PercentField) {
  const read = readPercent(cellAt(cells, context.columns.at[field]))
  if (read.kind !== 'value') return read
  const { amount, bare } = read.value
  const fraction = bare && context.columns.fractions.has(field)
  return { kind: 'value', value: fraction ? Math.round(amount * 1e11) / 1e9 : amount } as const
}

/** A rent's amount in another basis of the same square feet ($/SF <-> dollars, year <-> month). */
function inBasis(yearlyPerSf: number, squareFeet: number, basis: RentBasis): number {
  const yearly = basis.perSf ? yearlyPerSf : yearlyPerSf * squareFeet
  return basis.monthly ? yearly / 12 : yearly
}

/** The row's dollar rent as the file's dollar column writes it; null without one. */
function dollarsOf(cells: readonly RawCell[], context: RowContext, squareFeet: number | null) {
  const column = context.columns.dollars
  if (!column) return null
  const read = readRent(cellAt(cells, column.index), column.basis)
  if (read.kind !== 'value') return null
  if (read.value.basis.perSf && !squareFeet) return null
  const amount = inBasis(rentPerSfYear(read.value, squareFeet ?? 1), squareFeet ?? 1, column.basis)
  return Number.isFinite(amount) ? amount : null
}

/** The rent in $/SF a year from the first rent column with a readable figure ($/SF first). */
function rentOf(cells: readonly RawCell[], context: RowContext, squareFeet: number) {
  let text = ''
  for (const { index, basis } of context.columns.rents) {
    const read = readRent(cellAt(cells, index), basis)
    // A rent too large to analyse (1e308 over 1 SF) is not a figure.
    const value = read.kind === 'value' ? rentPerSfYear(read.value, squareFeet) : NaN
    if (Number.isFinite(value)) return { ok: true, value } as const
    if (read.kind !== 'empty' && text === '') text = cellText(cellAt(cells, index))
  }
  return { ok: false, text } as const
}

/** The row's name and what to call it in the report ("Name (Suite)"; the first text without one). */
function namesOf(cells: readonly RawCell[], context: RowContext) {
  const raw = cellText(cellAt(cells, context.columns.at.name))
  const name = context.fromText ? fromSafeSpreadsheetText(raw) : raw
  const suite = cellText(cellAt(cells, context.columns.at.suite))
  const firstText = cells.find((cell) => typeof cell === 'string' && cell.trim() !== '')
  const label = name || suite || cellText(firstText ?? null)
  return { name, suite, label, full: name && suite ? `${name} (${suite})` : name }
}

/** Whether a row has a readable lease date: a totals row never does ("Total Wine" the tenant does). */
function hasLeaseDate(cells: readonly RawCell[], context: RowContext): boolean {
  return (['leaseStart', 'leaseExpiration'] as const).some(
    (field) => readDateCell(cellAt(cells, context.columns.at[field]), 'first').kind === 'value',
  )
}

/** Why a row that is not blank is not a tenant; null when it is one. */
function skipReason(
  cells: readonly RawCell[],
  context: RowContext,
  names: ReturnType<typeof namesOf>,
) {
  const area = readArea(cellAt(cells, context.columns.at.squareFootage))
  const squareFeet = area.kind === 'value' ? area.value : null
  const named = rowByName(names.name || names.label)
  if (named?.kind === 'total' && !hasLeaseDate(cells, context))
    return { reason: { kind: 'total' }, grandTotal: named.grand, squareFeet } as const
  const noName = context.columns.at.name !== undefined && names.name === ''
  if (named?.kind === 'vacant' || (noName && squareFeet !== null && squareFeet > 0))
    return { reason: { kind: 'vacant', squareFeet }, grandTotal: false, squareFeet } as const
  // No square feet: none, none readable, or 0 or less (a rent per SF needs some).
  if (squareFeet === null || squareFeet <= 0) {
    const text = area.kind === 'unreadable' ? area.text : ''
    return { reason: { kind: 'noSquareFeet', text }, grandTotal: false, squareFeet } as const
  }
  return { reason: null, grandTotal: false, squareFeet } as const
}

/** The tenant's fields other than name, square feet and rent, each from its cell or the default. */
function leaseFields(cells: readonly RawCell[], context: RowContext) {
  const { at } = context.columns
  const expirationCell = cellAt(cells, at.leaseExpiration)
  const monthToMonth = isMonthToMonth(expirationCell)
  const reads: [TenantField, CellRead<CellValue>][] = [
    ['annualEscalation', percentOf(cells, context, 'annualEscalation')],
    ['leaseStart', readDateCell(cellAt(cells, at.leaseStart), 'first')],
    [
      'leaseExpiration',
      monthToMonth
        ? { kind: 'value', value: isoDate({ year: context.year1, month: 12, day: 31 }) }
        : readDateCell(expirationCell, 'last'),
    ],
    ['leaseType', readLeaseType(cellAt(cells, at.leaseType))],
    ['tiPerSF', readPerSf(cellAt(cells, at.tiPerSF))],
    ['leasingCommission', percentOf(cells, context, 'leasingCommission')],
  ]
  return { reads, monthToMonth }
}

/**
 * Fills the tenant's fields: a value read, or the default of a blank cell (named in `defaults`),
 * or the default with the unreadable text kept beside it (the row is then left out until fixed).
 * A blank expiration is five years after the start, as a new tenant's lease.
 */
function fillFields(base: Omit<Tenant, 'id'>, reads: [TenantField, CellRead<CellValue>][]) {
  const tenant: Record<string, unknown> = { ...base }
  const defaults: TenantField[] = []
  const unreadable: Partial<Record<TenantField, string>> = {}
  for (const [field, read] of reads) {
    if (read.kind === 'value') tenant[field] = read.value
    else if (read.kind === 'unreadable') unreadable[field] = read.text
    else defaults.push(field)
    if (field === 'leaseExpiration' && read.kind !== 'value') {
      const start = readIsoDate(tenant.leaseStart)
      if (start.ok) tenant.leaseExpiration = isoDate(addYears(start.date, 5))
    }
  }
  if (Object.keys(unreadable).length > 0) tenant.unreadable = unreadable
  return { tenant: tenant as Omit<Tenant, 'id'>, defaults }
}

const isBlank = (cells: readonly RawCell[]) => cells.every((cell) => cellText(cell) === '')

const skipped = (name: string, reason: SkipReason, figures: RowFigures, grandTotal = false) =>
  ({ kind: 'skipped', name, reason, grandTotal, figures }) as const

/** Reads one row below the header: a tenant, or why it is not imported. */
export function readRow({ line, cells }: SheetRow, context: RowContext): RowRead {
  if (isBlank(cells)) return skipped('', { kind: 'blank' }, { squareFeet: null, dollars: null })
  const names = namesOf(cells, context)
  const skip = skipReason(cells, context, names)
  const figures = {
    squareFeet: skip.squareFeet,
    dollars: dollarsOf(cells, context, skip.squareFeet),
  }
  if (skip.reason) return skipped(names.label, skip.reason, figures, skip.grandTotal)
  const squareFootage = skip.squareFeet!
  const rent = rentOf(cells, context, squareFootage)
  if (!rent.ok) return skipped(names.label, { kind: 'noRent', text: rent.text }, figures)
  const { reads, monthToMonth } = leaseFields(cells, context)
  const name = names.full || names.suite || `Line ${line}`
  const base = { ...context.template, name, squareFootage, baseRent: rent.value }
  const { tenant, defaults } = fillFields(base, reads)
  // A tenant whose dollar cell is blank (its rent given per SF) counts at its rent per SF.
  const column = context.columns.dollars
  const dollars =
    figures.dollars ?? (column ? inBasis(rent.value, squareFootage, column.basis) : null)
  return { kind: 'tenant', tenant, defaults, monthToMonth, figures: { ...figures, dollars } }
}
