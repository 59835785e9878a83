import type { Locator, Page } from '@playwright/test'
import fc from 'fast-check'
import { expect, metric } from '../fixtures'
import {
  amountText,
  decimalText,
  entry,
  expectFlagged,
  expectNotFlagged,
  formatNumber,
  judge,
  messageOf,
  numberOf,
  readEntry,
  steps,
  type Entry,
  type Range,
} from '../hostile-input-model'
import { gridNumbers } from './annual-grid'
import { shareUrl, workedExample } from '../scenarios'

/**
 * The multi-tenant assumption cards under hostile input: what each field must do with an entry
 * it cannot use (keep the last valid value, count it as 0, or clear the optional value) and how
 * the results must follow (PRODUCT.md 4.3, 4.4 and the fields' own rules).
 */

/** keep: the last valid value stays; zero: counted as 0 (market leasing); clear: no value. */
export type Fallback = 'keep' | 'zero' | 'clear'

export interface AssumptionSpec {
  label: string
  range: Range
  fallback: Fallback
  /** The worked example's value. */
  start: number | undefined
  money?: boolean
  plausible: fc.Arbitrary<string>
}

const AMOUNT: Range = { min: 0, max: 1e12 }
const POSITIVE = (max: number): Range => ({ min: 0, minIncluded: false, max })
const GROWTH: Range = { min: -100, minIncluded: false, max: 100 }
const years = (min: number, max: number) => fc.integer({ min, max }).map(String)

export const ASSUMPTIONS: AssumptionSpec[] = [
  ['Interest Rate (%)', { min: 0, max: 100 }, 6.5, decimalText(0, 12)] as const,
  ['Amortization (Years)', POSITIVE(50), 25, years(1, 40)] as const,
  ['Interest-Only (Years)', { min: 0, max: 50 }, 2, years(0, 5)] as const,
  ['Loan Term (Years)', POSITIVE(50), 10, years(1, 30)] as const,
  ['Minimum DSCR', POSITIVE(100), 1.25, decimalText(1, 2)] as const,
  ['Maximum Debt Yield (%)', POSITIVE(100), 10, decimalText(6, 14)] as const,
  ['Maximum LTV (%)', POSITIVE(100), 75, decimalText(40, 90)] as const,
  ['Management Fee (%)', AMOUNT, 3, decimalText(0, 8)] as const,
  ['Real Estate Taxes ($/SF)', AMOUNT, 8.5, decimalText(0, 20)] as const,
  ['Insurance ($/SF)', AMOUNT, 1.25, decimalText(0, 5)] as const,
  ['Repairs & Maintenance ($/SF)', AMOUNT, 2, decimalText(0, 5)] as const,
  ['Utilities ($/SF)', AMOUNT, 3.75, decimalText(0, 8)] as const,
  ['Other Expenses ($/SF)', AMOUNT, 1.5, decimalText(0, 5)] as const,
  ['Expense Escalation (%)', GROWTH, 3, decimalText(-5, 8)] as const,
].map(([label, range, start, plausible]) => ({ label, range, start, plausible, fallback: 'keep' }))

ASSUMPTIONS.push(
  {
    label: 'Property Value (optional)',
    range: POSITIVE(1e12),
    fallback: 'clear',
    start: undefined,
    money: true,
    plausible: amountText(1_000_000, 10_000_000),
  },
  ...(
    [
      ['Lease Rent Bump (%)', GROWTH, 5, decimalText(-5, 15)],
      ['Leasing Commissions (%)', AMOUNT, 3, decimalText(0, 8)],
      ['CapEx/TI ($/SF)', AMOUNT, 5, decimalText(0, 40)],
      ['Free Rent (Months)', { min: -Infinity, max: Infinity }, 3, years(-2, 14)],
    ] as const
  ).map(([label, range, start, plausible]) => ({
    label,
    range,
    start,
    plausible,
    fallback: 'zero' as const,
  })),
)

export const assumptionIndex = (label: string) =>
  ASSUMPTIONS.findIndex((spec) => spec.label === label)

export const assumptionEdits = fc.array(
  fc
    .integer({ min: 0, max: ASSUMPTIONS.length - 1 })
    .chain((index) => entry(ASSUMPTIONS[index]!.plausible).map((typed) => ({ index, typed }))),
  { minLength: 3, maxLength: 7 },
)

/** The value a field's scenario uses: known, or unknown after an entry readings differ on. */
export type Used = { known: true; value: number | undefined } | { known: false }

export function assumptionField(page: Page, spec: AssumptionSpec): Locator {
  return page.getByLabel(spec.label, { exact: true })
}

function stillUsing(used: Used): RegExp {
  if (!used.known) return /still using [-\d,.]+\.|no value is used \(no LTV test\)\./
  const what =
    used.value === undefined
      ? 'no value is used (no LTV test)'
      : `still using ${formatNumber(used.value)}`
  return new RegExp(`${what.replace(/[().]/g, '\\$&')}\\.$`)
}

