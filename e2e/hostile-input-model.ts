import type { Locator, Page } from '@playwright/test'
import fc from 'fast-check'
import { expect, expectNoBrokenFigures } from './fixtures'

/**
 * Random and hostile entries for the hostile-input spec, and an oracle of what a number field
 * must make of them, written apart from the app's parser (src/lib/parse-number.ts).
 */

/** The entries of PRODUCT.md section 7 and the quality-bars issue, plus a few edges of ranges. */
export const HOSTILE = [
  '',
  ' ',
  'abc',
  '-',
  '--5',
  '1e309',
  '-1e309',
  '$1,234.56',
  '1,234,567',
  '(1,200)',
  '12\n34',
  '0',
  '-0',
  '-5',
  '999999999999999999999',
  '1e-300',
  '0.0000001',
  '<b>x</b>',
  '{{x}}',
  '١٢٣',
  '1.2.3',
  '.',
  '5%',
  'NaN',
  'Infinity',
  'undefined',
  '100',
  '100.01',
  '50',
  '1000000000000',
  '$1,000,000,000,001',
]

/** A double as people would see or paste it: 1234.5, "1,234.5", "1234.50", "$1,234.5". */
const renderedDouble = fc
  .tuple(fc.double(), fc.constantFrom('plain', 'grouped', 'fixed', 'money'))
  .map(([value, style]) => {
    if (style === 'plain') return String(value)
    if (style === 'fixed') return value.toFixed(2)
    const grouped = value.toLocaleString('en-US', { maximumFractionDigits: 4 })
    return style === 'money' ? `$${grouped}` : grouped
  })

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
  { weight: 2, arbitrary: renderedDouble },
)

/** Whole amounts typed the ways people do: 1500000, "1,500,000", "$1,500,000". */
export function amountText(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min, max }), fc.constantFrom('plain', 'grouped', 'money'))
    .map(([value, style]) => {
      if (style === 'plain') return String(value)
      const grouped = value.toLocaleString('en-US')
      return style === 'money' ? `$${grouped}` : grouped
    })
}

/** A percent or ratio with up to 2 decimals within [min, max]. */
export function decimalText(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .integer({ min: Math.round(min * 100), max: Math.round(max * 100) })
    .map((hundredths) => String(hundredths / 100))
}

/** Mostly hostile, sometimes a value a user would really type (so calculations also run). */
export function fieldText(plausible: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof({ weight: 3, arbitrary: hostileText }, { weight: 2, arbitrary: plausible })
}

export interface Entry {
  text: string
  /** `fill` pastes the whole text at once; `type` presses key after key. */
  how: 'fill' | 'type'
}

export const entry = (plausible: fc.Arbitrary<string>): fc.Arbitrary<Entry> =>
  fc.record({ text: fieldText(plausible), how: fc.constantFrom('fill', 'type') })

/**
 * The texts a field holds while an entry goes in: each prefix, from empty, when it is typed key
 * by key (short text without control characters); the whole text when it is pasted.
 */
export function steps({ text, how }: Entry): string[] {
  const control = [...text].some((char) => char.charCodeAt(0) < 32 || char === '\u007f')
  if (how !== 'type' || control || text.length > 24) return [text]
  const chars = [...text]
  return ['', ...chars.map((_, index) => chars.slice(0, index + 1).join(''))]
}

/** Types or pastes an entry into a text field (see `steps`). */
export async function enter(field: Locator, typed: Entry) {
  if (steps(typed).length === 1) return field.fill(typed.text)
  await field.fill('')
  await field.pressSequentially(typed.text)
}

/** What a number field must make of an entry; `unsure` when reasonable readings differ. */
export type Reading =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid' } | { kind: 'unsure' }

