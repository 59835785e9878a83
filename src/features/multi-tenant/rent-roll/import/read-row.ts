import type { CalendarMonth } from '../../../../finance/cash-flow/timeline'
import type { TenantField } from '../../../../finance/field-table'
import { fromSafeSpreadsheetText } from '../../../../lib/delimited'
import type { TenantPatch } from '../../scenario/tenant-patch'
import {
  cellText,
  isMonthToMonth,
  readArea,
  readDateCell,
  readEscalation,
  readLeaseType,
  readPercent,
  readPerSf,
  readRent,
  readStatus,
  readYear,
  rentPerSfYear,
  type CellRead,
} from './cell-readers'
import type { LeaseCells } from './complete-leases'
import type { RentBasis } from './import-fields'
import { monthToMonthExpiration } from './lease-dates'
import type { ReadColumns } from './read-columns'
import type { SkipReason } from './rent-roll-report'
import { rowKind } from './row-kinds'
import type { RawCell, SheetRow } from './sheet'

/** What the file reader needs besides the row. */
export interface RowContext {
  columns: ReadColumns
  /** Names from text may carry the quote our own Copy adds to formula-looking text. */
  fromText: boolean
  /** Analysis month 1: a month-to-month lease ends with its year 1. */
  start: CalendarMonth
}

/** The square feet and the dollar rent of a row, for the reconciliation with the totals row. */
export interface RowFigures {
  squareFeet: number | null
  /** In the basis of the file's dollar rent column; null without one. */
  dollars: number | null
}

export type RowRead =
  | { kind: 'skipped'; name: string; reason: SkipReason; grandTotal: boolean; figures: RowFigures }
  | { kind: 'lease'; lease: LeaseCells; figures: RowFigures }

const cellAt = (cells: readonly RawCell[], index: number | undefined): RawCell =>
  index === undefined ? null : (cells[index] ?? null)