/** A market leasing field counts an entry it cannot read as 0, and says so. */
async function expectCountedAsZero(field: Locator, typed: string) {
  await expectNotFlagged(field)
  const empty = readEntry(typed).kind === 'empty'
  expect(await messageOf(field)).toContain(
    empty ? 'Empty: counted as 0' : 'Not a number: counted as 0',
  )
}

/** The value the scenario uses once the field holds `text` (pure: no page). */
function nextUsed(spec: AssumptionSpec, text: string, used: Used): Used {
  const verdict = judge(text, spec.range)
  const value = numberOf(text)
  if (verdict === 'ok') return { known: true, value }
  if (verdict === 'unsure') return { known: false }
  if (spec.fallback === 'zero' && (verdict === 'empty' || !Number.isFinite(value)))
    return { known: true, value: 0 }
  if (spec.fallback === 'clear' && verdict === 'empty') return { known: true, value: undefined }
  return used
}

/**
 * Checks what the field says about the entry and returns the value the scenario now uses: the
 * typed number, the last valid one (named in the message), 0, or none. Typed key by key, every
 * prefix that is a valid number was used on the way (the scenario follows each keystroke).
 */
export async function expectAssumption(
  field: Locator,
  spec: AssumptionSpec,
  typed: Entry,
  used: Used,
): Promise<Used> {
  const texts = steps(typed)
  const before = texts.slice(0, -1).reduce((last, text) => nextUsed(spec, text, last), used)
  const after = nextUsed(spec, typed.text, before)
  const verdict = judge(typed.text, spec.range)
  if (verdict === 'ok') {
    await expectNotFlagged(field)
  } else if (verdict === 'unsure') {
    if ((await field.getAttribute('aria-invalid')) !== 'true') return after
    expect(await messageOf(field)).toMatch(stillUsing(before))
    return before
  } else if (after === before) {
    await expectFlagged(field, stillUsing(before))
  } else if (spec.fallback === 'zero') {
    await expectCountedAsZero(field, typed.text)
  } else {
    await expectNotFlagged(field)
  }
  return after
}

export async function openWorkedExample(page: Page) {
  // A new document each run: the share link replaces what autosave kept from the last run.
  await page.goto('about:blank')
  await page.goto(shareUrl(workedExample))
  await expect(page.locator('[data-metric="recommendedLoan"]')).toBeVisible()
}

/** Waits for the results panel to settle: a complete analysis, or a message saying why not. */
export async function settledResults(page: Page): Promise<'analysis' | 'message'> {
  const panel = page.getByRole('region', { name: 'Cash flow analysis results' })
  const state = () =>
    panel.evaluate((element) => {
      if (element.querySelector('[role="alert"]')) return 'message'
      const report = element.querySelector('.results')
      if (!report || report.getAttribute('aria-busy') === 'true') return 'pending'
      return element.querySelector('[data-metric="recommendedLoan"]') ? 'analysis' : 'pending'
    })
  await expect.poll(state, { timeout: 10_000 }).not.toBe('pending')
  const settled = await state()
  if (settled === 'pending') throw new Error('the results never settled')
  if (settled === 'message') await expect(panel.getByRole('alert')).not.toHaveText('')
  return settled
}

/** The sizing tiles follow from the debt yield, LTV and property value in use (4.4). */
export async function expectSizing(page: Page, used: Map<string, Used>) {
  const known = (label: string) => {
    const value = used.get(label)
    return value?.known ? value.value : null
  }
  const noi = await metric(page, 'stabilizedNoi')
  const byDscr = await metric(page, 'maxLoanDSCR')
  const byDebtYield = await metric(page, 'maxLoanDebtYield')
  const debtYield = known('Maximum Debt Yield (%)')
  if (debtYield != null) expectClose(byDebtYield, noi / (debtYield / 100))
  const propertyValue = used.get('Property Value (optional)')
  const ltvTile = page.locator('[data-metric="maxLoanLTV"]')
  const loans = [byDscr, byDebtYield]
  if (propertyValue?.known && propertyValue.value === undefined)
    await expect(ltvTile).toHaveCount(0)
  if ((await ltvTile.count()) > 0) {
    const byLtv = await metric(page, 'maxLoanLTV')
    const ltv = known('Maximum LTV (%)')
    if (propertyValue?.known && propertyValue.value !== undefined && ltv != null)
      expectClose(byLtv, (propertyValue.value * ltv) / 100)
    loans.push(byLtv)
  }
  expectClose(await metric(page, 'recommendedLoan'), Math.max(0, Math.min(...loans)))
  const rows = await gridNumbers(page)
  expect(rows).toHaveLength(10)
  for (const row of rows) for (const value of row) expect(Number.isFinite(value)).toBe(true)
}

function expectClose(actual: number, expected: number) {
  const tolerance = Math.max(1e-6, Math.abs(expected) * 1e-9)
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance)
}

export type { Entry }
