import { describe, expect, it } from 'vitest'
import { assumptionProblems } from '../../../finance/cash-flow/scenario-validation'
import { emptyScenario } from '../scenario/scenario-defaults'
import { fieldStatus, initialText } from './assumption-field'

const { debt } = emptyScenario()
const debtCheck = (field: string) => (value: number) =>
  assumptionProblems('debt', { ...debt, [field]: value }).find(
    (problem) => problem.field === `debt.${field}`,
  )?.rule ?? null
const rateCheck = debtCheck('interestRatePercent')
const noCheck = () => null

describe('fieldStatus', () => {
  it('uses an allowed number at once', () => {
    expect(fieldStatus('7.25', 6.5, rateCheck, 'keep')).toEqual({ next: { value: 7.25 } })
    expect(fieldStatus('$1,250,000', null, noCheck, 'clear')).toEqual({
      next: { value: 1_250_000 },
    })
  })

  it('keeps the last valid value for numbers out of range and gives the range', () => {
    expect(fieldStatus('150', 6.5, rateCheck, 'keep')).toEqual({
      error: 'Enter a number from 0% to 100%. Still using 6.5.',
    })
  })

  it('refuses an interest-only period longer than the loan term, naming the term', () => {
    expect(fieldStatus('12', 2, debtCheck('interestOnlyYears'), 'keep')).toEqual({
      error: 'Enter at most 10, the Loan Term (Years). Still using 2.',
    })
    expect(fieldStatus('1', 10, debtCheck('loanTermYears'), 'keep')).toEqual({
      error: 'Enter at least 2, the Interest-Only (Years). Still using 10.',
    })
  })

  it('keeps the last valid value for empty, unreadable and decimal-comma text', () => {
    expect(fieldStatus('', 6.5, rateCheck, 'keep')).toEqual({
      error: 'Enter a number. Still using 6.5.',
    })
    expect(fieldStatus('abc', 6.5, rateCheck, 'keep')).toEqual({
      error: 'Enter a number, using digits only. Still using 6.5.',
    })
    expect(fieldStatus('1e309', 6.5, rateCheck, 'keep')).toEqual({
      error: 'This number is too large. Still using 6.5.',
    })
    expect(fieldStatus('6,5', 6.5, rateCheck, 'keep')).toEqual({
      error: 'Use a period for decimals (6.5, not 6,5). Still using 6.5.',
    })
  })

  it('counts empty and unreadable market leasing text as 0, but refuses a decimal comma', () => {
    expect(fieldStatus('abc', 5, noCheck, 'zero')).toEqual({
      next: { value: 0 },
      note: 'Not a number: counted as 0',
    })
    expect(fieldStatus('', 5, noCheck, 'zero')).toEqual({
      next: { value: 0 },
      note: 'Empty: counted as 0',
    })
    expect(fieldStatus('5,5', 5, noCheck, 'zero')).toEqual({
      error: 'Use a period for decimals (6.5, not 6,5). Still using 5.',
    })
  })

  it('clears an optional value when emptied, but keeps it for unreadable text', () => {
    expect(fieldStatus('', 5e6, noCheck, 'clear')).toEqual({ next: { value: null } })
    expect(fieldStatus('-', 5e6, noCheck, 'clear')).toEqual({
      error: 'Enter a number, using digits only. Still using 5,000,000.',
    })
  })
})

describe('initialText', () => {
  it('shows money with thousands separators and nothing for a missing value', () => {
    expect(initialText(5_000_000, true)).toBe('5,000,000')
    expect(initialText(6.5, false)).toBe('6.5')
    expect(initialText(null, true)).toBe('')
  })
})