/** A rent's amount in another basis of the same square feet ($/SF <-> dollars, year <-> month). */
export function inBasis(yearlyPerSf: number, squareFeet: number, basis: RentBasis): number {
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

/** The row's name, suite, and the text it is named by in the report and by row kinds. */
function namesOf(cells: readonly RawCell[], context: RowContext) {
  const raw = cellText(cellAt(cells, context.columns.at.name))
  const name = context.fromText ? fromSafeSpreadsheetText(raw) : raw
  const suite = cellText(cellAt(cells, context.columns.at.suite))
  const firstText = cells.find((cell) => typeof cell === 'string' && cell.trim() !== '')
  const label = name || suite || cellText(firstText ?? null)
  return { name, suite, label, full: name && suite ? `${name} (${suite})` : name }
}

/** Whether a row has a readable lease date. */
function hasLeaseDate(cells: readonly RawCell[], context: RowContext): boolean {
  return (['leaseStart', 'leaseExpiration'] as const).some(
    (field) => readDateCell(cellAt(cells, context.columns.at[field]), 'first').kind === 'value',
  )
}

/** A percent as the scenario keeps it: a fraction column's bare number x 100. */
function asPercent(amount: number, bare: boolean, fractions: boolean): number {
  return bare && fractions ? Math.round(amount * 1e11) / 1e9 : amount
}

type Read = CellRead<TenantPatch>
const patch = <T>(field: TenantField, read: CellRead<T>): Read =>
  read.kind === 'value' ? { kind: 'value', value: { [field]: read.value } } : read

/** The escalation's value and type; a fraction column's bare number x 100. */
function escalationOf(cell: RawCell, fractions: boolean): Read {
  const read = readEscalation(cell)
  if (read.kind !== 'value') return read
  const { amount, type, bare } = read.value
  const annualEscalation = asPercent(amount, bare, fractions)
  return { kind: 'value', value: { annualEscalation, escalationType: type } }
}

/** A leasing commission in percent; a fraction column's bare number x 100. */
function commissionOf(cell: RawCell, fractions: boolean): Read {
  const read = readPercent(cell)
  if (read.kind !== 'value') return read
  const leasingCommission = asPercent(read.value.amount, read.value.bare, fractions)
  return { kind: 'value', value: { leasingCommission } }
}

/** Each lease cell but name, square feet, rent and status, read for its field. */
function leaseReads(cells: readonly RawCell[], context: RowContext) {
  const { at, fractions } = context.columns
  const cell = (field: Exclude<TenantField, 'baseRent'>) => cellAt(cells, at[field])
  const monthToMonth = isMonthToMonth(cell('leaseExpiration'))
  const expiration: Read = monthToMonth
    ? { kind: 'value', value: { leaseExpiration: monthToMonthExpiration(context.start) } }
    : patch('leaseExpiration', readDateCell(cell('leaseExpiration'), 'last'))
  const reads: [TenantField, Read][] = [
    ['annualEscalation', escalationOf(cell('annualEscalation'), fractions.has('annualEscalation'))],
    ['leaseStart', patch('leaseStart', readDateCell(cell('leaseStart'), 'first'))],
    ['leaseExpiration', expiration],
    ['leaseType', patch('leaseType', readLeaseType(cell('leaseType')))],
    ['tiPerSF', patch('tiPerSF', readPerSf(cell('tiPerSF')))],
    [
      'leasingCommission',
      commissionOf(cell('leasingCommission'), fractions.has('leasingCommission')),
    ],
    ['baseYear', patch('baseYear', readYear(cell('baseYear')))],
  ]
  return { reads, monthToMonth }
}

const isBlank = (cells: readonly RawCell[]) => cells.every((cell) => cellText(cell) === '')

const skipped = (name: string, reason: SkipReason, figures: RowFigures, grandTotal = false) =>
  ({ kind: 'skipped', name, reason, grandTotal, figures }) as const

/**
 * Reads one row below the header: a lease (in place or a vacant suite, row-kinds.ts) with the
 * values its cells give and the text of those that could not be read, or why it is not one:
 * blank, a totals row, no square feet, no readable rent (a vacant suite needs none).
 */
export function readRow({ line, cells }: SheetRow, context: RowContext): RowRead {
  const none = { squareFeet: null, dollars: null }
  if (isBlank(cells)) return skipped('', { kind: 'blank' }, none)
  const { at } = context.columns
  const names = namesOf(cells, context)
  const area = readArea(cellAt(cells, at.squareFootage))
  const squareFeet = area.kind === 'value' && area.value > 0 ? area.value : null
  const status = readStatus(cellAt(cells, at.status))
  const kind = rowKind({
    blank: false,
    label: names.label,
    named: names.name !== '',
    hasSquareFeet: squareFeet !== null,
    dated: hasLeaseDate(cells, context),
    statusVacant: status.kind === 'value' && status.value === 'vacant',
    namelessIsVacant: at.name !== undefined,
  })
  const figures = { squareFeet, dollars: dollarsOf(cells, context, squareFeet) }
  if (kind.kind === 'total') return skipped(names.label, { kind: 'total' }, figures, kind.grand)
  if (kind.kind === 'blank') return skipped('', { kind: 'blank' }, none)
  // No square feet: none, none readable, or 0 or less (a rent per SF needs some).
  if (squareFeet === null)
    return skipped(
      names.label,
      { kind: 'noSquareFeet', text: area.kind === 'unreadable' ? area.text : '' },
      figures,
    )
  const rent = rentOf(cells, context, squareFeet)
  if (!rent.ok && !kind.vacant)
    return skipped(names.label, { kind: 'noRent', text: rent.text }, figures)
  const lease = leaseOf({ line, cells }, context, {
    ...names,
    vacant: kind.vacant,
    squareFeet,
    rent,
  })
  if (status.kind === 'unreadable') lease.unreadable.status = status.text
  return { kind: 'lease', lease, figures }
}

/** The lease a row reads as: its values, and the text of the cells that could not be read. */
function leaseOf(
  { line, cells }: SheetRow,
  context: RowContext,
  row: {
    name: string
    full: string
    suite: string
    label: string
    vacant: boolean
    squareFeet: number
    rent: ReturnType<typeof rentOf>
  },
): LeaseCells {
  const { reads, monthToMonth } = leaseReads(cells, context)
  const values: TenantPatch = { squareFootage: row.squareFeet }
  const unreadable: Partial<Record<TenantField, string>> = {}
  if (row.rent.ok) values.baseRent = row.rent.value
  else if (row.rent.text) unreadable.baseRent = row.rent.text
  for (const [field, read] of reads)
    if (read.kind === 'value') Object.assign(values, read.value)
    else if (read.kind === 'unreadable') unreadable[field] = read.text
  // A Gross (Full Service) lease with a base year is a Base Year lease (PRODUCT.md 11.4).
  const baseYearLease = values.leaseType === 'Gross' && typeof values.baseYear === 'number'
  if (baseYearLease) values.leaseType = 'Base Year'
  const { suite, vacant } = row
  const name = vacant ? row.name : row.full || suite || `Line ${line}`
  return { line, name, suite, vacant, values, unreadable, monthToMonth, baseYearLease }
}
