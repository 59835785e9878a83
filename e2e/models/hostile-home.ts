import type { Locator, Page } from '@playwright/test'
import fc from 'fast-check'
import { expect, metric, metricText } from '../fixtures'
import {
  amountText,
  decimalText,
  entry,
  expectKept,
  expectNotFlagged,
  judge,
  messageOf,
  numberOf,
  type Entry,
  type Range,
} from '../hostile-input-model'
import type { HomePage } from './home-page'

/**
 * The home calculators under hostile input (PRODUCT.md 4.1, 4.2): their fields, what each must
 * do with an entry, and what the results must show for it.
 */

const AMOUNT: Range = { min: 0, max: 1e12 }
const POSITIVE_AMOUNT: Range = { min: 0, minIncluded: false, max: 1e12 }
const PERCENT: Range = { min: 0, max: 100 }

interface FieldSpec {
  label: string
  range: Range
  money?: boolean
  plausible: fc.Arbitrary<string>
}

export const MORTGAGE_FIELDS: FieldSpec[] = [
  {
    label: 'Property Value',
    range: POSITIVE_AMOUNT,
    money: true,
    plausible: amountText(1, 50_000_000),
  },
  { label: 'Equity (%)', range: PERCENT, plausible: decimalText(0, 100) },
  { label: 'Interest Rate (%)', range: PERCENT, plausible: decimalText(0, 15) },
  {
    label: 'Net Operating Income (NOI)',
    range: AMOUNT,
    money: true,
    plausible: amountText(0, 5_000_000),
  },
]

export const mortgageRun = fc.record({
  entries: fc.tuple(...MORTGAGE_FIELDS.map((field) => entry(field.plausible))),
  term: fc.constantFrom('10', '15', '20', '25', '30'),
  amortization: fc.constantFrom('15', '20', '25', '30'),
  loanType: fc.constantFrom('Fixed Rate', 'Variable Rate'),
})

/** Waits until a submitted form shows its results or refuses with a focused, flagged field. */
export async function outcomeOf(
  page: Page,
  resultsHeading: string,
): Promise<'results' | 'refused'> {
  const read = () =>
    page.evaluate((heading) => {
      const titles = Array.from(document.querySelectorAll('h1'), (h1) => h1.textContent)
      if (titles.includes(heading)) return 'results'
      return document.activeElement?.getAttribute('aria-invalid') === 'true' ? 'refused' : 'pending'
    }, resultsHeading)
  await expect.poll(read).not.toBe('pending')
  const outcome = await read()
  if (outcome === 'pending') throw new Error('the form neither showed results nor refused')
  return outcome
}

export async function expectReason(home: HomePage, empty: string[]) {
  const button = home.calculateMortgage.or(home.calculateMaxLoan)
  if (empty.length === 0) return expect(button).toBeEnabled()
  await expect(button).toBeDisabled()
  const reason = await button.evaluate(
    (element) =>
      document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  )
  for (const label of empty) expect(reason).toContain(label)
}

/** The mortgage figures follow from the typed numbers (PRODUCT.md 4.1). */
export async function expectMortgageFigures(
  page: Page,
  price: number,
  equity: number,
  noi: number,
) {
  const loan = await metric(page, 'loanAmount')
  expect(loan).toBeCloseTo(price * (1 - equity / 100), 6)
  expect(await metric(page, 'downPaymentAmount')).toBeCloseTo(price - loan, 6)
  const annual = await metric(page, 'annualDebtService')
  expect(annual).toBeCloseTo(12 * (await metric(page, 'monthlyPayment')), 6)
  const dscr = await metricText(page, 'dscr')
  // N/A without debt service, or with one too small to divide the NOI by (PRODUCT.md 4.1).
  if (annual > 0 && Number.isFinite(noi / annual)) expect(Number(dscr)).toBeCloseTo(noi / annual, 6)
  else {
    expect(dscr).toBe('N/A')
    expect(await metricText(page, 'dscrRating')).toBe('N/A')
  }
}

export const fillWith = (text: string): Entry => ({ text, how: 'fill' })

export async function expectFieldsKept(
  fields: Locator[],
  entries: Entry[],
  specs: { money?: boolean }[],
) {
  for (const [index, field] of fields.entries())
    await expectKept(field, entries[index]!.text, specs[index]!.money)
}

interface Constraint extends FieldSpec {
  name: string
  fallback: number
  format: (value: number) => string
  required: boolean
  /** Positive values the engine refuses (typing mistakes), not replaced by the default. */
  engineRange: Range
}

