import type { Locator, Page } from '@playwright/test'
import { expect, metric } from '../fixtures'
import { formatNumber } from '../hostile-input-model'
import { settledResults } from './hostile-multi-tenant'
import {
  COLUMNS,
  gridMessages,
  isoDate,
  leftOut,
  readCell,
  rentRoll,
  shown,
  type GridEdit,
  type PasteRun,
  type TenantModel,
} from './hostile-rent-roll'

/** Typing rent roll cells and pasting rows, and what the grid must show or say for each. */
/** Types one cell with the keyboard: on the focused cell, or Enter, select all and type. */
export async function typeCell(page: Page, cell: Locator, edit: GridEdit) {
  await cell.click()
  const keys = page.keyboard
  if (edit.kind === 'date') {
    await keys.press('Enter')
    const pad = (value: number) => String(value).padStart(2, '0')
    await keys.type(`${pad(edit.month)}${pad(edit.day)}${edit.year}`)
    return keys.press('Enter')
  }
  if (edit.kind === 'leaseType') {
    await keys.press('Enter')
    return page.getByRole('option', { name: edit.type, exact: true }).click()
  }
  if (edit.direct && /^[!-~]/.test(edit.text)) await keys.type(edit.text)
  else {
    await keys.press('Enter')
    await keys.press('ControlOrMeta+a')
    if (edit.text === '') await keys.press('Delete')
    else await keys.type(edit.text)
  }
  await keys.press('Enter')
}

function gridReading(edit: GridEdit): ReturnType<typeof readCell> {
  if (edit.kind === 'leaseType') return { kind: 'value', value: edit.type }
  if (edit.kind !== 'date') return readCell(COLUMNS[edit.column]!.kind, edit.text)
  // The browser's date field holds no value for a day the month does not have.
  const date = isoDate(edit.year, edit.month, edit.day)
  return date ? { kind: 'value', value: date } : { kind: 'refused', why: 'empty' }
}

