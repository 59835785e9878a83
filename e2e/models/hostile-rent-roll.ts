import type { Page } from '@playwright/test'
import fc from 'fast-check'
import { amountText, formatNumber, HOSTILE, hostileText, readEntry } from '../hostile-input-model'
import { workedExample } from '../scenarios'
export { paste, rentRoll } from './rent-roll'

/**
 * The rent roll grid under hostile input: typed cells and pasted spreadsheet rows, and an
 * oracle of what the grid must show or report for each (PRODUCT.md 3 and 4.3).
 */

export type Kind = 'text' | 'number' | 'date' | 'leaseType'

export const COLUMNS: { field: string; header: string; kind: Kind }[] = [
  { field: 'name', header: 'Tenant Name', kind: 'text' },
  { field: 'squareFootage', header: 'Square Feet', kind: 'number' },
  { field: 'baseRent', header: 'Base Rent ($/SF/yr)', kind: 'number' },
  { field: 'annualEscalation', header: 'Escalation (%)', kind: 'number' },
  { field: 'leaseStart', header: 'Lease Start', kind: 'date' },
  { field: 'leaseExpiration', header: 'Lease Expiration', kind: 'date' },
  { field: 'leaseType', header: 'Lease Type', kind: 'leaseType' },
  { field: 'tiPerSF', header: 'TI ($/SF)', kind: 'number' },
  { field: 'leasingCommission', header: 'Leasing Commission (%)', kind: 'number' },
]
export const LEASE_TYPES = ['NNN', 'Gross', 'Modified'] as const

/** A tenant as the test knows it; null where an entry left the value unknown. */
export type TenantModel = Record<string, string | number | null>

export function startTenants(): TenantModel[] {
  const tenants = (workedExample as { tenants: TenantModel[] }).tenants
  return tenants.map((tenant) => ({ ...tenant }))
}

/** What the rent roll says it did: the lines of its last edit or paste message. */
export async function gridMessages(page: Page): Promise<string[]> {
  return page
    .locator('.tenant-section__messages p')
    .evaluateAll((lines) => lines.map((line) => line.textContent ?? ''))
}

/** How a cell shows a value: numbers as the site writes them, text as is. */
export const shown = (value: string | number) =>
  typeof value === 'number' ? formatNumber(value) : value

/** A single line of text (what a grid editor can take: Enter and Tab commit). */
const oneLine = (text: string) =>
  [...text].every((char) => char.charCodeAt(0) >= 32 && char !== '\u007f')

const names = fc.oneof(
  fc.constantFrom(
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    'Tom & Jerry "LLC"',
    '  Padded Café  ',
    '{{constructor}}',
    'undefined',
  ),
  hostileText,
)

export const gridEdit = fc.oneof(
  fc.record({
    kind: fc.constant('number' as const),
    row: fc.integer({ min: 0, max: 1 }),
    column: fc.constantFrom(1, 2, 3, 7, 8),
    text: fc.oneof(hostileText, amountText(0, 50_000)).filter(oneLine),
    direct: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('text' as const),
    row: fc.integer({ min: 0, max: 1 }),
    column: fc.constant(0),
    text: names.filter(oneLine),
    direct: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('date' as const),
    row: fc.integer({ min: 0, max: 1 }),
    column: fc.constantFrom(4, 5),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    year: fc.integer({ min: 1995, max: 2040 }),
  }),
  fc.record({
    kind: fc.constant('leaseType' as const),
    row: fc.integer({ min: 0, max: 1 }),
    column: fc.constant(6),
    type: fc.constantFrom(...LEASE_TYPES),
  }),
)
export type GridEdit = typeof gridEdit extends fc.Arbitrary<infer T> ? T : never

/** yyyy-mm-dd of a real calendar date in 1900-2999, or null. */
export function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (year < 1900 || year > 2999 || date.getUTCMonth() !== month - 1) return null
  if (date.getUTCDate() !== day) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** A pasted date: ISO or Excel's US m/d/yyyy (two-digit years: 00-29 are 2000s). */
function pastedDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text)
  if (!us) return null
  const year = Number(us[3]) + (us[3]!.length === 2 ? (Number(us[3]) < 30 ? 2000 : 1900) : 0)
  return isoDate(year, Number(us[1]), Number(us[2]))
}

const LEASE_ALIASES: Record<string, string> = {
  nnn: 'NNN',
  gross: 'Gross',
  modified: 'Modified',
  'triple net': 'NNN',
  'modified gross': 'Modified',
}

/**
 * What a cell must make of text: a value to show, a refusal (with the reason's wording), or
 * `unsure` where reasonable readings differ.
 */
export function readCell(
  kind: Kind,
  text: string,
):
  | { kind: 'value'; value: string | number }
  | { kind: 'refused'; why: string }
  | { kind: 'unsure' } {
  const trimmed = text.trim()
  if (trimmed === '') return { kind: 'refused', why: 'empty' }
  if (kind === 'text') return { kind: 'value', value: trimmed }
  if (kind === 'number') {
    const reading = readEntry(trimmed)
    if (reading.kind === 'unsure') return reading
    return reading.kind === 'number' && Number.isFinite(reading.value)
      ? { kind: 'value', value: reading.value }
      : { kind: 'refused', why: 'is not a number' }
  }
  if (kind === 'date') {
    const date = pastedDate(trimmed)
    return date ? { kind: 'value', value: date } : { kind: 'refused', why: 'is not a date' }
  }
  const type = LEASE_ALIASES[trimmed.toLowerCase().replace(/\s+/g, ' ')]
  return type ? { kind: 'value', value: type } : { kind: 'refused', why: 'is not a lease type' }
}

/** Whether the analysis must leave a tenant out (PRODUCT.md 3); undefined when unknown. */
export function leftOut(tenant: TenantModel): boolean | undefined {
  if (Object.values(tenant).includes(null)) return undefined
  const amounts = ['squareFootage', 'baseRent', 'tiPerSF', 'leasingCommission']
  if (amounts.some((field) => (tenant[field] as number) < 0 || (tenant[field] as number) > 1e12))
    return true
  const escalation = tenant.annualEscalation as number
  if (escalation <= -100 || escalation > 100) return true
  return (tenant.leaseExpiration as string) <= (tenant.leaseStart as string)
}

// ---------------------------------------------------------------------------------------------
// Pasting spreadsheet rows (Excel's clipboard: tab-separated, cells with breaks or quotes quoted).

const pasteCell = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: amountText(0, 40_000) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '3/1/2026',
      '2026-03-01',
      '2/30/2026',
      '12/31/28',
      '2031-13-01',
      'nnn',
      'Triple Net',
      'gross ',
      'Modified Gross',
      'net',
      'Dental "Suite" 2',
      'Line one\nline two',
      'a\tb',
    ),
  },
  { weight: 1, arbitrary: fc.constant('') },
)

export const pasteRun = fc.record({
  focusRow: fc.integer({ min: 0, max: 1 }),
  /** 0-8: a data column; 9: the row's actions cell. */
  focusColumn: fc.integer({ min: 0, max: 9 }),
  header: fc.boolean(),
  rows: fc.array(fc.array(pasteCell, { minLength: 1, maxLength: 10 }), {
    minLength: 1,
    maxLength: 9,
  }),
})
export type PasteRun = typeof pasteRun extends fc.Arbitrary<infer T> ? T : never

const excelCell = (cell: string) =>
  /["\t\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell

export function clipboardText(run: PasteRun): string {
  const rows = run.header ? [COLUMNS.map(({ header }) => header), ...run.rows] : run.rows
  return rows.map((row) => row.map(excelCell).join('\t')).join('\r\n') + '\r\n'
}

export { HOSTILE }