export const CONSTRAINTS: Constraint[] = [
  {
    label: 'Interest Rate (%)',
    name: 'Interest rate',
    fallback: 7.5,
    format: (v) => `${v}%`,
    required: true,
    range: { min: 0, minIncluded: false, max: 100 },
    engineRange: { min: 0, max: 100 },
    plausible: decimalText(0, 15),
  },
  {
    label: 'Loan Term (Years)',
    name: 'Loan term',
    fallback: 25,
    format: (v) => `${v} years`,
    required: true,
    range: { min: 0, minIncluded: false, max: 50 },
    engineRange: { min: 1 / 12, max: 50 },
    plausible: fc.integer({ min: 1, max: 40 }).map(String),
  },
  {
    label: 'Minimum DSCR',
    name: 'Minimum DSCR',
    fallback: 1.25,
    format: (v) => `${v}x`,
    required: true,
    range: { min: 0, minIncluded: false, max: 100 },
    engineRange: { min: 0.01, max: 100 },
    plausible: decimalText(1, 2),
  },
  {
    label: 'Maximum LTV (%)',
    name: 'Maximum LTV',
    fallback: 75,
    format: (v) => `${v}%`,
    required: true,
    range: { min: 0, minIncluded: false, max: 100 },
    engineRange: { min: 0, max: 100 },
    plausible: decimalText(40, 90),
  },
  {
    label: 'Maximum Debt Yield (%)',
    name: 'Maximum debt yield',
    fallback: 10,
    format: (v) => `${v}%`,
    required: false,
    range: { min: 0, minIncluded: false, max: 100 },
    engineRange: { min: 0.01, max: 100 },
    plausible: decimalText(6, 14),
  },
]

export const MAX_LOAN_BASICS: FieldSpec[] = [
  {
    label: 'Net Operating Income (NOI)',
    range: AMOUNT,
    money: true,
    plausible: amountText(0, 5_000_000),
  },
  { label: 'Property Value', range: POSITIVE_AMOUNT, money: true, plausible: amountText(1, 5e7) },
]

/** Each constraint's text: its default as shown, or a new entry. */
export const maxLoanRun = fc.record({
  basics: fc.tuple(...MAX_LOAN_BASICS.map((field) => entry(field.plausible))),
  constraints: fc.tuple(...CONSTRAINTS.map((field) => fc.option(entry(field.plausible)))),
})

/** What the form does with a constraint's text: use it, fall back (and why), or refuse it. */
export function constraintFate(text: string, constraint: Constraint) {
  const verdict = judge(text, { min: 0, minIncluded: false, max: Infinity })
  if (verdict === 'empty')
    return constraint.required
      ? ({ kind: 'required' } as const)
      : ({ kind: 'fallback', why: 'was left empty' } as const)
  if (verdict === 'refused') {
    const value = numberOf(text)
    if (Number.isFinite(value) && value > 0) return { kind: 'engine-refuses' } as const
    return { kind: 'fallback', why: 'was not a positive number' } as const
  }
  if (verdict === 'unsure') return { kind: 'unsure' } as const
  const value = numberOf(text)
  return inEngineRange(value, constraint)
    ? ({ kind: 'used', value } as const)
    : ({ kind: 'engine-refuses' } as const)
}

const inEngineRange = (value: number, { engineRange }: Constraint) =>
  value >= engineRange.min && value <= engineRange.max

type Fate = ReturnType<typeof constraintFate>

export async function expectConstraintMessages(home: HomePage, texts: string[], fates: Fate[]) {
  for (const [index, constraint] of CONSTRAINTS.entries()) {
    const fate = fates[index]!
    const message = await messageOf(home.field(constraint.label))
    if (fate.kind === 'fallback') {
      const what = fate.why === 'was left empty' ? 'Left empty' : 'Not a positive number'
      expect(message).toBe(`${what}: ${constraint.format(constraint.fallback)} will be used.`)
    } else if (fate.kind === 'used') {
      await expectNotFlagged(home.field(constraint.label))
      expect(message).not.toContain('will be used')
    } else if (fate.kind === 'required') {
      // Calculating waits for this field: no default is used, so none may be promised.
      expect(message, `${constraint.label} "${texts[index]}"`).not.toContain('will be used')
    }
  }
}

/** The results use each constraint as typed or its default, and say which defaults (4.2). */
export async function expectMaxLoanResults(page: Page, basics: number[], fates: Fate[]) {
  const notice = page.getByRole('note')
  const used: (number | null)[] = []
  for (const [index, constraint] of CONSTRAINTS.entries()) {
    const fate = fates[index]!
    const sentence = `${constraint.name} ${fate.kind === 'fallback' ? fate.why : ''}: ${constraint.format(constraint.fallback)} used.`
    if (fate.kind === 'fallback') await expect(notice).toContainText(sentence)
    if (fate.kind === 'used' && (await notice.count()) > 0)
      await expect(notice).not.toContainText(`${constraint.name} was`)
    used.push(
      fate.kind === 'fallback' ? constraint.fallback : fate.kind === 'used' ? fate.value : null,
    )
  }
  const [noi, price] = basics as [number, number]
  const [, , , ltv, debtYield] = used
  const byDscr = await metric(page, 'maxLoanBasedOnDscr')
  const byLtv = await metric(page, 'maxLoanBasedOnLtv')
  const byDebtYield = await metric(page, 'maxLoanBasedOnDebtYield')
  if (ltv != null && Number.isFinite(price)) expect(byLtv).toBeCloseTo((price * ltv) / 100, 4)
  if (debtYield != null && Number.isFinite(noi))
    expect(byDebtYield).toBeCloseTo(noi / (debtYield / 100), 4)
  const smallest = Math.min(byDscr, byLtv, byDebtYield)
  expect(await metric(page, 'maxLoanAmount')).toBeCloseTo(Math.max(0, smallest), 4)
  const factor = byDscr === smallest ? 'DSCR' : byLtv === smallest ? 'LTV' : 'Debt Yield'
  expect(await metricText(page, 'limitingFactor')).toBe(factor)
}