/** The cell shows the entry, or keeps its value and the rent roll says why. */
export async function expectCellEdit(page: Page, edit: GridEdit, tenant: TenantModel) {
  const { field, header } = COLUMNS[edit.column]!
  const cell = rentRoll(page).cell(edit.row, field)
  const before = tenant[field]!
  const reading = gridReading(edit)
  const text = 'text' in edit ? edit.text.trim() : ''
  const name = String(tenant.name)
  if (reading.kind === 'value') {
    await expect.poll(() => cell.textContent()).toBe(shown(reading.value))
    if (edit.kind === 'text') expect(await cell.locator('*').count(), 'markup from a name').toBe(0)
    tenant[field] = reading.value
    return
  }
  const kept =
    before === null
      ? ''
      : `kept ${typeof before === 'number' ? formatNumber(before) : `"${before}"`}.`
  const said =
    reading.kind === 'refused' && reading.why === 'empty'
      ? `${header} of ${name} cannot be empty; `
      : `${header} of ${name}: "${text}" `
  const reported = async () => (await gridMessages(page)).some((line) => line.startsWith(said))
  if (reading.kind === 'unsure') {
    // Either reading is fine, as long as the grid shows the new value or says it kept the old.
    if (before === null) return void (tenant[field] = null)
    // (A number read as the old one leaves the cell as it was, without a message.)
    const changed = async () => (await cell.textContent()) !== shown(before)
    await expect
      .poll(async () => (await reported()) || (await changed()), { timeout: 2_000 })
      .toBe(true)
      .catch(() => undefined)
    if (!(await reported())) return void (tenant[field] = null)
  }
  const line = new RegExp(`^${escape(said)}.*${escape(kept)}$`, 's')
  await expect.poll(() => gridMessages(page)).toContainEqual(expect.stringMatching(line))
  if (before !== null) expect(await cell.textContent()).toBe(shown(before))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export async function expectRowsMarked(page: Page, tenants: TenantModel[]) {
  for (const [index, tenant] of tenants.entries()) {
    const out = leftOut(tenant)
    if (out === undefined) continue
    const row = rentRoll(page).row(index)
    if (out) await expect(row).toHaveClass(/tenant-row--invalid/)
    else await expect(row).not.toHaveClass(/tenant-row--invalid/)
  }
}

/** The analysis counts every tenant and covers the ones it can use (or says why it cannot). */
export async function expectAnalysisOfRentRoll(page: Page, tenants: TenantModel[]) {
  if ((await settledResults(page)) === 'message') return
  expect(await metric(page, 'tenantCount')).toBe(tenants.length)
  const verdicts = tenants.map(leftOut)
  if (verdicts.includes(undefined)) return
  const included = tenants.filter((_, index) => !verdicts[index])
  const coverage = page.getByText(/^Analysis covers \d+ of \d+ tenants$/)
  if (included.length === tenants.length) await expect(coverage).toHaveCount(0)
  else
    await expect(coverage).toHaveText(
      `Analysis covers ${included.length} of ${tenants.length} tenants`,
    )
  const squareFeet = included.reduce((sum, tenant) => sum + (tenant.squareFootage as number), 0)
  expect(await metric(page, 'totalSquareFootage')).toBeCloseTo(squareFeet, 6)
}

const WHY: Record<string, string> = {
  'is not a number': 'is not a number',
  'is not a date': 'is not a date (use yyyy-mm-dd or m/d/yyyy)',
  'is not a lease type': 'is not a lease type (NNN, Gross or Modified)',
}
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What a paste must do: the message lines it must show and the cells it must fill. */
export function expectedPaste(run: PasteRun) {
  const rows = [...run.rows]
  while (rows.length > 0 && rows.at(-1)!.every((cell) => cell.trim() === '')) rows.pop()
  const width = Math.max(...rows.map((row) => row.length))
  const start = width === COLUMNS.length || run.focusColumn === COLUMNS.length ? 0 : run.focusColumn
  const outcome = { updated: 0, added: 0, dropped: 0, ignored: 0 }
  const problems: string[] = []
  /** Cells readings differ on: the grid may take them or report them. */
  const maybe: string[] = []
  const cells: { row: number; field: string; value: string | number }[] = []
  rows.forEach((row, offset) => {
    const index = run.focusRow + offset
    if (index >= 10) return void outcome.dropped++
    if (index < 2) outcome.updated++
    else outcome.added++
    row.forEach((text, position) => {
      const column = COLUMNS[start + position]
      if (!column) return void outcome.ignored++
      if (text.trim() === '') return
      const reading = readCell(column.kind, text)
      if (reading.kind === 'unsure')
        maybe.push(`Row ${index + 1}, ${column.header}: "${text.trim()}" `)
      if (reading.kind === 'value')
        cells.push({ row: index, field: column.field, value: reading.value })
      if (reading.kind === 'refused')
        problems.push(
          `Row ${index + 1}, ${column.header}: "${text.trim()}" ${WHY[reading.why]}; left unchanged.`,
        )
    })
  })
  const pasted = outcome.updated + outcome.added
  const lines = [
    pasted === 0
      ? 'Nothing was pasted.'
      : `Pasted ${count(pasted, 'row', 'rows')}: ${outcome.updated} updated, ${outcome.added} added.`,
    ...(outcome.dropped > 0
      ? [
          `${count(outcome.dropped, 'row was', 'rows were')} not pasted: a rent roll holds at most 10 tenants.`,
        ]
      : []),
    ...(outcome.ignored > 0
      ? [
          `${count(outcome.ignored, 'cell', 'cells')} beyond the last column ${outcome.ignored === 1 ? 'was' : 'were'} ignored.`,
        ]
      : []),
    ...problems,
  ]
  return { lines, maybe, cells, tenants: 2 + outcome.added }
}