const DIGITS = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+`
const PLAIN = new RegExp(String.raw`^(-?)\$?(${DIGITS})%?$`)
const ACCOUNTING = new RegExp(String.raw`^\(\$?(${DIGITS})\)$`)
const SCIENTIFIC = /^-?(?:\d+\.?\d*|\.\d+)e[-+]?\d+$/i
/** A character no number is written with. */
const FOREIGN = /[^0-9.,$%\s()+\-eE_]/

export function readEntry(typed: string): Reading {
  const text = typed.trim()
  // Signs and separators alone ("$", "%", ",") hold no number: the field counts as empty.
  if (/^[\s$,%_]*$/.test(text)) return { kind: 'empty' }
  const plain = PLAIN.exec(text)
  if (plain) {
    const value = Number(plain[2]!.replace(/,/g, ''))
    return { kind: 'number', value: plain[1] === '-' && value !== 0 ? -value : value }
  }
  const accounting = ACCOUNTING.exec(text)
  if (accounting) return { kind: 'number', value: 0 - Number(accounting[1]!.replace(/,/g, '')) }
  if (SCIENTIFIC.test(text)) return { kind: 'number', value: Number(text) || 0 }
  if (!/\d/.test(text) || FOREIGN.test(text) || /\..*\./.test(text) || /--/.test(text))
    return { kind: 'invalid' }
  return { kind: 'unsure' }
}

export interface Range {
  min: number
  /** Whether `min` itself is allowed (default true). */
  minIncluded?: boolean
  max: number
}

export const inRange = (value: number, { min, minIncluded = true, max }: Range) =>
  Number.isFinite(value) && (minIncluded ? value >= min : value > min) && value <= max

/** ok: a number the field takes; refused: empty, not a number or out of range; unsure. */
export function judge(typed: string, range: Range): 'empty' | 'ok' | 'refused' | 'unsure' {
  const reading = readEntry(typed)
  if (reading.kind === 'empty' || reading.kind === 'unsure') return reading.kind
  if (reading.kind === 'invalid') return 'refused'
  return inRange(reading.value, range) ? 'ok' : 'refused'
}

export const numberOf = (typed: string) => {
  const reading = readEntry(typed)
  return reading.kind === 'number' ? reading.value : Number.NaN
}

/** The forms a single-line field may show for `typed`: line breaks dropped or turned to spaces. */
function singleLineForms(typed: string): string[] {
  return [
    ...new Set([
      typed,
      typed.replace(/\r\n|\r|\n/g, ''),
      typed.replace(/\r\n|\r|\n/g, ' '),
      typed.replace(/[\r\n]/g, ' '),
    ]),
  ]
}

/**
 * The text without what a money field may drop while regrouping a number as it is typed: '$',
 * separators, spaces, '%' and leading zeros. Every other character stays, in order.
 */
const substance = (text: string) =>
  text.replace(/[\s$,_%]/g, '').replace(/(^|[^\d.])0+(?=\d)/g, '$1')

/** Whether the field shows what the user typed (a money field may regroup a number). */
export function keeps(shown: string, typed: string, money: boolean): boolean {
  const forms = singleLineForms(typed)
  if (forms.includes(shown)) return true
  return money && forms.some((form) => substance(form) === substance(shown))
}

export async function expectKept(field: Locator, typed: string, money = false) {
  const shown = await field.inputValue()
  expect(
    keeps(shown, typed, money),
    `field shows ${JSON.stringify(shown)} for typed ${JSON.stringify(typed)}`,
  ).toBe(true)
}

/** The message tied to a field through aria-describedby (its error or its note). */
export async function messageOf(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? ''
  const page = field.page()
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  )
  return texts.join(' ').trim()
}

/** A field refused with a message under it. */
export async function expectFlagged(field: Locator, message?: RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const text = await messageOf(field)
  expect(text, 'message under the field').not.toBe('')
  if (message) expect(text).toMatch(message)
}

export async function expectNotFlagged(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
}

const BROKEN = /\bNaN\b|Infinity|\bundefined\b/
/** Also the em dash the site's formatters print in place of a figure that is not finite. */
const BROKEN_TEXT = /\bNaN\b|Infinity|\bundefined\b|—/
const BROKEN_VALUE = /^(NaN|-?Infinity|undefined|null|)$/

/** "1,234.5": a number the way the site writes it (en-US, up to 2 decimals). */
export const formatNumber = (value: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, signDisplay: 'negative' }).format(
    value,
  )

/**
 * No NaN, Infinity or undefined on the page: in its text, the values of its fields and the
 * data-value of its figures; and no "—", which the formatters show for a figure that is not
 * finite (a hidden Infinity). The user's own entries may echo back (a field, a quoted message,
 * a tenant name); those are taken out of the text before it is checked.
 */
export async function expectNothingBroken(page: Page, entries: string[]) {
  const snapshot = await page.evaluate(() => ({
    text: document.body.innerText,
    values: Array.from(
      document.querySelectorAll('input, select, textarea'),
      (element) => (element as HTMLInputElement).value,
    ),
    figures: Array.from(document.querySelectorAll('[data-metric]'), (element) => [
      element.getAttribute('data-metric'),
      element.getAttribute('data-value'),
      (element as HTMLElement).innerText,
    ]),
  }))
  const echoes = entries
    .flatMap((typed) => [...singleLineForms(typed), ...singleLineForms(typed.trim())])
    .filter((form) => BROKEN_TEXT.test(form))
    .sort((a, b) => b.length - a.length)
  for (const [name, value, text] of snapshot.figures) {
    expect(value ?? '', `data-value of ${name}`).not.toMatch(BROKEN_VALUE)
    expect(text, `figure ${name}`).not.toMatch(BROKEN_TEXT)
  }
  for (const value of snapshot.values)
    if (!echoes.some((echo) => value.includes(echo)))
      expect(value, 'a field value the user did not type').not.toMatch(BROKEN)
  if (echoes.length === 0) await expectNoBrokenFigures(page)
  const text = echoes.reduce((rest, echo) => rest.split(echo).join(' '), snapshot.text)
  const around = new RegExp(`.{0,40}(${BROKEN_TEXT.source}).{0,20}`, 'g')
  expect(text.match(around) ?? [], 'page text around a broken figure').toEqual([])
}

/** Page errors and console errors of one property run, so fast-check pins them on its input. */
export function watchErrors(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`Uncaught error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`Console error: ${message.text()}`)
  })
  return {
    expectNone() {
      const found = problems.splice(0)
      expect(found, 'page errors and console errors').toEqual([])
    },
  }
}

/** How long one property may run, shrinking a failure included (HOSTILE_RUNS scales it). */
export const PROPERTY_TIME_LIMIT = Math.max(90_000, Number(process.env.HOSTILE_RUNS ?? 0) * 6_000)

/**
 * Bounded runs plus the given examples; HOSTILE_SEED=<seed> replays a failure fast-check
 * printed, HOSTILE_RUNS=<n> explores longer on a developer machine.
 */
export function runOptions<T>(numRuns: number, examples: T[] = []): fc.Parameters<T> {
  const seed = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined
  return {
    numRuns: Number(process.env.HOSTILE_RUNS ?? numRuns),
    // Known failures stay in every run (fast-check tries them first).
    examples,
    ...(seed === undefined ? {} : { seed }),
    // Shrinking drives a browser: it stops at the time limit and reports the smallest failure
    // found so far, before the test itself times out.
    interruptAfterTimeLimit: PROPERTY_TIME_LIMIT,
  }
}
